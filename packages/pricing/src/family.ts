import { settingValue, type PRICE_SETTING_KEYS } from '@forecourt/api-client';

/**
 * Which set of price settings a price reads.
 *
 * - `base`: the base keys (`currency_symbol`, `price_format`, …).
 * - `navigation`: the navigation cars panel (`price.navigation_*`, then `navigation_*`).
 * - `finance_calculator`: the finance calculator block (`price.finance_calculator_*`).
 * - `prices`: prices inside other blocks (`prices.*`).
 */
export type PriceFamily = 'base' | 'navigation' | 'finance_calculator' | 'prices';

/** The price keys a family may override (the settings' own list). */
export type PriceKey = (typeof PRICE_SETTING_KEYS)[number];

export const PRICE_FAMILIES: readonly PriceFamily[] = [
  'base',
  'navigation',
  'finance_calculator',
  'prices',
];

/**
 * The keys read for `key` in `family`, first match wins; the last is always the base key.
 *
 * Why this order: the dotted `price.navigation_*` keys follow the settings' dotted namespace
 * (site-shell.md §3: "key (dotted namespace)"), so they are the current form and win; the flat
 * `navigation_*` keys the spec also lists are honoured next, so sites configured with them keep
 * working. Every family ends at the base key, whose code default comes from
 * `@forecourt/api-client`'s SETTING_DEFINITIONS.
 */
export function familyKeys(key: PriceKey, family: PriceFamily = 'base'): string[] {
  switch (family) {
    case 'navigation':
      return [`price.navigation_${key}`, `navigation_${key}`, key];
    case 'finance_calculator':
      return [`price.finance_calculator_${key}`, key];
    case 'prices':
      return [`prices.${key}`, key];
    case 'base':
      return [key];
  }
}

/**
 * The value of a price key for a family. A family key that is missing or empty is "not set" and
 * passes to the next key (an empty default is how the settings screen lists it); the base key is
 * taken as is, so an admin can set e.g. an empty delimiter on purpose.
 */
export function priceSetting(
  settings: ReadonlyMap<string, string>,
  key: PriceKey,
  family: PriceFamily = 'base',
): string {
  const keys = familyKeys(key, family);
  for (const candidate of keys.slice(0, -1)) {
    const value = settings.get(candidate);
    if (value !== undefined && value !== '') return value;
  }
  return settingValue(settings, key);
}
