import { describe, expect, it } from 'vitest';
import { localize } from './localize.js';
import { resolveSettings, settingValue } from './setting-defaults.js';
import { SETTING_DEFINITIONS } from './settings.js';

describe('given settings from the server', () => {
  it('should replace the code default of the same key and keep the other defaults', () => {
    const settings = resolveSettings([{ key: 'price_format', value: '^ %' }]);
    expect(settingValue(settings, 'price_format')).toBe('^ %');
    expect(settingValue(settings, 'cookie_consent.strategy')).toBe('basic');
    expect(settingValue(settings, 'double_price_symbol')).toBe('EUR');
  });

  it('should keep keys the code does not know', () => {
    expect(settingValue(resolveSettings([{ key: 'custom.flag', value: 'on' }]), 'custom.flag')).toBe('on');
  });

  it('should carry the spec default texts exactly', () => {
    const defaults = Object.fromEntries(SETTING_DEFINITIONS.map((d) => [d.key, d.default]));
    expect(defaults['cookie_consent.default_placeholder']).toBe(
      'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.',
    );
    expect(defaults['price_format']).toBe('^%');
    expect(defaults['double_price_rate']).toBe('1');
    expect(defaults['currency_exchange.response_key']).toBe('data');
  });

  it('should register the price family keys empty, so they fall back to the base keys', () => {
    const defaults = Object.fromEntries(SETTING_DEFINITIONS.map((d) => [d.key, d.default]));
    for (const key of [
      'navigation_currency_symbol',
      'navigation_lease_full_string',
      'price.navigation_offer_string',
      'price.finance_calculator_price_format',
      'prices.currency_delimiter',
    ]) {
      expect(defaults[key]).toBe('');
    }
    expect(defaults['offer_string']).toBe(defaults['full_string']);
    expect(defaults['lease_short_string']).toBe('<span>@ / Month</span>');
  });
});

describe('given a translatable value', () => {
  it('should fall back to the default locale, then to empty text', () => {
    expect(localize({ en: 'Offers', pl: 'Oferty' }, 'pl')).toBe('Oferty');
    expect(localize({ en: 'Offers' }, 'pl')).toBe('Offers');
    expect(localize({}, 'pl')).toBe('');
    expect(localize(null, 'en')).toBe('');
  });
});

describe('given the known settings', () => {
  it('should list the vehicle enquiry settings empty, so no enquiry button shows until a form is set', () => {
    const defaults = Object.fromEntries(SETTING_DEFINITIONS.map((d) => [d.key, d.default]));
    expect(defaults['inventory.form_id']).toBe('');
    expect(defaults['inventory.form_field_retailer_mapping']).toBe('');
    expect(settingValue(resolveSettings([]), 'inventory.form_id')).toBe('');
  });

  it('should describe every one of them for the admin screen', () => {
    expect(SETTING_DEFINITIONS.filter((d) => !d.description).map((d) => d.key)).toEqual([]);
  });
});
