import { resolveSettings, SETTING_DEFINITIONS } from '@forecourt/api-client';
import { describe, expect, it } from 'vitest';
import { CONSENT_SETTING_KEYS, consentSettings } from './settings.js';

describe('consentSettings', () => {
  describe('given no server values', () => {
    it('should use the spec defaults', () => {
      expect(consentSettings()).toEqual({
        strategy: 'basic',
        placeholder:
          'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.',
        storageKey: 'cookieConsentStatus',
        title: 'COOKIE POLICY',
        content:
          'We use cookies to give you the best experience on our website. All prices shown include VAT and apply to 2021 models only.',
        accept: 'Accept',
      });
    });
  });

  describe('given server values', () => {
    it('should let them replace the defaults', () => {
      const settings = resolveSettings([
        { key: 'cookie_consent.strategy', value: 'cookiebot' },
        { key: 'cookie_consent.default_placeholder', value: 'Hidden.' },
        { key: 'cookie_consent.strategies.basic.title', value: 'COOKIES' },
      ]);
      expect(consentSettings(settings)).toMatchObject({ strategy: 'cookiebot', placeholder: 'Hidden.', title: 'COOKIES' });
    });
  });

  it('should read only keys the settings contract defines', () => {
    const known = new Set(SETTING_DEFINITIONS.map((d) => d.key));
    expect(Object.values(CONSENT_SETTING_KEYS).filter((key) => !known.has(key))).toEqual([]);
  });
});
