import { describe, expect, it } from 'vitest';
import { localize } from './localize.js';
import { resolveSettings, settingValue } from './setting-defaults.js';
import { SETTING_DEFINITIONS, SETTING_GROUPS, settingDefinition, settingValueProblem } from './settings.js';

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

describe('given a value for a typed setting', () => {
  it('should accept only the listed choices, flags, numbers, URLs and JSON of the right shape', () => {
    expect(settingValueProblem('general.theme', 'jaguar')).toBeNull();
    expect(settingValueProblem('general.theme', 'jagaur')).toBe('Must be one of: programme, jaguar, land-rover (got “jagaur”)');
    expect(settingValueProblem('cookie_consent.strategy', 'usercentrics')).toBeNull();
    expect(settingValueProblem('double_price_feature', 'on')).toBe('Must be true or false');
    expect(settingValueProblem('double_price_rate', '0,23')).toBe('Must be a number, e.g. 4.35');
    // Empty where the default is empty: the exchange item is hidden.
    expect(settingValueProblem('price.exchange_rate', '')).toBeNull();
    expect(settingValueProblem('mena.offers_api_url', 'offers.json')).toContain('http(s) URL');
    expect(settingValueProblem('cookie_consent.strategies.onetrust.groups', '["C0001"]')).toBe('Must be a JSON object, e.g. {"key": "value"}');
    expect(settingValueProblem('general.global_fab', '[]')).toBeNull();
    expect(settingValueProblem('legacy.anything', 'x')).toBeNull();
  });

  it('should file every known key under an area with a readable name', () => {
    const groups = new Set(SETTING_GROUPS.map((g) => g.id));
    for (const definition of SETTING_DEFINITIONS) {
      expect(groups.has(definition.group), definition.key).toBe(true);
      expect(definition.label, definition.key).toMatch(/^[A-Z'’]/);
    }
    expect(settingDefinition('price.navigation_currency_symbol')).toMatchObject({ group: 'price-families', type: 'price', label: 'Currency symbol' });
    expect(settingDefinition('general.global_fab_secondary')).toMatchObject({ group: 'general', type: 'boolean' });
  });
});
