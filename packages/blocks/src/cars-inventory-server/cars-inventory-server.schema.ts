import { defineTemplate } from '../contract/index.js';
import { carsInventoryFields } from '../shared/inventory/fields.js';

/**
 * Cars inventory, server-rendered variant: the same fields as `cars_inventory`; the first page of
 * vehicles is in the page's HTML (readable without JavaScript: the filters are a GET form, pages
 * and sorting are links), later pages load in the browser.
 */
export const carsInventoryServerTemplate = defineTemplate({
  key: 'cars_inventory_server',
  name: 'Cars inventory (server-rendered)',
  description:
    'A listing’s vehicles with filters, sorting and pages, the first page in the page’s HTML (fast, and usable without JavaScript); each card links to the vehicle and can open an enquiry form.',
  group: 'Specials',
  list_priority: 61,
  thumbnail_url: '/cms/thumbnails/cars-inventory-server.svg',
  max_field_groups: 0,
  version: 1,
  fields: carsInventoryFields,
  field_groups_template: [],
});
