import { PRICE_SETTING_KEYS, settingValue } from '@forecourt/api-client';
import { type PriceFamily, type PriceKey, priceSetting } from './family.js';

/** A price as the APIs send it: a number, a numeric string, or nothing. */
export type PriceInput = number | string | null | undefined;

/** A number from a price input; `null` when it is not a finite number. */
export function toAmount(value: PriceInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const amount = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(amount) ? amount : null;
}

/** Whether a price is shown at all: prices of zero or less render as empty (site-shell.md §5). */
export function isDisplayablePrice(value: PriceInput): boolean {
  const amount = toAmount(value);
  return amount !== null && amount > 0;
}

/**
 * Digits of the whole part grouped in threes with `delimiter` (site-shell.md §5). Decimals are
 * kept up to cents and never padded (`1234.5` → `1 234.5`); the decimal mark is `.`, or `,` when
 * the delimiter itself is `.` so the two never read alike.
 */
export function groupDigits(amount: number, delimiter: string): string {
  const cents = Math.round(Math.abs(amount) * 100) / 100;
  const [whole = '0', fraction] = cents.toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, () => delimiter);
  const sign = amount < 0 && cents !== 0 ? '-' : '';
  if (!fraction) return sign + grouped;
  return `${sign}${grouped}${delimiter === '.' ? ',' : '.'}${fraction}`;
}

/**
 * Fills the tokens of a format or template in one pass, so a symbol that itself contains a token
 * character is never replaced again: `^` value, `%` currency symbol, `@` lease value.
 */
function fillTokens(
  template: string,
  tokens: { value: string; symbol: string; lease: string },
): string {
  return template.replace(/[\^%@]/g, (token) =>
    token === '^' ? tokens.value : token === '%' ? tokens.symbol : tokens.lease,
  );
}

/** Truthy spellings an admin may type for a feature flag. */
export function isFlagOn(value: string): boolean {
  return ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase());
}

/**
 * Multiplies without floating-point noise creeping past an integer boundary: 100 × 1.1 is
 * 110.00000000000001 in binary floating point, whose ceiling would wrongly be 111.
 */
export function multiply(a: number, b: number): number {
  return Number((a * b).toPrecision(12));
}

/** Formats prices with one family's settings. Every method returns '' for prices of zero or less. */
export interface PriceFormatter {
  /** The family whose keys this formatter reads. */
  readonly family: PriceFamily;
  /** The resolved value of each price key for this family. */
  readonly values: Readonly<Record<PriceKey, string>>;
  /** The value in `price_format`: `^` grouped value, `%` symbol, `@` also the value. Plain text. */
  format(value: PriceInput): string;
  /** `full_string` ('From <span>^%</span>'): `^`/`%` from the price, `@` the formatted lease if given. HTML. */
  fullString(price: PriceInput, lease?: PriceInput): string;
  /** `lease_full_string` ('or <span>@ / Month</span>'): `@` the formatted lease, `^` its digits. HTML. */
  leaseFullString(lease: PriceInput): string;
  /** `lease_short_string` ('<span>@ / Month</span>'), filled like `leaseFullString`. HTML. */
  leaseShortString(lease: PriceInput): string;
  /** `offer_string` ('From <span>^%</span>'), filled like `fullString`. HTML. */
  offerString(price: PriceInput, lease?: PriceInput): string;
  /**
   * The double price: ceiling of price × `double_price_rate`, digits grouped, then a space and
   * `double_price_symbol` (e.g. '27 500 EUR'). Empty unless `double_price_feature` is on.
   */
  doublePrice(price: PriceInput): string;
  /** Whether `double_price_feature` is on. */
  readonly doublePriceEnabled: boolean;
}

/**
 * A price formatter reading `settings` (a map as returned by `resolveSettings`, or raw server
 * values: missing base keys fall back to the code defaults) through `family`'s fallback chain.
 * Defaults to the base keys.
 */
export function createPriceFormatter(
  settings: ReadonlyMap<string, string>,
  family: PriceFamily = 'base',
): PriceFormatter {
  const values = Object.fromEntries(
    PRICE_SETTING_KEYS.map((key) => [key, priceSetting(settings, key, family)]),
  ) as Record<PriceKey, string>;
  const symbol = values.currency_symbol;
  const delimiter = values.currency_delimiter;
  const doublePriceEnabled = isFlagOn(settingValue(settings, 'double_price_feature'));
  const rate = toAmount(settingValue(settings, 'double_price_rate')) ?? 1;
  const doubleSymbol = settingValue(settings, 'double_price_symbol');

  const displayable = (value: PriceInput): number | null => {
    const amount = toAmount(value);
    return amount !== null && amount > 0 ? amount : null;
  };

  const format = (value: PriceInput): string => {
    const amount = displayable(value);
    if (amount === null) return '';
    const digits = groupDigits(amount, delimiter);
    return fillTokens(values.price_format, { value: digits, symbol, lease: digits });
  };

  const priceTemplate = (template: string) => (price: PriceInput, lease?: PriceInput) => {
    const amount = displayable(price);
    if (amount === null) return '';
    return fillTokens(template, {
      value: groupDigits(amount, delimiter),
      symbol,
      lease: format(lease),
    });
  };

  const leaseTemplate = (template: string) => (lease: PriceInput) => {
    const amount = displayable(lease);
    if (amount === null) return '';
    return fillTokens(template, {
      value: groupDigits(amount, delimiter),
      symbol,
      lease: format(amount),
    });
  };

  return {
    family,
    values,
    format,
    fullString: priceTemplate(values.full_string),
    offerString: priceTemplate(values.offer_string),
    leaseFullString: leaseTemplate(values.lease_full_string),
    leaseShortString: leaseTemplate(values.lease_short_string),
    doublePriceEnabled,
    doublePrice(price) {
      const amount = displayable(price);
      if (!doublePriceEnabled || amount === null) return '';
      const doubled = Math.ceil(multiply(amount, rate));
      return doubled > 0 ? `${groupDigits(doubled, delimiter)} ${doubleSymbol}`.trim() : '';
    },
  };
}
