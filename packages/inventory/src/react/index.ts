// React entry: components over the core filter model and the jotai state.
export { DEFAULT_FILTER_LABELS, FilterSummary } from './filter-summary.js';
export type { FilterSummaryProps } from './filter-summary.js';
export { InventoryFilterSummary } from './inventory-filter-summary.js';
export type { InventoryFilterSummaryProps } from './inventory-filter-summary.js';
