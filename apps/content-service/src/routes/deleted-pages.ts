import { Hono } from 'hono';
import { actorOf } from '../services/audit.js';
import type { ServiceContext } from '../context.js';
import { idParam } from '../lib/http.js';
import { adminGuards } from './guards.js';

/**
 * Deleted pages (editors and admins): `GET /admin_api/pages/deleted` lists them,
 * `POST /admin_api/pages/deleted/:id/restore` brings one back, hidden (see PageService.restore).
 */
export function deletedPageRoutes(ctx: ServiceContext) {
  const app = new Hono();
  const guards = adminGuards(ctx, 'editor', 'admin');
  app.get('/admin_api/pages/deleted', ...guards, async (c) => c.json({ data: await ctx.pages.deleted() }));
  app.post('/admin_api/pages/deleted/:id/restore', ...guards, async (c) =>
    c.json({ data: await ctx.pages.restore(idParam(c.req.param('id')), actorOf(c.get('session').user)) }),
  );
  return app;
}
