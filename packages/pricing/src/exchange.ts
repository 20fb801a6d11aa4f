import { settingValue } from '@forecourt/api-client';
import { type PriceInput, multiply, toAmount } from './format.js';

/** Logged when the exchange API answers without the configured key (site-shell.md §8). */
export const CURRENCY_EXCHANGE_MISSING_KEY_MESSAGE =
  "Currency exchange error: API response doesn't contain specified response_key";

/** Default locale of the exchange date (site-shell.md §5). */
export const DEFAULT_EXCHANGE_LOCALE = 'uk-UA';

/**
 * The price in the other currency: the truncation of rate × price (site-shell.md §5,
 * block-catalogue.md §9), e.g. 41.2345 × 1 000 = 41 234.5 → 41 234. `null` when either is not a
 * positive number, so nothing is shown.
 *
 * Why the product is truncated rather than the rate alone: truncating a rate such as 0.0243
 * first would make every price 0.
 */
export function exchange(price: PriceInput, rate: PriceInput): number | null {
  const amount = toAmount(price);
  const factor = toAmount(rate);
  if (amount === null || factor === null || amount <= 0 || factor <= 0) return null;
  return Math.trunc(multiply(amount, factor));
}

/**
 * The exchange date in `locale`'s date format. A date-only 'YYYY-MM-DD' (how admins type
 * `price.exchange_date`) is that calendar day; every date is formatted in UTC so the server
 * render and the browser agree whatever their time zones. Text that is not a date is returned
 * unchanged.
 */
export function formatExchangeDate(
  date: string | Date,
  locale: string = DEFAULT_EXCHANGE_LOCALE,
): string {
  const parsed = date instanceof Date ? date : new Date(date.trim());
  if (Number.isNaN(parsed.getTime())) return typeof date === 'string' ? date : '';
  return dateFormat(locale).format(parsed);
}

// Making an Intl.DateTimeFormat costs far more than using one: one per locale.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format;
}

export interface ExchangeLabelValues {
  /** The exchange rate; shown with 2 decimals. */
  rate: PriceInput;
  /** The rate's date: a 'YYYY-MM-DD' or ISO string, or a Date. */
  date?: string | Date | null;
  /** Locale of the date format. Defaults to 'uk-UA'. */
  locale?: string;
}

/**
 * Fills `[[exchange_rate]]` (2 decimals) and `[[exchange_date]]` (the locale's date format) in an
 * admin-authored label (site-shell.md §3, §5). Without a rate the label is empty.
 */
export function exchangeLabel(
  template: string,
  { rate, date, locale }: ExchangeLabelValues,
): string {
  const factor = toAmount(rate);
  if (factor === null || factor <= 0) return '';
  const day = date ? formatExchangeDate(date, locale) : '';
  return template
    .replaceAll('[[exchange_rate]]', factor.toFixed(2))
    .replaceAll('[[exchange_date]]', day);
}

/** Where log lines go; `console` by default. */
export interface ExchangeLogger {
  log(...data: unknown[]): void;
  error(...data: unknown[]): void;
}

export interface CurrencyExchangeOptions {
  /** The exchange API URL (setting `currency_exchange.api_url`), passed on encoded. */
  endpoint: string;
  /**
   * Origin of the site's proxy, whose `GET /api/currency-exchange?endpoint=` forwards the call.
   * Defaults to '' (same origin).
   */
  baseUrl?: string;
  /** Key of the rate in the response (setting `currency_exchange.response_key`). Defaults to 'data'. */
  responseKey?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Defaults to console. */
  logger?: ExchangeLogger;
}

export interface CurrencyExchange {
  /** The URL that is requested. */
  readonly url: string;
  /**
   * The rate, or `null` when the call failed or the key is missing (logged). The request is
   * made on the first call only; every later call gets the same answer (site-shell.md §4: "The
   * exchange rate is fetched once and reused"), failures included, so a broken API is not hit
   * again on every render.
   */
  rate(): Promise<number | null>;
}

/** Reads `key` in a JSON answer: an own key first, else a dotted path such as 'data.rate'. */
function readKey(body: unknown, key: string): { found: boolean; value?: unknown } {
  if (body === null || typeof body !== 'object') return { found: false };
  if (Object.hasOwn(body, key))
    return { found: true, value: (body as Record<string, unknown>)[key] };
  let current: unknown = body;
  for (const part of key.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part))
      return { found: false };
    current = (current as Record<string, unknown>)[part];
  }
  return { found: true, value: current };
}

/** The exchange-rate lookup through the site's proxy (site-shell.md §7). */
export function createCurrencyExchange(options: CurrencyExchangeOptions): CurrencyExchange {
  const responseKey = options.responseKey || 'data';
  const logger = options.logger ?? console;
  const url = `${(options.baseUrl ?? '').replace(/\/+$/, '')}/api/currency-exchange?endpoint=${encodeURIComponent(options.endpoint)}`;
  let pending: Promise<number | null> | undefined;

  const load = async (): Promise<number | null> => {
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      const response = await doFetch(url, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
      const body: unknown = await response.json();
      const { found, value } = readKey(body, responseKey);
      if (!found) {
        logger.log(CURRENCY_EXCHANGE_MISSING_KEY_MESSAGE);
        return null;
      }
      const rate = toAmount(value as PriceInput);
      if (rate === null || rate <= 0)
        throw new Error(`the value at "${responseKey}" is not a positive number`);
      return rate;
    } catch (error) {
      // Other failures are only logged (site-shell.md §8): the label and exchanged prices hide.
      logger.error('Currency exchange error:', error);
      return null;
    }
  };

  return {
    url,
    rate: () => (pending ??= load()),
  };
}

/**
 * The exchange lookup the settings configure, or `null` when `currency_exchange.api_url` is empty
 * (then the rate is the `price.exchange_rate` setting).
 */
export function currencyExchangeFromSettings(
  settings: ReadonlyMap<string, string>,
  options: Omit<CurrencyExchangeOptions, 'endpoint' | 'responseKey'> = {},
): CurrencyExchange | null {
  const endpoint = settingValue(settings, 'currency_exchange.api_url').trim();
  if (!endpoint) return null;
  return createCurrencyExchange({
    ...options,
    endpoint,
    responseKey: settingValue(settings, 'currency_exchange.response_key'),
  });
}
