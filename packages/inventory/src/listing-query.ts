/**
 * The server side of the filter mapping: turns a listing request's query into a typed,
 * validated query, or into a list of clear problems. Only known parameters are accepted; every
 * value is typed (text, engine type, whole numbers), so nothing from the URL reaches a database
 * other than as a bound value of a known column.
 */
import { z } from 'zod';
import {
  DEFAULT_SORT,
  ENGINE_TYPES,
  LISTING_DEFAULT_ITEMS,
  LISTING_MAX_ITEMS,
  LISTING_MIN_ITEMS,
  SORT_ATTRIBUTES,
  SORT_ORDERS,
  type SortAttribute,
  type SortOrder,
} from './constants.js';
import {
  EQUALS_FIELDS,
  INCLUDES_FIELDS,
  LOCATION_COLUMN,
  parseFilterParam,
  RANGE_FIELDS,
  type EqualsField,
  type InventoryFilters,
  type RangeField,
} from './filters.js';

/** One typed condition of a listing query; `field` names a vehicle attribute. */
export type FilterCondition =
  | { field: EqualsField; op: 'eq'; value: string }
  | { field: 'engine_type'; op: 'in'; value: string[] }
  | { field: typeof LOCATION_COLUMN; op: 'in'; value: number[] }
  | { field: RangeField; op: 'gteq' | 'lteq'; value: number };

export interface ListingQuery {
  /** The filters as the visitor set them (location as dealer ids). */
  filters: InventoryFilters;
  /** The same filters as conditions, in query order; all of them must hold. */
  conditions: FilterCondition[];
  items: number;
  page: number;
  sort_attribute: SortAttribute;
  sort_order: SortOrder;
}

/** Same shape as the content service's validation issues (`{ path, rule, message }`). */
export interface ListingQueryIssue {
  /** The query parameter at fault, e.g. `filter[mileage_gteq]`. */
  path: string;
  rule: string;
  message: string;
}

export type ListingQueryResult = { ok: true; query: ListingQuery } | { ok: false; issues: ListingQueryIssue[] };

export interface ParseListingQueryOptions {
  /** Largest `items`; defaults to the listing maximum, 12. */
  maxItems?: number;
  /** `items` when absent; defaults to `maxItems`. */
  defaultItems?: number;
  /** Accept `filter[...]` parameters (default true). */
  filters?: boolean;
  /** Accept `sort_attribute` / `sort_order` (default true). */
  sorting?: boolean;
}

/** Upper bound for any numeric value: keeps every number a safe 32-bit column value. */
const MAX_NUMBER = 2_000_000_000;
const MAX_TEXT = 100;
/** More values than any real choice of engine types or dealers: a guard against huge lists. */
const MAX_LIST = 100;

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number (${what})` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );

const text = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(MAX_TEXT, { error: `must be at most ${MAX_TEXT} characters` });
const engineType = z.enum(ENGINE_TYPES, { error: `must be one of ${ENGINE_TYPES.join(', ')}` });
const dealerId = wholeNumber(1, MAX_NUMBER, 'a dealer id');
const bound = wholeNumber(0, MAX_NUMBER, 'no sign, no decimals');

const RULE_BY_CODE: Record<string, string> = { too_small: 'min', too_big: 'max', invalid_format: 'type', invalid_value: 'enum' };

function check<T>(schema: z.ZodType<T>, value: string, path: string, issues: ListingQueryIssue[]): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0]!;
  issues.push({ path, rule: RULE_BY_CODE[first.code] ?? 'type', message: `${path} ${first.message}` });
  return undefined;
}

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** A hint naming the parameters a known field does take, for a clear "unknown filter" message. */
function expectedParams(field: string): string | null {
  if (includes(EQUALS_FIELDS, field)) return `filter[${field}_eq]`;
  if (includes(INCLUDES_FIELDS, field)) return `filter[${field}_in][]`;
  if (includes(RANGE_FIELDS, field)) return `filter[${field}_gteq] and filter[${field}_lteq]`;
  if (field === LOCATION_COLUMN || field === 'location') return `filter[${LOCATION_COLUMN}_in][]`;
  return null;
}

/**
 * Parses and validates a listing query: `filter[...]` per the filter mapping, `items`
 * (1..12, default 12), `page` (≥ 1, default 1), `sort_attribute` (one of `SORT_ATTRIBUTES`) and
 * `sort_order` (asc or desc). Anything else is a problem, reported with the parameter's name.
 */
export function parseListingQuery(
  search: string | URLSearchParams,
  options: ParseListingQueryOptions = {},
): ListingQueryResult {
  const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const maxItems = options.maxItems ?? LISTING_MAX_ITEMS;
  const defaultItems = options.defaultItems ?? (options.maxItems === undefined ? LISTING_DEFAULT_ITEMS : maxItems);
  const acceptFilters = options.filters ?? true;
  const acceptSorting = options.sorting ?? true;

  const issues: ListingQueryIssue[] = [];
  const seen = new Set<string>();
  const query: ListingQuery = {
    filters: {},
    conditions: [],
    items: defaultItems,
    page: 1,
    sort_attribute: DEFAULT_SORT.sort_attribute,
    sort_order: DEFAULT_SORT.sort_order,
  };
  const lists = new Map<string, string[]>();
  const once = (name: string) => {
    if (!seen.has(name)) {
      seen.add(name);
      return true;
    }
    issues.push({ path: name, rule: 'duplicate', message: `${name} must be given once` });
    return false;
  };

  for (const [name, raw] of params) {
    if (name === 'items') {
      if (!once(name)) continue;
      const items = check(wholeNumber(LISTING_MIN_ITEMS, maxItems, `${LISTING_MIN_ITEMS} to ${maxItems}`), raw, name, issues);
      if (items !== undefined) query.items = items;
    } else if (name === 'page') {
      if (!once(name)) continue;
      const page = check(wholeNumber(1, MAX_NUMBER, '1 or more'), raw, name, issues);
      if (page !== undefined) query.page = page;
    } else if (acceptSorting && name === 'sort_attribute') {
      if (!once(name)) continue;
      const attribute = check(z.enum(SORT_ATTRIBUTES, { error: `must be one of ${SORT_ATTRIBUTES.join(', ')}` }), raw, name, issues);
      if (attribute !== undefined) query.sort_attribute = attribute;
    } else if (acceptSorting && name === 'sort_order') {
      if (!once(name)) continue;
      const order = check(z.enum(SORT_ORDERS, { error: 'must be asc or desc' }), raw, name, issues);
      if (order !== undefined) query.sort_order = order;
    } else if (acceptFilters && name.startsWith('filter[')) {
      const parsed = parseFilterParam(name);
      const field = parsed?.field ?? name.slice('filter['.length).replace(/\].*$/, '').replace(/_(eq|in|gteq|lteq)$/, '');
      const known =
        parsed &&
        ((parsed.op === 'eq' && includes(EQUALS_FIELDS, field)) ||
          (parsed.op === 'in' && (includes(INCLUDES_FIELDS, field) || field === LOCATION_COLUMN)) ||
          ((parsed.op === 'gteq' || parsed.op === 'lteq') && includes(RANGE_FIELDS, field)));
      if (!known) {
        const hint = expectedParams(field);
        issues.push({
          path: name,
          rule: 'unknown_filter',
          message: `Unknown filter ${name}${hint ? `: ${field} takes ${hint}` : ''}`,
        });
        continue;
      }
      if (parsed.op === 'in') {
        // `filter[x_in][]` and `filter[x_in]` name the same list.
        const key = `filter[${field}_in]`;
        const list = lists.get(key) ?? [];
        if (list.length >= MAX_LIST) {
          if (!seen.has(`${key}:too_many`)) {
            seen.add(`${key}:too_many`);
            issues.push({ path: name, rule: 'max', message: `${name} takes at most ${MAX_LIST} values` });
          }
          continue;
        }
        lists.set(key, [...list, raw]);
        continue;
      }
      if (!once(name)) continue;
      if (parsed.op === 'eq') {
        const value = check(text, raw, name, issues);
        if (value !== undefined && includes(EQUALS_FIELDS, field)) {
          query.filters[field] = value;
          query.conditions.push({ field, op: 'eq', value });
        }
      } else if (includes(RANGE_FIELDS, field)) {
        const value = check(bound, raw, name, issues);
        if (value !== undefined) {
          query.filters[field] = { ...query.filters[field], [parsed.op === 'gteq' ? 'from' : 'to']: value };
          query.conditions.push({ field, op: parsed.op as 'gteq' | 'lteq', value });
        }
      }
    } else {
      issues.push({ path: name, rule: 'unknown_parameter', message: `Unknown query parameter ${name}` });
    }
  }

  for (const [key, raw] of lists) {
    if (key === `filter[${LOCATION_COLUMN}_in]`) {
      const ids = raw.map((value) => check(dealerId, value, `${key}[]`, issues)).filter((id): id is number => id !== undefined);
      if (ids.length === raw.length) {
        const unique = [...new Set(ids)];
        query.filters.location = unique;
        query.conditions.push({ field: LOCATION_COLUMN, op: 'in', value: unique });
      }
    } else {
      const values = raw.map((value) => check(engineType, value, `${key}[]`, issues)).filter((v): v is (typeof ENGINE_TYPES)[number] => v !== undefined);
      if (values.length === raw.length) {
        const unique = [...new Set<string>(values)];
        query.filters.engine_type = unique;
        query.conditions.push({ field: 'engine_type', op: 'in', value: unique });
      }
    }
  }

  return issues.length > 0 ? { ok: false, issues } : { ok: true, query };
}

/** One line for an error answer: every problem, in order. */
export function describeListingQueryIssues(issues: ListingQueryIssue[]): string {
  return `Invalid listing query: ${issues.map((issue) => issue.message).join('; ')}`;
}
