import { settingValue } from '@forecourt/api-client';
import { useEffect, useState } from 'react';
import { exchange as exchangePrice } from '../exchange.js';
import { type PriceInput, toAmount } from '../format.js';
import { usePriceSettings } from './price-settings.js';

export interface ExchangeRateState {
  /**
   * - `none`: no API configured and no `price.exchange_rate` set;
   * - `loading`: the API call is under way;
   * - `ready`: `rate` is known;
   * - `error`: the API call failed or its answer lacked the key (already logged).
   */
  status: 'none' | 'loading' | 'ready' | 'error';
  rate: number | null;
  /** The `price.exchange_date` setting, as typed. */
  date: string;
  /** Locale of the date format, from the provider. */
  locale: string;
}

/**
 * The exchange rate: from the exchange API when `currency_exchange.api_url` is set (fetched once
 * per provider and shared by every caller), else from the `price.exchange_rate` setting.
 */
export function useExchangeRate(): ExchangeRateState {
  const { settings, exchange, locale } = usePriceSettings();
  const date = settingValue(settings, 'price.exchange_date');
  const settingRate = toAmount(settingValue(settings, 'price.exchange_rate'));
  const [fetched, setFetched] = useState<{ lookup: typeof exchange; rate: number | null } | null>(
    null,
  );

  useEffect(() => {
    if (!exchange) return;
    let current = true;
    void exchange.rate().then((rate) => {
      if (current) setFetched({ lookup: exchange, rate });
    });
    return () => {
      current = false;
    };
  }, [exchange]);

  if (!exchange) {
    return settingRate !== null && settingRate > 0
      ? { status: 'ready', rate: settingRate, date, locale }
      : { status: 'none', rate: null, date, locale };
  }
  if (!fetched || fetched.lookup !== exchange)
    return { status: 'loading', rate: null, date, locale };
  return fetched.rate === null
    ? { status: 'error', rate: null, date, locale }
    : { status: 'ready', rate: fetched.rate, date, locale };
}

/** The price in the other currency (truncated rate × price), or `null` until a rate is known. */
export function useExchangedPrice(price: PriceInput): number | null {
  const { rate } = useExchangeRate();
  return rate === null ? null : exchangePrice(price, rate);
}
