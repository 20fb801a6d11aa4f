// site-shell.md §2 route table: `/showroom/:custom-:id` — the stock-locator preview of one vehicle.
// `custom` is the listing (publication) key the vehicle is shown under, `id` the vehicle id:
// `/showroom/pl-used-12` is vehicle 12 of listing 'pl-used'.
import { routeLocale } from '@forecourt/shell';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute, type SiteRouterContext } from './root.js';
import type { loadShowroom } from './showroom-load.js';

export type ShowroomLoad = Awaited<ReturnType<typeof loadShowroom>>;

const routeOptions = {
  getParentRoute: () => rootRoute,
  // The loader's code comes with the first showroom a visitor opens, like the view's.
  loader: async ({
    context,
    params,
    location,
    parentMatchPromise,
  }: {
    context: SiteRouterContext;
    params: { slug: string };
    location: { pathname: string };
    parentMatchPromise: Promise<{ loaderData?: { settings?: Record<string, string> } | undefined }>;
  }) => {
    // The enquiry's form comes from the site settings the root has already loaded.
    const [{ loadShowroom }, root] = await Promise.all([import('./showroom-load.js'), parentMatchPromise]);
    return loadShowroom(context, params.slug, routeLocale(location.pathname), root.loaderData?.settings);
  },
  // Reused for a minute by client-side navigations, like pages.
  staleTime: 60_000,
  // Title, description and link-preview tags, worked out by the (lazy) loader.
  head: ({ loaderData }: { loaderData?: ShowroomLoad }) => ({ meta: loaderData?.meta ?? [{ title: 'Showroom' }] }),
  // The view is code of its own: only showroom visitors download it.
  component: lazyRouteComponent(() => import('./showroom-view.js'), 'ShowroomRouteView'),
  notFoundComponent: lazyRouteComponent(() => import('./showroom-view.js'), 'ShowroomNotFound'),
};

/** `/showroom/:custom-:id`. */
export const showroomRoute = createRoute({ ...routeOptions, path: 'showroom/$slug' });

/** The same under the Polish prefix. */
export const polishShowroomRoute = createRoute({ ...routeOptions, path: 'pl/showroom/$slug' });

export const showroomRoutes = [showroomRoute, polishShowroomRoute] as const;
