// site-shell.md §2 route table: `/showroom/:custom-:id` — the stock-locator preview of one vehicle.
// `custom` is the listing (publication) key the vehicle is shown under, `id` the vehicle id:
// `/showroom/pl-used-12` is vehicle 12 of listing 'pl-used'.
import type { Vehicle } from '@forecourt/inventory';
import { routeLocale } from '@forecourt/shell';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute, type SiteRouterContext } from './root.js';
import type { loadShowroom } from './showroom-load.js';

export type ShowroomLoad = Awaited<ReturnType<typeof loadShowroom>>;

const routeOptions = {
  getParentRoute: () => rootRoute,
  // The loader's code comes with the first showroom a visitor opens, like the view's.
  loader: async ({ context, params, location }: { context: SiteRouterContext; params: { slug: string }; location: { pathname: string } }) =>
    (await import('./showroom-load.js')).loadShowroom(context, params.slug, routeLocale(location.pathname)),
  // Reused for a minute by client-side navigations, like pages.
  staleTime: 60_000,
  head: ({ loaderData }: { loaderData?: ShowroomLoad }) => ({
    meta: [{ title: loaderData ? vehicleTitle(loaderData.vehicle) : 'Showroom' }],
  }),
  // The view is code of its own: only showroom visitors download it.
  component: lazyRouteComponent(() => import('./showroom-view.js'), 'ShowroomRouteView'),
  notFoundComponent: lazyRouteComponent(() => import('./showroom-view.js'), 'ShowroomNotFound'),
};

/** `/showroom/:custom-:id`. */
export const showroomRoute = createRoute({ ...routeOptions, path: 'showroom/$slug' });

/** The same under the Polish prefix. */
export const polishShowroomRoute = createRoute({ ...routeOptions, path: 'pl/showroom/$slug' });

export const showroomRoutes = [showroomRoute, polishShowroomRoute] as const;

export function vehicleTitle(vehicle: Vehicle): string {
  return `${vehicle.nameplate_brand_name} ${vehicle.nameplate_name} ${vehicle.production_year}`;
}
