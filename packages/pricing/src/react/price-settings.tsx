import { settingValue } from '@forecourt/api-client';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import {
  type CurrencyExchange,
  type ExchangeLogger,
  currencyExchangeFromSettings,
  DEFAULT_EXCHANGE_LOCALE,
} from '../exchange.js';
import type { PriceFamily } from '../family.js';
import { type PriceFormatter, createPriceFormatter } from '../format.js';

interface PriceSettingsValue {
  settings: ReadonlyMap<string, string>;
  formatter(family: PriceFamily): PriceFormatter;
  exchange: CurrencyExchange | null;
  locale: string;
}

const PriceSettingsContext = createContext<PriceSettingsValue | null>(null);

export interface PriceSettingsProviderProps {
  /**
   * The site settings: a map from `resolveSettings(…)`, or the same as a plain object (how the
   * site's settings query serialises it). Missing base keys take their code defaults.
   */
  settings: ReadonlyMap<string, string> | Readonly<Record<string, string>>;
  /**
   * Locale of the exchange date. Defaults to 'uk-UA' (site-shell.md §5).
   */
  locale?: string;
  /**
   * Origin of the site's `GET /api/currency-exchange` proxy. Defaults to '' (same origin).
   */
  exchangeBaseUrl?: string;
  /** The fetch used for the exchange rate. Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Where exchange errors are logged. Defaults to console. */
  logger?: ExchangeLogger;
  /**
   * An exchange lookup to use instead of the one `currency_exchange.api_url` configures (`null`:
   * none, the rate comes from `price.exchange_rate`).
   */
  exchange?: CurrencyExchange | null;
  children?: ReactNode;
}

/**
 * Makes the price settings available to FromPrice, LeasePrice, ExchangeRateLabel and the hooks.
 * Put it once near the root: the exchange rate is fetched once per provider and reused.
 */
export function PriceSettingsProvider({
  settings: settingsProp,
  locale = DEFAULT_EXCHANGE_LOCALE,
  exchangeBaseUrl,
  fetch,
  logger,
  exchange,
  children,
}: PriceSettingsProviderProps) {
  const settings = useMemo<ReadonlyMap<string, string>>(
    () => (settingsProp instanceof Map ? settingsProp : new Map(Object.entries(settingsProp))),
    [settingsProp],
  );
  // The lookup depends on the two exchange settings, not on the map's identity: a site that
  // resolves its settings again on every render must not trigger a new request each time.
  const endpoint = settingValue(settings, 'currency_exchange.api_url');
  const responseKey = settingValue(settings, 'currency_exchange.response_key');
  const lookup = useMemo(
    () =>
      exchange !== undefined
        ? exchange
        : currencyExchangeFromSettings(
            new Map([
              ['currency_exchange.api_url', endpoint],
              ['currency_exchange.response_key', responseKey],
            ]),
            {
              ...(exchangeBaseUrl !== undefined && { baseUrl: exchangeBaseUrl }),
              ...(fetch && { fetch }),
              ...(logger && { logger }),
            },
          ),
    [exchange, endpoint, responseKey, exchangeBaseUrl, fetch, logger],
  );
  const value = useMemo<PriceSettingsValue>(() => {
    const formatters = new Map<PriceFamily, PriceFormatter>();
    return {
      settings,
      locale,
      exchange: lookup,
      formatter(family) {
        let formatter = formatters.get(family);
        if (!formatter)
          formatters.set(family, (formatter = createPriceFormatter(settings, family)));
        return formatter;
      },
    };
  }, [settings, locale, lookup]);
  return <PriceSettingsContext.Provider value={value}>{children}</PriceSettingsContext.Provider>;
}

/** The provider's value; throws a message naming the provider when there is none. */
export function usePriceSettings(): PriceSettingsValue {
  const value = useContext(PriceSettingsContext);
  if (!value) {
    throw new Error(
      'usePriceSettings must be used inside <PriceSettingsProvider> (from @forecourt/pricing/react).',
    );
  }
  return value;
}

/** The formatter of a family's price settings. Defaults to the base keys. */
export function usePriceFormatter(family: PriceFamily = 'base'): PriceFormatter {
  return usePriceSettings().formatter(family);
}
