import { FINANCE_PRODUCTS, type FinanceInputs, type FinanceProduct } from '@forecourt/pricing';

/** The steps of block-catalogue.md §2, in order ("calculate" is the options step's action). */
export const FINANCE_STEPS = ['vehicle', 'product', 'options', 'quote'] as const;
export type FinanceStep = (typeof FINANCE_STEPS)[number];

export const FINANCE_INPUT_NAMES = [
  'down_payment',
  'duration',
  'interest_rate',
  'residual_value',
] as const;
export type FinanceInputKey = (typeof FINANCE_INPUT_NAMES)[number];

/** URL parameters of the calculator: the page URL is its state (shareable, back steps back). */
export const FINANCE_PARAMS = {
  step: 'finance_step',
  car: 'finance_car',
  product: 'finance_product',
  down_payment: 'finance_down_payment',
  duration: 'finance_duration',
  interest_rate: 'finance_interest_rate',
  residual_value: 'finance_residual_value',
} as const;

const OWN_PARAMS = new Set<string>(Object.values(FINANCE_PARAMS));

export interface FinanceCalculatorState {
  step: FinanceStep;
  car: string | undefined;
  product: FinanceProduct | undefined;
  inputs: FinanceInputs;
}

/** Reads the calculator's state from a query string; unknown or malformed values are dropped. */
export function readFinanceState(search: string): FinanceCalculatorState {
  const params = new URLSearchParams(search);
  const step = params.get(FINANCE_PARAMS.step);
  const product = params.get(FINANCE_PARAMS.product);
  const inputs: FinanceInputs = {};
  for (const name of FINANCE_INPUT_NAMES) {
    const raw = params.get(FINANCE_PARAMS[name])?.trim();
    // An empty or non-numeric value is "not chosen": the configured default applies.
    if (raw && Number.isFinite(Number(raw))) inputs[name] = Number(raw);
  }
  return {
    step: (FINANCE_STEPS as readonly string[]).includes(step ?? '')
      ? (step as FinanceStep)
      : 'vehicle',
    car: params.get(FINANCE_PARAMS.car)?.trim() || undefined,
    product: (FINANCE_PRODUCTS as readonly string[]).includes(product ?? '')
      ? (product as FinanceProduct)
      : undefined,
    inputs,
  };
}

/** The page's other query parameters, which the calculator keeps as they are. */
export function foreignParams(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([name]) => !OWN_PARAMS.has(name));
}

/** The query string of `state`, keeping the page's other parameters. */
export function financeSearch(state: FinanceCalculatorState, search: string): string {
  const params = new URLSearchParams(foreignParams(search));
  params.set(FINANCE_PARAMS.step, state.step);
  if (state.car) params.set(FINANCE_PARAMS.car, state.car);
  if (state.product) params.set(FINANCE_PARAMS.product, state.product);
  for (const name of FINANCE_INPUT_NAMES) {
    const value = state.inputs[name];
    if (value !== undefined) params.set(FINANCE_PARAMS[name], String(value));
  }
  return `?${params}`;
}

/** A model key as a name: `discovery-sport` → `Discovery Sport`. */
export function carModelName(key: string): string {
  return key
    .replace(/^[a-z_]+:/, '')
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
