import type { BlockViewProps } from '../view-props.js';
import { RetailerLocatorView } from './locator.js';
import type { retailerLocatorTemplate } from './retailer-locator.schema.js';

export type RetailerLocatorProps = BlockViewProps<typeof retailerLocatorTemplate>;

/** Retailer locator without a map: the searchable list of every retailer. */
export function RetailerLocator({ data, locale, mode }: RetailerLocatorProps) {
  return <RetailerLocatorView fields={data.fields} locale={locale} mode={mode} withMap={false} />;
}

export default RetailerLocator;
