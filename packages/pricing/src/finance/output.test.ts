// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calculateFinance } from './calculate.js';
import { FinanceConfigurationError } from './configuration.js';
import { financeQuoteRows, parseFinanceOutputConfiguration } from './output.js';

const clock = () => new Date('2026-11-22T10:00:00.000Z');
const quote = calculateFinance('HirePurchaseSample', { price: 40000, clock });

describe('given the default output configuration', () => {
  it('should show every output of the spec in its order with readable labels', () => {
    expect(financeQuoteRows(quote).map((row) => [row.label, row.value])).toEqual([
      ['Monthly payment', 797.33],
      ['On the road price', 40000],
      ['Total deposit', 8000],
      ['Total amount of credit', 32000],
      ['Number of monthly payments', 48],
      ['Duration of agreement', 48],
      ['Interest rate', 4.9],
      ['Quote date', '2026-11-22T10:00:00.000Z'],
    ]);
  });

  it('should add the residual value to an NZLease quote', () => {
    const lease = calculateFinance('NZLease', { price: 50000, clock });
    expect(financeQuoteRows(lease).map((row) => row.name)).toContain('residual_value');
  });
});

describe('given an editor output configuration', () => {
  it('should show only the configured rows, in its order, with its labels', () => {
    const configuration = parseFinanceOutputConfiguration(
      JSON.stringify({
        total_deposit: { label: 'Deposit' },
        monthly_payment: { label: 'Per month' },
        created_at: { label: 'Date', show: false },
      }),
    );
    expect(financeQuoteRows(quote, configuration)).toEqual([
      { name: 'total_deposit', label: 'Deposit', kind: 'money', value: 8000 },
      { name: 'monthly_payment', label: 'Per month', kind: 'money', value: 797.33 },
    ]);
  });

  it.each([
    ['{', 'Output configuration is not valid JSON.'],
    ['[]', 'Output configuration must be a JSON object.'],
    ['{"apr":{"label":"APR"}}', 'Output configuration: unknown output "apr"'],
    ['{"monthly_payment":"Monthly"}', 'Output configuration needs an object "monthly_payment".'],
    ['{"monthly_payment":{"label":" "}}', 'Output configuration "monthly_payment" needs a label.'],
    [
      '{"monthly_payment":{"label":"M","show":"no"}}',
      'Output configuration "monthly_payment": show must be true or false.',
    ],
  ])('should refuse %s', (text, message) => {
    expect(() => parseFinanceOutputConfiguration(text)).toThrow(FinanceConfigurationError);
    expect(() => parseFinanceOutputConfiguration(text)).toThrow(message);
  });
});
