// site-shell.md §2 route table: `/showroom/:custom-:id` — the stock-locator preview of one vehicle.
// `custom` is the listing (publication) key the vehicle is shown under, `id` the vehicle id:
// `/showroom/pl-used-12` is vehicle 12 of listing 'pl-used'.
import type { Locale } from '@forecourt/api-client';
import type { InventoryClient, Vehicle, VehicleSpecs } from '@forecourt/inventory';
import { routeLocale } from '@forecourt/shell';
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { rootRoute, type SiteRouterContext } from './root.js';

/** `pl-used-12` → listing 'pl-used', vehicle 12; null when the slug has no numeric id. */
export function parseShowroomSlug(slug: string): { listing: string; vehicleId: number } | null {
  const match = /^(.+)-(\d+)$/.exec(slug);
  if (!match) return null;
  const vehicleId = Number(match[2]);
  return Number.isSafeInteger(vehicleId) && vehicleId > 0 ? { listing: match[1]!, vehicleId } : null;
}

async function loadShowroom(context: SiteRouterContext, slug: string, locale: Locale) {
  const parsed = parseShowroomSlug(slug);
  if (!parsed) throw notFound();
  const inventory = context.inventory ?? (await browserInventory());
  try {
    const [vehicle, specs] = await Promise.all([
      inventory.listingVehicle(parsed.listing, parsed.vehicleId),
      // Specs are extras: the preview still shows without them.
      inventory.vehicleSpecs(parsed.vehicleId).catch((): VehicleSpecs | null => null),
    ]);
    return { vehicle, specs, locale };
  } catch (error) {
    // An unknown listing or vehicle (or one outside the listing's scope) is not found. (Read by
    // its status: recognising InventoryApiError by class would put the client in every page.)
    const { status } = error as { status?: unknown };
    if (status === 404 || status === 400) throw notFound();
    throw error;
  }
}

let sameOriginInventory: Promise<InventoryClient> | undefined;

/** The browser's inventory client, fetched with the first showroom a visitor opens. */
function browserInventory(): Promise<InventoryClient> {
  sameOriginInventory ??= import('@forecourt/inventory').then((module) => module.createInventoryClient());
  return sameOriginInventory;
}

export type ShowroomLoad = Awaited<ReturnType<typeof loadShowroom>>;

const routeOptions = {
  getParentRoute: () => rootRoute,
  loader: ({ context, params, location }: { context: SiteRouterContext; params: { slug: string }; location: { pathname: string } }) =>
    loadShowroom(context, params.slug, routeLocale(location.pathname)),
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
