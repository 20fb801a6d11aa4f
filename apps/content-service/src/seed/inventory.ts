/**
 * Polish demo inventory: Jaguar and Land Rover nameplates, five dealers in Polish cities,
 * forty vehicles with varied attributes, and the published listings the inventory block names
 * by key (`ci_key_list`).
 */
import { count } from 'drizzle-orm';
import { ENGINE_TYPES, type InventoryFilters } from '@forecourt/inventory';
import type { Database } from '../db/client.js';
import { brands, dealers, listings, nameplates, vehicles } from '../db/schema.js';

interface SeedNameplate {
  brand: 'Jaguar' | 'Land Rover';
  name: string;
  /** Price of a new one in PLN; used ones are cheaper with age and mileage. */
  base_price: number;
  power: number[];
  image: string | null;
}

export const SEED_NAMEPLATES: SeedNameplate[] = [
  { brand: 'Jaguar', name: 'E-PACE', base_price: 229_900, power: [200, 249], image: null },
  { brand: 'Jaguar', name: 'F-PACE', base_price: 329_900, power: [250, 300, 404], image: null },
  { brand: 'Jaguar', name: 'F-TYPE', base_price: 409_900, power: [300, 450, 575], image: null },
  { brand: 'Jaguar', name: 'XF', base_price: 239_900, power: [204, 250], image: null },
  { brand: 'Land Rover', name: 'Defender 110', base_price: 389_900, power: [249, 300, 400], image: 'seed-defender' },
  { brand: 'Land Rover', name: 'Discovery', base_price: 379_900, power: [249, 300], image: 'seed-discovery' },
  { brand: 'Land Rover', name: 'Discovery Sport', base_price: 219_900, power: [163, 200, 309], image: 'seed-discovery' },
  { brand: 'Land Rover', name: 'Range Rover Sport', base_price: 519_900, power: [350, 400, 460], image: 'seed-hero-range-rover-sport' },
  { brand: 'Land Rover', name: 'Range Rover Evoque', base_price: 229_900, power: [163, 200, 309], image: null },
];

export const SEED_DEALERS = [
  { name: 'Jaguar Land Rover Warszawa Puławska', city: 'Warszawa' },
  { name: 'Jaguar Land Rover Kraków', city: 'Kraków' },
  { name: 'Jaguar Land Rover Wrocław', city: 'Wrocław' },
  { name: 'Jaguar Land Rover Poznań', city: 'Poznań' },
  { name: 'Jaguar Land Rover Gdańsk', city: 'Gdańsk' },
];

/** Listing key → the filters every answer of that listing is narrowed by. */
export const SEED_LISTINGS: { key: string; name: string; scope: InventoryFilters }[] = [
  { key: 'pl-used', name: 'Samochody używane', scope: { state: 'used' } },
  { key: 'pl-new', name: 'Samochody nowe', scope: { state: 'new' } },
  { key: 'pl-jaguar', name: 'Jaguar — cała oferta', scope: { nameplate_brand_name: 'Jaguar' } },
];

export const SEED_VEHICLE_COUNT = 40;

const COLORS = ['black', 'white', 'grey', 'blue', 'green', 'red', 'silver'];
const STATUSES = ['available', 'available', 'reserved', 'in_transit'];
const CAPACITY: Record<(typeof ENGINE_TYPES)[number], number> = { petrol: 1997, diesel: 2996, mhev: 2997, phev: 1498 };

/** Forty vehicles, varied by simple arithmetic so the demo (and a re-seed) is always the same. */
export function seedVehicles(): {
  vin: string;
  nameplate: string;
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
  power: number;
  engine_capacity: number;
  images: string[];
}[] {
  return Array.from({ length: SEED_VEHICLE_COUNT }, (_, i) => {
    const nameplate = SEED_NAMEPLATES[(i * 4) % SEED_NAMEPLATES.length]!;
    const used = i % 3 !== 0;
    const age = used ? 1 + (i % 5) : 0;
    const mileage = used ? 8_000 + ((i * 7_919) % 110_000) : (i * 13) % 50;
    const engineType = ENGINE_TYPES[(i + Math.floor(i / 4)) % ENGINE_TYPES.length]!;
    const msrp = nameplate.base_price + (i % 4) * 15_000;
    const discount = used ? 0.12 * age + mileage / 1_000_000 : 0.03;
    return {
      vin: `${nameplate.brand === 'Jaguar' ? 'SAJ' : 'SAL'}PL${String(2026_0000 + i).padStart(12, '0')}`,
      nameplate: nameplate.name,
      dealer: i % SEED_DEALERS.length,
      state: used ? 'used' : 'new',
      status: STATUSES[i % STATUSES.length]!,
      color_canonical: COLORS[(i * 3) % COLORS.length]!,
      transmission: i % 9 === 4 ? 'manual' : 'automatic',
      engine_type: engineType,
      production_year: 2026 - age,
      mileage,
      msrp_price: msrp,
      // Every eleventh vehicle is "price on request".
      display_price: i % 11 === 10 ? null : Math.round((msrp * (1 - discount)) / 100) * 100,
      power: nameplate.power[i % nameplate.power.length]!,
      engine_capacity: CAPACITY[engineType],
      images: nameplate.image ? [nameplate.image] : [],
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
