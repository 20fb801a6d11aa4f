import { createInventoryClient, WEEK_DAYS, type OpeningHours, type Retailer } from '@forecourt/inventory';

/**
 * A dealer row as `/api/dealers` answers it, made a `Retailer`: details an older content service
 * (or a dealer nobody described yet) leaves out become null / empty, which the view leaves out.
 */
export function toRetailer(row: Partial<Retailer> & { id: number; name: string; city: string }): Retailer {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    address: text(row.address),
    postcode: text(row.postcode),
    latitude: number(row.latitude),
    longitude: number(row.longitude),
    phone: text(row.phone),
    email: text(row.email),
    website: text(row.website),
    brands: strings(row.brands),
    services: strings(row.services),
    opening_hours: Array.isArray(row.opening_hours) ? row.opening_hours : [],
  };
}

/** Loads every retailer: `/api/dealers?items=50`, page after page until the last. */
export async function loadAllRetailers(
  client: Pick<ReturnType<typeof createInventoryClient>, 'dealers'> = createInventoryClient(),
): Promise<Retailer[]> {
  const all: Retailer[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await client.dealers(page);
    all.push(...answer.data.map((row) => toRetailer(row)));
    const { pages } = answer.meta.pagination;
    if (answer.data.length === 0 || page >= pages) return all;
  }
}

/** Lower case without accents, so "krakow" finds Kraków and "LODZ" Łódź. */
export function searchable(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replaceAll('ł', 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/**
 * Retailers whose name, city or postcode hold every word of `query`. Not the street address: a
 * visitor looking for "Kraków" wants the retailers there, not Rzeszów's one on ul. Krakowska.
 */
export function searchRetailers(retailers: readonly Retailer[], query: string): Retailer[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...retailers];
  return retailers.filter((retailer) => {
    const haystack = searchable([retailer.name, retailer.city, retailer.postcode].filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** The editor's brand filter: 'all', or retailers of that brand (and those whose brands are unknown). */
export function retailersOfBrand(retailers: readonly Retailer[], brand: string | undefined): Retailer[] {
  if (!brand || brand === 'all') return [...retailers];
  return retailers.filter((retailer) => retailer.brands.length === 0 || retailer.brands.includes(brand));
}

/** Today as the dealer-locator labels number days: 1 = Monday … 7 = Sunday. */
export function weekDay(date: Date): number {
  return ((date.getDay() + 6) % 7) + 1;
}

/** The seven days Monday first, each with its hours (null: closed; undefined: not known). */
export function weekHours(hours: readonly OpeningHours[]): { day: number; hours: OpeningHours | undefined }[] {
  return WEEK_DAYS.map((day) => ({ day, hours: hours.find((entry) => entry.day === day) }));
}

/** A route to the retailer in the visitor's maps app (an external page, no key needed). */
export function directionsUrl(retailer: Pick<Retailer, 'latitude' | 'longitude' | 'name' | 'address' | 'city'>): string | null {
  if (retailer.latitude !== null && retailer.longitude !== null) {
    return `https://www.google.com/maps/dir/?api=1&destination=${retailer.latitude},${retailer.longitude}`;
  }
  const place = [retailer.name, retailer.address, retailer.city].filter(Boolean).join(', ');
  return place ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}` : null;
}

/** A website as a link target: editors and imports often leave out the scheme. */
export function websiteUrl(website: string): string | null {
  const candidate = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `tel:` target of a phone number as people write it ("+48 22 123 45 67"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
