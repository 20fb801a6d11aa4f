import { defineTemplate } from '../contract/index.js';
import { retailerLocatorFields } from '../retailer-locator/retailer-locator.schema.js';

/**
 * Retailer locator with a map (block-catalogue.md §3): the locator's searchable list beside a map
 * of the retailers (a list view / map view toggle on phones). The map loads only after the
 * visitor allows third-party cookies; the list works without it.
 */
export const retailerLocatorMapTemplate = defineTemplate({
  key: 'retailer_locator_map',
  name: 'Retailer locator with map',
  description: 'Every retailer in a searchable list beside a map of them: contact details, services, opening hours and directions.',
  group: 'Specials',
  list_priority: 31,
  thumbnail_url: '/cms/thumbnails/retailer-locator-map.svg',
  max_field_groups: 0,
  version: 1,
  fields: retailerLocatorFields,
  field_groups_template: [],
});
