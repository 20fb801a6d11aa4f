import { readSetting, type ConsentSettings } from './strategies/strategy.js';

/** Every setting this package reads (defaults in @forecourt/api-client `SETTING_DEFINITIONS`). */
export const CONSENT_SETTING_KEYS = {
  strategy: 'cookie_consent.strategy',
  placeholder: 'cookie_consent.default_placeholder',
  culture: 'cookie_consent.settings.culture',
  storageKey: 'cookie_consent.settings.storage_key',
  title: 'cookie_consent.strategies.basic.title',
  content: 'cookie_consent.strategies.basic.content',
  accept: 'cookie_consent.strategies.basic.accept',
} as const;

export interface ConsentTexts {
  strategy: string;
  /** Text shown in place of gated content. */
  placeholder: string;
  storageKey: string;
  /** Banner title, text and button label of the basic strategy. */
  title: string;
  content: string;
  accept: string;
}

/** The consent settings the site and the React parts need, with code defaults filled in. */
export function consentSettings(settings?: ConsentSettings): ConsentTexts {
  const read = (key: string) => readSetting(settings, key);
  return {
    strategy: read(CONSENT_SETTING_KEYS.strategy),
    placeholder: read(CONSENT_SETTING_KEYS.placeholder),
    storageKey: read(CONSENT_SETTING_KEYS.storageKey),
    title: read(CONSENT_SETTING_KEYS.title),
    content: read(CONSENT_SETTING_KEYS.content),
    accept: read(CONSENT_SETTING_KEYS.accept),
  };
}
