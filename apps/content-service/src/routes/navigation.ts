import { createRoute, z } from '@hono/zod-openapi';
import { navEntryMoveSchema } from '@forecourt/api-client';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { NavEntry } from '../contract/components.js';
import { contractApp, errors, idPathParam, ok, signedIn } from '../contract/declare.js';
import { HttpError } from '../lib/http.js';
import { actorOf } from '../services/audit.js';
import { adminGuards } from './guards.js';

/** `POST /admin_api/nav_entries/{id}/move` (admins): the navigation editor's drag and drop and keyboard moves. */
export function navigationRoutes(ctx: ServiceContext) {
  const app = contractApp<{ Variables: { session: Session } }>();
  const moveNavEntry = createRoute({
    method: 'post',
    path: '/admin_api/nav_entries/{id}/move',
    tags: ['Admin'],
    description: 'Roles: admin.',
    security: signedIn.write,
    middleware: [...adminGuards(ctx, 'admin')],
    summary: 'Move a navigation entry to a new parent and index (siblings renumbered); answers the tree of its locale',
    request: {
      params: z.object({ id: idPathParam('Navigation entry') }),
      body: { required: true, description: 'Where to', content: { 'application/json': { schema: navEntryMoveSchema } } },
    },
    responses: { ...ok(z.array(NavEntry), 'The tree after the move'), ...errors(400, 401, 403, 404, 415) },
  });
  app.openapi(moveNavEntry, async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw new HttpError(400, 'Request body must be JSON');
    });
    return c.json({ data: await ctx.nav.move(c.req.valid('param').id, body, actorOf(c.get('session').user)) }, 200);
  });
  return app;
}
