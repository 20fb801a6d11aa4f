// The site chrome's data (site-shell.md §7): navigation, offers and car prices per locale, and
// the breadcrumbs of a page. Chrome data is an extra: a failure leaves the part out, never the page.
import type { Breadcrumb, Locale, NavEntry, Offer, OfferCarModel } from '@forecourt/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ContentClientFactory } from '../content.js';

const tolerate =
  <T>(what: string, empty: T) =>
  (error: unknown): T => {
    console.error(`${what} could not be loaded; the site shows it without.`, error);
    return empty;
  };

export const navEntriesQuery = (content: ContentClientFactory, locale: Locale) =>
  queryOptions({
    queryKey: ['nav_entries', locale],
    queryFn: () => content().getNavEntries(locale).catch(tolerate<NavEntry[]>('The navigation', [])),
    staleTime: 5 * 60_000,
  });

export const offersQuery = (content: ContentClientFactory, locale: Locale) =>
  queryOptions({
    queryKey: ['offers', locale],
    queryFn: () => content().getOffers(locale).catch(tolerate<Offer[]>('The offers', [])),
    staleTime: 5 * 60_000,
  });

export const carModelsQuery = (content: ContentClientFactory) =>
  queryOptions({
    queryKey: ['offer_car_models'],
    queryFn: () => content().getOfferCarModels().catch(tolerate<OfferCarModel[]>('The car prices', [])),
    staleTime: 5 * 60_000,
  });

export const breadcrumbsQuery = (content: ContentClientFactory, pageId: number, locale: Locale) =>
  queryOptions({
    queryKey: ['breadcrumbs', pageId, locale],
    queryFn: () => content().getBreadcrumbs(pageId, locale).catch(tolerate<Breadcrumb[]>('The breadcrumbs', [])),
    staleTime: 60_000,
  });

/** Everything the chrome of a page in `locale` needs, loaded before the server renders. */
export function prefetchChrome(
  queryClient: QueryClient,
  content: ContentClientFactory,
  locale: Locale,
) {
  return Promise.all([
    queryClient.ensureQueryData(navEntriesQuery(content, locale)),
    queryClient.ensureQueryData(offersQuery(content, locale)),
    queryClient.ensureQueryData(carModelsQuery(content)),
  ]);
}
