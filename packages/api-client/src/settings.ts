// What the admin screen shows of each known setting: its key, code default and a description
// (the defaults and how values resolve are in setting-defaults.ts).
import { METAHEADS_ENABLED_KEY } from './metaheads-switch.js';
import { PRICE_FAMILY_KEYS, PRICE_SETTING_KEYS, SETTING_DEFAULTS } from './setting-defaults.js';

/** How the admin screen edits a setting and what the content service accepts for it. */
export type SettingType =
  | 'text'
  | 'multiline'
  | 'html'
  | 'boolean'
  | 'choice'
  | 'number'
  | 'url'
  | 'json-list'
  | 'json-object'
  | 'price';

/** Areas the settings screen shows one at a time. */
export type SettingGroup =
  | 'general'
  | 'prices'
  | 'price-families'
  | 'exchange'
  | 'consent'
  | 'exit-popup'
  | 'inventory'
  | 'integrations';

export interface SettingDefinition {
  key: string;
  default: string;
  description: string;
  /** Short readable name (the key stays visible beside it). */
  label: string;
  group: SettingGroup;
  type: SettingType;
  /** The accepted values of a `choice` setting. */
  choices?: readonly string[];
}

/** The areas in screen order, with a line saying what each holds. */
export const SETTING_GROUPS: readonly { id: SettingGroup; label: string; description: string }[] = [
  { id: 'general', label: 'General', description: 'Theme, error page, maps, floating menu and the retailer bar.' },
  { id: 'prices', label: 'Prices', description: 'How every price on the site is written, and the optional second price.' },
  { id: 'price-families', label: 'Price families', description: 'Overrides of the price keys for the navigation, the finance calculator and block prices.' },
  { id: 'exchange', label: 'Exchange rate', description: 'The exchange-rate item and the exchange API.' },
  { id: 'consent', label: 'Cookie consent', description: 'Consent strategy, banner texts and the consent platforms’ ids.' },
  { id: 'exit-popup', label: 'Exit popup', description: 'The popup shown before a visitor follows a link off the site.' },
  { id: 'inventory', label: 'Inventory', description: 'The form the vehicle page’s enquiry button opens and the fields it fills.' },
  { id: 'integrations', label: 'Integrations', description: 'Scripts and external feeds the site loads.' },
];

/** The visual themes of the site (the same list as @forecourt/ui's THEMES). */
export const THEME_CHOICES = ['programme', 'jaguar', 'land-rover'] as const;

/** The consent strategies (the same list as @forecourt/consent's STRATEGY_NAMES). */
export const CONSENT_STRATEGY_CHOICES = ['basic', 'onetrust', 'cookiebot', 'usercentrics'] as const;

const PRICE_FAMILY_DESCRIPTIONS: Record<string, string> = Object.fromEntries([
  ...['currency_delimiter', 'currency_symbol', 'price_format', 'full_string', 'lease_full_string'].map((base) => [
    `navigation_${base}`,
    `Navigation ${base} (flat key, read when price.navigation_${base} is empty); empty uses ${base}.`,
  ]),
  ...PRICE_SETTING_KEYS.map((base) => [
    `price.navigation_${base}`,
    `Navigation ${base}; wins over navigation_${base}; empty uses navigation_${base}, then ${base}.`,
  ]),
  ...PRICE_SETTING_KEYS.map((base) => [`price.finance_calculator_${base}`, `Finance calculator ${base}; empty uses ${base}.`]),
  ...PRICE_SETTING_KEYS.map((base) => [`prices.${base}`, `Block prices ${base}; empty uses ${base}.`]),
]);

const DESCRIPTIONS: Record<string, string> = {
  'general.theme': 'Visual theme of the site: programme, jaguar or land-rover (fonts and icon sets).',
  'general.404_page': 'HTML shown on the page-not-found screen instead of the default text.',
  'general.maps_key': 'Maps API key for map blocks: set, the maps are Google Maps; empty, they are MapLibre maps drawn from general.map_style_url.',
  'general.map_style_url': 'MapLibre style URL (style JSON) of the map blocks when general.maps_key is empty; its tiles, fonts and sprites come from the origins it names.',
  'general.global_fab': 'Floating action menu items: a JSON list of { link, label, target, type, icon }.',
  'general.global_fab_secondary': 'Floating menu in secondary mode (first 3 items).',
  'retailers.top_bar_text': 'Text of the retailer bar above the navigation; empty hides the bar.',
  'my_jlr.script_url': 'Script URL that enables the my-account menu slot.',
  'security.script_origins':
    'Origins pages may load scripts and stylesheets from, one per line (e.g. https://www.googletagmanager.com): what metahead and my-account scripts load in turn. Those scripts themselves are always allowed.',
  'cookie_consent.strategy': 'Consent strategy; unknown names fall back to basic.',
  'cookie_consent.default_placeholder': 'Shown in place of content that needs consent.',
  'cookie_consent.settings.culture': 'Culture passed to the consent platform.',
  'cookie_consent.settings.storage_key': "localStorage key that remembers the visitor's consent choice.",
  'cookie_consent.strategies.basic.title': 'Title of the basic strategy banner.',
  'cookie_consent.strategies.basic.content': 'Text of the basic strategy banner.',
  'cookie_consent.strategies.basic.accept': 'Accept button label of the basic strategy banner.',
  'cookie_consent.strategies.onetrust.domain_script': 'OneTrust data-domain-script id; empty loads no OneTrust script.',
  'cookie_consent.strategies.onetrust.groups': 'OneTrust cookie group id → consent scope, as JSON.',
  'cookie_consent.strategies.cookiebot.cbid': 'Cookiebot domain group id (data-cbid); empty loads no Cookiebot script.',
  'cookie_consent.strategies.usercentrics.settings_id': 'Usercentrics settings id (data-settings-id); empty loads no Usercentrics script.',
  'cookie_consent.strategies.usercentrics.event': 'Name of the window event configured in Usercentrics (Implementation > Data Layer & Events).',
  'cookie_consent.strategies.usercentrics.categories': 'Usercentrics category slug → consent scope, as JSON.',
  'exit_popup.copy': 'HTML copy of the exit popup.',
  'exit_popup.ok': 'Label of the exit popup OK button.',
  'exit_popup.cancel': 'Label of the optional cancel button; empty hides it.',
  'exit_popup.do_url': 'Whitelist: URL patterns, one per line; a clicked link matching one (and no blacklist line) shows the exit popup first. Empty means never intercept. ' +
      'Examples: https://*.dealer.pl/* (any subdomain, any page), https://example.com/offers/* (everything under /offers/, not /offers itself), https://example.com (the whole site), /leave/* (no scheme: under the site base path). ' +
      '* matches any characters. The query string is ignored unless the line has one (after ?, it must match the whole query: ?model=xe* ). #fragments are ignored. ' +
      'Surrounding spaces, blank lines and lines starting with # are skipped; invalid lines are ignored.',
  'exit_popup.dont_url': 'Blacklist: URL patterns, one per line, same syntax as exit_popup.do_url; a link matching any line never shows the exit popup.',
  'currency_delimiter': 'Thousands delimiter of prices.',
  'currency_symbol': 'Currency symbol (token %).',
  'price_format': 'Price format: ^ value, % currency symbol, @ lease value.',
  'full_string': "'From' price template.",
  'lease_full_string': 'Lease price template.',
  'lease_short_string': 'Short lease price template (no leading connective).',
  'offer_string': 'Offer price template.',
  'double_price_feature': 'Show a second price converted at double_price_rate.',
  'double_price_symbol': 'Symbol of the double price.',
  'double_price_rate': 'Rate of the double price.',
  ...PRICE_FAMILY_DESCRIPTIONS,
  'price.exchange_rate': 'Exchange rate shown by the exchange-rate item.',
  'price.exchange_date': 'Date of the exchange rate.',
  'currency_exchange.api_url': 'Exchange-rate API URL.',
  'currency_exchange.response_key': 'Key of the rate in the exchange API response.',
  'mena.offers_api_url': 'URL of the offers list.',
  'inventory.form_id': 'Form the vehicle page\'s "Enquire about this car" button opens; empty shows no button.',
  'inventory.form_field_id': 'Field of that form that receives the vehicle id (usually a hidden field).',
  'inventory.form_field_id_text': 'Field that receives the vehicle\'s title: brand, model, year and VIN.',
  'inventory.form_field_retailer_uuid': 'Field (a retailer choice or hidden field) that receives the vehicle\'s retailer.',
  'inventory.form_field_retailer_mapping':
    'Dealer id → value of the retailer field, as JSON (e.g. {"3": "12"}); an unmapped dealer takes the form location of that dealer.',
  'inventory.form_field_nameplate_uuid': 'Field that receives the vehicle\'s model (nameplate).',
  'inventory.form_field_nameplate_mapping':
    'Nameplate name → value of the model field, as JSON (e.g. {"F-PACE": "f-pace"}); an unmapped one sends the name.',
  [METAHEADS_ENABLED_KEY]:
    'Kill switch of every metahead: false makes the site write no custom code (JS, script sources, CSS, HTML) into any page, at once; the metaheads stay stored and return when it is true again.',
  'map_update.api_url':
    'Base URL of the map-update service the map update block asks (POST <url>/vin, POST <url>/download); empty falls back to MAP_UPDATE_API_URL of the content service, else the block says the VIN is not recognised.',
};

/**
 * The vehicle page's enquiry settings (`inventory.*`, the cars inventory block's form fields),
 * all empty by default: no "Enquire about this car" button. Listed here rather than in
 * SETTING_DEFAULTS: an unset key already reads as '', and the visitor's first download of the
 * site stays as small as it is.
 */
export const INVENTORY_FORM_KEYS = [
  'form_id',
  'form_field_id',
  'form_field_id_text',
  'form_field_retailer_uuid',
  'form_field_retailer_mapping',
  'form_field_nameplate_uuid',
  'form_field_nameplate_mapping',
] as const;

const LABELS: Record<string, string> = {
  'general.404_page': 'Page-not-found HTML',
  'general.maps_key': 'Maps API key',
  'general.map_style_url': 'Map style URL',
  'general.global_fab': 'Floating menu items',
  'general.global_fab_secondary': 'Floating menu in secondary mode',
  'retailers.top_bar_text': 'Retailer bar text',
  'my_jlr.script_url': 'My-account script URL',
  'security.script_origins': 'Allowed script origins',
  'cookie_consent.default_placeholder': 'Placeholder of gated content',
  'cookie_consent.strategies.onetrust.domain_script': 'OneTrust domain script',
  'cookie_consent.strategies.onetrust.groups': 'OneTrust groups',
  'cookie_consent.strategies.cookiebot.cbid': 'Cookiebot id',
  'cookie_consent.strategies.usercentrics.settings_id': 'Usercentrics settings id',
  'cookie_consent.strategies.usercentrics.event': 'Usercentrics event',
  'cookie_consent.strategies.usercentrics.categories': 'Usercentrics categories',
  'exit_popup.do_url': 'Links that show the popup',
  'exit_popup.dont_url': 'Links that never show it',
  full_string: "'From' price",
  lease_full_string: 'Lease price',
  lease_short_string: 'Short lease price',
  offer_string: 'Offer price',
  'price.exchange_rate': 'Exchange rate',
  'price.exchange_date': 'Exchange date',
  'currency_exchange.api_url': 'Exchange API URL',
  'currency_exchange.response_key': 'Exchange API response key',
  'mena.offers_api_url': 'Offers feed URL',
  'inventory.form_id': 'Enquiry form',
  [METAHEADS_ENABLED_KEY]: 'Metaheads on the site',
};

/** The last part of a key made readable: `cookie_consent.settings.storage_key` → "Storage key". */
function readable(key: string): string {
  const base = key.slice(key.lastIndexOf('.') + 1).replace(/^(navigation|finance_calculator)_/, '');
  const words = base.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const PRICE_KEYS = new Set<string>(PRICE_SETTING_KEYS);
const FAMILY_KEYS = new Set<string>(PRICE_FAMILY_KEYS);

function groupOf(key: string): SettingGroup {
  if (FAMILY_KEYS.has(key)) return 'price-families';
  if (PRICE_KEYS.has(key) || key.startsWith('double_price_')) return 'prices';
  if (key.startsWith('price.') || key.startsWith('currency_exchange.')) return 'exchange';
  if (key.startsWith('cookie_consent.')) return 'consent';
  if (key.startsWith('exit_popup.')) return 'exit-popup';
  if (key.startsWith('inventory.')) return 'inventory';
  if (key.startsWith('general.') || key.startsWith('retailers.')) return 'general';
  return 'integrations';
}

const TYPES: Record<string, SettingType> = {
  'general.theme': 'choice',
  'cookie_consent.strategy': 'choice',
  'general.global_fab_secondary': 'boolean',
  [METAHEADS_ENABLED_KEY]: 'boolean',
  double_price_feature: 'boolean',
  double_price_rate: 'number',
  'price.exchange_rate': 'number',
  'general.global_fab': 'json-list',
  'cookie_consent.strategies.onetrust.groups': 'json-object',
  'cookie_consent.strategies.usercentrics.categories': 'json-object',
  'inventory.form_field_retailer_mapping': 'json-object',
  'inventory.form_field_nameplate_mapping': 'json-object',
  'general.map_style_url': 'url',
  'my_jlr.script_url': 'url',
  'currency_exchange.api_url': 'url',
  'map_update.api_url': 'url',
  'mena.offers_api_url': 'url',
  'general.404_page': 'html',
  'exit_popup.copy': 'html',
  'cookie_consent.default_placeholder': 'multiline',
  'cookie_consent.strategies.basic.content': 'multiline',
  'security.script_origins': 'multiline',
  'exit_popup.do_url': 'multiline',
  'exit_popup.dont_url': 'multiline',
};

const CHOICES: Record<string, readonly string[]> = {
  'general.theme': THEME_CHOICES,
  'cookie_consent.strategy': CONSENT_STRATEGY_CHOICES,
};

function typeOf(key: string): SettingType {
  if (PRICE_KEYS.has(key) || FAMILY_KEYS.has(key)) return 'price';
  return TYPES[key] ?? 'text';
}

/** Every known setting (site-shell.md §3 "Settings") with its code default and what it does. */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = Object.entries({
  ...SETTING_DEFAULTS,
  ...Object.fromEntries(INVENTORY_FORM_KEYS.map((key) => [`inventory.${key}`, ''])),
  // Read by the content service only (the browser asks it, never the map-update service).
  'map_update.api_url': '',
  // Read by the site's server: not in SETTING_DEFAULTS, an unset key means on (metaheadsEnabled).
  [METAHEADS_ENABLED_KEY]: 'true',
}).map(([key, value]) => {
  const choices = CHOICES[key];
  return {
    key,
    default: value,
    description: DESCRIPTIONS[key] ?? '',
    label: LABELS[key] ?? readable(key),
    group: groupOf(key),
    type: typeOf(key),
    ...(choices ? { choices } : {}),
  };
});

const BY_KEY = new Map(SETTING_DEFINITIONS.map((d) => [d.key, d]));

/** The definition of a known key; undefined for keys the code does not know. */
export function settingDefinition(key: string): SettingDefinition | undefined {
  return BY_KEY.get(key);
}

/**
 * What is wrong with `value` for `key`, as the admin reads it; null when the site can use it.
 * The settings screen and the content service (422) share this check, so a value refused in one
 * is refused in the other. Unknown keys take any text.
 */
export function settingValueProblem(key: string, value: string): string | null {
  const definition = BY_KEY.get(key);
  if (!definition) return null;
  switch (definition.type) {
    case 'choice': {
      const choices = definition.choices ?? [];
      return choices.includes(value) ? null : `Must be one of: ${choices.join(', ')} (got “${value}”)`;
    }
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'Must be true or false';
    case 'number':
      // Empty is allowed where the default is empty (the item is then hidden).
      if (value.trim() === '' && definition.default === '') return null;
      return value.trim() !== '' && Number.isFinite(Number(value)) ? null : 'Must be a number, e.g. 4.35';
    case 'url':
      if (value.trim() === '') return null;
      return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value.trim()) ? null : 'Must be an http(s) URL, e.g. https://example.com/path';
    case 'json-list':
    case 'json-object': {
      if (definition.type === 'json-object' && value.trim() === '' && definition.default === '') return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return definition.type === 'json-list'
          ? 'Must be valid JSON (a list of items); the site ignores anything else'
          : 'Must be valid JSON (an object of names and values)';
      }
      if (definition.type === 'json-list') {
        return Array.isArray(parsed) ? null : 'Must be a JSON list, e.g. [{"label": "Test drive", "link": "/test-drive"}]';
      }
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
        ? null
        : 'Must be a JSON object, e.g. {"key": "value"}';
    }
    default:
      return null;
  }
}
