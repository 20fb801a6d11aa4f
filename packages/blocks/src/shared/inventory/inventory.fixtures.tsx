import {
  RANGE_FIELDS,
  type Brand,
  type Dealer,
  type InventoryClient,
  type ListingRequest,
  type ListingResponse,
  type Nameplate,
  type Retailer,
  type Vehicle,
} from '@forecourt/inventory';
import { useCallback, useState, type ReactNode } from 'react';
import { sampleCarModels, sampleForms, sampleOffers, samplePriceSettings } from '../site-data.fixtures.js';
import { BlockSiteDataProvider, type InventoryBlockData } from '../site-data.js';
import { InventoryClientContext } from './inventory-view.js';
import { listingKey, readListingState } from './listing-state.js';

/** Stock like the seed's: two brands, five retailers in Polish cities, prices in PLN. */
export const sampleBrands: Brand[] = [
  { id: 1, name: 'Jaguar' },
  { id: 2, name: 'Land Rover' },
];

export const sampleNameplates: Nameplate[] = [
  { id: 1, brand_id: 1, name: 'E-PACE' },
  { id: 2, brand_id: 1, name: 'F-PACE' },
  { id: 3, brand_id: 1, name: 'F-TYPE' },
  { id: 4, brand_id: 2, name: 'Defender 110' },
  { id: 5, brand_id: 2, name: 'Discovery' },
  { id: 6, brand_id: 2, name: 'Range Rover Sport' },
];

const CITIES = ['Warszawa', 'Kraków', 'Gdańsk', 'Wrocław', 'Poznań'];

export const sampleDealers: Retailer[] = CITIES.map((city, index) => ({
  id: index + 1,
  city,
  name: `Jaguar Land Rover ${city}`,
  address: `ul. Samochodowa ${index + 1}`,
  postcode: `0${index}-100`,
  latitude: null,
  longitude: null,
  phone: `+48 22 100 00 0${index}`,
  email: null,
  website: null,
  brands: ['Jaguar', 'Land Rover'],
  services: ['sales', 'used', 'service'],
  opening_hours: [],
}));

const IMAGES: Record<string, string | undefined> = {
  'Defender 110': 'seed-defender',
  Discovery: 'seed-discovery',
  'Range Rover Sport': 'seed-hero-range-rover-sport',
};
const ENGINES = ['petrol', 'diesel', 'mhev', 'phev'];
const COLOURS = ['black', 'white', 'grey', 'blue', 'green', 'red', 'silver'];
const STATUSES = ['available', 'available', 'reserved', 'in_transit'];

/** `count` used vehicles, varied by simple arithmetic (always the same ones). */
export function sampleVehicles(count = 30): Vehicle[] {
  return Array.from({ length: count }, (_, i) => {
    const nameplate = sampleNameplates[(i * 4) % sampleNameplates.length]!;
    const brand = sampleBrands.find((candidate) => candidate.id === nameplate.brand_id)!;
    const age = 1 + (i % 5);
    const msrp = 229_900 + ((i * 37_000) % 300_000);
    const engine = ENGINES[(i + Math.floor(i / 4)) % ENGINES.length]!;
    return {
      id: 100 + i,
      vin: `${brand.name === 'Jaguar' ? 'SAJ' : 'SAL'}PL${String(2026_0000 + i).padStart(12, '0')}`,
      nameplate_id: nameplate.id,
      nameplate_name: nameplate.name,
      brand_id: brand.id,
      nameplate_brand_name: brand.name,
      state: 'used',
      status: STATUSES[i % STATUSES.length]!,
      color_canonical: COLOURS[(i * 3) % COLOURS.length]!,
      transmission: i % 9 === 4 ? 'manual' : 'automatic',
      engine_type: engine,
      production_year: 2026 - age,
      mileage: 8_000 + ((i * 7_919) % 110_000),
      mileage_unit: 'km',
      msrp_price: msrp,
      display_price: i % 11 === 10 ? null : Math.round((msrp * (1 - 0.1 * age)) / 100) * 100,
      monthly_price: i % 3 === 0 ? 1_990 + i * 10 : null,
      currency: 'PLN',
      power: 200 + ((i * 50) % 400),
      power_unit: 'KM',
      engine_capacity: engine === 'phev' ? 1498 : 1997,
      engine_capacity_unit: 'cm3',
      owner_id: sampleDealers[i % sampleDealers.length]!.id,
      dealer: sampleDealers[i % sampleDealers.length]!,
      images: IMAGES[nameplate.name] ? [IMAGES[nameplate.name]!] : [],
    };
  });
}

const bounds = (values: number[]) =>
  values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: null, max: null };

/** What the listing API would answer for `request` over `vehicles` (filters, sorting, pages). */
export function sampleListing(vehicles: readonly Vehicle[], request: ListingRequest = {}): ListingResponse {
  const filters = request.filters ?? {};
  const matches = vehicles.filter((vehicle) => {
    for (const key of ['nameplate_brand_name', 'nameplate_name', 'state', 'status', 'color_canonical', 'transmission'] as const) {
      const wanted = filters[key];
      if (wanted && vehicle[key] !== wanted) return false;
    }
    if (filters.engine_type?.length && !filters.engine_type.includes(vehicle.engine_type)) return false;
    const dealers = (filters.location ?? []).map((dealer) => (typeof dealer === 'number' ? dealer : dealer.id));
    if (dealers.length && !dealers.includes(vehicle.owner_id)) return false;
    for (const field of RANGE_FIELDS) {
      const range = filters[field];
      const value = vehicle[field];
      if (!range) continue;
      if (range.from != null && (value === null || value < range.from)) return false;
      if (range.to != null && (value === null || value > range.to)) return false;
    }
    return true;
  });
  const attribute = request.sortAttribute ?? 'display_price';
  const order = request.sortOrder ?? 'asc';
  const sorted = [...matches].sort((a, b) => {
    const [x, y] = [a[attribute] ?? Number.MAX_SAFE_INTEGER, b[attribute] ?? Number.MAX_SAFE_INTEGER];
    return (order === 'asc' ? x - y : y - x) || a.id - b.id;
  });
  const items = request.items ?? 12;
  const page = request.page ?? 1;
  const seenDealers = new Map<number, Dealer>();
  for (const vehicle of vehicles) seenDealers.set(vehicle.dealer.id, { id: vehicle.dealer.id, city: vehicle.dealer.city, name: vehicle.dealer.name });
  return {
    data: sorted.slice((page - 1) * items, page * items),
    meta: {
      pagination: { page, items, count: matches.length, pages: Math.ceil(matches.length / items) },
      sort_attribute: attribute,
      sort_order: order,
      ranges: Object.fromEntries(
        RANGE_FIELDS.map((field) => [field, bounds(vehicles.map((vehicle) => vehicle[field]).filter((value): value is number => value !== null))]),
      ) as ListingResponse['meta']['ranges'],
      dealers: [...seenDealers.values()],
    },
  };
}

export interface FakeInventory {
  client: InventoryClient;
  /** Every listing request made, in order. */
  requests: ListingRequest[];
}

/**
 * An inventory client over `vehicles` for stories and tests: `mode` 'loading' never answers,
 * 'failed' always fails.
 */
export function fakeInventory(vehicles: readonly Vehicle[] = sampleVehicles(), mode: 'ready' | 'loading' | 'failed' = 'ready'): FakeInventory {
  const requests: ListingRequest[] = [];
  const answer = <T,>(value: () => T): Promise<T> =>
    mode === 'loading' ? new Promise(() => {}) : mode === 'failed' ? Promise.reject(new Error('Service unavailable')) : Promise.resolve(value());
  const client = {
    brands: () => Promise.resolve(sampleBrands),
    findNameplates: () => Promise.resolve(sampleNameplates),
    nameplates: (brandId: number) => Promise.resolve(sampleNameplates.filter((item) => item.brand_id === brandId)),
    listing: (_key: string, request: ListingRequest = {}) => {
      requests.push(request);
      return answer(() => sampleListing(vehicles, request));
    },
  } as unknown as InventoryClient;
  return { client, requests };
}

/** The server's data for a block on a page at `search` (as the site's page loader makes it). */
export function serverInventory(listKey: string, search: string, vehicles: readonly Vehicle[] | null): InventoryBlockData {
  const state = readListingState(search);
  return {
    key: listingKey(listKey, state),
    listing: vehicles
      ? sampleListing(vehicles, { filters: state.filters, page: state.page, sortAttribute: state.sortAttribute, sortOrder: state.sortOrder, items: 12 })
      : null,
    brands: sampleBrands,
    nameplates: sampleNameplates,
  };
}

/**
 * Site data around an inventory block as the site gives it: a URL the block navigates (kept
 * here, like the router keeps it), the server's first page for block `blockId`, and a client.
 */
export function WithInventorySite({
  children,
  client,
  search: initialSearch = '',
  path = '/used-cars',
  inventory,
  onNavigate,
}: {
  children: ReactNode;
  client: InventoryClient;
  search?: string;
  path?: string;
  inventory?: Record<string, InventoryBlockData>;
  onNavigate?: (href: string) => void;
}) {
  const [search, setSearch] = useState(initialSearch);
  const navigate = useCallback(
    (href: string) => {
      onNavigate?.(href);
      setSearch(new URL(href, 'http://site').search);
    },
    [onNavigate],
  );
  return (
    <BlockSiteDataProvider
      offers={sampleOffers}
      carModels={sampleCarModels}
      settings={samplePriceSettings}
      forms={sampleForms}
      pageUrl={{ path, search }}
      inventory={inventory}
      navigate={navigate}
    >
      <InventoryClientContext.Provider value={client}>{children}</InventoryClientContext.Provider>
    </BlockSiteDataProvider>
  );
}
