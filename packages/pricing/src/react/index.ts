// React entry of @forecourt/pricing: price components and hooks over the React-free core.
export { PriceSettingsProvider, usePriceFormatter, usePriceSettings } from './price-settings.js';
export type { PriceSettingsProviderProps } from './price-settings.js';
export { ExchangeRateLabel, FromPrice, LeasePrice } from './prices.js';
export type { ExchangeRateLabelProps, FromPriceProps, LeasePriceProps } from './prices.js';
export { PriceTemplate } from './price-template.js';
export { useExchangeRate, useExchangedPrice } from './use-exchange-rate.js';
export type { ExchangeRateState } from './use-exchange-rate.js';
