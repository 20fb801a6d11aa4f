// @vitest-environment node
import { resolveSettings } from '@forecourt/api-client';
import { describe, expect, it } from 'vitest';
import { createPriceFormatter, groupDigits } from './format.js';

/** Settings as the site holds them: server values merged over the code defaults. */
const settingsWith = (values: Record<string, string> = {}) =>
  resolveSettings(Object.entries(values).map(([key, value]) => ({ key, value })));

describe('given the code defaults only', () => {
  const prices = createPriceFormatter(settingsWith());

  it("should format a value with the default format '^%', a space delimiter and the euro sign", () => {
    expect(prices.format(25000)).toBe('25 000€');
  });

  it("should fill the 'From' template with the grouped price and symbol", () => {
    expect(prices.fullString(25000)).toBe('From <span>25 000€</span>');
  });

  it("should fill the lease template's @ with the formatted lease", () => {
    expect(prices.leaseFullString(499)).toBe('or <span>499€ / Month</span>');
  });

  it('should give the short lease template without the leading connective', () => {
    expect(prices.leaseShortString(1250)).toBe('<span>1 250€ / Month</span>');
  });

  it("should fill the offer template like the 'From' template", () => {
    expect(prices.offerString(31990)).toBe('From <span>31 990€</span>');
  });

  it('should have the double price off', () => {
    expect(prices.doublePriceEnabled).toBe(false);
    expect(prices.doublePrice(25000)).toBe('');
  });
});

describe('given a raw map of server values without the defaults merged', () => {
  it('should still fall back to the code defaults of the base keys', () => {
    const prices = createPriceFormatter(new Map([['currency_symbol', ' kr']]));
    expect(prices.format(1500)).toBe('1 500 kr');
    expect(prices.fullString(1500)).toBe('From <span>1 500 kr</span>');
  });
});

describe('given the tokens of a format', () => {
  it('should put ^ where the value goes and % where the symbol goes', () => {
    const prices = createPriceFormatter(
      settingsWith({ price_format: '% ^', currency_symbol: '£' }),
    );
    expect(prices.format(45100)).toBe('£ 45 100');
  });

  it('should replace every occurrence of a token, not only the first', () => {
    const prices = createPriceFormatter(settingsWith({ price_format: '^ % (^)' }));
    expect(prices.format(1000)).toBe('1 000 € (1 000)');
  });

  it('should read @ in a plain format as the value itself', () => {
    const prices = createPriceFormatter(settingsWith({ price_format: '@ %' }));
    expect(prices.format(2000)).toBe('2 000 €');
  });

  it('should not replace token characters that come from the symbol', () => {
    const prices = createPriceFormatter(settingsWith({ currency_symbol: '^%@' }));
    expect(prices.format(10)).toBe('10^%@');
  });

  it("should format the lease value with price_format before it fills the template's @", () => {
    const prices = createPriceFormatter(
      settingsWith({ price_format: '% ^', currency_symbol: '$' }),
    );
    expect(prices.leaseFullString(1299)).toBe('or <span>$ 1 299 / Month</span>');
  });

  it('should fill ^ and % in a lease template with the lease digits and the symbol', () => {
    const prices = createPriceFormatter(settingsWith({ lease_full_string: 'or ^ (%) monthly' }));
    expect(prices.leaseFullString(499)).toBe('or 499 (€) monthly');
  });

  it("should fill @ in the 'From' template with the formatted lease when one is given", () => {
    const prices = createPriceFormatter(
      settingsWith({ full_string: 'From <span>^%</span> or <em>@</em>' }),
    );
    expect(prices.fullString(40000, 450)).toBe('From <span>40 000€</span> or <em>450€</em>');
    expect(prices.fullString(40000)).toBe('From <span>40 000€</span> or <em></em>');
  });
});

describe('given different delimiters', () => {
  it.each([
    [' ', 1234567, '1 234 567'],
    [',', 1234567, '1,234,567'],
    ['.', 1234567, '1.234.567'],
    ["'", 1234567, "1'234'567"],
    ['', 1234567, '1234567'],
    ['\u00a0', 98765, '98\u00a0765'],
  ])('should group %j in threes: %d → %s', (delimiter, value, expected) => {
    expect(groupDigits(value, delimiter)).toBe(expected);
    const prices = createPriceFormatter(
      settingsWith({ currency_delimiter: delimiter, currency_symbol: '' }),
    );
    expect(prices.format(value)).toBe(expected);
  });

  it.each([
    [1, '1'],
    [999, '999'],
    [1000, '1 000'],
    [100000, '100 000'],
    [1000000, '1 000 000'],
  ])('should only group whole thousands: %d → %s', (value, expected) => {
    expect(groupDigits(value, ' ')).toBe(expected);
  });
});

describe('given a price with decimals', () => {
  it('should group the whole part only and keep the cents unpadded', () => {
    expect(groupDigits(1234.5, ' ')).toBe('1 234.5');
    expect(groupDigits(1234.56, ',')).toBe('1,234.56');
  });

  it('should round to cents', () => {
    expect(groupDigits(1234.567, ' ')).toBe('1 234.57');
    expect(groupDigits(999.999, ' ')).toBe('1 000');
  });

  it("should use ',' as the decimal mark when the delimiter is '.'", () => {
    expect(groupDigits(1234.5, '.')).toBe('1.234,5');
  });

  it('should read numeric strings as the APIs send them', () => {
    const prices = createPriceFormatter(settingsWith());
    expect(prices.format('25000.00')).toBe('25 000€');
    expect(prices.format(' 1500.5 ')).toBe('1 500.5€');
  });
});

describe('given a price of zero or less, or no price', () => {
  const prices = createPriceFormatter(
    settingsWith({ double_price_feature: 'true', double_price_rate: '2' }),
  );

  it.each([[0], [-1], [-25000], [Number.NaN], [null], [undefined], [''], ['abc'], ['-5']])(
    'should render %j as empty text everywhere',
    (value) => {
      expect(prices.format(value)).toBe('');
      expect(prices.fullString(value)).toBe('');
      expect(prices.offerString(value)).toBe('');
      expect(prices.leaseFullString(value)).toBe('');
      expect(prices.leaseShortString(value)).toBe('');
      expect(prices.doublePrice(value)).toBe('');
    },
  );

  it('should render the smallest positive price', () => {
    expect(prices.format(0.01)).toBe('0.01€');
  });
});

describe('given the double price feature', () => {
  it('should show the ceiling of price × rate with the double price symbol', () => {
    // 10 000 × 1.95583 = 19 558.3 → ceiling 19 559
    const prices = createPriceFormatter(
      settingsWith({
        double_price_feature: 'true',
        double_price_rate: '1.95583',
        double_price_symbol: 'BGN',
      }),
    );
    expect(prices.doublePrice(10000)).toBe('19 559 BGN');
  });

  it('should round up even a small fraction', () => {
    // 1 001 × 0.5 = 500.5 → 501
    const prices = createPriceFormatter(
      settingsWith({ double_price_feature: 'true', double_price_rate: '0.5' }),
    );
    expect(prices.doublePrice(1001)).toBe('501 EUR');
  });

  it('should not round up a product that is whole but for floating-point noise', () => {
    // 100 × 1.1 is 110.00000000000001 in binary floating point; the price is 110, not 111.
    const prices = createPriceFormatter(
      settingsWith({ double_price_feature: 'true', double_price_rate: '1.1' }),
    );
    expect(prices.doublePrice(100)).toBe('110 EUR');
  });

  it('should default to rate 1 and symbol EUR', () => {
    const prices = createPriceFormatter(settingsWith({ double_price_feature: 'true' }));
    expect(prices.doublePrice(24999.2)).toBe('25 000 EUR');
  });

  it('should use rate 1 when the rate setting is not a number', () => {
    const prices = createPriceFormatter(
      settingsWith({ double_price_feature: 'true', double_price_rate: 'n/a' }),
    );
    expect(prices.doublePrice(500)).toBe('500 EUR');
  });

  it('should group the double price with the configured delimiter', () => {
    const prices = createPriceFormatter(
      settingsWith({
        double_price_feature: 'true',
        double_price_rate: '2',
        currency_delimiter: ',',
      }),
    );
    expect(prices.doublePrice(600000)).toBe('1,200,000 EUR');
  });

  it.each(['true', 'TRUE', '1', 'on', 'yes'])('should read %j as on', (flag) => {
    expect(
      createPriceFormatter(settingsWith({ double_price_feature: flag })).doublePriceEnabled,
    ).toBe(true);
  });

  it.each(['false', '0', '', 'off', 'no'])('should read %j as off', (flag) => {
    const prices = createPriceFormatter(
      settingsWith({ double_price_feature: flag, double_price_rate: '2' }),
    );
    expect(prices.doublePriceEnabled).toBe(false);
    expect(prices.doublePrice(100)).toBe('');
  });
});
