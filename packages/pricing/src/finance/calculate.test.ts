// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calculateFinance } from './calculate.js';
import {
  DEFAULT_FINANCE_INPUT_CONFIGURATIONS,
  FinanceConfigurationError,
  FinanceInputError,
  parseFinanceInputConfiguration,
} from './configuration.js';

// Every expected figure below was worked out by hand (or a calculator) from the market's
// standard formula, not taken from this code's output. The arithmetic is in the comments.

const clock = () => new Date('2026-11-22T10:00:00.000Z');

describe('given the HirePurchaseSample product (flat-rate hire purchase)', () => {
  it('should quote 40 000 at 20 % down, 4 years, 4.9 % flat', () => {
    // deposit = 40 000 × 20 % = 8 000; credit = 40 000 − 8 000 = 32 000
    // interest = 32 000 × 4.9 % × 4 years = 6 272; payable = 32 000 + 6 272 = 38 272
    // monthly = 38 272 / 48 = 797.333… → 797.33
    expect(
      calculateFinance('HirePurchaseSample', {
        price: 40000,
        inputs: { down_payment: 20, duration: 4, interest_rate: 4.9 },
        clock,
      }),
    ).toEqual({
      product: 'HirePurchaseSample',
      method: 'flat_rate_hire_purchase',
      monthly_payment: 797.33,
      on_the_road_price: 40000,
      total_deposit: 8000,
      total_amount_of_credit: 32000,
      monthly_payments: 48,
      duration_of_agreement: 48,
      interest_rate: 4.9,
      created_at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('should take the spec defaults when the visitor has chosen nothing: 20 % down, 4 years', () => {
    // deposit = 30 000 × 20 % = 6 000; credit 24 000; interest = 24 000 × 4.9 % × 4 = 4 704
    // monthly = (24 000 + 4 704) / 48 = 598
    const quote = calculateFinance('HirePurchaseSample', { price: 30000, clock });
    expect(quote).toMatchObject({
      total_deposit: 6000,
      duration_of_agreement: 48,
      monthly_payment: 598,
    });
  });

  it('should allow the bounds and every step of 5 between 20 and 50 %', () => {
    for (const down of [20, 25, 30, 35, 40, 45, 50]) {
      expect(
        calculateFinance('HirePurchaseSample', { price: 10000, inputs: { down_payment: down } })
          .total_deposit,
      ).toBe(down * 100);
    }
    for (const years of [4, 5, 6, 7]) {
      expect(
        calculateFinance('HirePurchaseSample', { price: 10000, inputs: { duration: years } })
          .monthly_payments,
      ).toBe(years * 12);
    }
  });

  it.each([
    [{ down_payment: 15 }, 'down_payment', 'Down payment must be between 20 % and 50 %.'],
    [{ down_payment: 55 }, 'down_payment', 'Down payment must be between 20 % and 50 %.'],
    [{ down_payment: 22 }, 'down_payment', 'Down payment must be in steps of 5 % from 20 %.'],
    [{ duration: 3 }, 'duration', 'Duration must be between 4 years and 7 years.'],
    [{ duration: 8 }, 'duration', 'Duration must be between 4 years and 7 years.'],
    [{ duration: 4.5 }, 'duration', 'Duration must be in steps of 1 year from 4 years.'],
    [{ interest_rate: -1 }, 'interest_rate', 'Interest rate must be between 0 % and 20 %.'],
    [{ down_payment: Number.NaN }, 'down_payment', 'Down payment must be a number.'],
  ])('should refuse %j with a clear error', (inputs, field, message) => {
    let error: unknown;
    try {
      calculateFinance('HirePurchaseSample', { price: 30000, inputs });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FinanceInputError);
    expect(error).toMatchObject({ field, message });
  });

  it.each([0, -5, Number.NaN])('should refuse a price of %d', (price) => {
    expect(() => calculateFinance('HirePurchaseSample', { price })).toThrow(
      'The on-the-road price must be a number above 0.',
    );
  });

  it('should stamp created_at from the current time when no clock is given', () => {
    const before = Date.now();
    const stamp = Date.parse(calculateFinance('HirePurchaseSample', { price: 1000 }).created_at);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });
});

describe('given the Thailand product (flat-rate hire purchase)', () => {
  it('should quote 1 500 000 at 25 % down, 5 years, 2.79 % flat', () => {
    // deposit = 1 500 000 × 25 % = 375 000; credit = 1 125 000
    // interest = 1 125 000 × 2.79 % × 5 = 156 937.50; payable = 1 281 937.50
    // monthly = 1 281 937.50 / 60 = 21 365.625 → 21 365.63 (half a cent rounds up)
    expect(
      calculateFinance('Thailand', {
        price: 1500000,
        inputs: { down_payment: 25, duration: 5, interest_rate: 2.79 },
        clock,
      }),
    ).toMatchObject({
      monthly_payment: 21365.63,
      total_deposit: 375000,
      total_amount_of_credit: 1125000,
      monthly_payments: 60,
      duration_of_agreement: 60,
      interest_rate: 2.79,
    });
  });
});

describe('given the Brunei product (flat-rate hire purchase)', () => {
  it('should quote 60 000 at 30 % down, 7 years, 3.5 % flat', () => {
    // deposit = 18 000; credit = 42 000; interest = 42 000 × 3.5 % × 7 = 10 290
    // monthly = (42 000 + 10 290) / 84 = 52 290 / 84 = 622.50
    expect(
      calculateFinance('Brunei', {
        price: 60000,
        inputs: { down_payment: 30, duration: 7, interest_rate: 3.5 },
      }),
    ).toMatchObject({
      monthly_payment: 622.5,
      total_deposit: 18000,
      total_amount_of_credit: 42000,
      monthly_payments: 84,
    });
  });
});

describe('given the Singapore product (flat-rate hire purchase)', () => {
  it('should quote 250 000 at 50 % down, 6 years, 2.78 % flat', () => {
    // deposit = 125 000; credit = 125 000; interest = 125 000 × 2.78 % × 6 = 20 850
    // monthly = 145 850 / 72 = 2 025.6944… → 2 025.69
    expect(
      calculateFinance('Singapore', {
        price: 250000,
        inputs: { down_payment: 50, duration: 6, interest_rate: 2.78 },
      }),
    ).toMatchObject({
      monthly_payment: 2025.69,
      total_deposit: 125000,
      total_amount_of_credit: 125000,
      monthly_payments: 72,
    });
  });
});

describe('given the NZLoan product (amortising loan)', () => {
  it('should quote the textbook loan of 10 000 at 12 % a year over 12 months', () => {
    // price 12 500, deposit 20 % = 2 500, credit 10 000; r = 12 % / 12 = 1 % a month
    // (1.01)^12 = 1.1268250; 1 − 1/1.1268250 = 0.1125508
    // monthly = 10 000 × 0.01 / 0.1125508 = 888.4879 → 888.49
    expect(
      calculateFinance('NZLoan', {
        price: 12500,
        inputs: { down_payment: 20, duration: 12, interest_rate: 12 },
        clock,
      }),
    ).toEqual({
      product: 'NZLoan',
      method: 'amortising_loan',
      monthly_payment: 888.49,
      on_the_road_price: 12500,
      total_deposit: 2500,
      total_amount_of_credit: 10000,
      monthly_payments: 12,
      duration_of_agreement: 12,
      interest_rate: 12,
      created_at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('should divide the credit evenly at 0 %', () => {
    // credit = 36 000 − 0 = 36 000; 36 000 / 36 = 1 000
    expect(
      calculateFinance('NZLoan', {
        price: 36000,
        inputs: { down_payment: 0, duration: 36, interest_rate: 0 },
      }).monthly_payment,
    ).toBe(1000);
  });
});

describe('given the NZLease product (lease with residual value)', () => {
  it('should quote 50 000 at 10 % down, 40 % residual, 6 % over 36 months', () => {
    // deposit 5 000; credit 45 000; residual = 50 000 × 40 % = 20 000; r = 0.5 % a month
    // Worked as: amortise (credit − residual) and pay interest on the residual each month:
    //   25 000 × 0.005 / (1 − 1.005^−36) = 25 000 × 0.0304219 = 760.548
    //   20 000 × 0.005 = 100
    //   monthly = 860.548 → 860.55
    expect(
      calculateFinance('NZLease', {
        price: 50000,
        inputs: { down_payment: 10, duration: 36, interest_rate: 6, residual_value: 40 },
        clock,
      }),
    ).toEqual({
      product: 'NZLease',
      method: 'lease_with_residual',
      monthly_payment: 860.55,
      on_the_road_price: 50000,
      total_deposit: 5000,
      total_amount_of_credit: 45000,
      monthly_payments: 36,
      duration_of_agreement: 36,
      interest_rate: 6,
      residual_value: 20000,
      created_at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('should pay the credit down to the residual evenly at 0 %', () => {
    // credit 45 000 − residual 20 000 = 25 000; / 24 = 1 041.666… → 1 041.67
    expect(
      calculateFinance('NZLease', {
        price: 50000,
        inputs: { down_payment: 10, duration: 24, interest_rate: 0, residual_value: 40 },
      }).monthly_payment,
    ).toBe(1041.67);
  });

  it('should allow 24 to 60 monthly rentals and no more', () => {
    expect(
      calculateFinance('NZLease', { price: 50000, inputs: { duration: 24 } }).monthly_payments,
    ).toBe(24);
    expect(
      calculateFinance('NZLease', { price: 50000, inputs: { duration: 60 } }).monthly_payments,
    ).toBe(60);
    expect(() => calculateFinance('NZLease', { price: 50000, inputs: { duration: 72 } })).toThrow(
      'Term must be between 24 months and 60 months.',
    );
  });

  it('should refuse a residual above the amount of credit', () => {
    expect(() =>
      calculateFinance('NZLease', {
        price: 50000,
        inputs: { down_payment: 50, residual_value: 60 },
      }),
    ).toThrow('The residual value cannot exceed the amount of credit.');
  });
});

describe('given an input configuration JSON from the block', () => {
  const json = JSON.stringify({
    down_payment: { label: 'Deposit', min: 10, max: 30, default: 10, interval: 10, unit: '%' },
    duration: { label: 'Months', min: 12, max: 48, default: 24, interval: 12, unit: 'months' },
    interest_rate: { label: 'APR', min: '3', max: '9', default: '5', interval: '0.5', unit: '%' },
  });

  it('should use its bounds, defaults and duration unit', () => {
    const configuration = parseFinanceInputConfiguration(json);
    // deposit = 20 000 × 10 % = 2 000; credit 18 000; interest = 18 000 × 5 % × 2 years = 1 800
    // monthly = 19 800 / 24 = 825
    expect(calculateFinance('HirePurchaseSample', { price: 20000, configuration })).toMatchObject({
      total_deposit: 2000,
      monthly_payments: 24,
      interest_rate: 5,
      monthly_payment: 825,
    });
    expect(() =>
      calculateFinance('HirePurchaseSample', {
        price: 20000,
        configuration,
        inputs: { interest_rate: 5.25 },
      }),
    ).toThrow('APR must be in steps of 0.5 % from 3 %.');
  });

  it.each([
    ['{', 'Input configuration is not valid JSON.'],
    ['[]', 'Input configuration must be a JSON object.'],
    ['{"duration":{},"interest_rate":{}}', 'Input configuration needs an object "down_payment".'],
    [
      '{"down_payment":{"min":1,"max":2,"default":1},"duration":{},"interest_rate":{}}',
      'Input configuration "down_payment" needs a number "interval".',
    ],
    [
      '{"down_payment":{"min":5,"max":2,"default":1,"interval":1},"duration":{},"interest_rate":{}}',
      'Input configuration "down_payment": min (5) is above max (2).',
    ],
    [
      '{"down_payment":{"min":1,"max":2,"default":1,"interval":0},"duration":{},"interest_rate":{}}',
      'Input configuration "down_payment": interval must be above 0.',
    ],
    [
      '{"down_payment":{"min":1,"max":2,"default":3,"interval":1},"duration":{},"interest_rate":{}}',
      'Input configuration "down_payment": default (3) is outside min to max (1 to 2).',
    ],
  ])('should refuse %s', (text, message) => {
    expect(() => parseFinanceInputConfiguration(text)).toThrow(
      new FinanceConfigurationError(message),
    );
  });

  it('should match the spec bounds in the sample default', () => {
    expect(DEFAULT_FINANCE_INPUT_CONFIGURATIONS.HirePurchaseSample.down_payment).toMatchObject({
      min: 20,
      max: 50,
      interval: 5,
      default: 20,
    });
    expect(DEFAULT_FINANCE_INPUT_CONFIGURATIONS.HirePurchaseSample.duration).toMatchObject({
      min: 4,
      max: 7,
      default: 4,
      unit: 'years',
    });
  });
});

describe('given the seeded /finance page: the Discovery Sport at 219 900 and each default', () => {
  // docs/finance-worked-examples.md, second table: worked by hand, then asserted here and in
  // the end-to-end test of the page.
  const fixed = (rate: number) => ({
    label: 'Interest rate',
    min: rate,
    max: rate,
    default: rate,
    interval: 0.01,
    unit: '%',
  });
  const flat = (down: number, years: number, rate: number) => ({
    down_payment: { min: 20, max: 50, default: down, interval: 5, unit: '%' },
    duration: { min: 4, max: 7, default: years, interval: 1, unit: 'years' },
    interest_rate: fixed(rate),
  });
  it.each([
    ['HirePurchaseSample', flat(20, 4, 4.9), 43980, 4383.34],
    ['Thailand', flat(25, 5, 2.79), 54975, 3132.2],
    ['Brunei', flat(30, 7, 3.5), 65970, 2281.46],
    ['Singapore', flat(40, 6, 2.78), 87960, 2138.16],
    [
      'NZLoan',
      { ...DEFAULT_FINANCE_INPUT_CONFIGURATIONS.NZLoan, interest_rate: fixed(9.95) },
      21990,
      6381.35,
    ],
    [
      'NZLease',
      { ...DEFAULT_FINANCE_INPUT_CONFIGURATIONS.NZLease, interest_rate: fixed(7.95) },
      21990,
      4025.63,
    ],
  ] as const)('should quote %s as worked by hand', (product, configuration, deposit, monthly) => {
    expect(
      calculateFinance(product, {
        price: 219900,
        configuration: parseFinanceInputConfiguration(configuration),
      }),
    ).toMatchObject({ total_deposit: deposit, monthly_payment: monthly });
  });
});
