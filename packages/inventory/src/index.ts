// Core entry: no React, no jotai. Runs in Node (the content service) and in the browser.
export {
  DEALERS_PAGE_SIZE,
  DEFAULT_SORT,
  ENGINE_TYPES,
  LISTING_DEFAULT_ITEMS,
  LISTING_MAX_ITEMS,
  LISTING_MIN_ITEMS,
  SORT_ATTRIBUTES,
  SORT_ORDERS,
  WEEK_DAYS,
} from './constants.js';
export type { EngineType, SortAttribute, SortOrder } from './constants.js';
export {
  EQUALS_FIELDS,
  FILTER_KEYS,
  filterParam,
  filtersToParams,
  filtersToQuery,
  hasActiveFilters,
  INCLUDES_FIELDS,
  LOCATION_COLUMN,
  parseFilterParam,
  queryToFilters,
  RANGE_FIELDS,
} from './filters.js';
export type {
  DealerRef,
  EqualsField,
  FilterKey,
  FilterLogger,
  FiltersToQueryOptions,
  IncludesField,
  InventoryFilters,
  RangeField,
  RangeFilter,
} from './filters.js';
export { describeListingQueryIssues, parseListingQuery } from './listing-query.js';
export type {
  FilterCondition,
  ListingQuery,
  ListingQueryIssue,
  ListingQueryResult,
  ParseListingQueryOptions,
} from './listing-query.js';
export {
  brandSchema,
  dealerSchema,
  listingMetaSchema,
  listingRangesSchema,
  listingResponseSchema,
  nameplateSchema,
  openingHoursSchema,
  paginationSchema,
  retailerSchema,
  rangeBoundsSchema,
  vehicleSchema,
  vehicleSpecSchema,
  vehicleSpecsSchema,
} from './schemas.js';
export type {
  Brand,
  Dealer,
  ListingMeta,
  ListingRanges,
  ListingResponse,
  Nameplate,
  OpeningHours,
  Pagination,
  RangeBounds,
  Retailer,
  Vehicle,
  VehicleSpecs,
} from './schemas.js';
export { createInventoryClient } from './client.js';
export { InventoryApiError } from './errors.js';
export type { InventoryClient, InventoryClientOptions, ListingRequest } from './client.js';
