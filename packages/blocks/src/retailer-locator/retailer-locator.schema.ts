import { defineTemplate, headerTagField, headingField, options, type FieldDefinition } from '../contract/index.js';

const label = <const K extends string>(key: K, text: string) =>
  ({
    kind: 'string',
    key,
    label: text,
    help: 'Empty uses the default text of the page’s language.',
    translatable: true,
    maxLength: 80,
  }) as const satisfies FieldDefinition;

/** The dealer-locator labels (site-shell.md §3): days 1–7 (Monday to Sunday) and the list's words. */
export const dealerLocatorLabelFields = [
  { kind: 'separator', key: 'labels_separator', label: 'Labels' },
  label('day_1', 'Day 1 (Monday)'),
  label('day_2', 'Day 2 (Tuesday)'),
  label('day_3', 'Day 3 (Wednesday)'),
  label('day_4', 'Day 4 (Thursday)'),
  label('day_5', 'Day 5 (Friday)'),
  label('day_6', 'Day 6 (Saturday)'),
  label('day_7', 'Day 7 (Sunday)'),
  label('directions', 'Directions'),
  label('services', 'Services'),
  label('map_view', 'Map view'),
  label('list_view', 'List view'),
  label('phone', 'Phone'),
  label('opening_hours', 'Opening hours'),
  label('view_on_map', 'View on map'),
  label('retailer_website', 'Retailer website'),
  label('email', 'Email'),
  label('retailer', 'Retailer'),
  label('retailers', 'Retailers'),
  { kind: 'separator', key: 'services_separator', label: 'Service names' },
  label('service_sales', 'Service “sales”'),
  label('service_used', 'Service “used”'),
  label('service_service', 'Service “service”'),
  label('service_parts', 'Service “parts”'),
  label('service_bodyshop', 'Service “bodyshop”'),
] as const satisfies readonly FieldDefinition[];

/** The fields both retailer locators have: heading, brand filter and the labels. */
export const retailerLocatorFields = [
  { ...headingField, help: 'Optional title above the search box.' },
  headerTagField,
  {
    kind: 'select',
    key: 'brand',
    label: 'Brand',
    help: 'Only retailers of this brand; retailers whose brands are not known yet are always listed.',
    options: options({ all: 'All', Jaguar: 'Jaguar', 'Land Rover': 'Land Rover' }),
    default: 'all',
  },
  ...dealerLocatorLabelFields,
] as const satisfies readonly FieldDefinition[];

/**
 * Retailer locator without a map (block-catalogue.md §3, "retailer locator with and without
 * map"): every retailer (`/api/dealers`) in a list a visitor searches by city or name, with
 * contact details, services, opening hours and directions.
 */
export const retailerLocatorTemplate = defineTemplate({
  key: 'retailer_locator',
  name: 'Retailer locator',
  description: 'Every retailer in a searchable list: address, phone, e-mail, website, services, opening hours and directions.',
  group: 'Specials',
  list_priority: 30,
  thumbnail_url: '/cms/thumbnails/retailer-locator.svg',
  max_field_groups: 0,
  version: 1,
  fields: retailerLocatorFields,
  field_groups_template: [],
});
