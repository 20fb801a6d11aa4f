/**
 * Input configuration of a finance product (block-catalogue.md §3 "Finance calculator"): the
 * JSON an editor stores on each finance-product entry of the calculator block.
 */

/** The six finance products of the calculator block. */
export const FINANCE_PRODUCTS = [
  'HirePurchaseSample',
  'Thailand',
  'Brunei',
  'Singapore',
  'NZLoan',
  'NZLease',
] as const;
export type FinanceProduct = (typeof FINANCE_PRODUCTS)[number];

/** One input of the calculator: a slider or stepper from min to max in steps of interval. */
export interface FinanceInputField {
  label?: string;
  min: number;
  max: number;
  default: number;
  interval: number;
  /** '%' for percentages; 'years' or 'months' for the duration (years when absent). */
  unit?: string;
}

export interface FinanceInputConfiguration {
  /** Deposit as a percentage of the on-the-road price. */
  down_payment: FinanceInputField;
  /** Length of the agreement, in `duration.unit` (years or months). */
  duration: FinanceInputField;
  /** Interest rate per year, in percent. */
  interest_rate: FinanceInputField;
  /** NZLease only: the residual (guaranteed future) value as a percentage of the price. */
  residual_value?: FinanceInputField;
}

export type FinanceInputName = keyof FinanceInputConfiguration;

/** Thrown when an input configuration JSON is not usable; names the field at fault. */
export class FinanceConfigurationError extends Error {
  override name = 'FinanceConfigurationError';
}

/** Thrown when a chosen input is outside its configuration; names the field at fault. */
export class FinanceInputError extends Error {
  override name = 'FinanceInputError';
  constructor(
    readonly field: FinanceInputName | 'price',
    message: string,
  ) {
    super(message);
  }
}

const REQUIRED_FIELDS = ['down_payment', 'duration', 'interest_rate'] as const;

const percent = (
  min: number,
  max: number,
  value: number,
  interval: number,
  label: string,
): FinanceInputField => ({
  label,
  min,
  max,
  default: value,
  interval,
  unit: '%',
});

/** block-catalogue.md §5: down payment 20–50 % step 5, default 20; duration 4–7 years, default 4. */
const SAMPLE_CONFIGURATION: FinanceInputConfiguration = {
  down_payment: percent(20, 50, 20, 5, 'Down payment'),
  duration: { label: 'Duration', min: 4, max: 7, default: 4, interval: 1, unit: 'years' },
  interest_rate: percent(0, 20, 4.9, 0.01, 'Interest rate'),
};

/**
 * Code defaults used when an entry has no input configuration. Only the hire-purchase sample's
 * bounds are in the spec; the flat-rate markets reuse them, and NZLease takes the 24 to 60
 * monthly rentals the spec mentions (block-catalogue.md §5). An editor's JSON replaces them.
 */
export const DEFAULT_FINANCE_INPUT_CONFIGURATIONS: Readonly<
  Record<FinanceProduct, FinanceInputConfiguration>
> = {
  HirePurchaseSample: SAMPLE_CONFIGURATION,
  Thailand: SAMPLE_CONFIGURATION,
  Brunei: SAMPLE_CONFIGURATION,
  Singapore: SAMPLE_CONFIGURATION,
  NZLoan: {
    down_payment: percent(0, 50, 10, 5, 'Deposit'),
    duration: { label: 'Term', min: 12, max: 60, default: 36, interval: 12, unit: 'months' },
    interest_rate: percent(0, 20, 9.95, 0.01, 'Interest rate'),
  },
  NZLease: {
    down_payment: percent(0, 50, 10, 5, 'Deposit'),
    duration: { label: 'Term', min: 24, max: 60, default: 36, interval: 12, unit: 'months' },
    interest_rate: percent(0, 20, 7.95, 0.01, 'Interest rate'),
    residual_value: percent(0, 60, 40, 5, 'Residual value'),
  },
};

function readNumber(field: string, record: Record<string, unknown>, name: string): number {
  const raw = record[name];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new FinanceConfigurationError(`Input configuration "${field}" needs a number "${name}".`);
  }
  return value;
}

function readField(name: string, raw: unknown): FinanceInputField {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new FinanceConfigurationError(`Input configuration needs an object "${name}".`);
  }
  const record = raw as Record<string, unknown>;
  const field: FinanceInputField = {
    min: readNumber(name, record, 'min'),
    max: readNumber(name, record, 'max'),
    default: readNumber(name, record, 'default'),
    interval: readNumber(name, record, 'interval'),
  };
  if (typeof record.label === 'string') field.label = record.label;
  if (typeof record.unit === 'string') field.unit = record.unit;
  if (field.min > field.max)
    throw new FinanceConfigurationError(
      `Input configuration "${name}": min (${field.min}) is above max (${field.max}).`,
    );
  if (field.interval <= 0)
    throw new FinanceConfigurationError(`Input configuration "${name}": interval must be above 0.`);
  if (field.default < field.min || field.default > field.max) {
    throw new FinanceConfigurationError(
      `Input configuration "${name}": default (${field.default}) is outside min to max (${field.min} to ${field.max}).`,
    );
  }
  return field;
}

/** Reads an input configuration from its JSON text (or parsed value); throws FinanceConfigurationError. */
export function parseFinanceInputConfiguration(json: string | unknown): FinanceInputConfiguration {
  let raw: unknown = json;
  if (typeof json === 'string') {
    try {
      raw = JSON.parse(json);
    } catch {
      throw new FinanceConfigurationError('Input configuration is not valid JSON.');
    }
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new FinanceConfigurationError('Input configuration must be a JSON object.');
  }
  const record = raw as Record<string, unknown>;
  const [downPayment, duration, interestRate] = REQUIRED_FIELDS.map((name) =>
    readField(name, record[name]),
  );
  const configuration: FinanceInputConfiguration = {
    down_payment: downPayment!,
    duration: duration!,
    interest_rate: interestRate!,
  };
  if (record.residual_value !== undefined)
    configuration.residual_value = readField('residual_value', record.residual_value);
  return configuration;
}

/** Months in a duration value, from the field's unit (years unless it says months). */
export function durationInMonths(value: number, field: FinanceInputField): number {
  return /^months?$|^mo$/i.test(field.unit?.trim() ?? '') ? value : value * 12;
}

function describe(name: FinanceInputName, field: FinanceInputField): string {
  return field.label || name.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
}

function withUnit(value: number, field: FinanceInputField): string {
  if (!field.unit) return String(value);
  if (field.unit === '%') return `${value} %`;
  // '1 year', '1 month': the configured unit is usually plural.
  return `${value} ${value === 1 ? field.unit.replace(/s$/, '') : field.unit}`;
}

/**
 * The chosen value of an input, or its default: it must lie within min to max and sit on a step
 * of `interval` counted from `min` (so 20–50 step 5 allows 20, 25, …, 50).
 */
export function validateFinanceInput(
  name: FinanceInputName,
  field: FinanceInputField,
  value: number | undefined,
): number {
  const chosen = value ?? field.default;
  const label = describe(name, field);
  if (typeof chosen !== 'number' || !Number.isFinite(chosen)) {
    throw new FinanceInputError(name, `${label} must be a number.`);
  }
  if (chosen < field.min || chosen > field.max) {
    throw new FinanceInputError(
      name,
      `${label} must be between ${withUnit(field.min, field)} and ${withUnit(field.max, field)}.`,
    );
  }
  const steps = (chosen - field.min) / field.interval;
  if (Math.abs(steps - Math.round(steps)) > 1e-9 && chosen !== field.max) {
    throw new FinanceInputError(
      name,
      `${label} must be in steps of ${withUnit(field.interval, field)} from ${withUnit(field.min, field)}.`,
    );
  }
  return chosen;
}
