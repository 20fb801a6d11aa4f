// React-free core of @forecourt/pricing: runs in Node and the browser. React parts are in
// '@forecourt/pricing/react'.
export { PRICE_FAMILIES, familyKeys, priceSetting } from './family.js';
export type { PriceFamily, PriceKey } from './family.js';
export {
  createPriceFormatter,
  groupDigits,
  isDisplayablePrice,
  isFlagOn,
  toAmount,
} from './format.js';
export type { PriceFormatter, PriceInput } from './format.js';
export {
  CURRENCY_EXCHANGE_MISSING_KEY_MESSAGE,
  DEFAULT_EXCHANGE_LOCALE,
  createCurrencyExchange,
  currencyExchangeFromSettings,
  exchange,
  exchangeLabel,
  formatExchangeDate,
} from './exchange.js';
export type {
  CurrencyExchange,
  CurrencyExchangeOptions,
  ExchangeLabelValues,
  ExchangeLogger,
} from './exchange.js';
export { PRICE_TEMPLATE_TAGS, parsePriceTemplate, priceTemplateText } from './template.js';
export type { PriceTemplateElement, PriceTemplateNode, PriceTemplateTag } from './template.js';
export {
  DEFAULT_FINANCE_INPUT_CONFIGURATIONS,
  FINANCE_PRODUCTS,
  FinanceConfigurationError,
  FinanceInputError,
  durationInMonths,
  parseFinanceInputConfiguration,
  validateFinanceInput,
} from './finance/configuration.js';
export type {
  FinanceInputConfiguration,
  FinanceInputField,
  FinanceInputName,
  FinanceProduct,
} from './finance/configuration.js';
export {
  FINANCE_METHODS,
  amortisingMonthlyPayment,
  calculateFinance,
  flatRateMonthlyPayment,
  leaseMonthlyPayment,
  roundMoney,
} from './finance/calculate.js';
export {
  DEFAULT_FINANCE_OUTPUT_CONFIGURATIONS,
  FINANCE_OUTPUTS,
  FINANCE_OUTPUT_KINDS,
  financeQuoteRows,
  parseFinanceOutputConfiguration,
} from './finance/output.js';
export type {
  FinanceOutputConfiguration,
  FinanceOutputField,
  FinanceOutputKind,
  FinanceOutputName,
  FinanceQuoteRow,
} from './finance/output.js';
export type {
  CalculateFinanceOptions,
  FinanceInputs,
  FinanceMethod,
  FinanceQuote,
} from './finance/calculate.js';
