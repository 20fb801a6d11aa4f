// site-shell.md §9: the language cookie is `i18n_redirected`, lasting 365 days, path root,
// SameSite=Lax (None and Secure when the site is embedded cross-origin).
import { isLocale, type Locale } from '@forecourt/api-client';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface LocaleCookieOptions {
  /** True when the site runs in a cross-origin frame: the cookie must then be SameSite=None; Secure. */
  crossOrigin?: boolean;
}

/** The `Set-Cookie` / `document.cookie` string that remembers `locale`. */
export function serializeLocaleCookie(locale: Locale, { crossOrigin = false }: LocaleCookieOptions = {}): string {
  const parts = [
    `${LOCALE_COOKIE}=${locale}`,
    `Max-Age=${LOCALE_COOKIE_MAX_AGE_S}`,
    `Expires=${new Date(Date.now() + LOCALE_COOKIE_MAX_AGE_S * 1000).toUTCString()}`,
    'Path=/',
  ];
  parts.push(crossOrigin ? 'SameSite=None; Secure' : 'SameSite=Lax');
  return parts.join('; ');
}

/** The remembered locale in a `Cookie` header (or `document.cookie`), if it is a shipped one. */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed escape is just not a locale.
    }
    return isLocale(value) ? value : null;
  }
  return null;
}

/** Remembers `locale` in the browser (called when the visitor switches language). */
export function writeLocaleCookie(locale: Locale, doc: Document = document): void {
  // Inside a cross-origin frame a Lax cookie is never sent back, so it must be None+Secure.
  doc.cookie = serializeLocaleCookie(locale, { crossOrigin: isCrossOriginFrame(doc.defaultView) });
}

function isCrossOriginFrame(win: Window | null): boolean {
  try {
    return !!win && win.top !== win && win.top?.location.origin !== win.location.origin;
  } catch {
    return true; // Reading the top frame's origin throws exactly when it is cross-origin.
  }
}
