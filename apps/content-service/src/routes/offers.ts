import { createRoute, z } from '@hono/zod-openapi';
import { offerCarModelSchema, offerSchema } from '@forecourt/api-client';
import { contractApp, errors, localeQuery, ok } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { cacheControl, PUBLIC_CACHE } from '../lib/http.js';
import { toLocale } from '../services/nav.js';

const offers = createRoute({
  method: 'get',
  path: '/api/offers',
  tags: ['Site API'],
  summary: 'Offers of the /offers page in a locale, in page order',
  description: 'Each names its car model key, anchor, title and sub-offers (each with an anchor).',
  request: { query: z.object({ locale: localeQuery }) },
  responses: { ...ok(z.array(offerSchema), 'The offers'), ...errors(400) },
});

const offerCarModels = createRoute({
  method: 'get',
  path: '/api/offer_car_models',
  tags: ['Site API'],
  summary: 'Car additional data: price and monthly lease price of every car model, by key',
  description: 'Whole currency units; null when the model has none.',
  responses: ok(z.array(offerCarModelSchema), 'The car models'),
});

/** site-shell.md §3 offers and car additional data, read by the navigation and breadcrumbs. */
export function offerRoutes(ctx: ServiceContext) {
  const app = contractApp();
  app.use('/api/offers', cacheControl(PUBLIC_CACHE));
  app.use('/api/offer_car_models', cacheControl(PUBLIC_CACHE));

  app.openapi(offers, async (c) => c.json({ data: await ctx.offers.list(toLocale(c.req.query('locale'))) }, 200));
  app.openapi(offerCarModels, async (c) => c.json({ data: await ctx.offers.carModels() }, 200));

  return app;
}
