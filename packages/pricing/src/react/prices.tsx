import type { PriceFamily } from '../family.js';
import { type PriceInput, isDisplayablePrice } from '../format.js';
import { exchangeLabel } from '../exchange.js';
import { PriceTemplate } from './price-template.js';
import { usePriceFormatter } from './price-settings.js';
import { useExchangeRate } from './use-exchange-rate.js';

export interface FromPriceProps {
  /** The price; nothing renders when it is zero or less, or missing. */
  price: PriceInput;
  /** A lease price, filling `@` if the template has it. */
  lease?: PriceInput;
  /** Which price settings to read. Defaults to 'base'. */
  family?: PriceFamily;
  /** `full_string` (default) or `offer_string`. */
  template?: 'full' | 'offer';
  className?: string;
}

/**
 * The 'From …' price: `full_string` (or `offer_string`) filled with the price, followed by the
 * double price when `double_price_feature` is on. Renders nothing for prices of zero or less.
 */
export function FromPrice({
  price,
  lease,
  family = 'base',
  template = 'full',
  className,
}: FromPriceProps) {
  const prices = usePriceFormatter(family);
  if (!isDisplayablePrice(price)) return null;
  const html =
    template === 'offer' ? prices.offerString(price, lease) : prices.fullString(price, lease);
  const double = prices.doublePrice(price);
  return (
    <span
      className={['fc-price', 'fc-price--from', className].filter(Boolean).join(' ')}
      data-family={family}
    >
      <PriceTemplate html={html} />
      {double && (
        <>
          {' '}
          <span className="fc-price__double">{double}</span>
        </>
      )}
    </span>
  );
}

export interface LeasePriceProps {
  /** The monthly lease price; nothing renders when it is zero or less, or missing. */
  lease: PriceInput;
  /** Which price settings to read. Defaults to 'base'. */
  family?: PriceFamily;
  /** `lease_full_string` ('or … / Month', default) or `lease_short_string` ('… / Month'). */
  template?: 'full' | 'short';
  className?: string;
}

/** The '… / Month' lease price. Renders nothing for prices of zero or less. */
export function LeasePrice({
  lease,
  family = 'base',
  template = 'full',
  className,
}: LeasePriceProps) {
  const prices = usePriceFormatter(family);
  if (!isDisplayablePrice(lease)) return null;
  const html =
    template === 'short' ? prices.leaseShortString(lease) : prices.leaseFullString(lease);
  return (
    <span
      className={['fc-price', 'fc-price--lease', className].filter(Boolean).join(' ')}
      data-family={family}
    >
      <PriceTemplate html={html} />
    </span>
  );
}

export interface ExchangeRateLabelProps {
  /** The label with `[[exchange_rate]]` and `[[exchange_date]]`, e.g. from a navigation entry. */
  template: string;
  /** Overrides the provider's locale for the date. */
  locale?: string;
  className?: string;
}

/**
 * The exchange-rate label: the rate with 2 decimals and the date in the locale's format. Renders
 * nothing until a rate is known (or when none is configured, or the lookup failed).
 */
export function ExchangeRateLabel({ template, locale, className }: ExchangeRateLabelProps) {
  const state = useExchangeRate();
  if (state.status !== 'ready') return null;
  const label = exchangeLabel(template, {
    rate: state.rate,
    date: state.date,
    locale: locale ?? state.locale,
  });
  if (!label) return null;
  return (
    <span className={['fc-exchange-rate', className].filter(Boolean).join(' ')}>
      <PriceTemplate html={label} />
    </span>
  );
}
