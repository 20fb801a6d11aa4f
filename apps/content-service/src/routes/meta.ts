import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { SECURITY_SCHEMES } from '../contract/declare.js';
import { documentProviderRoutes } from '../contract/provider.js';
import { NO_STORE, PUBLIC_CACHE } from '../lib/http.js';

const openApiDocument = createRoute({
  method: 'get',
  path: '/api/openapi.json',
  tags: ['Meta'],
  summary: 'This document (OpenAPI 3.1), generated from the route declarations',
  responses: {
    200: { description: 'The document', content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } },
  },
});

const health = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['Meta'],
  summary: 'Liveness probe',
  responses: {
    200: { description: 'Up', content: { 'application/json': { schema: z.object({ data: z.object({ ok: z.literal(true) }) }) } } },
  },
});

/**
 * `/healthz` and `GET /api/openapi.json` on the root app: the document describes every route
 * declared on it (and on the groups mounted into it) plus the embedded provider's discovery document.
 */
export function metaRoutes<E extends Env>(app: OpenAPIHono<E>, publicUrl: string) {
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  }
  documentProviderRoutes(app);

  // Built on first request, when every route is declared; the declarations never change.
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  app.openapi(openApiDocument, (c) => {
    document ??= app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Forecourt content service',
        version: '1.0.0',
        description:
          'Pages, navigation, settings, metaheads, media, inventory and sign-in of a Forecourt site. Every JSON answer wraps its payload in `data` (except where a route says otherwise); errors are `{ error, issues? }`. Wire schemas: @forecourt/api-client.',
      },
      servers: [{ url: publicUrl }],
    });
    return c.json(document, 200, { 'Cache-Control': PUBLIC_CACHE });
  });
  app.openapi(health, (c) => c.json({ data: { ok: true as const } }, 200, { 'Cache-Control': NO_STORE }));
}
