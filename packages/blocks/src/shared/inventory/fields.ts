import { options, type FieldDefinition } from '../../contract/index.js';

/**
 * The fields of block-catalogue.md "Cars inventory (client and server rendered variants)": one
 * list shared by `cars_inventory` (rendered in the browser) and `cars_inventory_server` (first
 * page in the server HTML), so the two variants cannot drift apart.
 */

/** `ci_api_locale`: the language codes the inventory API knows (about 29), with their names. */
export const INVENTORY_LOCALE_NAMES = {
  en: 'English',
  pl: 'Polski',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  cs: 'Čeština',
  sk: 'Slovenčina',
  hu: 'Magyar',
  ro: 'Română',
  bg: 'Български',
  hr: 'Hrvatski',
  sl: 'Slovenščina',
  sr: 'Srpski',
  el: 'Ελληνικά',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  et: 'Eesti',
  fi: 'Suomi',
  sv: 'Svenska',
  da: 'Dansk',
  no: 'Norsk',
  ar: 'العربية',
  he: 'עברית',
} as const;
export const INVENTORY_LOCALES = Object.keys(INVENTORY_LOCALE_NAMES) as (keyof typeof INVENTORY_LOCALE_NAMES)[];

/** The 13 filter toggles, named as the spec names them (and as the filter model keys them). */
export const FILTER_TOGGLES = {
  nameplate_brand_name: 'Brand',
  nameplate_name: 'Model',
  state: 'State (new, used)',
  status: 'Status (in stock, in transit …)',
  msrp_price: 'List price range',
  display_price: 'Price range',
  mileage: 'Mileage range',
  production_year: 'Production year range',
  power: 'Power range',
  engine_type: 'Engine type',
  transmission: 'Transmission',
  color_canonical: 'Colour',
  location: 'Location (retailers)',
} as const;
export type FilterToggle = keyof typeof FILTER_TOGGLES;

/** Card attribute toggles (`*_attr`). */
export const CARD_ATTRIBUTES = {
  mileage_attr: 'Mileage',
  production_year_attr: 'Production year',
  power_attr: 'Power',
  engine_type_attr: 'Engine type',
  transmission_attr: 'Transmission',
  color_attr: 'Colour',
  engine_capacity_attr: 'Engine capacity',
  status_attr: 'Status',
  vin_attr: 'VIN',
} as const;
export type CardAttribute = keyof typeof CARD_ATTRIBUTES;

/** The translated labels; empty means the block's own English or Polish text. */
export const LABELS = {
  label_petrol: 'Petrol',
  label_diesel: 'Diesel',
  label_mhev: 'Mild hybrid (MHEV)',
  label_phev: 'Plug-in hybrid (PHEV)',
  label_price: 'Price',
  label_price_on_request: 'Price on request',
  label_power: 'Power',
  label_engine_type: 'Engine type',
  label_mileage: 'Mileage',
  label_monthly: 'Monthly',
  label_view_details: 'View details',
} as const;
export type LabelKey = keyof typeof LABELS;

const toggle = <K extends string>(key: K, label: string, defaultValue: boolean) =>
  ({ kind: 'bool', key, label, default: defaultValue }) as const;

const label = <K extends string>(key: K, text: string) =>
  ({
    kind: 'string',
    key,
    label: text,
    translatable: true,
    maxLength: 80,
    help: 'Empty: the block’s own text in the page’s language.',
  }) as const;

const formField = <K extends string>(key: K, text: string, help: string) =>
  ({
    kind: 'string',
    key,
    label: text,
    help,
    maxLength: 100,
    pattern: '[A-Za-z0-9_][A-Za-z0-9_.:-]*',
    patternHint: 'must be a form field id (letters, digits, - _ . :)',
  }) as const;

const unit = <K extends string>(key: K, text: string, example: string) =>
  ({
    kind: 'string',
    key,
    label: text,
    help: `Shown after the value, e.g. ${example}. Empty: the unit the vehicle data carries.`,
    maxLength: 20,
  }) as const;

export const carsInventoryFields = [
  { kind: 'separator', key: 'api', label: 'Listing' },
  {
    kind: 'string',
    key: 'ci_key_list',
    label: 'Listing key',
    help: 'The key of the published listing the block shows, e.g. pl-used.',
    required: true,
    maxLength: 100,
    pattern: '[a-z0-9][a-z0-9-]*',
    patternHint: 'must be a listing key (lower-case letters, digits and -)',
  },
  {
    kind: 'string',
    key: 'ci_api_key',
    label: 'API key',
    help: 'Key of an external inventory API. The site’s own listing API needs none.',
    maxLength: 200,
  },
  {
    kind: 'select',
    key: 'ci_api_locale',
    label: 'Listing language',
    help: 'Language the numbers of the cards are written in.',
    options: INVENTORY_LOCALES.map((code) => ({ label: `${code.toUpperCase()} – ${INVENTORY_LOCALE_NAMES[code]}`, value: code })),
    searchable: true,
    default: 'pl',
  },
  {
    kind: 'select',
    key: 'ci_api_brand',
    label: 'Brand',
    help: 'Shows one brand’s vehicles only (the brand filter is then hidden).',
    options: options({ all: 'All', Jaguar: 'Jaguar', 'Land Rover': 'Land Rover' }),
    default: 'all',
  },
  {
    kind: 'select',
    key: 'direction',
    label: 'Text direction',
    options: options({ ltr: 'Left to right', rtl: 'Right to left' }),
    default: 'ltr',
  },
  toggle('map_static', 'Show each vehicle’s retailer and city on its card (no map is loaded)', true),
  {
    kind: 'string',
    key: 'dealers',
    label: 'Retailers in the location filter',
    help: 'Dealer ids separated by commas, e.g. 3, 7, 12. Empty: every retailer of the listing.',
    maxLength: 1000,
    pattern: '\\s*\\d+(\\s*,\\s*\\d+)*\\s*',
    patternHint: 'must be dealer ids separated by commas',
  },
  { kind: 'separator', key: 'filters', label: 'Filters shown' },
  ...(Object.entries(FILTER_TOGGLES) as [FilterToggle, string][]).map(([key, text]) => toggle(key, text, true)),
  { kind: 'separator', key: 'attributes', label: 'Card attributes shown' },
  ...(Object.entries(CARD_ATTRIBUTES) as [CardAttribute, string][]).map(([key, text]) =>
    toggle(key, text, key !== 'vin_attr'),
  ),
  { kind: 'separator', key: 'units', label: 'Units' },
  unit('capacity_unit', 'Engine capacity unit', 'cm³'),
  unit('mileage_unit', 'Mileage unit', 'km'),
  unit('power_unit', 'Power unit', 'KM'),
  { kind: 'separator', key: 'labels', label: 'Labels' },
  ...(Object.entries(LABELS) as [LabelKey, string][]).map(([key, text]) => label(key, text)),
  { kind: 'separator', key: 'disclaimer', label: 'Disclaimer' },
  toggle('disclaimers', 'Show a disclaimer under the vehicles', false),
  {
    kind: 'markdown',
    format: 'html',
    key: 'disclaimers_content',
    label: 'Disclaimer',
    translatable: true,
    maxLength: 5000,
  },
  { kind: 'separator', key: 'form', label: 'Enquiry form' },
  toggle('is_form_enabled', 'Offer an “Enquire” button on each vehicle', false),
  {
    kind: 'string',
    key: 'form_id',
    label: 'Form',
    help: 'The id of the form (Admin › Forms) the Enquire buttons open.',
    maxLength: 20,
    pattern: '\\d+',
    patternHint: 'must be a form id (digits)',
  },
  formField('form_field_id', 'Field for the vehicle id', 'Form field that receives the vehicle’s id.'),
  formField('form_field_id_text', 'Field for the vehicle’s name', 'Form field that receives brand, model, year and VIN.'),
  formField('form_field_retailer_uuid', 'Field for the retailer', 'Form field (e.g. a retailer choice) that receives the vehicle’s retailer.'),
  {
    kind: 'json',
    key: 'form_field_retailer_mapping',
    label: 'Retailer mapping',
    help: 'A JSON object of dealer id → value of the retailer field, e.g. {"3": "17"}. Unmapped dealers: the form’s location of that dealer.',
    default: '{}',
  },
  formField('form_field_nameplate_uuid', 'Field for the model', 'Form field that receives the vehicle’s model.'),
  {
    kind: 'json',
    key: 'form_field_nameplate_mapping',
    label: 'Model mapping',
    help: 'A JSON object of model name → value of the model field, e.g. {"F-PACE": "f-pace"}. Unmapped models send their name.',
    default: '{}',
  },
] as const satisfies readonly FieldDefinition[];
