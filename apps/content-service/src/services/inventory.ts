/**
 * Car inventory reads: brands, nameplates, dealers, vehicles and published listings. Every
 * filter arrives as a typed `FilterCondition` from @forecourt/inventory's `parseListingQuery`
 * and becomes a Drizzle condition on a fixed column: nothing from a request is ever SQL text.
 */
import { and, asc, count, eq, gte, inArray, lte, max, min, or, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  describeListingQueryIssues,
  filtersToQuery,
  parseListingQuery,
  RANGE_FIELDS,
  type Dealer,
  type FilterCondition,
  type InventoryFilters,
  type ListingMeta,
  type ListingQuery,
  type ListingRanges,
  type Pagination,
  type RangeField,
  type Retailer,
  type SortAttribute,
  type Vehicle,
  type VehicleSpecs,
} from '@forecourt/inventory';
import { containsAnyCase } from '../db/any-case.js';
import type { Database } from '../db/client.js';
import { PUBLIC_MAX_AGE_MS } from '../lib/http.js';
import { brands, dealers, listings, nameplates, vehicles } from '../db/schema.js';

/** The column each filter field and sort attribute reads. */
const COLUMNS = {
  nameplate_brand_name: brands.name,
  nameplate_name: nameplates.name,
  state: vehicles.state,
  status: vehicles.status,
  color_canonical: vehicles.color_canonical,
  transmission: vehicles.transmission,
  engine_type: vehicles.engine_type,
  production_year: vehicles.production_year,
  mileage: vehicles.mileage,
  msrp_price: vehicles.msrp_price,
  display_price: vehicles.display_price,
  power: vehicles.power,
  owner_id: vehicles.owner_id,
} satisfies Record<FilterCondition['field'] | SortAttribute | RangeField, AnyPgColumn>;

function toSql(condition: FilterCondition): SQL {
  switch (condition.op) {
    case 'eq':
      return eq(COLUMNS[condition.field], condition.value);
    case 'in':
      return inArray(COLUMNS[condition.field], condition.value);
    case 'gteq':
      return gte(COLUMNS[condition.field], condition.value);
    case 'lteq':
      return lte(COLUMNS[condition.field], condition.value);
  }
}

const where = (conditions: FilterCondition[]) => and(...conditions.map(toSql));

/** A dealer as `Retailer`: the spec's id, city and name with its address, contact and hours. */
const RETAILER_FIELDS = {
  id: dealers.id,
  city: dealers.city,
  name: dealers.name,
  address: dealers.address,
  postcode: dealers.postcode,
  latitude: dealers.latitude,
  longitude: dealers.longitude,
  phone: dealers.phone,
  email: dealers.email,
  website: dealers.website,
  brands: dealers.brands,
  services: dealers.services,
  opening_hours: dealers.opening_hours,
};

const VEHICLE_FIELDS = {
  id: vehicles.id,
  vin: vehicles.vin,
  nameplate_id: vehicles.nameplate_id,
  nameplate_name: nameplates.name,
  brand_id: brands.id,
  nameplate_brand_name: brands.name,
  state: vehicles.state,
  status: vehicles.status,
  color_canonical: vehicles.color_canonical,
  transmission: vehicles.transmission,
  engine_type: vehicles.engine_type,
  production_year: vehicles.production_year,
  mileage: vehicles.mileage,
  mileage_unit: vehicles.mileage_unit,
  msrp_price: vehicles.msrp_price,
  display_price: vehicles.display_price,
  monthly_price: vehicles.monthly_price,
  currency: vehicles.currency,
  power: vehicles.power,
  power_unit: vehicles.power_unit,
  engine_capacity: vehicles.engine_capacity,
  engine_capacity_unit: vehicles.engine_capacity_unit,
  owner_id: vehicles.owner_id,
  dealer: RETAILER_FIELDS,
  images: vehicles.images,
};

interface ScopeMeta {
  ranges: ListingRanges;
  dealers: Dealer[];
  /** Vehicles in the scope. */
  total: number;
}

export interface VehiclePage {
  data: Vehicle[];
  meta: ListingMeta;
}

/** A stored listing scope whose filters no longer parse is a data error, not a visitor's. */
export class ListingScopeError extends Error {}

/** The conditions a listing's stored scope stands for, read through the same parser as requests. */
export function scopeConditions(scope: InventoryFilters): FilterCondition[] {
  const parsed = parseListingQuery(filtersToQuery(scope, { logger: { warn: (m) => console.warn('[inventory] listing scope:', m) } }));
  if (!parsed.ok) throw new ListingScopeError(describeListingQueryIssues(parsed.issues));
  return parsed.query.conditions;
}

export function createInventoryService(db: Database) {
  const joined = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(vehicles)
      .innerJoin(nameplates, eq(nameplates.id, vehicles.nameplate_id))
      .innerJoin(brands, eq(brands.id, nameplates.brand_id))
      .innerJoin(dealers, eq(dealers.id, vehicles.owner_id));

  /** Lowest and highest value of each range attribute over `scope` (a listing, not the visitor's filters). */
  async function ranges(scope: FilterCondition[]): Promise<ListingRanges> {
    const fields = Object.fromEntries(
      RANGE_FIELDS.flatMap((field) => [
        [`${field}_min`, min(COLUMNS[field])],
        [`${field}_max`, max(COLUMNS[field])],
      ]),
    );
    const [row] = (await joined(fields).where(where(scope))) as Record<string, number | null>[];
    return Object.fromEntries(
      RANGE_FIELDS.map((field) => [field, { min: row?.[`${field}_min`] ?? null, max: row?.[`${field}_max`] ?? null }]),
    ) as ListingRanges;
  }

  /** Dealers owning at least one vehicle of `scope`, for the location filter. */
  async function scopeDealers(scope: FilterCondition[]): Promise<Dealer[]> {
    return (await joined({ id: dealers.id, city: dealers.city, name: dealers.name })
      .where(where(scope))
      .groupBy(dealers.id, dealers.city, dealers.name)
      .orderBy(asc(dealers.city), asc(dealers.name))) as Dealer[];
  }

  /**
   * What an answer says about its whole listing scope (ranges, dealers, vehicle count): full scans
   * of the scope, the same for every visitor's filters. Remembered per scope for as long as the
   * public answers may be cached anyway (a minute), so a request costs only what its own filters
   * select. In the minute after that the remembered meta is still answered while one refresh runs
   * behind it, so no visitor waits for the scans of a busy listing; older than that, it is
   * computed again before answering. Concurrent first requests share one computation.
   */
  const scopeMeta = new LRUCache<string, { at: number; value: Promise<ScopeMeta>; refreshing?: boolean }>({
    max: 200,
    ttl: 2 * PUBLIC_MAX_AGE_MS,
  });
  function computeMeta(scope: FilterCondition[]) {
    const value = Promise.all([ranges(scope), scopeDealers(scope), countOf(scope)]).then(([r, d, total]) => ({ ranges: r, dealers: d, total }));
    return { at: Date.now(), value };
  }
  function metaOf(scope: FilterCondition[]): Promise<ScopeMeta> {
    const key = JSON.stringify(scope);
    const known = scopeMeta.get(key);
    if (known && Date.now() - known.at < PUBLIC_MAX_AGE_MS) return known.value;
    if (known && !known.refreshing) {
      known.refreshing = true;
      const next = computeMeta(scope);
      next.value.then(
        () => scopeMeta.set(key, next),
        () => (known.refreshing = false),
      );
      return known.value;
    }
    if (known) return known.value;
    const fresh = computeMeta(scope);
    scopeMeta.set(key, fresh);
    fresh.value.catch(() => scopeMeta.delete(key));
    return fresh.value;
  }

  async function countOf(conditions: FilterCondition[]): Promise<number> {
    const [row] = (await joined({ count: count() }).where(where(conditions))) as { count: number }[];
    return Number(row?.count ?? 0);
  }

  /** One page of the vehicles matching `scope` and the visitor's query, with the listing meta. */
  async function page(scope: FilterCondition[], query: ListingQuery): Promise<VehiclePage> {
    const conditions = [...scope, ...query.conditions];
    const sortColumn = COLUMNS[query.sort_attribute];
    const [rows, meta, filteredTotal] = await Promise.all([
      joined(VEHICLE_FIELDS)
        .where(where(conditions))
        // Vehicles without a price (price on request) come last either way; id keeps pages stable.
        // Written as `nulls last` so an index on the column can hand rows over in order.
        .orderBy(query.sort_order === 'desc' ? sql`${sortColumn} desc nulls last` : sql`${sortColumn} asc nulls last`, asc(vehicles.id))
        .limit(query.items)
        .offset((query.page - 1) * query.items) as Promise<Vehicle[]>,
      metaOf(scope),
      // Without filters of its own the count is the scope's, already remembered.
      query.conditions.length === 0 ? null : countOf(conditions),
    ]);
    return {
      data: rows,
      meta: {
        pagination: pagination(query, filteredTotal ?? meta.total),
        sort_attribute: query.sort_attribute,
        sort_order: query.sort_order,
        ranges: meta.ranges,
        dealers: meta.dealers,
      },
    };
  }

  /**
   * Listings change only with a deploy's seed or SQL: a known one is remembered for the same
   * minute, which saves every listing request a round trip before its own queries can start.
   * Unknown keys are asked each time (and so cannot fill the memory).
   */
  const scopes = new LRUCache<string, FilterCondition[]>({ max: 500, ttl: PUBLIC_MAX_AGE_MS });
  async function listingScope(key: string): Promise<FilterCondition[] | null> {
    const known = scopes.get(key);
    if (known) return known;
    const [listing] = await db.select({ scope: listings.scope }).from(listings).where(eq(listings.key, key)).limit(1);
    if (!listing) return null;
    const scope = scopeConditions(listing.scope);
    scopes.set(key, scope);
    return scope;
  }

  return {
    brands: () => db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),

    /** Null when the brand does not exist. */
    async nameplates(brandId: number) {
      const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
      if (!brand) return null;
      return db
        .select({ id: nameplates.id, brand_id: nameplates.brand_id, name: nameplates.name })
        .from(nameplates)
        .where(eq(nameplates.brand_id, brandId))
        .orderBy(asc(nameplates.name));
    },

    /** Nameplates matching equals conditions on nameplate_name / nameplate_brand_name (spec §7 `/nameplates`). */
    nameplatesMatching(conditions: FilterCondition[]) {
      return db
        .select({ id: nameplates.id, brand_id: nameplates.brand_id, name: nameplates.name })
        .from(nameplates)
        .innerJoin(brands, eq(brands.id, nameplates.brand_id))
        .where(where(conditions))
        .orderBy(asc(brands.name), asc(nameplates.name));
    },

    /** Dealers by city and name; `q` keeps those whose city or name contains it (any case). */
    async dealers(query: { items: number; page: number; q?: string }): Promise<{ data: Retailer[]; meta: { pagination: Pagination } }> {
      const q = query.q?.trim();
      const matching = q ? or(containsAnyCase(dealers.city, q), containsAnyCase(dealers.name, q)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(RETAILER_FIELDS)
          .from(dealers)
          .where(matching)
          .orderBy(asc(dealers.city), asc(dealers.name), asc(dealers.id))
          .limit(query.items)
          .offset((query.page - 1) * query.items),
        db.select({ count: count() }).from(dealers).where(matching),
      ]);
      return { data: rows, meta: { pagination: pagination(query, Number(total?.count ?? 0)) } };
    },

    /** Null when unknown. */
    async dealer(id: number): Promise<Retailer | null> {
      const [row] = await db.select(RETAILER_FIELDS).from(dealers).where(eq(dealers.id, id)).limit(1);
      return row ?? null;
    },

    /** Every vehicle (no listing scope) matching the query. */
    vehicles: (query: ListingQuery) => page([], query),

    /** Null when no listing has that key. */
    async listing(key: string, query: ListingQuery): Promise<VehiclePage | null> {
      const scope = await listingScope(key);
      return scope ? page(scope, query) : null;
    },

    /** A vehicle of a listing; null when the listing is unknown or the vehicle is not in it. */
    async listingVehicle(key: string, vehicleId: number): Promise<Vehicle | null> {
      const scope = await listingScope(key);
      if (!scope) return null;
      const [row] = (await joined(VEHICLE_FIELDS)
        .where(and(where(scope), eq(vehicles.id, vehicleId)))
        .limit(1)) as Vehicle[];
      return row ?? null;
    },

    /** The technical data sheet of a vehicle; null when unknown. */
    async specs(vehicleId: number): Promise<VehicleSpecs | null> {
      const [row] = (await joined(VEHICLE_FIELDS).where(eq(vehicles.id, vehicleId)).limit(1)) as Vehicle[];
      if (!row) return null;
      return {
        id: row.id,
        vin: row.vin,
        specs: [
          { key: 'engine_type', value: row.engine_type, unit: null },
          ...(row.engine_capacity === null
            ? []
            : [{ key: 'engine_capacity', value: row.engine_capacity, unit: row.engine_capacity_unit }]),
          { key: 'power', value: row.power, unit: row.power_unit },
          { key: 'transmission', value: row.transmission, unit: null },
          { key: 'production_year', value: row.production_year, unit: null },
          { key: 'mileage', value: row.mileage, unit: row.mileage_unit },
          { key: 'color_canonical', value: row.color_canonical, unit: null },
        ],
      };
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;

function pagination(query: { items: number; page: number }, total: number): Pagination {
  return { page: query.page, items: query.items, count: total, pages: Math.ceil(total / query.items) };
}
