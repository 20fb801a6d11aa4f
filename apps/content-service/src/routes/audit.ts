import { createRoute } from '@hono/zod-openapi';
import { AUDIT_ACTORS_LIMIT } from '@forecourt/api-client';
import type { ServiceContext } from '../context.js';
import { AuditActors, AuditLogPage } from '../contract/components.js';
import { contractApp, errors, ok, signedIn, withOpenApi } from '../contract/declare.js';
import { auditQuerySchema } from '../services/audit.js';
import { adminGuards } from './guards.js';

/**
 * `GET /admin_api/audit` (admins): who changed what and when, newest first, a page at a time
 * (`?page=&per_page=`), optionally of one `entity_type`, one `entity_id` and one `actor`; and
 * `GET /admin_api/audit/actors` (admins): the distinct actors, for the log's "Changed by" choice.
 */
export function auditRoutes(ctx: ServiceContext) {
  const app = contractApp();
  const auditLog = createRoute({
    method: 'get',
    path: '/admin_api/audit',
    tags: ['Admin'],
    description: 'Roles: admin.',
    security: signedIn.read,
    middleware: [...adminGuards(ctx, 'admin')],
    summary: 'The audit log: every change to settings, metaheads, navigation, pages and media, newest first',
    request: { query: withOpenApi(auditQuerySchema, 'AuditLogQuery') },
    responses: { ...ok(AuditLogPage, 'One page of the log'), ...errors(400, 401, 403) },
  });
  app.openapi(auditLog, async (c) => c.json({ data: await ctx.audit.list(c.req.query()) }, 200));

  const auditActors = createRoute({
    method: 'get',
    path: '/admin_api/audit/actors',
    tags: ['Admin'],
    description: `Roles: admin. At most ${AUDIT_ACTORS_LIMIT} actors, those who changed something most recently first.`,
    security: signedIn.read,
    middleware: [...adminGuards(ctx, 'admin')],
    summary: 'Everyone in the audit log (the "Changed by" filter’s choices), newest activity first',
    responses: { ...ok(AuditActors, 'The actors'), ...errors(401, 403) },
  });
  app.openapi(auditActors, async (c) => c.json({ data: await ctx.audit.actors() }, 200));
  return app;
}
