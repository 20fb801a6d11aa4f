import { InventoryView } from '../shared/inventory/inventory-view.js';
import type { BlockViewProps } from '../view-props.js';
import type { carsInventoryTemplate } from './cars-inventory.schema.js';

export type CarsInventoryProps = BlockViewProps<typeof carsInventoryTemplate>;

/**
 * Cars inventory, client-rendered: the server HTML holds the filters and skeleton cards; the
 * vehicles are fetched once the block runs in the browser.
 */
export function CarsInventory({ data, locale, mode, blockId }: CarsInventoryProps) {
  return <InventoryView fields={data.fields} locale={locale} mode={mode} blockId={blockId} variant="client" />;
}

export default CarsInventory;
