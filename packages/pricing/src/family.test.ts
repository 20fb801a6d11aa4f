// @vitest-environment node
import { resolveSettings } from '@forecourt/api-client';
import { describe, expect, it } from 'vitest';
import { familyKeys, priceSetting } from './family.js';
import { createPriceFormatter } from './format.js';

const settingsWith = (values: Record<string, string> = {}) =>
  resolveSettings(Object.entries(values).map(([key, value]) => ({ key, value })));

describe('given the navigation family', () => {
  it('should read price.navigation_*, then navigation_*, then the base key', () => {
    expect(familyKeys('currency_symbol', 'navigation')).toEqual([
      'price.navigation_currency_symbol',
      'navigation_currency_symbol',
      'currency_symbol',
    ]);
  });

  it('should prefer price.navigation_* over every other level', () => {
    const settings = settingsWith({
      'price.navigation_currency_symbol': 'A',
      navigation_currency_symbol: 'B',
      currency_symbol: 'C',
    });
    expect(createPriceFormatter(settings, 'navigation').format(1)).toBe('1A');
  });

  it('should use navigation_* when price.navigation_* is not set', () => {
    const settings = settingsWith({ navigation_currency_symbol: 'B', currency_symbol: 'C' });
    expect(createPriceFormatter(settings, 'navigation').format(1)).toBe('1B');
  });

  it('should treat an empty family key as not set', () => {
    const settings = settingsWith({
      'price.navigation_currency_symbol': '',
      navigation_currency_symbol: '',
      currency_symbol: 'C',
    });
    expect(createPriceFormatter(settings, 'navigation').format(1)).toBe('1C');
  });

  it('should fall back to the code default when no level is set', () => {
    expect(createPriceFormatter(settingsWith(), 'navigation').format(1)).toBe('1€');
  });

  it('should read every navigation key through the chain', () => {
    const settings = settingsWith({
      navigation_currency_delimiter: '.',
      navigation_price_format: '% ^',
      navigation_full_string: 'Ab <strong>^%</strong>',
      navigation_lease_full_string: '<span>@</span> p/m',
      'price.navigation_lease_short_string': '@/m',
      'price.navigation_offer_string': 'Offer ^',
      currency_symbol: '$',
    });
    const prices = createPriceFormatter(settings, 'navigation');
    expect(prices.format(12345)).toBe('$ 12.345');
    expect(prices.fullString(12345)).toBe('Ab <strong>12.345$</strong>');
    expect(prices.leaseFullString(250)).toBe('<span>$ 250</span> p/m');
    expect(prices.leaseShortString(250)).toBe('$ 250/m');
    expect(prices.offerString(12345)).toBe('Offer 12.345');
  });

  it('should leave the base family untouched by navigation keys', () => {
    const settings = settingsWith({
      navigation_currency_symbol: 'B',
      'price.navigation_price_format': '%^',
    });
    expect(createPriceFormatter(settings).format(1)).toBe('1€');
  });
});

describe.each([
  ['finance_calculator', 'price.finance_calculator_'],
  ['prices', 'prices.'],
] as const)('given the %s family', (family, prefix) => {
  it(`should prefer ${prefix}* over the base key`, () => {
    const settings = settingsWith({ [`${prefix}currency_symbol`]: ' F', currency_symbol: ' B' });
    expect(createPriceFormatter(settings, family).format(5000)).toBe('5 000 F');
  });

  it('should use the base key when its own key is missing or empty', () => {
    expect(createPriceFormatter(settingsWith({ currency_symbol: ' B' }), family).format(5000)).toBe(
      '5 000 B',
    );
    const empty = settingsWith({ [`${prefix}currency_symbol`]: '', currency_symbol: ' B' });
    expect(createPriceFormatter(empty, family).format(5000)).toBe('5 000 B');
  });

  it('should fall back to the code default when neither is set', () => {
    expect(createPriceFormatter(settingsWith(), family).fullString(5000)).toBe(
      'From <span>5 000€</span>',
    );
  });

  it('should not read the navigation keys', () => {
    const settings = settingsWith({
      navigation_currency_symbol: 'N',
      'price.navigation_currency_symbol': 'N',
    });
    expect(createPriceFormatter(settings, family).format(1)).toBe('1€');
  });

  it.each([
    [
      'currency_delimiter',
      ',',
      (p: ReturnType<typeof createPriceFormatter>) => p.format(1000),
      '1,000€',
    ],
    [
      'price_format',
      '^ %',
      (p: ReturnType<typeof createPriceFormatter>) => p.format(1000),
      '1 000 €',
    ],
    [
      'full_string',
      'ab ^%',
      (p: ReturnType<typeof createPriceFormatter>) => p.fullString(1000),
      'ab 1 000€',
    ],
    [
      'lease_full_string',
      '@ pm',
      (p: ReturnType<typeof createPriceFormatter>) => p.leaseFullString(99),
      '99€ pm',
    ],
    [
      'lease_short_string',
      '@!',
      (p: ReturnType<typeof createPriceFormatter>) => p.leaseShortString(99),
      '99€!',
    ],
    [
      'offer_string',
      'deal ^',
      (p: ReturnType<typeof createPriceFormatter>) => p.offerString(1000),
      'deal 1 000',
    ],
  ])('should read %s from its family key', (key, value, render, expected) => {
    expect(render(createPriceFormatter(settingsWith({ [`${prefix}${key}`]: value }), family))).toBe(
      expected,
    );
  });
});

describe('given the base family', () => {
  it('should take an empty base value as set, e.g. no delimiter at all', () => {
    expect(priceSetting(settingsWith({ currency_delimiter: '' }), 'currency_delimiter')).toBe('');
    expect(createPriceFormatter(settingsWith({ currency_delimiter: '' })).format(1234567)).toBe(
      '1234567€',
    );
  });
});
