import { Button } from '@forecourt/ui';
import { FILTER_KEYS, type FilterKey, type InventoryFilters, type RangeFilter } from '../filters.js';
import type { Dealer } from '../schemas.js';

/** English names of the filters; pass translated ones through `labels`. */
export const DEFAULT_FILTER_LABELS: Record<FilterKey, string> = {
  nameplate_brand_name: 'Brand',
  nameplate_name: 'Model',
  state: 'Condition',
  status: 'Status',
  color_canonical: 'Colour',
  transmission: 'Transmission',
  engine_type: 'Engine type',
  production_year: 'Production year',
  mileage: 'Mileage',
  msrp_price: 'List price',
  display_price: 'Price',
  power: 'Power',
  location: 'Location',
};

export interface FilterSummaryProps {
  filters: InventoryFilters;
  /** Dealers of the listing, to name the chosen locations (city — name); ids show otherwise. */
  dealers?: Dealer[];
  /** Units shown after range bounds, e.g. `{ mileage: 'km', power: 'KM', display_price: 'PLN' }`. */
  units?: Partial<Record<FilterKey, string>>;
  labels?: Partial<Record<FilterKey, string>>;
  /** Removes one filter (set it to null). */
  onRemove: (key: FilterKey) => void;
  /** Clears every filter; the "Clear all" button shows when given and more than one filter is set. */
  onClear?: () => void;
  clearLabel?: string;
  removeLabel?: string;
  /** Accessible name of the summary region. */
  title?: string;
}

const number = (value: number) => new Intl.NumberFormat('pl-PL').format(value);

function describeRange(range: RangeFilter, unit: string | undefined): string | null {
  const suffix = unit ? ` ${unit}` : '';
  const from = typeof range.from === 'number' && Number.isFinite(range.from) ? number(range.from) : null;
  const to = typeof range.to === 'number' && Number.isFinite(range.to) ? number(range.to) : null;
  if (from !== null && to !== null) return `${from}–${to}${suffix}`;
  if (from !== null) return `≥ ${from}${suffix}`;
  if (to !== null) return `≤ ${to}${suffix}`;
  return null;
}

function describeValue(key: FilterKey, filters: InventoryFilters, props: FilterSummaryProps): string | null {
  const value = filters[key];
  if (value === null || value === undefined) return null;
  if (key === 'location') {
    const ids = (value as NonNullable<InventoryFilters['location']>).map((dealer) => (typeof dealer === 'number' ? dealer : dealer.id));
    if (ids.length === 0) return null;
    return ids
      .map((id) => {
        const dealer = props.dealers?.find((candidate) => candidate.id === id);
        return dealer ? `${dealer.city} — ${dealer.name}` : `#${id}`;
      })
      .join(', ');
  }
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : null;
  if (typeof value === 'object') return describeRange(value as RangeFilter, props.units?.[key]);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The active inventory filters as a list, each with a button that removes it. Renders nothing
 * while no filter is set.
 */
export function FilterSummary(props: FilterSummaryProps) {
  const { filters, onRemove, onClear, clearLabel = 'Clear all filters', removeLabel = 'Remove filter', title = 'Active filters' } = props;
  const labels = { ...DEFAULT_FILTER_LABELS, ...props.labels };
  const active = FILTER_KEYS.flatMap((key) => {
    const text = describeValue(key, filters, props);
    return text === null ? [] : [{ key, text: `${labels[key]}: ${text}` }];
  });
  if (active.length === 0) return null;
  return (
    <section className="fc-filter-summary" aria-label={title}>
      <ul className="fc-filter-summary__list">
        {active.map(({ key, text }) => (
          <li key={key} className="fc-filter-summary__item">
            <Button
              size="small"
              labelText={text}
              icon="close"
              aria-label={`${removeLabel} ${text}`}
              onClick={() => onRemove(key)}
            />
          </li>
        ))}
      </ul>
      {onClear && active.length > 1 ? <Button size="small" labelText={clearLabel} onClick={onClear} /> : null}
    </section>
  );
}
