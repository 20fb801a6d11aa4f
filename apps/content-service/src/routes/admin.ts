import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { CSRF_HEADER, type Role } from '@forecourt/api-client';
import { SESSION_COOKIE, type Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { cacheControl, HttpError, idParam, jsonError, NO_STORE } from '../lib/http.js';
import { actorOf } from '../services/audit.js';
import { MAX_UPLOAD_BYTES } from '../services/media.js';
import { toLocale } from '../services/nav.js';
import { parseBody } from '../services/validation.js';

/** Largest JSON body the admin API accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

type Env = { Variables: { session: Session } };

const versionBody = z.object({ version: z.number().int() });
const statusBody = z.object({ status: z.enum(['disabled', 'draft', 'published']), version: z.number().int() });

/** Loads the session from the cookie: 401 without one; writes need the session's CSRF token. */
export function requireSession(ctx: ServiceContext): MiddlewareHandler<Env> {
  return async (c, next) => {
    const session = await ctx.sessions.get(getCookie(c, SESSION_COOKIE));
    if (!session) return jsonError(c, 401, 'Sign-in required');
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && c.req.header(CSRF_HEADER) !== session.csrf_token) {
      return jsonError(c, 403, 'Missing or invalid CSRF token');
    }
    c.set('session', session);
    await next();
  };
}

export function requireRole(...allowed: Role[]): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (!c.get('session').user.roles.some((role) => allowed.includes(role))) {
      return jsonError(c, 403, 'You do not have permission to do this');
    }
    await next();
  };
}

const tooLarge = (limit: string): MiddlewareHandler =>
  bodyLimit({
    maxSize: limit === 'upload' ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES,
    onError: (c) => {
      // The rest of the body is never read: close the connection so it is not reused mid-body.
      c.header('Connection', 'close');
      return jsonError(c, 413, `Request body is too large (limit ${limit === 'upload' ? '15 MB' : '1 MB'})`);
    },
  });

/** `/admin_api`: editor and admin reads and writes. */
export function adminRoutes(ctx: ServiceContext) {
  const app = new Hono<Env>();
  app.use('/admin_api/*', cacheControl(NO_STORE));
  app.use('/admin_api/*', async (c, next) => {
    const upload = c.req.method === 'POST' && new URL(c.req.url).pathname === '/admin_api/media';
    return tooLarge(upload ? 'upload' : 'json')(c, next);
  });
  app.use('/admin_api/*', requireSession(ctx));
  const editor = requireRole('editor', 'admin');
  const admin = requireRole('admin');
  const actor = (c: { get(key: 'session'): Session }) => actorOf(c.get('session').user);
  const json = async (c: { req: { json(): Promise<unknown> } }) => {
    try {
      return await c.req.json();
    } catch {
      throw new HttpError(400, 'Request body must be JSON');
    }
  };

  // Pages
  app.get('/admin_api/pages', editor, async (c) => c.json({ data: await ctx.pages.list() }));
  app.post('/admin_api/pages', editor, async (c) =>
    c.json({ data: await ctx.pages.create(await json(c), actor(c)) }, 201),
  );
  app.get('/admin_api/pages/:id', editor, async (c) => c.json({ data: await ctx.pages.get(idParam(c.req.param('id'))) }));
  app.put('/admin_api/pages/:id', editor, async (c) =>
    c.json({ data: await ctx.pages.update(idParam(c.req.param('id')), await json(c), actor(c)) }),
  );
  app.post('/admin_api/pages/:id/publish', editor, async (c) => {
    const { version } = parseBody(versionBody, await json(c));
    return c.json({ data: await ctx.pages.publish(idParam(c.req.param('id')), version, actor(c)) });
  });
  app.post('/admin_api/pages/:id/status', editor, async (c) => {
    const { status, version } = parseBody(statusBody, await json(c));
    return c.json({ data: await ctx.pages.setStatus(idParam(c.req.param('id')), status, version, actor(c)) });
  });
  app.delete('/admin_api/pages/:id', editor, async (c) => {
    const mayDeleteLive = c.get('session').user.roles.includes('admin');
    await ctx.pages.remove(idParam(c.req.param('id')), actor(c), { mayDeleteLive });
    return c.body(null, 204);
  });
  app.get('/admin_api/pages/:id/revisions', editor, async (c) =>
    c.json({ data: await ctx.pages.revisions(idParam(c.req.param('id'))) }),
  );
  app.post('/admin_api/pages/:id/preview_token', editor, async (c) =>
    c.json({ data: await ctx.pages.createPreviewToken(idParam(c.req.param('id')), actor(c)) }, 201),
  );

  // Settings: editors may read, only admins change them.
  app.get('/admin_api/settings', editor, async (c) => c.json({ data: await ctx.settings.adminList() }));
  app.put('/admin_api/settings/:key', admin, async (c) =>
    c.json({ data: await ctx.settings.put(c.req.param('key'), await json(c), actor(c)) }),
  );
  app.delete('/admin_api/settings/:key', admin, async (c) => {
    await ctx.settings.remove(c.req.param('key'), actor(c));
    return c.body(null, 204);
  });

  // Metaheads: admin only (they inject code into every page).
  app.get('/admin_api/metaheads', admin, async (c) => c.json({ data: await ctx.metaheads.list() }));
  app.post('/admin_api/metaheads', admin, async (c) => c.json({ data: await ctx.metaheads.create(await json(c), actor(c)) }, 201));
  app.get('/admin_api/metaheads/:id', admin, async (c) =>
    c.json({ data: await ctx.metaheads.get(idParam(c.req.param('id'), 'Metahead')) }),
  );
  app.put('/admin_api/metaheads/:id', admin, async (c) =>
    c.json({ data: await ctx.metaheads.update(idParam(c.req.param('id'), 'Metahead'), await json(c), actor(c)) }),
  );
  app.delete('/admin_api/metaheads/:id', admin, async (c) => {
    await ctx.metaheads.remove(idParam(c.req.param('id'), 'Metahead'), actor(c));
    return c.body(null, 204);
  });

  // Navigation: admin only.
  app.get('/admin_api/nav_entries', admin, async (c) =>
    c.json({ data: await ctx.nav.tree(toLocale(c.req.query('locale'))) }),
  );
  app.post('/admin_api/nav_entries', admin, async (c) => c.json({ data: await ctx.nav.create(await json(c), actor(c)) }, 201));
  app.put('/admin_api/nav_entries/:id', admin, async (c) =>
    c.json({ data: await ctx.nav.update(idParam(c.req.param('id'), 'Navigation entry'), await json(c), actor(c)) }),
  );
  app.delete('/admin_api/nav_entries/:id', admin, async (c) => {
    await ctx.nav.remove(idParam(c.req.param('id'), 'Navigation entry'), actor(c));
    return c.body(null, 204);
  });

  // Media library
  app.get('/admin_api/media', editor, async (c) => c.json({ data: await ctx.media.list() }));
  app.post('/admin_api/media', editor, async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new HttpError(400, 'Expected a multipart form with a file field');
    });
    const file = form.file;
    if (!(file instanceof File)) {
      throw new HttpError(400, 'Expected a multipart form with a file field', [
        { path: 'file', rule: 'required', message: 'A file is required' },
      ]);
    }
    const alt = typeof form.alt === 'string' ? form.alt : '';
    const item = await ctx.media.add({ data: Buffer.from(await file.arrayBuffer()), filename: file.name, alt }, actor(c));
    return c.json({ data: item }, 201);
  });

  return app;
}
