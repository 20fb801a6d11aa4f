/**
 * The car-inventory state of site-shell.md §3 as jotai atoms: language, publication list key,
 * brands, selected brand, nameplates by brand, pagination, sorting (sortType, sortOrder), units,
 * ranges, filter query string, current page, vehicles, stored vehicles, disclaimer status and
 * content, dealers. Built on `jotai/vanilla` only, so it runs without React; give each inventory
 * block its own store (a jotai `Provider`) when a page shows more than one.
 */
import { atom } from 'jotai/vanilla';
import { DEFAULT_SORT, LISTING_DEFAULT_ITEMS, LISTING_MAX_ITEMS, LISTING_MIN_ITEMS, SORT_ATTRIBUTES, SORT_ORDERS, type SortAttribute, type SortOrder } from '../constants.js';
import { filtersToQuery, queryToFilters, type FilterKey, type InventoryFilters } from '../filters.js';
import type { Brand, Dealer, ListingRanges, ListingResponse, Nameplate, Vehicle } from '../schemas.js';

/** Language of labels and of the listing (the block's `ci_api_locale`). */
export const languageAtom = atom('en');

/** Key of the published listing the block shows (the block's `ci_key_list`); null until configured. */
export const publicationListKeyAtom = atom<string | null>(null);

export const brandsAtom = atom<Brand[]>([]);

/** Nameplates already loaded, by brand id. */
export const nameplatesByBrandAtom = atom<Record<number, Nameplate[]>>({});

/** The visitor's filters. Write through `setFilterAtom` so the page goes back to 1. */
export const filtersAtom = atom<InventoryFilters>({});

/** site-shell.md §3 "filter query string": the `filter[...]` query of the current filters. */
export const filterQueryAtom = atom((get) => filtersToQuery(get(filtersAtom)));

/**
 * The selected brand's name (null = all brands), kept in the `nameplate_brand_name` filter.
 * Choosing another brand drops the nameplate filter: a nameplate belongs to one brand.
 */
export const selectedBrandAtom = atom(
  (get) => get(filtersAtom).nameplate_brand_name ?? null,
  (get, set, brand: string | null) => {
    const filters = get(filtersAtom);
    if ((filters.nameplate_brand_name ?? null) === brand) return;
    set(filtersAtom, { ...filters, nameplate_brand_name: brand, nameplate_name: null });
    set(currentPageAtom, 1);
  },
);

/** Nameplates of the selected brand (all loaded nameplates when no brand is selected). */
export const selectedBrandNameplatesAtom = atom((get) => {
  const name = get(selectedBrandAtom);
  const byBrand = get(nameplatesByBrandAtom);
  if (name === null) return Object.values(byBrand).flat();
  const brand = get(brandsAtom).find((candidate) => candidate.name === name);
  return brand ? (byBrand[brand.id] ?? []) : [];
});

export interface PaginationState {
  /** Page size: 1 to 12. */
  items: number;
  /** Matching vehicles over all pages, from the last answer. */
  count: number;
  pages: number;
}

const clampItems = (items: number) =>
  Number.isFinite(items) ? Math.min(LISTING_MAX_ITEMS, Math.max(LISTING_MIN_ITEMS, Math.trunc(items))) : LISTING_DEFAULT_ITEMS;

const paginationBaseAtom = atom<PaginationState>({ items: LISTING_DEFAULT_ITEMS, count: 0, pages: 0 });

/** Pagination config; `items` is kept within the listing bounds (1 to 12). */
export const paginationAtom = atom(
  (get) => get(paginationBaseAtom),
  (get, set, next: Partial<PaginationState>) => {
    const current = get(paginationBaseAtom);
    set(paginationBaseAtom, { ...current, ...next, items: clampItems(next.items ?? current.items) });
  },
);

const currentPageBaseAtom = atom(1);

/** The page shown, from 1. */
export const currentPageAtom = atom(
  (get) => get(currentPageBaseAtom),
  (_get, set, page: number) => set(currentPageBaseAtom, Math.max(1, Math.trunc(page) || 1)),
);

export interface SortingState {
  sortType: SortAttribute;
  sortOrder: SortOrder;
}

const sortingBaseAtom = atom<SortingState>({ sortType: DEFAULT_SORT.sort_attribute, sortOrder: DEFAULT_SORT.sort_order });

/** Sorting config; changing it goes back to page 1. */
export const sortingAtom = atom(
  (get) => get(sortingBaseAtom),
  (get, set, next: Partial<SortingState>) => {
    set(sortingBaseAtom, { ...get(sortingBaseAtom), ...next });
    set(currentPageAtom, 1);
  },
);

/** Units shown beside values; null = take them from the vehicles (power_unit, mileage_unit, …). */
export interface UnitsState {
  currency: string | null;
  power: string | null;
  mileage: string | null;
  capacity: string | null;
}
export const unitsAtom = atom<UnitsState>({ currency: null, power: null, mileage: null, capacity: null });

/** Bounds of the range filters over the whole listing (listing meta `ranges`). */
export const rangesAtom = atom<ListingRanges | null>(null);

export const vehiclesAtom = atom<Vehicle[]>([]);

/** Vehicles the visitor kept (e.g. to compare or enquire), across pages and filter changes. */
export const storedVehiclesAtom = atom<Vehicle[]>([]);

/** Adds a vehicle to the stored ones, or removes it when already stored. */
export const toggleStoredVehicleAtom = atom(null, (get, set, vehicle: Vehicle) => {
  const stored = get(storedVehiclesAtom);
  set(
    storedVehiclesAtom,
    stored.some((candidate) => candidate.id === vehicle.id)
      ? stored.filter((candidate) => candidate.id !== vehicle.id)
      : [...stored, vehicle],
  );
});

/** Whether the disclaimer is shown, and its content (the block's `disclaimers_content`). */
export const disclaimerStatusAtom = atom(false);
export const disclaimerContentAtom = atom('');

/** Dealers of the listing (listing meta `dealers`), for the location filter. */
export const dealersAtom = atom<Dealer[]>([]);

/** Sets one filter (null clears it) and goes back to page 1. */
export const setFilterAtom = atom(null, (get, set, key: FilterKey, value: InventoryFilters[FilterKey]) => {
  set(filtersAtom, { ...get(filtersAtom), [key]: value });
  set(currentPageAtom, 1);
});

/** Clears every filter and goes back to page 1. */
export const clearFiltersAtom = atom(null, (_get, set) => {
  set(filtersAtom, {});
  set(currentPageAtom, 1);
});

/**
 * The query of the next listing request: the filter query, then `items`, `page`,
 * `sort_attribute` and `sort_order`. Also what a shareable URL carries.
 */
export const listingQueryAtom = atom((get) => {
  const { items } = get(paginationAtom);
  const { sortType, sortOrder } = get(sortingAtom);
  const paging = `items=${items}&page=${get(currentPageAtom)}&sort_attribute=${sortType}&sort_order=${sortOrder}`;
  const filters = get(filterQueryAtom);
  return filters ? `${filters}&${paging}` : paging;
});

/** Restores filters, page, page size and sorting from a shared URL's query (lenient, like `queryToFilters`). */
export const restoreFromQueryAtom = atom(null, (get, set, search: string | URLSearchParams) => {
  const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  set(filtersAtom, queryToFilters(params));
  const items = Number(params.get('items'));
  if (params.has('items') && Number.isFinite(items)) set(paginationAtom, { items });
  const sortType = params.get('sort_attribute');
  const sortOrder = params.get('sort_order');
  set(sortingBaseAtom, {
    sortType: (SORT_ATTRIBUTES as readonly string[]).includes(sortType ?? '') ? (sortType as SortAttribute) : get(sortingBaseAtom).sortType,
    sortOrder: (SORT_ORDERS as readonly string[]).includes(sortOrder ?? '') ? (sortOrder as SortOrder) : get(sortingBaseAtom).sortOrder,
  });
  set(currentPageAtom, Number(params.get('page')) || 1);
});

/**
 * Takes in a listing answer: vehicles, pagination, sorting, ranges and dealers; units the block
 * did not configure come from the first vehicle's attributes (currency, power_unit, …).
 */
export const applyListingResponseAtom = atom(null, (get, set, response: ListingResponse) => {
  const { data, meta } = response;
  set(vehiclesAtom, data);
  set(paginationAtom, { items: meta.pagination.items, count: meta.pagination.count, pages: meta.pagination.pages });
  set(currentPageBaseAtom, meta.pagination.page);
  set(sortingBaseAtom, { sortType: meta.sort_attribute, sortOrder: meta.sort_order });
  set(rangesAtom, meta.ranges);
  set(dealersAtom, meta.dealers);
  const first = data[0];
  if (first) {
    const units = get(unitsAtom);
    set(unitsAtom, {
      currency: units.currency ?? first.currency,
      power: units.power ?? first.power_unit,
      mileage: units.mileage ?? first.mileage_unit,
      capacity: units.capacity ?? first.engine_capacity_unit,
    });
  }
});
