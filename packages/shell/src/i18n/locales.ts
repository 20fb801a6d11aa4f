import { DEFAULT_LOCALE, LOCALES, type Locale } from '@forecourt/api-client';

/**
 * A shipped locale as the site configures it (site-shell.md §3 "Locale": code, iso, dir, file,
 * domain). `domain` is the host that always serves this locale (empty: none).
 */
export interface LocaleConfig {
  code: Locale;
  /** BCP 47 tag, used for `<html lang>` and matched against browser languages. */
  iso: string;
  dir: 'ltr' | 'rtl';
  /** The locale's message bundle (one JSON per locale, site-shell.md §7). */
  file: string;
  domain: string;
}

export const LOCALE_CONFIGS: readonly LocaleConfig[] = [
  { code: 'en', iso: 'en-GB', dir: 'ltr', file: 'en.json', domain: '' },
  { code: 'pl', iso: 'pl-PL', dir: 'ltr', file: 'pl.json', domain: '' },
];

// Every code of the wire contract has a configuration (checked in the tests too).
const BY_CODE = new Map(LOCALE_CONFIGS.map((config) => [config.code, config]));
if (LOCALES.some((code) => !BY_CODE.has(code))) {
  throw new Error('Every locale in LOCALES needs a LocaleConfig');
}

/** The configuration of `code`; unknown codes get the default locale's. */
export function localeConfig(code: string, configs: readonly LocaleConfig[] = LOCALE_CONFIGS): LocaleConfig {
  return (
    configs.find((config) => config.code === code) ??
    configs.find((config) => config.code === DEFAULT_LOCALE) ??
    configs[0]!
  );
}

/** What `<html>` gets for a locale: `lang` is the code (head default 'en'), `dir` ltr or rtl. */
export function htmlLocaleAttributes(code: string, configs: readonly LocaleConfig[] = LOCALE_CONFIGS) {
  const config = localeConfig(code, configs);
  return { lang: config.code, dir: config.dir };
}
