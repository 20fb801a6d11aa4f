import { Hono } from 'hono';
import type { ServiceContext } from '../context.js';
import { cacheControl, NO_STORE } from '../lib/http.js';
import { requireRole, requireSession } from './admin.js';

/**
 * `GET /admin_api/audit` (admins): who changed what and when, newest first, a page at a time
 * (`?page=&per_page=`), optionally of one `entity_type` and one `actor`.
 *
 * Mounted before the admin routes, so it brings its own guards (as theirs: no-store, session, role).
 */
export function auditRoutes(ctx: ServiceContext) {
  const app = new Hono();
  app.get('/admin_api/audit', cacheControl(NO_STORE), requireSession(ctx), requireRole('admin'), async (c) =>
    c.json({ data: await ctx.audit.list(c.req.query()) }),
  );
  return app;
}
