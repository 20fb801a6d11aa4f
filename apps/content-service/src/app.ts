import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyTooLargeIn, bodyTooLargeResponse } from '@forecourt/api-client/node';
import type { ServiceContext } from './context.js';
import { HttpError, jsonError } from './lib/http.js';
import { securityHeaders } from './lib/security-headers.js';
import { openApiDocument } from './openapi.js';
import { adminRoutes } from './routes/admin.js';
import { authRoutes } from './routes/auth.js';
import { currencyExchangeRoutes } from './routes/currency-exchange.js';
import { interactionRoutes } from './routes/interaction.js';
import { internalRoutes } from './routes/internal.js';
import { offerRoutes } from './routes/offers.js';
import { inventoryRoutes } from './routes/inventory.js';
import { publicRoutes } from './routes/public.js';

/** The content service's HTTP API (everything except the embedded provider's own endpoints). */
export function createApp(ctx: ServiceContext) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use('*', securityHeaders);

  app.route('/', publicRoutes(ctx));
  app.route('/', inventoryRoutes(ctx));
  app.route('/', offerRoutes(ctx));
  app.route('/', currencyExchangeRoutes(ctx));
  app.route('/', adminRoutes(ctx));
  app.route('/', authRoutes(ctx));
  app.route('/', interactionRoutes(ctx));
  app.route('/', internalRoutes(ctx));
  app.get('/api/openapi.json', (c) => c.json(openApiDocument(ctx.publicUrl), 200, { 'Cache-Control': 'public, max-age=60, s-maxage=60' }));
  app.get('/healthz', (c) => c.json({ data: { ok: true } }, 200, { 'Cache-Control': 'no-store' }));

  app.notFound((c) => jsonError(c, 404, 'Not found'));
  app.onError((error, c) => {
    if (error instanceof HttpError) return jsonError(c, error.status, error.message, error.issues);
    // A chunked body passed its limit while a handler read it (see server.ts): 413, not a failure.
    const tooLarge = bodyTooLargeIn(error);
    if (tooLarge) return bodyTooLargeResponse(tooLarge.limit);
    if (error instanceof HTTPException) return jsonError(c, error.status as 400, error.message || 'Request failed');
    console.error('[content-service]', error);
    return jsonError(c, 500, 'Internal server error');
  });
  return app;
}

export type ContentApp = ReturnType<typeof createApp>;
