/**
 * Polish demo inventory: Jaguar and Land Rover nameplates, fourteen retailers in Polish cities
 * (address, position, contact, services, opening hours), three hundred vehicles with photos and
 * varied attributes, and the published listings the inventory block names by key (`ci_key_list`).
 * Everything is simple arithmetic on an index, so the demo (and a re-seed) is always the same.
 */
import { count } from 'drizzle-orm';
import { ENGINE_TYPES, type InventoryFilters, type OpeningHours } from '@forecourt/inventory';
import type { Database } from '../db/client.js';
import { brands, dealers, listings, nameplates, vehicles } from '../db/schema.js';

type BrandName = 'Jaguar' | 'Land Rover';

interface SeedNameplate {
  brand: BrandName;
  name: string;
  /** Price of a new one in PLN; used ones are cheaper with age and mileage. */
  base_price: number;
  power: number[];
  /** A seeded picture of the model besides its generated photos, if there is one. */
  image: string | null;
  /** Gradient of its generated photos (sky, ground, light). */
  colors: [string, string, string];
}

export const SEED_NAMEPLATES: SeedNameplate[] = [
  { brand: 'Jaguar', name: 'E-PACE', base_price: 229_900, power: [200, 249], image: null, colors: ['#1d1f2b', '#4b5670', '#c7cde0'] },
  { brand: 'Jaguar', name: 'F-PACE', base_price: 329_900, power: [250, 300, 404], image: null, colors: ['#20150f', '#6b4a33', '#e2c39f'] },
  { brand: 'Jaguar', name: 'F-TYPE', base_price: 409_900, power: [300, 450, 575], image: null, colors: ['#2a0d10', '#8a2b31', '#f0b5a0'] },
  { brand: 'Jaguar', name: 'XF', base_price: 239_900, power: [204, 250], image: null, colors: ['#0e1a22', '#35586b', '#b9d4de'] },
  { brand: 'Land Rover', name: 'Defender 110', base_price: 389_900, power: [249, 300, 400], image: 'seed-defender', colors: ['#1f2a1c', '#4f6b3a', '#c9c08a'] },
  { brand: 'Land Rover', name: 'Discovery', base_price: 379_900, power: [249, 300], image: 'seed-discovery', colors: ['#101a33', '#3a5a8c', '#9fc3e0'] },
  { brand: 'Land Rover', name: 'Discovery Sport', base_price: 219_900, power: [163, 200, 309], image: 'seed-discovery', colors: ['#16261f', '#3f6e5a', '#bfe0cf'] },
  { brand: 'Land Rover', name: 'Range Rover Sport', base_price: 519_900, power: [350, 400, 460], image: 'seed-hero-range-rover-sport', colors: ['#0b1d2a', '#29506b', '#d98e4a'] },
  { brand: 'Land Rover', name: 'Range Rover Evoque', base_price: 229_900, power: [163, 200, 309], image: null, colors: ['#231a2b', '#5e4a73', '#e0c9e8'] },
];

/** Angles of the generated photos of each model: front three-quarter, side, rear three-quarter. */
export const CAR_PHOTO_ANGLES = [30, 0, 150] as const;

/** Media id of a generated photo of a model (drawn by seed/images.ts). */
export const carPhotoId = (nameplate: string, index: number) =>
  `seed-car-${nameplate.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index + 1}`;

/** A week of opening hours, Monday first: weekdays, a shorter Saturday (null = closed), Sunday closed. */
const week = (weekdays: [string, string], saturday: [string, string] | null): OpeningHours[] => [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: weekdays[0], closes: weekdays[1] })),
  { day: 6, opens: saturday?.[0] ?? null, closes: saturday?.[1] ?? null },
  { day: 7, opens: null, closes: null },
];

interface SeedDealer {
  name: string;
  city: string;
  address: string;
  postcode: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  website: string;
  brands: BrandName[];
  services: string[];
  opening_hours: OpeningHours[];
}

const BOTH: BrandName[] = ['Jaguar', 'Land Rover'];
const ALL_SERVICES = ['sales', 'used', 'service', 'parts', 'bodyshop'];

/** A retailer on a reserved example domain (`<slug>.jlr-dealer.example`). */
const dealer = (
  slug: string,
  details: Omit<SeedDealer, 'email' | 'website' | 'brands' | 'services' | 'opening_hours'> &
    Partial<Pick<SeedDealer, 'brands' | 'services' | 'opening_hours'>>,
): SeedDealer => ({
  brands: BOTH,
  services: ALL_SERVICES,
  opening_hours: week(['09:00', '18:00'], ['09:00', '14:00']),
  ...details,
  email: `salon@${slug}.jlr-dealer.example`,
  website: `https://${slug}.jlr-dealer.example`,
});

/** Real city positions, each nudged to a plausible spot on the city's edge. */
export const SEED_DEALERS: SeedDealer[] = [
  dealer('warszawa-pulawska', {
    name: 'Jaguar Land Rover Warszawa Puławska', city: 'Warszawa', address: 'ul. Puławska 402', postcode: '02-819',
    latitude: 52.1418, longitude: 21.0197, phone: '+48 22 544 20 00',
    opening_hours: week(['08:00', '19:00'], ['09:00', '15:00']),
  }),
  dealer('warszawa-polczynska', {
    name: 'Land Rover Warszawa Połczyńska', city: 'Warszawa', address: 'ul. Połczyńska 10', postcode: '01-378',
    latitude: 52.2231, longitude: 20.9066, phone: '+48 22 533 41 10',
    brands: ['Land Rover'], services: ['sales', 'used', 'service', 'parts'],
  }),
  dealer('krakow', {
    name: 'Jaguar Land Rover Kraków', city: 'Kraków', address: 'ul. Zakopiańska 62', postcode: '30-418',
    latitude: 50.0192, longitude: 19.9281, phone: '+48 12 262 70 00',
  }),
  dealer('wroclaw', {
    name: 'Jaguar Land Rover Wrocław', city: 'Wrocław', address: 'ul. Karkonoska 85', postcode: '53-015',
    latitude: 51.0701, longitude: 17.0036, phone: '+48 71 334 90 90',
    opening_hours: week(['08:30', '18:30'], ['09:00', '14:00']),
  }),
  dealer('poznan', {
    name: 'Jaguar Land Rover Poznań', city: 'Poznań', address: 'ul. Głogowska 432', postcode: '60-004',
    latitude: 52.3712, longitude: 16.8731, phone: '+48 61 665 11 00',
  }),
  dealer('gdansk', {
    name: 'Jaguar Land Rover Gdańsk', city: 'Gdańsk', address: 'al. Grunwaldzka 260', postcode: '80-314',
    latitude: 54.3934, longitude: 18.5841, phone: '+48 58 340 22 22',
  }),
  dealer('lodz', {
    name: 'Land Rover Łódź', city: 'Łódź', address: 'al. Włókniarzy 190', postcode: '91-341',
    latitude: 51.7889, longitude: 19.4236, phone: '+48 42 611 05 05',
    brands: ['Land Rover'], services: ['sales', 'used', 'service'],
    opening_hours: week(['09:00', '17:00'], null),
  }),
  dealer('katowice', {
    name: 'Jaguar Land Rover Katowice', city: 'Katowice', address: 'ul. Bocheńskiego 38', postcode: '40-859',
    latitude: 50.2551, longitude: 18.9712, phone: '+48 32 790 60 60',
  }),
  dealer('szczecin', {
    name: 'Land Rover Szczecin', city: 'Szczecin', address: 'ul. Struga 17', postcode: '70-784',
    latitude: 53.3989, longitude: 14.6213, phone: '+48 91 481 30 30',
    brands: ['Land Rover'], services: ['sales', 'used', 'service', 'parts'],
  }),
  dealer('lublin', {
    name: 'Jaguar Land Rover Lublin', city: 'Lublin', address: 'al. Witosa 7', postcode: '20-315',
    latitude: 51.2268, longitude: 22.6104, phone: '+48 81 745 12 12',
    services: ['sales', 'used', 'service'],
  }),
  dealer('bialystok', {
    name: 'Jaguar Białystok', city: 'Białystok', address: 'ul. Produkcyjna 100', postcode: '15-680',
    latitude: 53.1547, longitude: 23.1212, phone: '+48 85 662 40 40',
    brands: ['Jaguar'], services: ['sales', 'service'],
    opening_hours: week(['10:00', '18:00'], ['10:00', '13:00']),
  }),
  dealer('bydgoszcz', {
    name: 'Jaguar Land Rover Bydgoszcz', city: 'Bydgoszcz', address: 'ul. Fordońska 199', postcode: '85-739',
    latitude: 53.1302, longitude: 18.0804, phone: '+48 52 345 80 80',
  }),
  dealer('rzeszow', {
    name: 'Land Rover Rzeszów', city: 'Rzeszów', address: 'al. Krakowska 20', postcode: '35-111',
    latitude: 50.0322, longitude: 21.9611, phone: '+48 17 864 20 20',
    brands: ['Land Rover'], services: ['sales', 'used', 'service', 'parts'],
  }),
  dealer('sopot', {
    name: 'Jaguar Sopot', city: 'Sopot', address: 'al. Niepodległości 763', postcode: '81-838',
    latitude: 54.4418, longitude: 18.5601, phone: '+48 58 555 31 31',
    brands: ['Jaguar'], services: ['sales', 'used'],
    opening_hours: week(['10:00', '19:00'], ['10:00', '16:00']),
  }),
];

/** Listing key → the filters every answer of that listing is narrowed by. */
export const SEED_LISTINGS: { key: string; name: string; scope: InventoryFilters }[] = [
  { key: 'pl-used', name: 'Samochody używane', scope: { state: 'used' } },
  { key: 'pl-new', name: 'Samochody nowe', scope: { state: 'new' } },
  { key: 'pl-jaguar', name: 'Jaguar — cała oferta', scope: { nameplate_brand_name: 'Jaguar' } },
];

export const SEED_VEHICLE_COUNT = 300;

const COLORS = ['black', 'white', 'grey', 'blue', 'green', 'red', 'silver', 'bronze'];
const STATUSES = ['available', 'available', 'available', 'reserved', 'in_transit'];
const CAPACITY: Record<(typeof ENGINE_TYPES)[number], number> = { petrol: 1997, diesel: 2996, mhev: 2997, phev: 1498 };

export interface SeedVehicle {
  vin: string;
  nameplate: string;
  /** Index into SEED_DEALERS. */
  dealer: number;
  state: string;
  status: string;
  color_canonical: string;
  transmission: string;
  engine_type: string;
  production_year: number;
  mileage: number;
  msrp_price: number;
  display_price: number | null;
  monthly_price: number | null;
  power: number;
  engine_capacity: number;
  images: string[];
}

/**
 * The stock: vehicles go round the dealers, and each dealer round the nameplates of the brands it
 * sells, so every dealer has new and used cars and every nameplate is in stock somewhere.
 */
export function seedVehicles(): SeedVehicle[] {
  return Array.from({ length: SEED_VEHICLE_COUNT }, (_, i) => {
    const dealerIndex = i % SEED_DEALERS.length;
    const sold = SEED_NAMEPLATES.filter((n) => SEED_DEALERS[dealerIndex]!.brands.includes(n.brand));
    const round = Math.floor(i / SEED_DEALERS.length);
    const nameplate = sold[(round + dealerIndex) % sold.length]!;
    const used = i % 3 !== 0;
    const age = used ? 1 + ((i * 7) % 6) : 0;
    const mileage = used ? 4_000 + ((i * 7_919) % 140_000) : (i * 13) % 50;
    const engineType = ENGINE_TYPES[(i + Math.floor(i / 4)) % ENGINE_TYPES.length]!;
    const msrp = nameplate.base_price + (i % 5) * 12_500;
    const discount = used ? 0.1 * age + mileage / 1_200_000 : 0.02 * (i % 3);
    // Every thirteenth vehicle is "price on request"; every third priced one has a finance offer.
    const display = i % 13 === 12 ? null : Math.round((msrp * (1 - discount)) / 100) * 100;
    const photos = [...(nameplate.image ? [nameplate.image] : []), ...CAR_PHOTO_ANGLES.map((_, n) => carPhotoId(nameplate.name, n))];
    const first = i % photos.length;
    return {
      vin: `${nameplate.brand === 'Jaguar' ? 'SAJ' : 'SAL'}PL${String(2026_0000 + i).padStart(12, '0')}`,
      nameplate: nameplate.name,
      dealer: dealerIndex,
      state: used ? 'used' : 'new',
      status: STATUSES[i % STATUSES.length]!,
      color_canonical: COLORS[(i * 3) % COLORS.length]!,
      transmission: i % 9 === 4 ? 'manual' : 'automatic',
      engine_type: engineType,
      production_year: 2026 - age,
      mileage,
      msrp_price: msrp,
      display_price: display,
      monthly_price: display !== null && i % 3 === 1 ? Math.round((display * 0.0135) / 10) * 10 : null,
      power: nameplate.power[i % nameplate.power.length]!,
      engine_capacity: CAPACITY[engineType],
      // Two to four photos, starting at a different one from car to car.
      images: Array.from({ length: Math.min(photos.length, 2 + (i % 3)) }, (_, n) => photos[(first + n) % photos.length]!),
    };
  });
}

/** Seeds the inventory when it is empty (also into databases seeded before it existed). */
export async function seedInventory(db: Database): Promise<void> {
  const [{ total }] = (await db.select({ total: count() }).from(brands)) as [{ total: number }];
  if (Number(total) > 0) return;

  const brandRows = await db
    .insert(brands)
    .values([...new Set(SEED_NAMEPLATES.map((n) => n.brand))].map((name) => ({ name })))
    .returning();
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
  const nameplateRows = await db
    .insert(nameplates)
    .values(SEED_NAMEPLATES.map((n) => ({ brand_id: brandId.get(n.brand)!, name: n.name })))
    .returning();
  const nameplateId = new Map(nameplateRows.map((n) => [n.name, n.id]));
  const dealerRows = await db.insert(dealers).values(SEED_DEALERS).returning();

  await db.insert(vehicles).values(
    seedVehicles().map(({ nameplate, dealer, ...vehicle }) => ({
      ...vehicle,
      nameplate_id: nameplateId.get(nameplate)!,
      owner_id: dealerRows[dealer]!.id,
      currency: 'PLN',
      mileage_unit: 'km',
      power_unit: 'KM',
      engine_capacity_unit: 'cm3',
    })),
  );
  await db.insert(listings).values(SEED_LISTINGS);
}
