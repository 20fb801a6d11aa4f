/**
 * Output configuration of a finance product (block-catalogue.md §3 "Finance calculator"): which
 * rows of a quote the visitor sees, in which order, under which label.
 */
import type { FinanceQuote } from './calculate.js';
import { FinanceConfigurationError, type FinanceProduct } from './configuration.js';

/** The outputs of the spec, in its order, plus NZLease's residual value. */
export const FINANCE_OUTPUTS = [
  'monthly_payment',
  'on_the_road_price',
  'total_deposit',
  'total_amount_of_credit',
  'monthly_payments',
  'duration_of_agreement',
  'interest_rate',
  'created_at',
  'residual_value',
] as const;
export type FinanceOutputName = (typeof FINANCE_OUTPUTS)[number];

/** How a row's value is written: money through the price settings, counts, months, a rate, a date. */
export type FinanceOutputKind = 'money' | 'count' | 'months' | 'percent' | 'date';

export const FINANCE_OUTPUT_KINDS: Readonly<Record<FinanceOutputName, FinanceOutputKind>> = {
  monthly_payment: 'money',
  on_the_road_price: 'money',
  total_deposit: 'money',
  total_amount_of_credit: 'money',
  monthly_payments: 'count',
  duration_of_agreement: 'months',
  interest_rate: 'percent',
  created_at: 'date',
  residual_value: 'money',
};

export interface FinanceOutputField {
  label: string;
  /** false hides the row while keeping its label in the configuration. */
  show?: boolean;
}

/**
 * The rows appear in the JSON object's key order; an output left out (or with `show: false`)
 * is not shown.
 */
export type FinanceOutputConfiguration = Partial<Record<FinanceOutputName, FinanceOutputField>>;

const DEFAULT_LABELS: Readonly<Record<FinanceOutputName, string>> = {
  monthly_payment: 'Monthly payment',
  on_the_road_price: 'On the road price',
  total_deposit: 'Total deposit',
  total_amount_of_credit: 'Total amount of credit',
  monthly_payments: 'Number of monthly payments',
  duration_of_agreement: 'Duration of agreement',
  interest_rate: 'Interest rate',
  created_at: 'Quote date',
  residual_value: 'Residual value',
};

function defaults(names: readonly FinanceOutputName[]): FinanceOutputConfiguration {
  return Object.fromEntries(names.map((name) => [name, { label: DEFAULT_LABELS[name] }]));
}

const SPEC_OUTPUTS = FINANCE_OUTPUTS.filter((name) => name !== 'residual_value');

/** Code defaults used when an entry has no output configuration: every output, spec order. */
export const DEFAULT_FINANCE_OUTPUT_CONFIGURATIONS: Readonly<
  Record<FinanceProduct, FinanceOutputConfiguration>
> = {
  HirePurchaseSample: defaults(SPEC_OUTPUTS),
  Thailand: defaults(SPEC_OUTPUTS),
  Brunei: defaults(SPEC_OUTPUTS),
  Singapore: defaults(SPEC_OUTPUTS),
  NZLoan: defaults(SPEC_OUTPUTS),
  // The residual is what a lease leaves to pay: shown before the date.
  NZLease: defaults([...SPEC_OUTPUTS.slice(0, -1), 'residual_value', 'created_at']),
};

/** Reads an output configuration from its JSON text (or parsed value); throws FinanceConfigurationError. */
export function parseFinanceOutputConfiguration(json: string | unknown): FinanceOutputConfiguration {
  let raw: unknown = json;
  if (typeof json === 'string') {
    try {
      raw = JSON.parse(json);
    } catch {
      throw new FinanceConfigurationError('Output configuration is not valid JSON.');
    }
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new FinanceConfigurationError('Output configuration must be a JSON object.');
  }
  const configuration: FinanceOutputConfiguration = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!(FINANCE_OUTPUTS as readonly string[]).includes(name)) {
      throw new FinanceConfigurationError(
        `Output configuration: unknown output "${name}" (use ${FINANCE_OUTPUTS.join(', ')}).`,
      );
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new FinanceConfigurationError(`Output configuration needs an object "${name}".`);
    }
    const record = value as Record<string, unknown>;
    if (typeof record.label !== 'string' || record.label.trim() === '') {
      throw new FinanceConfigurationError(`Output configuration "${name}" needs a label.`);
    }
    if (record.show !== undefined && typeof record.show !== 'boolean') {
      throw new FinanceConfigurationError(
        `Output configuration "${name}": show must be true or false.`,
      );
    }
    const field: FinanceOutputField = { label: record.label };
    if (record.show === false) field.show = false;
    configuration[name as FinanceOutputName] = field;
  }
  return configuration;
}

export interface FinanceQuoteRow {
  name: FinanceOutputName;
  label: string;
  kind: FinanceOutputKind;
  value: number | string;
}

/** The rows of a quote to show, in the configuration's order; outputs the quote lacks are skipped. */
export function financeQuoteRows(
  quote: FinanceQuote,
  configuration: FinanceOutputConfiguration = DEFAULT_FINANCE_OUTPUT_CONFIGURATIONS[quote.product],
): FinanceQuoteRow[] {
  const rows: FinanceQuoteRow[] = [];
  for (const [name, field] of Object.entries(configuration) as [
    FinanceOutputName,
    FinanceOutputField | undefined,
  ][]) {
    const value = quote[name];
    if (!field || field.show === false || value === undefined) continue;
    rows.push({ name, label: field.label, kind: FINANCE_OUTPUT_KINDS[name], value });
  }
  return rows;
}
