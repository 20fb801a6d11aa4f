/**
 * The inventory filter model and its mapping to the `filter[...]` query the listing API reads
 * (site-shell.md §5): equals fields → `filter[<field>_eq]`; engine_type (includes) →
 * `filter[engine_type_in][]` once per value; ranges → `filter[<field>_gteq]` (from, greater or
 * equal) and `filter[<field>_lteq]` (to, less or equal); location → `filter[owner_id_in][]` once
 * per chosen dealer id. Null filters are ignored; unknown filter keys are logged.
 */

/** Filters compared for equality: `filter[<field>_eq]=<value>`. */
export const EQUALS_FIELDS = [
  'nameplate_brand_name',
  'nameplate_name',
  'state',
  'status',
  'color_canonical',
  'transmission',
] as const;
export type EqualsField = (typeof EQUALS_FIELDS)[number];

/** Filters that include any of the chosen values: `filter[<field>_in][]=<value>` per value. */
export const INCLUDES_FIELDS = ['engine_type'] as const;
export type IncludesField = (typeof INCLUDES_FIELDS)[number];

/** Numeric filters with a from (`_gteq`) and a to (`_lteq`) bound. */
export const RANGE_FIELDS = ['production_year', 'mileage', 'msrp_price', 'display_price', 'power'] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

/** The location filter is an in-list on this vehicle column, built from dealer ids. */
export const LOCATION_COLUMN = 'owner_id';

/** Every key of the filter object, in the order the query lists them. */
export const FILTER_KEYS = [...EQUALS_FIELDS, ...INCLUDES_FIELDS, ...RANGE_FIELDS, 'location'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface RangeFilter {
  /** Greater or equal. */
  from?: number | null;
  /** Less or equal. */
  to?: number | null;
}

/** A dealer chosen in the location filter: its id, or the dealer itself. */
export type DealerRef = number | { id: number };

/** The filters a visitor can set in the cars inventory block. Null or absent = not filtered. */
export type InventoryFilters = { [K in EqualsField]?: string | null } & {
  [K in IncludesField]?: string[] | null;
} & { [K in RangeField]?: RangeFilter | null } & {
  /** Chosen dealers; vehicles owned by any of them match. */
  location?: DealerRef[] | null;
};

export interface FilterLogger {
  warn(message: string): void;
}

export interface FiltersToQueryOptions {
  /** Where unknown filter keys are reported. Defaults to `console`. */
  logger?: FilterLogger;
}

/** `filter[<name>]` or, for list values, `filter[<name>][]`. */
export const filterParam = (name: string, list = false) => `filter[${name}]${list ? '[]' : ''}`;

const isEquals = (key: string): key is EqualsField => (EQUALS_FIELDS as readonly string[]).includes(key);
const isIncludes = (key: string): key is IncludesField => (INCLUDES_FIELDS as readonly string[]).includes(key);
const isRange = (key: string): key is RangeField => (RANGE_FIELDS as readonly string[]).includes(key);

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The filter object as ordered `[name, value]` query pairs. Null, undefined, empty strings,
 * empty lists and range bounds that are not numbers are left out; unknown keys are reported
 * to `logger.warn` and left out.
 */
export function filtersToParams(filters: InventoryFilters, options: FiltersToQueryOptions = {}): [string, string][] {
  const logger = options.logger ?? console;
  for (const key of Object.keys(filters)) {
    if (!(FILTER_KEYS as readonly string[]).includes(key)) {
      logger.warn(`Unknown inventory filter "${key}" ignored`);
    }
  }
  const pairs: [string, string][] = [];
  for (const key of FILTER_KEYS) {
    const value = (filters as Record<string, unknown>)[key];
    if (value === null || value === undefined) continue;
    if (isEquals(key)) {
      if (typeof value === 'string' && value.trim() !== '') pairs.push([filterParam(`${key}_eq`), value.trim()]);
    } else if (isIncludes(key)) {
      const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');
      for (const item of new Set(values)) pairs.push([filterParam(`${key}_in`, true), item]);
    } else if (isRange(key)) {
      const range = value as RangeFilter;
      if (finite(range.from)) pairs.push([filterParam(`${key}_gteq`), String(range.from)]);
      if (finite(range.to)) pairs.push([filterParam(`${key}_lteq`), String(range.to)]);
    } else {
      const ids = (Array.isArray(value) ? (value as DealerRef[]) : [])
        .map((dealer) => (typeof dealer === 'number' ? dealer : dealer?.id))
        .filter((id): id is number => Number.isSafeInteger(id));
      for (const id of new Set(ids)) pairs.push([filterParam(`${LOCATION_COLUMN}_in`, true), String(id)]);
    }
  }
  return pairs;
}

/** Encodes one query component, keeping `[` and `]` readable in shared URLs. */
const encode = (value: string) => encodeURIComponent(value).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

/**
 * The `filter[...]` query string (without a leading `?`) of a filter object, e.g.
 * `filter[nameplate_brand_name_eq]=Jaguar&filter[mileage_lteq]=50000`. Empty when no filter is set.
 */
export function filtersToQuery(filters: InventoryFilters, options: FiltersToQueryOptions = {}): string {
  return filtersToParams(filters, options)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
}

const FILTER_PARAM = /^filter\[([a-z_]+?)_(eq|in|gteq|lteq)\](\[\])?$/;

/** Splits `filter[<field>_<op>]` / `filter[<field>_<op>][]` into field and operator. */
export function parseFilterParam(name: string): { field: string; op: 'eq' | 'in' | 'gteq' | 'lteq'; list: boolean } | null {
  const match = FILTER_PARAM.exec(name);
  if (!match) return null;
  return { field: match[1]!, op: match[2] as 'eq' | 'in' | 'gteq' | 'lteq', list: match[3] !== undefined };
}

/**
 * The reverse of `filtersToQuery`: restores the filter object from a shared URL's query (a
 * string with or without `?`, or URLSearchParams). Lenient, for the browser: parameters other
 * than known filters (items, page, sorting, tracking) are skipped, and range bounds that are
 * not numbers are dropped. Use `parseListingQuery` where bad input must be refused.
 */
export function queryToFilters(search: string | URLSearchParams): InventoryFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const filters: InventoryFilters = {};
  const record = filters as Record<string, unknown>;
  for (const [name, raw] of params) {
    const parsed = parseFilterParam(name);
    if (!parsed) continue;
    const { field, op } = parsed;
    const value = raw.trim();
    if (value === '') continue;
    if (op === 'eq' && isEquals(field)) {
      record[field] = value;
    } else if (op === 'in' && isIncludes(field)) {
      const list = (record[field] as string[] | undefined) ?? [];
      if (!list.includes(value)) record[field] = [...list, value];
    } else if (op === 'in' && field === LOCATION_COLUMN) {
      const id = Number(value);
      const list = filters.location ?? [];
      if (Number.isSafeInteger(id) && !list.includes(id)) filters.location = [...list, id];
    } else if ((op === 'gteq' || op === 'lteq') && isRange(field)) {
      const bound = Number(value);
      if (!Number.isFinite(bound)) continue;
      const range = { ...(record[field] as RangeFilter | undefined) };
      range[op === 'gteq' ? 'from' : 'to'] = bound;
      record[field] = range;
    }
  }
  return filters;
}

/** True when no filter narrows the list (every key null, absent or empty). */
export function hasActiveFilters(filters: InventoryFilters): boolean {
  return filtersToParams(filters, { logger: { warn: () => {} } }).length > 0;
}
