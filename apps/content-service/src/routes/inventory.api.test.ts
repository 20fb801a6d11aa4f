import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInventoryClient,
  retailerSchema,
  InventoryApiError,
  filtersToQuery,
  listingResponseSchema,
  vehicleSpecsSchema,
  type InventoryFilters,
  type Retailer,
  type Vehicle,
} from '@forecourt/inventory';
import { z } from 'zod';
import { SEED_IMAGES } from '../seed/images.js';
import { SEED_DEALERS, SEED_NAMEPLATES, SEED_VEHICLE_COUNT } from '../seed/inventory.js';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

const getJson = async (path: string) => {
  const response = await service.fetch(path);
  return { response, body: (await response.json()) as any };
};

const listing = async (path: string) => {
  const { response, body } = await getJson(path);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return listingResponseSchema.parse(body);
};

/** Every vehicle behind a listing path, page by page (12 at a time, the maximum). */
async function everyVehicle(base: string, query = ''): Promise<Vehicle[]> {
  const all: Vehicle[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await listing(`${base}?${query}${query ? '&' : ''}items=12&page=${page}`);
    all.push(...data);
    if (page >= meta.pagination.pages) return all;
  }
}

let catalogue: Vehicle[];
beforeAll(async () => {
  catalogue = await everyVehicle('/api/vehicles');
});

const withFilters = (filters: InventoryFilters) => filtersToQuery(filters);

describe('given the seeded Polish demo inventory', () => {
  it('should hold the whole seeded stock, every vehicle with 2 to 4 photos', () => {
    expect(catalogue).toHaveLength(SEED_VEHICLE_COUNT);
    expect(new Set(catalogue.map((v) => v.id)).size).toBe(SEED_VEHICLE_COUNT);
    expect(catalogue.every((v) => v.images.length >= 2 && v.images.length <= 4)).toBe(true);
    // Every photo is in the seeded media library, so cards and galleries show pictures.
    const library = new Set(SEED_IMAGES.map((image) => image.id));
    expect(catalogue.flatMap((v) => v.images).filter((id) => !library.has(id))).toEqual([]);
  });

  it('should stock every seeded model new and used, every retailer only the brands it sells, some at price on request', () => {
    for (const nameplate of SEED_NAMEPLATES) {
      const stock = catalogue.filter((v) => v.nameplate_name === nameplate.name);
      expect(new Set(stock.map((v) => v.state)), nameplate.name).toEqual(new Set(['new', 'used']));
    }
    for (const dealer of SEED_DEALERS) {
      const stock = catalogue.filter((v) => v.dealer.name === dealer.name);
      expect(new Set(stock.map((v) => v.state)), dealer.name).toEqual(new Set(['new', 'used']));
      expect(stock.every((v) => dealer.brands.includes(v.nameplate_brand_name as never)), dealer.name).toBe(true);
    }
    expect(catalogue.some((v) => v.display_price === null)).toBe(true);
  });

  it("should name each vehicle's retailer in full, and its monthly price where it has one", () => {
    const vehicle = catalogue.find((v) => v.monthly_price !== null)!;
    expect(vehicle.monthly_price).toBeGreaterThan(0);
    expect(vehicle.dealer.id).toBe(vehicle.owner_id);
    expect(vehicle.dealer).toMatchObject({ phone: expect.stringMatching(/^\+48 /), website: expect.stringContaining('.jlr-dealer.example') });
    expect(vehicle.dealer.brands).toContain(vehicle.nameplate_brand_name);
    expect(catalogue.some((v) => v.monthly_price === null)).toBe(true);
  });

  describe('GET /public_api/brands', () => {
    it('should answer Jaguar and Land Rover, publicly cacheable', async () => {
      const { response, body } = await getJson('/public_api/brands');
      expect(response.status).toBe(200);
      expect(body.data.map((b: { name: string }) => b.name)).toEqual(['Jaguar', 'Land Rover']);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    });
  });

  describe('GET /public_api/brands/{id}/nameplates', () => {
    it("should answer the brand's nameplates by name", async () => {
      const { body: brands } = await getJson('/public_api/brands');
      const jaguar = brands.data.find((b: { name: string }) => b.name === 'Jaguar');
      const { response, body } = await getJson(`/public_api/brands/${jaguar.id}/nameplates`);
      expect(response.status).toBe(200);
      expect(body.data.map((n: { name: string }) => n.name)).toEqual(['E-PACE', 'F-PACE', 'F-TYPE', 'XF']);
      expect(body.data.every((n: { brand_id: number }) => n.brand_id === jaguar.id)).toBe(true);
    });

    it('should answer 404 for an unknown brand', async () => {
      expect((await getJson('/public_api/brands/99999/nameplates')).body).toEqual({ error: 'Brand not found' });
      expect((await service.fetch('/public_api/brands/jaguar/nameplates')).status).toBe(404);
    });
  });

  describe('GET /public_api/nameplates', () => {
    it('should answer every nameplate, or those of a brand or name', async () => {
      expect((await getJson('/public_api/nameplates')).body.data).toHaveLength(9);
      const landRover = await getJson(`/public_api/nameplates?${withFilters({ nameplate_brand_name: 'Land Rover' })}`);
      expect(landRover.body.data.map((n: { name: string }) => n.name)).toEqual([
        'Defender 110',
        'Discovery',
        'Discovery Sport',
        'Range Rover Evoque',
        'Range Rover Sport',
      ]);
      const xf = await getJson(`/public_api/nameplates?${withFilters({ nameplate_name: 'XF' })}`);
      expect(xf.body.data.map((n: { name: string }) => n.name)).toEqual(['XF']);
    });

    it('should answer 400 for any other filter or parameter', async () => {
      const { response, body } = await getJson('/public_api/nameplates?filter[state_eq]=used&page=2');
      expect(response.status).toBe(400);
      expect(body.issues.map((i: { path: string }) => i.path)).toEqual(['filter[state_eq]', 'page']);
    });
  });

  describe('GET /public_api/listings/{listingId}', () => {
    it('should answer a first page of 12 vehicles of the listing scope with the listing meta', async () => {
      const response = await service.fetch('/public_api/listings/pl-used');
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
      const { data, meta } = listingResponseSchema.parse(await response.json());
      const used = catalogue.filter((v) => v.state === 'used');
      expect(data).toHaveLength(12);
      expect(data.every((v) => v.state === 'used')).toBe(true);
      expect(meta.pagination).toEqual({ page: 1, items: 12, count: used.length, pages: Math.ceil(used.length / 12) });
      expect(meta).toMatchObject({ sort_attribute: 'display_price', sort_order: 'asc' });
      expect(meta.ranges.mileage).toEqual({
        min: Math.min(...used.map((v) => v.mileage)),
        max: Math.max(...used.map((v) => v.mileage)),
      });
      expect(meta.ranges.production_year.max).toBe(Math.max(...used.map((v) => v.production_year)));
      expect(meta.dealers.map((d) => d.city).sort()).toEqual(SEED_DEALERS.map((d) => d.city).sort());
      expect(data[0]).toMatchObject({ currency: 'PLN', mileage_unit: 'km', power_unit: 'KM', engine_capacity_unit: 'cm3' });
    });

    it('should keep ranges and dealers of the whole listing while filters narrow the page', async () => {
      const all = await listing('/public_api/listings/pl-used');
      const narrowed = await listing(`/public_api/listings/pl-used?${withFilters({ mileage: { to: 20000 } })}`);
      expect(narrowed.meta.ranges).toEqual(all.meta.ranges);
      expect(narrowed.meta.dealers).toEqual(all.meta.dealers);
      expect(narrowed.meta.pagination.count).toBeLessThan(all.meta.pagination.count);
    });

    it('should answer 404 for an unknown listing', async () => {
      const { response, body } = await getJson('/public_api/listings/pl-nope');
      expect(response.status).toBe(404);
      expect(body).toEqual({ error: 'Listing not found' });
    });
  });

  describe('given filters', () => {
    it('should match equals filters exactly (brand, nameplate, status, colour, transmission)', async () => {
      const filters = { nameplate_brand_name: 'Land Rover', status: 'available', transmission: 'automatic' };
      const found = await everyVehicle('/api/vehicles', withFilters(filters));
      const expected = catalogue.filter(
        (v) => v.nameplate_brand_name === 'Land Rover' && v.status === 'available' && v.transmission === 'automatic',
      );
      expect(found.map((v) => v.id).sort()).toEqual(expected.map((v) => v.id).sort());
      expect(expected.length).toBeGreaterThan(0);

      const defenders = await everyVehicle('/api/vehicles', withFilters({ nameplate_name: 'Defender 110', color_canonical: catalogue.find((v) => v.nameplate_name === 'Defender 110')!.color_canonical }));
      expect(defenders.length).toBeGreaterThan(0);
      expect(defenders.every((v) => v.nameplate_name === 'Defender 110')).toBe(true);
    });

    it('should match any of the chosen engine types', async () => {
      const found = await everyVehicle('/api/vehicles', withFilters({ engine_type: ['phev', 'diesel'] }));
      const expected = catalogue.filter((v) => v.engine_type === 'phev' || v.engine_type === 'diesel');
      expect(found.map((v) => v.id).sort()).toEqual(expected.map((v) => v.id).sort());
    });

    it('should include both range bounds (greater or equal, less or equal)', async () => {
      const [low, high] = [...new Set(catalogue.map((v) => v.mileage))].sort((a, b) => a - b).slice(5, 15).filter((_, i, a) => i === 0 || i === a.length - 1);
      const found = await everyVehicle('/api/vehicles', withFilters({ mileage: { from: low, to: high } }));
      const expected = catalogue.filter((v) => v.mileage >= low! && v.mileage <= high!);
      expect(found.map((v) => v.id).sort()).toEqual(expected.map((v) => v.id).sort());
      expect(found.some((v) => v.mileage === low)).toBe(true);
      expect(found.some((v) => v.mileage === high)).toBe(true);

      const years = await everyVehicle('/api/vehicles', withFilters({ production_year: { from: 2024 }, power: { to: 300 } }));
      expect(years.map((v) => v.id).sort()).toEqual(
        catalogue.filter((v) => v.production_year >= 2024 && v.power <= 300).map((v) => v.id).sort(),
      );
    });

    it('should leave out vehicles without a price when a price range is set', async () => {
      const found = await everyVehicle('/api/vehicles', withFilters({ display_price: { from: 0 } }));
      expect(found.every((v) => v.display_price !== null)).toBe(true);
      expect(found.length).toBe(catalogue.filter((v) => v.display_price !== null).length);
    });

    it('should match vehicles of the chosen dealers (location → owner_id in-list)', async () => {
      const { meta } = await listing('/public_api/listings/pl-used');
      const chosen = [meta.dealers[0]!, meta.dealers[2]!];
      const found = await everyVehicle('/public_api/listings/pl-used', withFilters({ location: chosen }));
      const ids = chosen.map((d) => d.id);
      expect(found.map((v) => v.id).sort()).toEqual(
        catalogue.filter((v) => v.state === 'used' && ids.includes(v.owner_id)).map((v) => v.id).sort(),
      );
      expect(found.every((v) => ids.includes(v.dealer.id))).toBe(true);
    });

    it('should treat SQL in a value as plain text', async () => {
      const { data, meta } = await listing(`/api/vehicles?${withFilters({ nameplate_name: "XF' OR '1'='1" })}`);
      expect(data).toEqual([]);
      expect(meta.pagination.count).toBe(0);
    });
  });

  describe('given paging', () => {
    it('should split the list into pages of the asked size, in a stable order', async () => {
      const first = await listing('/public_api/listings/pl-used?items=5&page=1');
      const second = await listing('/public_api/listings/pl-used?items=5&page=2');
      const ten = await listing('/public_api/listings/pl-used?items=10');
      expect(first.data).toHaveLength(5);
      expect([...first.data, ...second.data].map((v) => v.id)).toEqual(ten.data.map((v) => v.id));
      expect(second.meta.pagination).toMatchObject({ page: 2, items: 5 });
    });

    it('should accept items from 1 to 12 and answer 400 outside', async () => {
      expect((await listing('/public_api/listings/pl-used?items=1')).data).toHaveLength(1);
      for (const items of ['0', '13', 'all']) {
        const { response, body } = await getJson(`/public_api/listings/pl-used?items=${items}`);
        expect(response.status, items).toBe(400);
        expect(body.issues[0].path).toBe('items');
      }
      expect((await getJson('/public_api/listings/pl-used?page=0')).response.status).toBe(400);
    });

    it('should answer an empty page past the end', async () => {
      const { data, meta } = await listing('/public_api/listings/pl-used?page=99');
      expect(data).toEqual([]);
      expect(meta.pagination.page).toBe(99);
    });
  });

  describe('given sorting', () => {
    it('should sort by the chosen attribute and order', async () => {
      const { data, meta } = await listing('/public_api/listings/pl-used?sort_attribute=mileage&sort_order=desc');
      expect(meta).toMatchObject({ sort_attribute: 'mileage', sort_order: 'desc' });
      const mileages = data.map((v) => v.mileage);
      expect(mileages).toEqual([...mileages].sort((a, b) => b - a));
      const highest = Math.max(...catalogue.filter((v) => v.state === 'used').map((v) => v.mileage));
      expect(mileages[0]).toBe(highest);
    });

    it('should put vehicles without a price last, cheapest first by default', async () => {
      const all = await everyVehicle('/api/vehicles');
      const prices = all.map((v) => v.display_price);
      const priced = prices.filter((p): p is number => p !== null);
      expect(prices).toEqual([...priced.sort((a, b) => a - b), ...prices.filter((p) => p === null)]);
      expect(prices.at(-1)).toBeNull();
    });

    it('should answer 400 for an attribute outside the allow-list', async () => {
      const { response, body } = await getJson('/public_api/listings/pl-used?sort_attribute=vin');
      expect(response.status).toBe(400);
      expect(body.issues).toEqual([
        expect.objectContaining({ path: 'sort_attribute', message: expect.stringContaining('display_price, msrp_price') }),
      ]);
    });
  });

  describe('given a bad query', () => {
    it('should answer 400 naming every unknown filter, unknown parameter and bad value', async () => {
      const { response, body } = await getJson(
        '/public_api/listings/pl-used?filter[colour_eq]=red&filter[mileage_gteq]=lots&filter[engine_type_in][]=steam&debug=1',
      );
      expect(response.status).toBe(400);
      expect(z.object({ error: z.string(), issues: z.array(z.object({ path: z.string(), rule: z.string(), message: z.string() })) }).parse(body));
      expect(body.error).toMatch(/^Invalid listing query: Unknown filter filter\[colour_eq\]/);
      expect(body.issues.map((i: { path: string }) => i.path)).toEqual([
        'filter[colour_eq]',
        'filter[mileage_gteq]',
        'debug',
        'filter[engine_type_in][]',
      ]);
    });

    it('should answer 400 on /api/vehicles too', async () => {
      expect((await getJson('/api/vehicles?filter[owner_id_in][]=abc')).response.status).toBe(400);
    });
  });

  describe('GET /public_api/listings/{listingId}/vehicle/{vehicleId}', () => {
    it('should answer a vehicle of the listing', async () => {
      const used = catalogue.find((v) => v.state === 'used')!;
      const { response, body } = await getJson(`/public_api/listings/pl-used/vehicle/${used.id}`);
      expect(response.status).toBe(200);
      expect(body.data).toEqual(used);
    });

    it('should answer 404 for a vehicle outside the listing, an unknown vehicle or listing', async () => {
      const fresh = catalogue.find((v) => v.state === 'new')!;
      expect((await getJson(`/public_api/listings/pl-used/vehicle/${fresh.id}`)).body).toEqual({ error: 'Vehicle not found' });
      expect((await service.fetch('/public_api/listings/pl-used/vehicle/99999')).status).toBe(404);
      expect((await getJson(`/public_api/listings/pl-nope/vehicle/${fresh.id}`)).body).toEqual({ error: 'Vehicle not found' });
    });
  });

  describe('GET /api/dealers', () => {
    it('should answer the retailers with address, position, contact, services and opening hours, 50 per page', async () => {
      const { response, body } = await getJson('/api/dealers');
      expect(response.status).toBe(200);
      const retailers = z.array(retailerSchema).parse(body.data);
      expect(retailers.map((d) => d.name).sort()).toEqual(SEED_DEALERS.map((d) => d.name).sort());
      expect(body.meta.pagination).toEqual({ page: 1, items: 50, count: SEED_DEALERS.length, pages: 1 });
      const krakow = retailers.find((d) => d.city === 'Kraków')!;
      expect(krakow).toMatchObject({
        address: 'ul. Zakopiańska 62',
        postcode: '30-418',
        email: 'salon@krakow.jlr-dealer.example',
        website: 'https://krakow.jlr-dealer.example',
        brands: ['Jaguar', 'Land Rover'],
      });
      expect(krakow.latitude).toBeCloseTo(50.02, 1);
      expect(krakow.opening_hours.map((h) => h.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(krakow.opening_hours[6]).toEqual({ day: 7, opens: null, closes: null });
      expect((await getJson('/api/dealers?items=50')).response.status).toBe(200);
      expect((await getJson('/api/dealers?items=5&page=3')).body.data).toHaveLength(SEED_DEALERS.length - 10);
    });

    it('should find retailers by city or name, in any case, with the count of those found', async () => {
      const byCity = (await getJson('/api/dealers?q=warszawa')).body;
      expect(byCity.data.map((d: { name: string }) => d.name).sort()).toEqual([
        'Jaguar Land Rover Warszawa Puławska',
        'Land Rover Warszawa Połczyńska',
      ]);
      expect(byCity.meta.pagination.count).toBe(2);
      const byName = (await getJson(`/api/dealers?q=${encodeURIComponent('JAGUAR SOPOT')}`)).body;
      expect(byName.data.map((d: { city: string }) => d.city)).toEqual(['Sopot']);
      // Wildcards of SQL LIKE are plain characters here.
      expect((await getJson('/api/dealers?q=%25')).body.data).toEqual([]);
      expect((await getJson('/api/dealers?q=Gdynia')).body).toMatchObject({ data: [], meta: { pagination: { count: 0 } } });
    });

    it('should answer 400 above 50 items, with filters, or for a search over 100 characters', async () => {
      expect((await getJson('/api/dealers?items=51')).body.issues[0].message).toContain('at most 50');
      expect((await getJson('/api/dealers?filter[state_eq]=new')).response.status).toBe(400);
      expect((await getJson(`/api/dealers?q=${'a'.repeat(101)}`)).response.status).toBe(400);
      expect((await getJson(`/api/dealers?q=${'a'.repeat(100)}`)).response.status).toBe(200);
    });
  });

  describe('GET /api/dealers/{id}', () => {
    it('should answer one retailer, and 404 for an unknown one', async () => {
      const [first] = (await getJson('/api/dealers')).body.data as Retailer[];
      const { response, body } = await getJson(`/api/dealers/${first!.id}`);
      expect(response.status).toBe(200);
      expect(retailerSchema.parse(body.data)).toEqual(first);
      expect((await getJson('/api/dealers/99999')).body).toEqual({ error: 'Dealer not found' });
      expect((await service.fetch('/api/dealers/warszawa')).status).toBe(404);
    });
  });

  describe('GET /api/vehicles/{id}/specs', () => {
    it("should answer the vehicle's technical data with units", async () => {
      const vehicle = catalogue[0]!;
      const { response, body } = await getJson(`/api/vehicles/${vehicle.id}/specs`);
      expect(response.status).toBe(200);
      const specs = vehicleSpecsSchema.parse(body.data);
      expect(specs.vin).toBe(vehicle.vin);
      expect(specs.specs).toContainEqual({ key: 'power', value: vehicle.power, unit: 'KM' });
      expect(specs.specs).toContainEqual({ key: 'engine_type', value: vehicle.engine_type, unit: null });
    });

    it('should answer 404 for an unknown vehicle', async () => {
      expect((await getJson('/api/vehicles/99999/specs')).body).toEqual({ error: 'Vehicle not found' });
    });
  });

  describe('given the @forecourt/inventory client', () => {
    it('should read every inventory call through its schemas', async () => {
      const client = createInventoryClient({ baseUrl: service.url });
      const brands = await client.brands();
      expect(brands.map((b) => b.name)).toEqual(['Jaguar', 'Land Rover']);
      expect(await client.nameplates(brands[1]!.id)).toHaveLength(5);
      expect((await client.findNameplates({ nameplate_brand_name: 'Jaguar' })).map((n) => n.name)).toContain('F-PACE');
      const page = await client.listing('pl-used', {
        filters: { engine_type: ['diesel', 'mhev'] },
        items: 4,
        page: 1,
        sortAttribute: 'power',
        sortOrder: 'desc',
      });
      expect(page.data.length).toBeLessThanOrEqual(4);
      expect(page.data.every((v) => v.state === 'used' && ['diesel', 'mhev'].includes(v.engine_type))).toBe(true);
      expect(page.meta).toMatchObject({ sort_attribute: 'power', sort_order: 'desc' });
      expect((await client.listingVehicle('pl-used', page.data[0]!.id)).id).toBe(page.data[0]!.id);
      expect((await client.dealers()).meta.pagination.items).toBe(50);
      const [lodz] = (await client.dealers(1, { q: 'łódź' })).data;
      expect(lodz).toMatchObject({ city: 'Łódź', brands: ['Land Rover'] });
      expect(await client.dealer(lodz!.id)).toEqual(lodz);
      expect((await client.vehicles()).meta.pagination.count).toBe(SEED_VEHICLE_COUNT);
      expect((await client.vehicleSpecs(page.data[0]!.id)).vin).toBe(page.data[0]!.vin);
    });

    it('should throw the service message and issues as InventoryApiError', async () => {
      const client = createInventoryClient({ baseUrl: service.url });
      const failure = await client.listing('pl-used', { items: 13 }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(InventoryApiError);
      expect(failure).toMatchObject({ status: 400, issues: [expect.objectContaining({ path: 'items' })] });
      await expect(client.listing('pl-nope')).rejects.toMatchObject({ status: 404, message: 'Listing not found' });
    });
  });
});
