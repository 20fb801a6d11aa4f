// What the admin screen shows of each known setting: its key, code default and a description
// (the defaults and how values resolve are in setting-defaults.ts).
import { PRICE_SETTING_KEYS, SETTING_DEFAULTS } from './setting-defaults.js';

export interface SettingDefinition {
  key: string;
  default: string;
  description: string;
}

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

/** Every known setting (site-shell.md §3 "Settings") with its code default and what it does. */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = Object.entries({
  ...SETTING_DEFAULTS,
  ...Object.fromEntries(INVENTORY_FORM_KEYS.map((key) => [`inventory.${key}`, ''])),
  // Read by the content service only (the browser asks it, never the map-update service).
  'map_update.api_url': '',
}).map(
  ([key, value]) => ({ key, default: value, description: DESCRIPTIONS[key] ?? '' }),
);
