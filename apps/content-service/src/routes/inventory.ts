import { Hono, type Context } from 'hono';
import {
  DEALERS_PAGE_SIZE,
  describeListingQueryIssues,
  parseListingQuery,
  type ListingQuery,
  type ParseListingQueryOptions,
} from '@forecourt/inventory';
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

/** Car inventory reads (site-shell.md §7): public, cacheable for a minute like other public reads. */
export function inventoryRoutes(ctx: ServiceContext) {
  const inventory = createInventoryService(ctx.db);
  const app = new Hono();
  app.use('/public_api/*', cacheControl(PUBLIC_CACHE));
  app.use('/api/*', cacheControl(PUBLIC_CACHE));

  app.get('/public_api/brands', async (c) => c.json({ data: await inventory.brands() }));

  app.get('/public_api/brands/:id/nameplates', async (c) => {
    const nameplates = await inventory.nameplates(idParam(c.req.param('id'), 'Brand'));
    if (!nameplates) throw new HttpError(404, 'Brand not found');
    return c.json({ data: nameplates });
  });

  app.get('/public_api/nameplates', async (c) => {
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
    return c.json({ data: await inventory.nameplatesMatching(query.conditions) });
  });

  app.get('/public_api/listings/:listingId', async (c) => {
    const query = listingQuery(c);
    const page = await inventory.listing(c.req.param('listingId'), query);
    if (!page) throw new HttpError(404, 'Listing not found');
    return c.json(page);
  });

  app.get('/public_api/listings/:listingId/vehicle/:vehicleId', async (c) => {
    const vehicleId = idParam(c.req.param('vehicleId'), 'Vehicle');
    const vehicle = await inventory.listingVehicle(c.req.param('listingId'), vehicleId);
    if (!vehicle) throw new HttpError(404, 'Vehicle not found');
    return c.json({ data: vehicle });
  });

  app.get('/api/dealers', async (c) => {
    const { items, page } = listingQuery(c, { maxItems: DEALERS_PAGE_SIZE, filters: false, sorting: false });
    return c.json(await inventory.dealers({ items, page }));
  });

  app.get('/api/vehicles', async (c) => c.json(await inventory.vehicles(listingQuery(c))));

  app.get('/api/vehicles/:id/specs', async (c) => {
    const specs = await inventory.specs(idParam(c.req.param('id'), 'Vehicle'));
    if (!specs) throw new HttpError(404, 'Vehicle not found');
    return c.json({ data: specs });
  });

  return app;
}
