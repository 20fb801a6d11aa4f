import { defineTemplate } from '../contract/index.js';
import { carsInventoryFields } from '../shared/inventory/fields.js';

/**
 * Cars inventory, client-rendered variant (block-catalogue.md "Cars inventory (client and
 * server rendered variants)"): the listing's vehicles with filters, sorting and pages, loaded in
 * the browser. The server HTML holds the loading state.
 */
export const carsInventoryTemplate = defineTemplate({
  key: 'cars_inventory',
  name: 'Cars inventory',
  description:
    'A listing’s vehicles with filters, sorting and pages, loaded in the visitor’s browser; each card links to the vehicle and can open an enquiry form.',
  group: 'Specials',
  list_priority: 60,
  thumbnail_url: '/cms/thumbnails/cars-inventory.svg',
  max_field_groups: 0,
  version: 1,
  fields: carsInventoryFields,
  field_groups_template: [],
});
