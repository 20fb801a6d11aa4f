// The page's locale in the site (site-shell.md §1, §9): `/pl/...` renders the page stored at the
// unprefixed path in Polish; the language cookie follows the language the visitor views.
import type { Locale } from '@forecourt/api-client';
import { routeLocale } from '@forecourt/shell';
import { useRouterState } from '@tanstack/react-router';

/** The locale of the current location's path prefix (English when unprefixed). */
export function useRouteLocale(): Locale {
  return useRouterState({ select: (state) => routeLocale(state.location.pathname) });
}
