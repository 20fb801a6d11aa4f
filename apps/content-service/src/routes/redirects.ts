import { createRoute, z } from '@hono/zod-openapi';
import { redirectInputSchema, redirectSchema, siteRedirectSchema } from '@forecourt/api-client';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { contractApp, created, errors, idPathParam, noContent, ok, signedIn, withOpenApi } from '../contract/declare.js';
import { idParam } from '../lib/http.js';
import { actorOf } from '../services/audit.js';
import { createRedirectService } from '../services/redirects.js';
import { adminGuards } from './guards.js';

const Redirect = withOpenApi(redirectSchema, 'Redirect');
const RedirectInput = withOpenApi(redirectInputSchema, 'RedirectInput');
const SiteRedirect = withOpenApi(siteRedirectSchema, 'SiteRedirect');

/**
 * Redirects: admins list, create, edit and delete them under `/admin_api/redirects` (audited);
 * the site reads them all from `GET /public_api/redirects` and keeps them in memory, refreshed by
 * the change feed. Publishing a page at a new path adds one (see services/redirects.ts).
 */
export function redirectRoutes(ctx: ServiceContext) {
  const app = contractApp<{ Variables: { session: Session } }>();
  const service = createRedirectService(ctx.db, ctx.changes);
  const access = (kind: 'read' | 'write') => ({
    tags: ['Admin'],
    description: 'Roles: admin.',
    security: signedIn[kind],
    middleware: [...adminGuards(ctx, 'admin')],
  });
  const body = { body: { required: true, description: '`{ from, to, code }`', content: { 'application/json': { schema: RedirectInput } } } };
  const redirectId = z.object({ id: idPathParam('Redirect') });

  const siteList = createRoute({
    method: 'get',
    path: '/public_api/redirects',
    tags: ['Public'],
    summary: 'Every redirect: lower-cased site path → target and status, for the site to keep in memory',
    responses: { ...ok(z.array(SiteRedirect), 'The redirects') },
  });
  const list = createRoute({
    method: 'get',
    path: '/admin_api/redirects',
    ...access('read'),
    summary: 'Redirects, by path',
    responses: { ...ok(z.array(Redirect), 'The redirects'), ...errors(401, 403) },
  });
  const create = createRoute({
    method: 'post',
    path: '/admin_api/redirects',
    ...access('write'),
    summary: 'Create a redirect (from a site path to a site path or http(s) URL; 301, 302, 307 or 308; no loops)',
    request: body,
    responses: { ...created(Redirect, 'The redirect'), ...errors(400, 401, 403, 409, 413, 415, 422) },
  });
  const update = createRoute({
    method: 'put',
    path: '/admin_api/redirects/{id}',
    ...access('write'),
    summary: 'Change a redirect (same rules as creating one)',
    request: { params: redirectId, ...body },
    responses: { ...ok(Redirect, 'The redirect'), ...errors(400, 401, 403, 404, 409, 413, 415, 422) },
  });
  const remove = createRoute({
    method: 'delete',
    path: '/admin_api/redirects/{id}',
    ...access('write'),
    summary: 'Delete a redirect',
    request: { params: redirectId },
    responses: { ...noContent('Deleted'), ...errors(400, 401, 403, 404) },
  });

  app.openapi(siteList, async (c) => c.json({ data: await service.siteList() }, 200));
  app.openapi(list, async (c) => c.json({ data: await service.list() }, 200));
  app.openapi(create, async (c) => c.json({ data: await service.create(c.req.valid('json'), actorOf(c.get('session').user)) }, 201));
  app.openapi(update, async (c) =>
    c.json({ data: await service.update(idParam(c.req.param('id'), 'Redirect'), c.req.valid('json'), actorOf(c.get('session').user)) }, 200),
  );
  app.openapi(remove, async (c) => {
    await service.remove(idParam(c.req.param('id'), 'Redirect'), actorOf(c.get('session').user));
    return c.body(null, 204);
  });
  return app;
}
