/** site-shell.md §9: "Listing max items 12, min 1". */
export const LISTING_MAX_ITEMS = 12;
export const LISTING_MIN_ITEMS = 1;
/** A listing page holds the maximum unless `items` asks for fewer. */
export const LISTING_DEFAULT_ITEMS = LISTING_MAX_ITEMS;

/** site-shell.md §9: "Dealers page size 50" (`GET /dealers?items=50`). */
export const DEALERS_PAGE_SIZE = 50;

/** Engine types the inventory knows (block-catalogue.md §3 translated labels). */
export const ENGINE_TYPES = ['petrol', 'diesel', 'mhev', 'phev'] as const;
export type EngineType = (typeof ENGINE_TYPES)[number];

/** Attributes a listing may be sorted by (`sort_attribute`). */
export const SORT_ATTRIBUTES = ['display_price', 'msrp_price', 'mileage', 'production_year', 'power'] as const;
export type SortAttribute = (typeof SORT_ATTRIBUTES)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Cheapest first when the visitor has not chosen a sorting. */
export const DEFAULT_SORT: { sort_attribute: SortAttribute; sort_order: SortOrder } = {
  sort_attribute: 'display_price',
  sort_order: 'asc',
};

/**
 * Day of the week as the dealer-locator labels number them: 1 = Monday … 7 = Sunday. Here, not
 * beside the schemas, so a browser view that needs it does not pull zod in with them.
 */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
