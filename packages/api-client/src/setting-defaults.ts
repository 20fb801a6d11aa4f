// The known settings' code defaults (site-shell.md §3 "Settings") and how stored values replace
// them. Kept apart from their descriptions (settings.ts, for the admin screen), so code that only
// reads settings (in the visitor's browser, too) does not carry those texts.

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
export const PRICE_FAMILY_KEYS: readonly string[] = [
  ...['currency_delimiter', 'currency_symbol', 'price_format', 'full_string', 'lease_full_string'].map(
    (base) => `navigation_${base}`,
  ),
  ...PRICE_SETTING_KEYS.map((base) => `price.navigation_${base}`),
  ...PRICE_SETTING_KEYS.map((base) => `price.finance_calculator_${base}`),
  ...PRICE_SETTING_KEYS.map((base) => `prices.${base}`),
];

/**
 * Every known setting with its code default. The content service stores only the values an
 * admin set; readers merge them over these defaults, a server value replacing the default of
 * the same key.
 */
export const SETTING_DEFAULTS: Readonly<Record<string, string>> = {
  'general.theme': 'programme',
  'general.404_page': '',
  'general.maps_key': '',
  // A free vector style that needs no key (OpenFreeMap), used by the map blocks when no maps key is set.
  'general.map_style_url': 'https://tiles.openfreemap.org/styles/liberty',
  'general.global_fab': '[]',
  'general.global_fab_secondary': 'false',
  'retailers.top_bar_text': '',
  'my_jlr.script_url': '',
  'security.script_origins': '',
  'cookie_consent.strategy': 'basic',
  'cookie_consent.default_placeholder': CONSENT_PLACEHOLDER,
  'cookie_consent.settings.culture': 'EN',
  'cookie_consent.settings.storage_key': 'cookieConsentStatus',
  'cookie_consent.strategies.basic.title': 'COOKIE POLICY',
  'cookie_consent.strategies.basic.content': CONSENT_BANNER_CONTENT,
  'cookie_consent.strategies.basic.accept': 'Accept',
  'cookie_consent.strategies.onetrust.domain_script': '',
  'cookie_consent.strategies.onetrust.groups': ONETRUST_GROUPS,
  'cookie_consent.strategies.cookiebot.cbid': '',
  'cookie_consent.strategies.usercentrics.settings_id': '',
  'cookie_consent.strategies.usercentrics.event': 'ucEvent',
  'cookie_consent.strategies.usercentrics.categories': USERCENTRICS_CATEGORIES,
  'exit_popup.copy': '',
  'exit_popup.ok': 'OK',
  'exit_popup.cancel': '',
  'exit_popup.do_url': '',
  'exit_popup.dont_url': '',
  'currency_delimiter': ' ',
  'currency_symbol': '€',
  'price_format': '^%',
  'full_string': 'From <span>^%</span>',
  'lease_full_string': 'or <span>@ / Month</span>',
  'lease_short_string': '<span>@ / Month</span>',
  'offer_string': 'From <span>^%</span>',
  'double_price_feature': 'false',
  'double_price_symbol': 'EUR',
  'double_price_rate': '1',
  // Price families: empty means "use the next key in the chain" (see @forecourt/pricing).
  ...Object.fromEntries(PRICE_FAMILY_KEYS.map((key) => [key, ''])),
  'price.exchange_rate': '',
  'price.exchange_date': '',
  'currency_exchange.api_url': '',
  'currency_exchange.response_key': 'data',
  'mena.offers_api_url': '',
};

const DEFAULTS = new Map(Object.entries(SETTING_DEFAULTS));

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
