/**
 * Known settings (site-shell.md §3 "Settings") with their code defaults. The content service
 * stores only the values an admin set; readers merge them over these defaults, a server value
 * replacing the default of the same key.
 */
export interface SettingDefinition {
  key: string;
  default: string;
  description: string;
}

const CONSENT_PLACEHOLDER =
  'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.';

const CONSENT_BANNER_CONTENT =
  'We use cookies to give you the best experience on our website. All prices shown include VAT and apply to 2021 models only.';

const ONETRUST_GROUPS = '{"C0001":"obligatory","C0002":"statistic","C0003":"optional","C0004":"marketing","C0005":"marketing"}';

const USERCENTRICS_CATEGORIES = '{"essential":"obligatory","functional":"optional","statistics":"statistic","marketing":"marketing"}';

/**
 * Price keys that families of prices may override (site-shell.md §3 "Settings",
 * block-catalogue.md §3 "Price settings used by blocks"); `@forecourt/pricing` reads the same list.
 */
export const PRICE_SETTING_KEYS = [
  'currency_delimiter',
  'currency_symbol',
  'price_format',
  'full_string',
  'lease_full_string',
  'lease_short_string',
  'offer_string',
] as const;

/**
 * Family overrides of the price keys. Their default is empty on purpose: an empty family key
 * means "use the next key in the chain" (see @forecourt/pricing), so a default here would hide
 * the base key. The flat navigation_* keys are the five the spec lists.
 */
const PRICE_FAMILY_DEFINITIONS: SettingDefinition[] = [
  ...['currency_delimiter', 'currency_symbol', 'price_format', 'full_string', 'lease_full_string'].map((base) => ({
    key: `navigation_${base}`,
    default: '',
    description: `Navigation ${base} (flat key, read when price.navigation_${base} is empty); empty uses ${base}.`,
  })),
  ...PRICE_SETTING_KEYS.map((base) => ({
    key: `price.navigation_${base}`,
    default: '',
    description: `Navigation ${base}; wins over navigation_${base}; empty uses navigation_${base}, then ${base}.`,
  })),
  ...PRICE_SETTING_KEYS.map((base) => ({
    key: `price.finance_calculator_${base}`,
    default: '',
    description: `Finance calculator ${base}; empty uses ${base}.`,
  })),
  ...PRICE_SETTING_KEYS.map((base) => ({
    key: `prices.${base}`,
    default: '',
    description: `Block prices ${base}; empty uses ${base}.`,
  })),
];

export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  { key: 'general.theme', default: 'programme', description: 'Visual theme of the site: programme, jaguar or land-rover (fonts and icon sets).' },
  { key: 'general.404_page', default: '', description: 'HTML shown on the page-not-found screen instead of the default text.' },
  { key: 'general.maps_key', default: '', description: 'Maps API key for map blocks.' },
  { key: 'general.global_fab', default: '[]', description: 'Floating action menu items: a JSON list of { link, label, target, type, icon }.' },
  { key: 'general.global_fab_secondary', default: 'false', description: 'Floating menu in secondary mode (first 3 items).' },
  { key: 'retailers.top_bar_text', default: '', description: 'Text of the retailer bar above the navigation; empty hides the bar.' },
  { key: 'my_jlr.script_url', default: '', description: 'Script URL that enables the my-account menu slot.' },
  { key: 'cookie_consent.strategy', default: 'basic', description: 'Consent strategy; unknown names fall back to basic.' },
  { key: 'cookie_consent.default_placeholder', default: CONSENT_PLACEHOLDER, description: 'Shown in place of content that needs consent.' },
  { key: 'cookie_consent.settings.culture', default: 'EN', description: 'Culture passed to the consent platform.' },
  { key: 'cookie_consent.settings.storage_key', default: 'cookieConsentStatus', description: "localStorage key that remembers the visitor's consent choice." },
  { key: 'cookie_consent.strategies.basic.title', default: 'COOKIE POLICY', description: 'Title of the basic strategy banner.' },
  { key: 'cookie_consent.strategies.basic.content', default: CONSENT_BANNER_CONTENT, description: 'Text of the basic strategy banner.' },
  { key: 'cookie_consent.strategies.basic.accept', default: 'Accept', description: 'Accept button label of the basic strategy banner.' },
  { key: 'cookie_consent.strategies.onetrust.domain_script', default: '', description: 'OneTrust data-domain-script id; empty loads no OneTrust script.' },
  { key: 'cookie_consent.strategies.onetrust.groups', default: ONETRUST_GROUPS, description: 'OneTrust cookie group id → consent scope, as JSON.' },
  { key: 'cookie_consent.strategies.cookiebot.cbid', default: '', description: 'Cookiebot domain group id (data-cbid); empty loads no Cookiebot script.' },
  { key: 'cookie_consent.strategies.usercentrics.settings_id', default: '', description: 'Usercentrics settings id (data-settings-id); empty loads no Usercentrics script.' },
  { key: 'cookie_consent.strategies.usercentrics.event', default: 'ucEvent', description: 'Name of the window event configured in Usercentrics (Implementation > Data Layer & Events).' },
  { key: 'cookie_consent.strategies.usercentrics.categories', default: USERCENTRICS_CATEGORIES, description: 'Usercentrics category slug → consent scope, as JSON.' },
  { key: 'exit_popup.copy', default: '', description: 'HTML copy of the exit popup.' },
  { key: 'exit_popup.ok', default: 'OK', description: 'Label of the exit popup OK button.' },
  { key: 'exit_popup.cancel', default: '', description: 'Label of the optional cancel button; empty hides it.' },
  {
    key: 'exit_popup.do_url',
    default: '',
    description:
      'Whitelist: URL patterns, one per line; a clicked link matching one (and no blacklist line) shows the exit popup first. Empty means never intercept. ' +
      'Examples: https://*.dealer.pl/* (any subdomain, any page), https://example.com/offers/* (everything under /offers/, not /offers itself), https://example.com (the whole site), /leave/* (no scheme: under the site base path). ' +
      '* matches any characters. The query string is ignored unless the line has one (after ?, it must match the whole query: ?model=xe* ). #fragments are ignored. ' +
      'Surrounding spaces, blank lines and lines starting with # are skipped; invalid lines are ignored.',
  },
  {
    key: 'exit_popup.dont_url',
    default: '',
    description:
      'Blacklist: URL patterns, one per line, same syntax as exit_popup.do_url; a link matching any line never shows the exit popup.',
  },
  { key: 'currency_delimiter', default: ' ', description: 'Thousands delimiter of prices.' },
  { key: 'currency_symbol', default: '€', description: 'Currency symbol (token %).' },
  { key: 'price_format', default: '^%', description: 'Price format: ^ value, % currency symbol, @ lease value.' },
  { key: 'full_string', default: 'From <span>^%</span>', description: "'From' price template." },
  { key: 'lease_full_string', default: 'or <span>@ / Month</span>', description: 'Lease price template.' },
  { key: 'lease_short_string', default: '<span>@ / Month</span>', description: 'Short lease price template (no leading connective).' },
  { key: 'offer_string', default: 'From <span>^%</span>', description: 'Offer price template.' },
  { key: 'double_price_feature', default: 'false', description: 'Show a second price converted at double_price_rate.' },
  { key: 'double_price_symbol', default: 'EUR', description: 'Symbol of the double price.' },
  { key: 'double_price_rate', default: '1', description: 'Rate of the double price.' },
  ...PRICE_FAMILY_DEFINITIONS,
  { key: 'price.exchange_rate', default: '', description: 'Exchange rate shown by the exchange-rate item.' },
  { key: 'price.exchange_date', default: '', description: 'Date of the exchange rate.' },
  { key: 'currency_exchange.api_url', default: '', description: 'Exchange-rate API URL.' },
  { key: 'currency_exchange.response_key', default: 'data', description: 'Key of the rate in the exchange API response.' },
  { key: 'mena.offers_api_url', default: '', description: 'URL of the offers list.' },
];

const DEFAULTS = new Map(SETTING_DEFINITIONS.map((d) => [d.key, d.default]));

/** Merges server values over the code defaults. */
export function resolveSettings(server: readonly { key: string; value: string }[]): Map<string, string> {
  const merged = new Map(DEFAULTS);
  for (const { key, value } of server) merged.set(key, value);
  return merged;
}

/** A resolved setting: the server value, else the code default, else ''. */
export function settingValue(settings: ReadonlyMap<string, string>, key: string): string {
  return settings.get(key) ?? DEFAULTS.get(key) ?? '';
}
