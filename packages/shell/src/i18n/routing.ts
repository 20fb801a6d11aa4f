// site-shell.md §9 "Language: strategy prefix_except_default": the default locale has no path
// prefix, every other locale lives under `/<code>/…`. Pages are stored once, under their
// unprefixed path; the prefix only chooses the language they render in.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@forecourt/api-client';

const PREFIX = /^\/([a-z]{2})(?=\/|$)/i;

/** The locale of a path's prefix, or null for an unprefixed (default-locale) path. */
export function localeFromPath(pathname: string): Locale | null {
  const code = PREFIX.exec(pathname)?.[1]?.toLowerCase();
  return code && code !== DEFAULT_LOCALE && isLocale(code) ? code : null;
}

/** The locale a path renders in: its prefix, else the default. */
export function routeLocale(pathname: string): Locale {
  return localeFromPath(pathname) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix: `/pl/offers` → `/offers`, `/pl` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  if (!localeFromPath(pathname)) return pathname;
  return pathname.replace(PREFIX, '') || '/';
}

/** The path of `pathname` (unprefixed or not) in `locale`: `/offers` + pl → `/pl/offers`. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocalePrefix(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}
