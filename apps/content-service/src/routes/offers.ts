import { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { cacheControl, PUBLIC_CACHE } from '../lib/http.js';
import { toLocale } from '../services/nav.js';

/** site-shell.md §3 offers and car additional data, read by the navigation and breadcrumbs. */
export function offerRoutes(ctx: ServiceContext) {
  const app = new Hono();
  app.use('/api/offers', cacheControl(PUBLIC_CACHE));
  app.use('/api/offer_car_models', cacheControl(PUBLIC_CACHE));

  app.get('/api/offers', async (c) =>
    c.json({ data: await ctx.offers.list(toLocale(c.req.query('locale'))) }),
  );
  app.get('/api/offer_car_models', async (c) => c.json({ data: await ctx.offers.carModels() }));

  return app;
}
