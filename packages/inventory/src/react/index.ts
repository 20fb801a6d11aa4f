// React entry: components over the core filter model.
export { DEFAULT_FILTER_LABELS, FilterSummary } from './filter-summary.js';
export type { FilterSummaryProps } from './filter-summary.js';
