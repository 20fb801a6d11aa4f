import { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { adminGuards } from './guards.js';

/**
 * `GET /admin_api/audit` (admins): who changed what and when, newest first, a page at a time
 * (`?page=&per_page=`), optionally of one `entity_type` and one `actor`.
 */
export function auditRoutes(ctx: ServiceContext) {
  const app = new Hono();
  app.get('/admin_api/audit', ...adminGuards(ctx, 'admin'), async (c) => c.json({ data: await ctx.audit.list(c.req.query()) }));
  return app;
}
