import { InventoryView } from '../shared/inventory/inventory-view.js';
import type { BlockViewProps } from '../view-props.js';
import type { carsInventoryServerTemplate } from './cars-inventory-server.schema.js';

export type CarsInventoryServerProps = BlockViewProps<typeof carsInventoryServerTemplate>;

/**
 * Cars inventory, server-rendered: the first page (the one the URL's filters, sorting and page
 * ask for) comes with the page from the site's loader, so it is in the HTML and usable without
 * JavaScript; later pages load in the browser.
 */
export function CarsInventoryServer({ data, locale, mode, blockId }: CarsInventoryServerProps) {
  return <InventoryView fields={data.fields} locale={locale} mode={mode} blockId={blockId} variant="server" />;
}

export default CarsInventoryServer;
