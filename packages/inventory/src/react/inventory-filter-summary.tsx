import { useAtomValue, useSetAtom } from 'jotai/react';
import { clearFiltersAtom, dealersAtom, filtersAtom, setFilterAtom, unitsAtom } from '../state/index.js';
import { FilterSummary, type FilterSummaryProps } from './filter-summary.js';

export type InventoryFilterSummaryProps = Omit<FilterSummaryProps, 'filters' | 'dealers' | 'onRemove' | 'onClear' | 'units'>;

/**
 * `FilterSummary` over the inventory state of the nearest jotai store: removing a filter or
 * clearing all updates the filters (and the filter query) and goes back to page 1.
 */
export function InventoryFilterSummary(props: InventoryFilterSummaryProps) {
  const filters = useAtomValue(filtersAtom);
  const dealers = useAtomValue(dealersAtom);
  const units = useAtomValue(unitsAtom);
  const setFilter = useSetAtom(setFilterAtom);
  const clear = useSetAtom(clearFiltersAtom);
  const price = units.currency ?? undefined;
  return (
    <FilterSummary
      {...props}
      filters={filters}
      dealers={dealers}
      units={{
        mileage: units.mileage ?? undefined,
        power: units.power ?? undefined,
        msrp_price: price,
        display_price: price,
      }}
      onRemove={(key) => setFilter(key, null)}
      onClear={clear}
    />
  );
}
