export { ConsentProvider, useConsent } from './consent-provider.js';
export type { ConsentProviderProps, ConsentContextValue } from './consent-provider.js';
export { CookieBanner } from './cookie-banner.js';
export type { CookieBannerProps } from './cookie-banner.js';
export { ConsentGate } from './consent-gate.js';
export type { ConsentGateProps } from './consent-gate.js';
export { ConsentHead } from './head.js';
export type { ConsentHeadProps } from './head.js';
