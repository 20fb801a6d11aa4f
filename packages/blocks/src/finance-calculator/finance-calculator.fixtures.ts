import { fixture } from '../fixture.js';
import { financeCalculatorTemplate } from './finance-calculator.schema.js';

const fixedRate = (rate: number) => ({
  label: 'Interest rate',
  min: rate,
  max: rate,
  default: rate,
  interval: 0.01,
  unit: '%',
});

/** block-catalogue.md §5's sample bounds: down payment 20–50 % step 5, duration 4–7 years. */
const flat = (down: number, years: number, rate: number) =>
  JSON.stringify({
    down_payment: {
      label: 'Down payment',
      min: 20,
      max: 50,
      default: down,
      interval: 5,
      unit: '%',
    },
    duration: { label: 'Duration', min: 4, max: 7, default: years, interval: 1, unit: 'years' },
    interest_rate: fixedRate(rate),
  });

/** The seeded configurations of the six products (docs/finance-worked-examples.md in pricing). */
export const FINANCE_SAMPLE_INPUTS = {
  HirePurchaseSample: flat(20, 4, 4.9),
  Thailand: flat(25, 5, 2.79),
  Brunei: flat(30, 7, 3.5),
  Singapore: flat(40, 6, 2.78),
  NZLoan: JSON.stringify({
    down_payment: { label: 'Deposit', min: 0, max: 50, default: 10, interval: 5, unit: '%' },
    duration: { label: 'Term', min: 12, max: 60, default: 36, interval: 12, unit: 'months' },
    interest_rate: fixedRate(9.95),
  }),
  NZLease: JSON.stringify({
    down_payment: { label: 'Deposit', min: 0, max: 50, default: 10, interval: 5, unit: '%' },
    // "Monthly rentals between 24 and 60" (block-catalogue.md §5).
    duration: {
      label: 'Monthly rentals',
      min: 24,
      max: 60,
      default: 36,
      interval: 12,
      unit: 'months',
    },
    interest_rate: fixedRate(7.95),
    residual_value: {
      label: 'Residual value',
      min: 0,
      max: 60,
      default: 40,
      interval: 5,
      unit: '%',
    },
  }),
} as const;

const names = {
  HirePurchaseSample: 'Hire purchase',
  Thailand: 'Hire purchase (Thailand)',
  Brunei: 'Hire purchase (Brunei)',
  Singapore: 'Hire purchase (Singapore)',
  NZLoan: 'Car loan (New Zealand)',
  NZLease: 'Operating lease (New Zealand)',
} as const;

const enquire = {
  en: [
    {
      labelText: 'Enquire about this quote',
      href: '',
      type: 'form' as const,
      formId: 'finance-enquiry',
    },
  ],
  pl: [
    {
      labelText: 'Zapytaj o tę ofertę',
      href: '',
      type: 'form' as const,
      formId: 'finance-enquiry',
    },
  ],
};

/** A calculator with all six products, as seeded on /finance. */
export const financeCalculatorFixture = fixture(
  financeCalculatorTemplate,
  { title: { en: 'Finance calculator', pl: 'Kalkulator finansowania' } },
  (Object.keys(FINANCE_SAMPLE_INPUTS) as (keyof typeof FINANCE_SAMPLE_INPUTS)[]).map((product) => ({
    finance_product: product,
    name: { en: names[product] },
    description: {
      en:
        product === 'NZLease'
          ? '<p>Monthly rentals, and the car goes back at the end (or you pay its residual value).</p>'
          : '<p>Pay a deposit, then fixed monthly payments; the car is yours after the last one.</p>',
    },
    'rdx-buttons': enquire,
    input_configuration: FINANCE_SAMPLE_INPUTS[product],
    disclaimer_title: { en: 'Representative example' },
    disclaimer_body: {
      en: '<p>Figures are for illustration. Finance is subject to status; terms and conditions apply.</p>',
    },
  })),
);

/** The hire-purchase entry with min above max: the entry the visitor cannot be shown. */
export const brokenFinanceCalculatorFixture = fixture(financeCalculatorTemplate, {}, [
  {
    finance_product: 'HirePurchaseSample',
    name: { en: 'Hire purchase' },
    input_configuration: JSON.stringify({
      down_payment: { min: 60, max: 50, default: 50, interval: 5, unit: '%' },
      duration: { min: 4, max: 7, default: 4, interval: 1, unit: 'years' },
      interest_rate: fixedRate(4.9),
    }),
  },
]);
