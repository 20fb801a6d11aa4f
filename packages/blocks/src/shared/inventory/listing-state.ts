/**
 * The cars inventory's state in the page URL, so a filtered list can be shared and back/forward
 * restore it: the filters as the listing API reads them (`filter[...]`, see `filtersToParams`),
 * `page` (from 1) and `sort` (`display_price`, or `-display_price` for descending). The site's
 * page loader and the block read the same URL through these functions, so the server's first
 * page is exactly the one the block asks for.
 */
import {
  DEFAULT_SORT,
  filtersToParams,
  LISTING_MAX_ITEMS,
  queryToFilters,
  SORT_ATTRIBUTES,
  SORT_ORDERS,
  type InventoryFilters,
  type ListingRequest,
  type SortAttribute,
  type SortOrder,
} from '@forecourt/inventory';

export interface ListingState {
  filters: InventoryFilters;
  page: number;
  sortAttribute: SortAttribute;
  sortOrder: SortOrder;
}

/** What a block's settings narrow every request by. */
export interface ListingScope {
  /** `ci_api_brand`: 'all' or a brand name the list is fixed to. */
  brand?: string | undefined;
}

const isSortAttribute = (value: string): value is SortAttribute => (SORT_ATTRIBUTES as readonly string[]).includes(value);

/** `-display_price` → display_price, desc. Also reads the API's own `sort_attribute`/`sort_order`. */
function readSort(params: URLSearchParams): { sortAttribute: SortAttribute; sortOrder: SortOrder } {
  const sort = params.get('sort') ?? '';
  const attribute = sort.replace(/^-/, '');
  if (isSortAttribute(attribute)) return { sortAttribute: attribute, sortOrder: sort.startsWith('-') ? 'desc' : 'asc' };
  const apiAttribute = params.get('sort_attribute') ?? '';
  const apiOrder = params.get('sort_order') ?? '';
  return {
    sortAttribute: isSortAttribute(apiAttribute) ? apiAttribute : DEFAULT_SORT.sort_attribute,
    sortOrder: (SORT_ORDERS as readonly string[]).includes(apiOrder) ? (apiOrder as SortOrder) : DEFAULT_SORT.sort_order,
  };
}

/** The state a page URL's query describes (lenient: anything unknown is ignored). */
export function readListingState(search: string, scope: ListingScope = {}): ListingState {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const filters = queryToFilters(params);
  if (scope.brand && scope.brand !== 'all') filters.nameplate_brand_name = scope.brand;
  const page = Number(params.get('page'));
  return { filters, page: Number.isSafeInteger(page) && page > 1 ? page : 1, ...readSort(params) };
}

/** The sort as the URL writes it: `display_price` or `-display_price`. */
export const sortParam = (attribute: SortAttribute, order: SortOrder) => `${order === 'desc' ? '-' : ''}${attribute}`;

const OWN_PARAM = /^(filter\[|page$|sort$|sort_attribute$|sort_order$)/;

/**
 * The page URL's query (with `?`, or '' when empty) for `state`: other parameters of the page
 * (campaign tags …) are kept, page 1 and the default sorting are left out.
 */
export function listingSearch(state: ListingState, current = '', scope: ListingScope = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(current.replace(/^\?/, ''))) {
    if (!OWN_PARAM.test(name)) params.append(name, value);
  }
  const filters = { ...state.filters };
  // The block's own brand is not the visitor's choice: the URL does not need it.
  if (scope.brand && scope.brand !== 'all') delete filters.nameplate_brand_name;
  for (const [name, value] of filtersToParams(filters, { logger: { warn: () => {} } })) params.append(name, value);
  if (state.sortAttribute !== DEFAULT_SORT.sort_attribute || state.sortOrder !== DEFAULT_SORT.sort_order) {
    params.set('sort', sortParam(state.sortAttribute, state.sortOrder));
  }
  if (state.page > 1) params.set('page', String(state.page));
  // Brackets stay readable in shared links (`filter[mileage_lteq]=50000`).
  const query = params.toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  return query ? `?${query}` : '';
}

/** The listing request of a state: always a full page (12) of vehicles. */
export function listingRequest(state: ListingState): ListingRequest {
  return {
    filters: state.filters,
    items: LISTING_MAX_ITEMS,
    page: state.page,
    sortAttribute: state.sortAttribute,
    sortOrder: state.sortOrder,
  };
}

/** A stable key of a request: equal states ask for the same page. */
export function listingKey(listKey: string, state: ListingState): string {
  const filters = filtersToParams(state.filters, { logger: { warn: () => {} } })
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return `${listKey}?${filters}&page=${state.page}&sort=${sortParam(state.sortAttribute, state.sortOrder)}`;
}

/** One slot of the pagination: a page number, or a gap ('…'). */
export type PageSlot = number | 'gap';

/**
 * site-shell.md §9: "Pagination window 7 slots with '...' gaps when more than 7 pages". The
 * first and last page are always there; the current page keeps its neighbours.
 */
export function pageSlots(current: number, pages: number, slots = 7): PageSlot[] {
  if (pages <= slots) return Array.from({ length: pages }, (_, index) => index + 1);
  const middle = slots - 4; // first, gap, …, gap, last
  if (current <= slots - 3) return [...Array.from({ length: slots - 2 }, (_, i) => i + 1), 'gap', pages];
  if (current >= pages - (slots - 4)) return [1, 'gap', ...Array.from({ length: slots - 2 }, (_, i) => pages - (slots - 3) + i)];
  const start = current - Math.floor(middle / 2);
  return [1, 'gap', ...Array.from({ length: middle }, (_, i) => start + i), 'gap', pages];
}
