// How a showroom page loads its vehicle (see showroom.tsx), fetched with the first one opened.
import type { Locale } from '@forecourt/api-client';
import type { InventoryClient, VehicleSpecs } from '@forecourt/inventory';
import { notFound } from '@tanstack/react-router';
import type { SiteRouterContext } from './root.js';

/** `pl-used-12` → listing 'pl-used', vehicle 12; null when the slug has no numeric id. */
export function parseShowroomSlug(slug: string): { listing: string; vehicleId: number } | null {
  const match = /^(.+)-(\d+)$/.exec(slug);
  if (!match) return null;
  const vehicleId = Number(match[2]);
  return Number.isSafeInteger(vehicleId) && vehicleId > 0 ? { listing: match[1]!, vehicleId } : null;
}

export async function loadShowroom(context: SiteRouterContext, slug: string, locale: Locale) {
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

