import { RetailerLocatorView } from '../retailer-locator/locator.js';
import type { BlockViewProps } from '../view-props.js';
import type { retailerLocatorMapTemplate } from './retailer-locator-map.schema.js';

export type RetailerLocatorMapProps = BlockViewProps<typeof retailerLocatorMapTemplate>;

/** Retailer locator with a map: the searchable list beside a map of the retailers. */
export function RetailerLocatorMap({ data, locale, mode }: RetailerLocatorMapProps) {
  return <RetailerLocatorView fields={data.fields} locale={locale} mode={mode} withMap />;
}

export default RetailerLocatorMap;
