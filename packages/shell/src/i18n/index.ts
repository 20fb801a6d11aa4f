export { LOCALE_CONFIGS, htmlLocaleAttributes, localeConfig, type LocaleConfig } from './locales.js';
export { localeFromPath, localizePath, routeLocale, stripLocalePrefix } from './routing.js';
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  readLocaleCookie,
  serializeLocaleCookie,
  writeLocaleCookie,
  type LocaleCookieOptions,
} from './cookie.js';
export {
  ROOT_REDIRECT_STATUS,
  detectLocale,
  localeFromDomain,
  localeFromLanguages,
  parseAcceptLanguage,
  rootRedirect,
  type LocaleSignals,
} from './detect.js';
export { languageSwitchUrl, parseLanguageSwitchRule, type LanguageSwitchRule } from './switch-link.js';
export { SHELL_MESSAGES, createTranslator, shellT, type ShellMessages, type ShellT } from './i18n.js';
export { LocaleProvider, useLocale, useShellT } from './LocaleProvider.js';
