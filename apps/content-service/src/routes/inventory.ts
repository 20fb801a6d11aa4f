import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  brandSchema,
  DEALERS_PAGE_SIZE,
  describeListingQueryIssues,
  nameplateSchema,
  paginationSchema,
  parseListingQuery,
  vehicleSpecsSchema,
  type ListingQuery,
  type ParseListingQueryOptions,
} from '@forecourt/inventory';
import { ListingResponse, Retailer, Vehicle } from '../contract/components.js';
import { contractApp, errors, idPathParam, ok, okBody, textPathParam } from '../contract/declare.js';
import { dealerQuerySchema, listingQuerySchema, nameplateQuerySchema } from '../contract/listing-query.js';
import type { ServiceContext } from '../context.js';
import { cacheControl, HttpError, idParam, PUBLIC_CACHE } from '../lib/http.js';
import { createInventoryService } from '../services/inventory.js';

/**
 * The request's query, parsed by @forecourt/inventory (the same rules the site builds it with):
 * unknown parameters or filters and badly typed values answer 400 naming each problem.
 */
function listingQuery(c: Context, options?: ParseListingQueryOptions): ListingQuery {
  const parsed = parseListingQuery(new URL(c.req.url).searchParams, options);
  if (!parsed.ok) throw new HttpError(400, describeListingQueryIssues(parsed.issues), parsed.issues);
  return parsed.query;
}

const LISTING_FILTERS =
  '`filter[<field>_eq]` (nameplate_brand_name, nameplate_name, state, status, color_canonical, transmission), `filter[engine_type_in][]` (petrol, diesel, mhev, phev), `filter[<field>_gteq]` / `filter[<field>_lteq]` (production_year, mileage, msrp_price, display_price, power; whole numbers), `filter[owner_id_in][]` (dealer ids). Unknown parameters or filters and badly typed values answer 400 naming each.';

const listingKey = textPathParam(200, 'Listing key, e.g. pl-used');

const brands = createRoute({
  method: 'get',
  path: '/public_api/brands',
  tags: ['Public'],
  summary: 'Car brands of the inventory, by name',
  responses: ok(z.array(brandSchema), 'The brands'),
});

const nameplatesOfBrand = createRoute({
  method: 'get',
  path: '/public_api/brands/{id}/nameplates',
  tags: ['Public'],
  summary: 'Nameplates (models) of a brand, by name',
  request: { params: z.object({ id: idPathParam('Brand') }) },
  responses: { ...ok(z.array(nameplateSchema), 'The nameplates'), ...errors(404) },
});

const nameplates = createRoute({
  method: 'get',
  path: '/public_api/nameplates',
  tags: ['Public'],
  summary: 'Nameplates by brand and name, optionally narrowed by brand name and nameplate name',
  description: 'Any parameter but the two filters answers 400.',
  request: { query: nameplateQuerySchema },
  responses: { ...ok(z.array(nameplateSchema), 'The nameplates'), ...errors(400) },
});

const listing = createRoute({
  method: 'get',
  path: '/public_api/listings/{listingId}',
  tags: ['Public'],
  summary: 'A page of a published vehicle listing',
  description: `Narrowed by the listing's scope and the filter query: ${LISTING_FILTERS} \`meta.ranges\` and \`meta.dealers\` cover the whole listing, not the filtered page.`,
  request: { params: z.object({ listingId: listingKey }), query: listingQuerySchema },
  responses: { ...okBody(ListingResponse, 'Vehicles and the listing meta'), ...errors(400, 404) },
});

const listingVehicle = createRoute({
  method: 'get',
  path: '/public_api/listings/{listingId}/vehicle/{vehicleId}',
  tags: ['Public'],
  summary: 'One vehicle of a listing (404 when it is not in the listing)',
  request: { params: z.object({ listingId: listingKey, vehicleId: idPathParam('Vehicle') }) },
  responses: { ...ok(Vehicle, 'The vehicle'), ...errors(400, 404) },
});

const dealers = createRoute({
  method: 'get',
  path: '/api/dealers',
  tags: ['Site API'],
  summary: `Retailers by city and name, ${DEALERS_PAGE_SIZE} per page, optionally those whose city or name contains \`q\``,
  request: { query: dealerQuerySchema },
  responses: {
    ...okBody(z.object({ data: z.array(Retailer), meta: z.object({ pagination: paginationSchema }) }), 'A page of retailers'),
    ...errors(400),
  },
});

const dealer = createRoute({
  method: 'get',
  path: '/api/dealers/{id}',
  tags: ['Site API'],
  summary: 'One retailer with its address, contact, services and opening hours',
  request: { params: z.object({ id: idPathParam('Dealer') }) },
  responses: { ...ok(Retailer, 'The retailer'), ...errors(404) },
});

const vehicles = createRoute({
  method: 'get',
  path: '/api/vehicles',
  tags: ['Site API'],
  summary: 'All vehicles (no listing scope), with the filter, paging and sorting of listings',
  description: LISTING_FILTERS,
  request: { query: listingQuerySchema },
  responses: { ...okBody(ListingResponse, 'Vehicles and the meta'), ...errors(400) },
});

const vehicleSpecs = createRoute({
  method: 'get',
  path: '/api/vehicles/{id}/specs',
  tags: ['Site API'],
  summary: 'Technical data of a vehicle (with units)',
  request: { params: z.object({ id: idPathParam('Vehicle') }) },
  responses: { ...ok(vehicleSpecsSchema, 'The data sheet'), ...errors(404) },
});

/** Car inventory reads (site-shell.md §7): public, cacheable for a minute like other public reads. */
export function inventoryRoutes(ctx: ServiceContext) {
  const inventory = createInventoryService(ctx.db);
  const app = contractApp();
  app.use('/public_api/*', cacheControl(PUBLIC_CACHE));
  app.use('/api/*', cacheControl(PUBLIC_CACHE));

  app.openapi(brands, async (c) => c.json({ data: await inventory.brands() }, 200));

  app.openapi(nameplatesOfBrand, async (c) => {
    const nameplates = await inventory.nameplates(idParam(c.req.param('id'), 'Brand'));
    if (!nameplates) throw new HttpError(404, 'Brand not found');
    return c.json({ data: nameplates }, 200);
  });

  app.openapi(nameplates, async (c) => {
    const query = listingQuery(c, { sorting: false });
    // Only the two nameplate filters make sense here; any other is refused like an unknown one.
    const other = query.conditions.filter((condition) => condition.field !== 'nameplate_name' && condition.field !== 'nameplate_brand_name');
    if (other.length > 0 || c.req.query('items') !== undefined || c.req.query('page') !== undefined) {
      const issues = [
        ...other.map((condition) => ({
          path: `filter[${condition.field}_${condition.op}]`,
          rule: 'unknown_filter',
          message: `Nameplates take only filter[nameplate_name_eq] and filter[nameplate_brand_name_eq]`,
        })),
        ...['items', 'page']
          .filter((name) => c.req.query(name) !== undefined)
          .map((name) => ({ path: name, rule: 'unknown_parameter', message: `Unknown query parameter ${name}` })),
      ];
      throw new HttpError(400, describeListingQueryIssues(issues), issues);
    }
    return c.json({ data: await inventory.nameplatesMatching(query.conditions) }, 200);
  });

  app.openapi(listing, async (c) => {
    const query = listingQuery(c);
    const page = await inventory.listing(c.req.param('listingId'), query);
    if (!page) throw new HttpError(404, 'Listing not found');
    return c.json(page, 200);
  });

  app.openapi(listingVehicle, async (c) => {
    const vehicleId = idParam(c.req.param('vehicleId'), 'Vehicle');
    const vehicle = await inventory.listingVehicle(c.req.param('listingId'), vehicleId);
    if (!vehicle) throw new HttpError(404, 'Vehicle not found');
    return c.json({ data: vehicle }, 200);
  });

  app.openapi(dealers, async (c) => {
    // `q` (its length checked by the route schema) is this endpoint's own; paging goes through the
    // shared parser like everywhere else.
    const params = new URL(c.req.url).searchParams;
    const q = params.get('q') ?? undefined;
    params.delete('q');
    const parsed = parseListingQuery(params, { maxItems: DEALERS_PAGE_SIZE, filters: false, sorting: false });
    if (!parsed.ok) throw new HttpError(400, describeListingQueryIssues(parsed.issues), parsed.issues);
    const { items, page } = parsed.query;
    return c.json(await inventory.dealers({ items, page, ...(q ? { q } : {}) }), 200);
  });

  app.openapi(dealer, async (c) => {
    const retailer = await inventory.dealer(idParam(c.req.param('id'), 'Dealer'));
    if (!retailer) throw new HttpError(404, 'Dealer not found');
    return c.json({ data: retailer }, 200);
  });

  app.openapi(vehicles, async (c) => c.json(await inventory.vehicles(listingQuery(c)), 200));

  app.openapi(vehicleSpecs, async (c) => {
    const specs = await inventory.specs(idParam(c.req.param('id'), 'Vehicle'));
    if (!specs) throw new HttpError(404, 'Vehicle not found');
    return c.json({ data: specs }, 200);
  });

  return app;
}
