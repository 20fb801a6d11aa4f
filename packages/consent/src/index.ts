export {
  CONSENT_SCOPES,
  BASIC_SCOPES,
  PLATFORM_SCOPES,
  isConsentScope,
  normalizeScopes,
} from './scopes.js';
export type { ConsentScope } from './scopes.js';
export {
  createConsentStore,
  parseConsentState,
  serializeConsentState,
  DEFAULT_STORAGE_KEY,
  MISSING_STORAGE_MESSAGE,
} from './store.js';
export type {
  ConsentState,
  ConsentStatus,
  ConsentStore,
  ConsentStoreOptions,
  ConsentStorage,
} from './store.js';
export { consentBootScript, CONSENT_ATTRIBUTE } from './boot-script.js';
export { resolveStrategy, STRATEGY_NAMES } from './strategies/resolve.js';
export type { StrategyName } from './strategies/resolve.js';
export type { ConsentStrategy, ConsentScript, ConsentSettings } from './strategies/strategy.js';
export { basicStrategy } from './strategies/basic.js';
export {
  oneTrustStrategy,
  oneTrustScopes,
  parseOneTrustGroups,
  ONETRUST_GROUPS_UPDATED,
  ONETRUST_SDK_URL,
} from './strategies/onetrust.js';
export { cookiebotStrategy, cookiebotScopes, COOKIEBOT_EVENTS, COOKIEBOT_SCRIPT_URL } from './strategies/cookiebot.js';
export type { CookiebotConsent } from './strategies/cookiebot.js';
export { usercentricsStrategy, usercentricsScopes, USERCENTRICS_SCRIPT_URL } from './strategies/usercentrics.js';
export type { UsercentricsConsentStatus } from './strategies/usercentrics.js';
export { consentSettings, CONSENT_SETTING_KEYS } from './settings.js';
export type { ConsentTexts } from './settings.js';
export { createMemoryStorage } from './memory-storage.js';
