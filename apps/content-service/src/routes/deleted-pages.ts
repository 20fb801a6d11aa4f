import { createRoute, z } from '@hono/zod-openapi';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { DeletedPage, Page } from '../contract/components.js';
import { contractApp, errors, idPathParam, ok, signedIn } from '../contract/declare.js';
import { idParam } from '../lib/http.js';
import { actorOf } from '../services/audit.js';
import { adminGuards } from './guards.js';

/**
 * Deleted pages (editors and admins): `GET /admin_api/pages/deleted` lists them,
 * `POST /admin_api/pages/deleted/{id}/restore` brings one back, hidden (see PageService.restore).
 */
export function deletedPageRoutes(ctx: ServiceContext) {
  const app = contractApp<{ Variables: { session: Session } }>();
  const access = (kind: 'read' | 'write') => ({
    tags: ['Admin'],
    description: 'Roles: editor, admin.',
    security: signedIn[kind],
    middleware: [...adminGuards(ctx, 'editor', 'admin')],
  });
  const listDeleted = createRoute({
    method: 'get',
    path: '/admin_api/pages/deleted',
    ...access('read'),
    summary: 'Deleted pages that can be restored, newest deletion first',
    responses: { ...ok(z.array(DeletedPage), 'The deleted pages'), ...errors(401, 403) },
  });
  const restoreDeleted = createRoute({
    method: 'post',
    path: '/admin_api/pages/deleted/{id}/restore',
    ...access('write'),
    summary: 'Bring a deleted page back under its id, hidden (a draft, or disabled with its last published version)',
    request: { params: z.object({ id: idPathParam('Deleted page') }) },
    responses: { ...ok(Page, 'The restored page'), ...errors(401, 403, 404, 409) },
  });
  app.openapi(listDeleted, async (c) => c.json({ data: await ctx.pages.deleted() }, 200));
  app.openapi(restoreDeleted, async (c) =>
    c.json({ data: await ctx.pages.restore(idParam(c.req.param('id')), actorOf(c.get('session').user)) }, 200),
  );
  return app;
}
