// The page's locale in the site (site-shell.md §1, §9): `/pl/...` renders the page stored at the
// unprefixed path in Polish; the language cookie follows the language the visitor views.
import type { Locale } from '@forecourt/api-client';
import { readLocaleCookie, routeLocale, writeLocaleCookie } from '@forecourt/shell';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The locale of the current location's path prefix (English when unprefixed). */
export function useRouteLocale(): Locale {
  return useRouterState({ select: (state) => routeLocale(state.location.pathname) });
}

/**
 * Remembers the viewed language in `i18n_redirected`, so that switching language (a language
 * item's link) decides where the root path sends the visitor next time.
 */
export function useLocaleCookie(locale: Locale) {
  useEffect(() => {
    if (readLocaleCookie(document.cookie) !== locale) writeLocaleCookie(locale);
  }, [locale]);
}
