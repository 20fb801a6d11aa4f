import { createRoute, z } from '@hono/zod-openapi';
import { pagePresenceSchema, presenceInputSchema, presenceSessionSchema } from '@forecourt/api-client';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { contractApp, errors, idPathParam, noContent, ok, signedIn, withOpenApi } from '../contract/declare.js';
import { actorOf } from '../services/audit.js';
import { createPresenceService } from '../services/presence.js';
import { adminGuards } from './guards.js';

const PagePresence = withOpenApi(pagePresenceSchema, 'PagePresence');
const body = {
  body: {
    required: true,
    description: '`{ session_id }`: the editor tab’s own id (a random UUID it keeps while open)',
    content: { 'application/json': { schema: presenceInputSchema } },
  },
} as const;

/**
 * Presence in the page editor (editors and admins): each open editor tab sends a heartbeat
 * (`PUT …/presence`) every 20 s and learns who else has the page open and whether someone took
 * over; a tab is forgotten 60 s after its last heartbeat or when it leaves (`DELETE`). Taking over
 * (`POST …/presence/take_over`) tells the other tabs to stop; it is audited. Nothing is locked:
 * saves still go by the page version (409 on a stale one).
 */
export function pagePresenceRoutes(ctx: ServiceContext) {
  const app = contractApp<{ Variables: { session: Session } }>();
  const presence = createPresenceService(ctx.db);
  const access = (kind: 'read' | 'write') => ({
    tags: ['Admin'],
    description: 'Roles: editor, admin.',
    security: signedIn[kind],
    middleware: [...adminGuards(ctx, 'editor', 'admin')],
  });
  const pageId = idPathParam('Page');

  const heartbeat = createRoute({
    method: 'put',
    path: '/admin_api/pages/{id}/presence',
    ...access('write'),
    summary: 'Heartbeat of an editor tab: records it as present; answers who else has the page open and whether someone took over from it',
    request: { params: z.object({ id: pageId }), ...body },
    responses: { ...ok(PagePresence, 'Who else is editing'), ...errors(400, 401, 403, 404, 409, 415) },
  });
  const takeOver = createRoute({
    method: 'post',
    path: '/admin_api/pages/{id}/presence/take_over',
    ...access('write'),
    summary: 'Take over editing: the page’s other editor tabs are told (with their next heartbeat) to stop; audited',
    request: { params: z.object({ id: pageId }), ...body },
    responses: { ...ok(PagePresence, 'Who else is editing (the taken-over tabs no longer listed)'), ...errors(400, 401, 403, 404, 409, 415) },
  });
  const leave = createRoute({
    method: 'delete',
    path: '/admin_api/pages/{id}/presence/{session_id}',
    ...access('write'),
    summary: 'The editor tab left the page (idempotent)',
    request: { params: z.object({ id: pageId, session_id: withOpenApi(presenceSessionSchema, { description: 'The tab’s session id' }) }) },
    responses: { ...noContent('Left'), ...errors(400, 401, 403, 404) },
  });

  const userOf = (session: Session) => ({ sub: session.user.sub, name: session.user.name, email: session.user.email });
  app.openapi(heartbeat, async (c) => {
    const { id } = c.req.valid('param');
    const { session_id } = c.req.valid('json');
    return c.json({ data: await presence.heartbeat(id, session_id, userOf(c.get('session'))) }, 200);
  });
  app.openapi(takeOver, async (c) => {
    const { id } = c.req.valid('param');
    const { session_id } = c.req.valid('json');
    const session = c.get('session');
    return c.json({ data: await presence.takeOver(id, session_id, userOf(session), actorOf(session.user)) }, 200);
  });
  app.openapi(leave, async (c) => {
    const { id, session_id } = c.req.valid('param');
    await presence.leave(id, session_id, userOf(c.get('session')));
    return c.body(null, 204);
  });
  return app;
}
