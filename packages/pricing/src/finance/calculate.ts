import { multiply } from '../format.js';
import {
  DEFAULT_FINANCE_INPUT_CONFIGURATIONS,
  FinanceInputError,
  type FinanceInputConfiguration,
  type FinanceProduct,
  durationInMonths,
  validateFinanceInput,
} from './configuration.js';

/** Which standard formula a product uses. */
export type FinanceMethod = 'flat_rate_hire_purchase' | 'amortising_loan' | 'lease_with_residual';

/**
 * The formula of each market:
 * - Hire purchase in the sample, Thailand, Brunei and Singapore is quoted at a flat rate (the
 *   interest is charged on the whole amount of credit for the whole term), as car hire purchase
 *   is sold in those markets.
 * - NZLoan is a reducing-balance (amortising) loan.
 * - NZLease is a lease whose payments amortise the amount financed down to a residual value.
 */
export const FINANCE_METHODS: Readonly<Record<FinanceProduct, FinanceMethod>> = {
  HirePurchaseSample: 'flat_rate_hire_purchase',
  Thailand: 'flat_rate_hire_purchase',
  Brunei: 'flat_rate_hire_purchase',
  Singapore: 'flat_rate_hire_purchase',
  NZLoan: 'amortising_loan',
  NZLease: 'lease_with_residual',
};

/** The choices of the visitor; an omitted input takes its configured default. */
export interface FinanceInputs {
  /** Deposit, percent of the price. */
  down_payment?: number;
  /** In the configuration's duration unit (years unless it says months). */
  duration?: number;
  /** Percent per year. */
  interest_rate?: number;
  /** NZLease: residual value, percent of the price. */
  residual_value?: number;
}

/** The quote: every output of block-catalogue.md §3 "Output configuration". Money in cents precision. */
export interface FinanceQuote {
  product: FinanceProduct;
  method: FinanceMethod;
  /** Each monthly payment (or rental). */
  monthly_payment: number;
  on_the_road_price: number;
  /** Deposit paid up front. */
  total_deposit: number;
  /** On-the-road price less the deposit: the amount financed. */
  total_amount_of_credit: number;
  /** Number of monthly payments. */
  monthly_payments: number;
  /** Length of the agreement in months. */
  duration_of_agreement: number;
  /** Interest rate per year, in percent, as used. */
  interest_rate: number;
  /** When the quote was made (ISO 8601), from the injected clock. */
  created_at: string;
  /** NZLease only: the residual value left at the end of the lease. */
  residual_value?: number;
}

export interface CalculateFinanceOptions {
  /** On-the-road price of the vehicle. */
  price: number;
  inputs?: FinanceInputs;
  /** The entry's input configuration; defaults to the product's code default. */
  configuration?: FinanceInputConfiguration;
  /** Source of `created_at`; defaults to the current time. */
  clock?: () => Date;
}

/** Rounds money to cents, half away from zero, without binary noise (1.005 → 1.01). */
export function roundMoney(value: number): number {
  return Math.sign(value) * (Math.round(multiply(Math.abs(value), 100)) / 100);
}

/**
 * Flat-rate hire purchase:
 *   interest = credit × (rate / 100) × (months / 12)
 *   monthly payment = (credit + interest) / months
 */
export function flatRateMonthlyPayment(
  credit: number,
  annualRatePercent: number,
  months: number,
): number {
  const interest = (credit * annualRatePercent * months) / 1200;
  return (credit + interest) / months;
}

/**
 * Amortising loan (payments in arrears), with monthly rate r = rate / 100 / 12:
 *   monthly payment = credit × r / (1 − (1 + r)^−months);  credit / months when r = 0
 */
export function amortisingMonthlyPayment(
  credit: number,
  annualRatePercent: number,
  months: number,
): number {
  const r = annualRatePercent / 1200;
  if (r === 0) return credit / months;
  return (credit * r) / (1 - (1 + r) ** -months);
}

/**
 * Lease with a residual value (payments in arrears), r as above:
 *   monthly payment = (credit − residual / (1 + r)^months) × r / (1 − (1 + r)^−months);
 *   (credit − residual) / months when r = 0
 * i.e. the payments pay the credit down to the residual value, with interest on the balance.
 */
export function leaseMonthlyPayment(
  credit: number,
  residual: number,
  annualRatePercent: number,
  months: number,
): number {
  const r = annualRatePercent / 1200;
  if (r === 0) return (credit - residual) / months;
  return ((credit - residual / (1 + r) ** months) * r) / (1 - (1 + r) ** -months);
}

/**
 * A quote for `product`. The inputs are checked against the configuration (min, max, interval)
 * first; a FinanceInputError names the input at fault.
 */
export function calculateFinance(
  product: FinanceProduct,
  options: CalculateFinanceOptions,
): FinanceQuote {
  const configuration = options.configuration ?? DEFAULT_FINANCE_INPUT_CONFIGURATIONS[product];
  if (!configuration) throw new FinanceInputError('price', `Unknown finance product "${product}".`);
  const { price } = options;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
    throw new FinanceInputError('price', 'The on-the-road price must be a number above 0.');
  }
  const inputs = options.inputs ?? {};
  const downPayment = validateFinanceInput(
    'down_payment',
    configuration.down_payment,
    inputs.down_payment,
  );
  const duration = validateFinanceInput('duration', configuration.duration, inputs.duration);
  const rate = validateFinanceInput(
    'interest_rate',
    configuration.interest_rate,
    inputs.interest_rate,
  );
  const months = durationInMonths(duration, configuration.duration);
  if (!Number.isInteger(months) || months < 1) {
    throw new FinanceInputError('duration', 'The duration must be a whole number of months.');
  }

  const deposit = roundMoney((price * downPayment) / 100);
  const credit = roundMoney(price - deposit);
  const method = FINANCE_METHODS[product];
  let monthly: number;
  let residual: number | undefined;
  switch (method) {
    case 'flat_rate_hire_purchase':
      monthly = flatRateMonthlyPayment(credit, rate, months);
      break;
    case 'amortising_loan':
      monthly = amortisingMonthlyPayment(credit, rate, months);
      break;
    case 'lease_with_residual': {
      const residualField =
        configuration.residual_value ??
        DEFAULT_FINANCE_INPUT_CONFIGURATIONS.NZLease.residual_value!;
      residual = roundMoney(
        (price * validateFinanceInput('residual_value', residualField, inputs.residual_value)) /
          100,
      );
      if (residual > credit) {
        throw new FinanceInputError(
          'residual_value',
          'The residual value cannot exceed the amount of credit.',
        );
      }
      monthly = leaseMonthlyPayment(credit, residual, rate, months);
      break;
    }
  }

  const quote: FinanceQuote = {
    product,
    method,
    monthly_payment: roundMoney(monthly),
    on_the_road_price: roundMoney(price),
    total_deposit: deposit,
    total_amount_of_credit: credit,
    monthly_payments: months,
    duration_of_agreement: months,
    interest_rate: rate,
    created_at: (options.clock ?? (() => new Date()))().toISOString(),
  };
  if (residual !== undefined) quote.residual_value = residual;
  return quote;
}
