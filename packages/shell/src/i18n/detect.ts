// site-shell.md §1/§9: the locale comes from the path prefix, the domain, the saved cookie, the
// browser language, then the default. The root path redirects (302) to the detected locale.
import { DEFAULT_LOCALE, type Locale } from '@forecourt/api-client';
import { readLocaleCookie } from './cookie.js';
import { LOCALE_CONFIGS, type LocaleConfig } from './locales.js';
import { localeFromPath, localizePath } from './routing.js';

/** site-shell.md §9 root redirect default status. */
export const ROOT_REDIRECT_STATUS = 302;

export interface LocaleSignals {
  pathname: string;
  /** Request host (`Host` header or `location.host`), port allowed. */
  host?: string | null;
  /** `Cookie` header or `document.cookie`. */
  cookie?: string | null;
  /** `Accept-Language` header, or the browser's `navigator.languages`. */
  languages?: string | readonly string[] | null;
  configs?: readonly LocaleConfig[];
}

/** Language ranges of an `Accept-Language` header, most preferred first (q=0 dropped). */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { range: range.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.range && entry.range !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.range);
}

/** The first browser language a shipped locale serves (exact iso, then the primary subtag). */
export function localeFromLanguages(
  languages: string | readonly string[] | null | undefined,
  configs: readonly LocaleConfig[] = LOCALE_CONFIGS,
): Locale | null {
  if (!languages) return null;
  const ranges = typeof languages === 'string' ? parseAcceptLanguage(languages) : languages;
  for (const range of ranges) {
    const tag = range.toLowerCase();
    const exact = configs.find((c) => c.iso.toLowerCase() === tag || c.code === tag);
    if (exact) return exact.code;
    const primary = tag.split('-')[0];
    const loose = configs.find((c) => c.code === primary || c.iso.toLowerCase().split('-')[0] === primary);
    if (loose) return loose.code;
  }
  return null;
}

/** The locale whose configured domain is `host` (port ignored), if any. */
export function localeFromDomain(
  host: string | null | undefined,
  configs: readonly LocaleConfig[] = LOCALE_CONFIGS,
): Locale | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return configs.find((c) => c.domain && c.domain.toLowerCase() === name)?.code ?? null;
}

/** Detection in the spec's order: path prefix, domain, cookie, browser language, default. */
export function detectLocale({ pathname, host, cookie, languages, configs = LOCALE_CONFIGS }: LocaleSignals): Locale {
  return (
    localeFromPath(pathname) ??
    localeFromDomain(host, configs) ??
    readLocaleCookie(cookie) ??
    localeFromLanguages(languages, configs) ??
    DEFAULT_LOCALE
  );
}

/**
 * Where a visitor at the root path is sent (redirect-on 'root'): `/` plus a cookie or browser
 * saying Polish → `/pl` with status 302. Null when the root already shows the detected locale, or
 * for any other path (an unprefixed deep link always renders in the default locale).
 */
export function rootRedirect(signals: LocaleSignals): { location: string; status: number } | null {
  if (signals.pathname !== '/') return null;
  const locale = detectLocale(signals);
  if (locale === DEFAULT_LOCALE) return null;
  return { location: localizePath('/', locale), status: ROOT_REDIRECT_STATUS };
}
