// How a showroom page loads its vehicle (see showroom.tsx), fetched with the first one opened.
import { createLeadClient, type Locale, type PublicForm } from '@forecourt/api-client';
import type { InventoryClient, Vehicle, VehicleSpecs } from '@forecourt/inventory';
import { notFound } from '@tanstack/react-router';
import { vehicleDescription, vehicleHeading } from './showroom-facts.js';
import type { PublicFormLoader, SiteRouterContext } from './root.js';

/** `pl-used-12` → listing 'pl-used', vehicle 12; null when the slug has no numeric id. */
export function parseShowroomSlug(slug: string): { listing: string; vehicleId: number } | null {
  const match = /^(.+)-(\d+)$/.exec(slug);
  if (!match) return null;
  const vehicleId = Number(match[2]);
  return Number.isSafeInteger(vehicleId) && vehicleId > 0 ? { listing: match[1]!, vehicleId } : null;
}

/** The enquiry form the `inventory.form_id` setting names, with the retailers it offers. */
export interface ShowroomEnquiry {
  formId: number;
  /** The form's retailer choices (`dealer_id` maps a vehicle's dealer to one); empty when unknown. */
  locations: PublicForm['locations'];
}

/**
 * The page's <title> and meta tags: the car, a description of it and its first photo for link
 * previews (absolute, as link previews need, when the site's origin is known).
 */
export function showroomMeta(vehicle: Vehicle, locale: Locale, origin = '') {
  const title = vehicleHeading(vehicle);
  const description = vehicleDescription(vehicle, locale);
  const image = vehicle.images[0];
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(image ? [{ property: 'og:image', content: `${origin}/api/v1/image/${encodeURIComponent(image)}/w/1180` }] : []),
  ];
}

export async function loadShowroom(
  context: SiteRouterContext,
  slug: string,
  locale: Locale,
  settings: Readonly<Record<string, string>> = {},
) {
  const parsed = parseShowroomSlug(slug);
  if (!parsed) throw notFound();
  const inventory = context.inventory ?? (await browserInventory());
  let vehicle: Vehicle;
  let specs: VehicleSpecs | null;
  let enquiry: ShowroomEnquiry | null;
  try {
    [vehicle, specs, enquiry] = await Promise.all([
      inventory.listingVehicle(parsed.listing, parsed.vehicleId),
      // Specs are extras: the page still shows without them.
      inventory.vehicleSpecs(parsed.vehicleId).catch((): VehicleSpecs | null => null),
      enquiryForm(settings['inventory.form_id'], context.publicForm),
    ]);
  } catch (error) {
    // An unknown listing or vehicle (or one outside the listing's scope) is not found. (Read by
    // its status: recognising InventoryApiError by class would put the client in every page.)
    const { status } = error as { status?: unknown };
    if (status === 404 || status === 400) throw notFound();
    throw error;
  }
  return { vehicle, specs, locale, listing: parsed.listing, enquiry, meta: showroomMeta(vehicle, locale, context.publicOrigin) };
}

/**
 * Forms the browser already knows, by id: the one a server-rendered showroom came with (see
 * `rememberEnquiry`) or fetched by an earlier one, so moving between vehicles asks for nothing more.
 */
const knownForms = new Map<number, Promise<ShowroomEnquiry | null>>();

/** Keeps the enquiry a page came with, for the next vehicle the visitor opens. */
export function rememberEnquiry(enquiry: ShowroomEnquiry | null) {
  if (enquiry && typeof window !== 'undefined' && !knownForms.has(enquiry.formId)) {
    knownForms.set(enquiry.formId, Promise.resolve(enquiry));
  }
}

/** The configured enquiry form; null when none is set. A form that cannot be read keeps the CTA, without retailers. */
async function enquiryForm(setting: string | undefined, serverLoader: PublicFormLoader | undefined): Promise<ShowroomEnquiry | null> {
  const formId = Number(setting?.trim() || Number.NaN);
  if (!Number.isSafeInteger(formId) || formId < 1) return null;
  const read = (load: PublicFormLoader) =>
    load(formId).then(
      (form): ShowroomEnquiry => ({ formId, locations: form.locations ?? [] }),
      (): ShowroomEnquiry => ({ formId, locations: [] }),
    );
  if (serverLoader) return read(serverLoader);
  let known = knownForms.get(formId);
  if (!known) {
    known = read(createLeadClient().getPublicForm);
    knownForms.set(formId, known);
  }
  return known;
}

let sameOriginInventory: Promise<InventoryClient> | undefined;

/** The browser's inventory client, fetched with the first showroom a visitor opens. */
function browserInventory(): Promise<InventoryClient> {
  sameOriginInventory ??= import('@forecourt/inventory').then((module) => module.createInventoryClient());
  return sameOriginInventory;
}
