import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import {
  CSRF_HEADER,
  isMediaUpload,
  MEDIA_BUCKETS,
  mediaUploadSchema,
  metaheadInputSchema,
  navEntryInputSchema,
  pageInputSchema,
  pagePublishSchema,
  pageScheduleInputSchema,
  pageStatusInputSchema,
  pageUpdateSchema,
  settingKeySchema,
  settingValueSchema,
  type Role,
} from '@forecourt/api-client';
import { SESSION_COOKIE, type Session } from '../auth/sessions.js';
import {
  AdminMetahead,
  MetaheadVersion,
  AdminSetting,
  MediaItem,
  NavEntry,
  Page,
  PageRevision,
  PageSummary,
  PreviewToken,
  Setting,
} from '../contract/components.js';
import {
  contractApp,
  created,
  errors,
  idPathParam,
  localeQuery,
  noContent,
  ok,
  queryText,
  signedIn,
  withOpenApi,
} from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { cacheControl, HttpError, idParam, jsonError, NO_STORE } from '../lib/http.js';
import { actorOf } from '../services/audit.js';
import { MAX_UPLOAD_BYTES } from '../services/media.js';
import { toLocale } from '../services/nav.js';
import { parseBody } from '../services/validation.js';

/** Largest JSON body the admin API accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

type Env = { Variables: { session: Session } };

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

const editor = requireRole('editor', 'admin');
const admin = requireRole('admin');

/**
 * Who may call an admin route, as part of its declaration: the role check runs before the
 * request is validated (a visitor without the role learns nothing about the input rules).
 * Reads need the session cookie, writes its CSRF token too.
 */
const access = (who: 'editor' | 'admin', kind: 'read' | 'write') => ({
  tags: ['Admin'],
  description: `Roles: ${who === 'admin' ? 'admin' : 'editor, admin'}.`,
  security: signedIn[kind],
  middleware: [who === 'admin' ? admin : editor],
});

const jsonBody = <S extends z.ZodType>(schema: S, description: string) => ({
  body: { required: true, description, content: { 'application/json': { schema } } },
});

const READ_ERRORS = errors(401, 403);
const WRITE_ERRORS = errors(400, 401, 403, 413, 415);
const pageId = z.object({ id: idPathParam('Page') });
const metaheadId = z.object({ id: idPathParam('Metahead') });
const navEntryId = z.object({ id: idPathParam('Navigation entry') });
const settingKey = z.object({ key: withOpenApi(settingKeySchema, { description: 'Dotted key, e.g. general.maps_key' }) });

const listPages = createRoute({
  method: 'get',
  path: '/admin_api/pages',
  ...access('editor', 'read'),
  summary: 'All pages (summaries)',
  responses: { ...ok(z.array(PageSummary), 'The pages'), ...READ_ERRORS },
});

const createPage = createRoute({
  method: 'post',
  path: '/admin_api/pages',
  ...access('editor', 'write'),
  summary: 'Create a draft page (blocks validated against their templates; a draft may leave required fields empty)',
  request: jsonBody(pageInputSchema, 'The page'),
  responses: { ...created(Page, 'The draft, at version 1'), ...WRITE_ERRORS, ...errors(409) },
});

const getPage = createRoute({
  method: 'get',
  path: '/admin_api/pages/{id}',
  ...access('editor', 'read'),
  summary: 'A page with its draft content',
  request: { params: pageId },
  responses: { ...ok(Page, 'The page'), ...READ_ERRORS, ...errors(404) },
});

const savePage = createRoute({
  method: 'put',
  path: '/admin_api/pages/{id}',
  ...access('editor', 'write'),
  summary: 'Save the draft from the version it was edited from (unfinished: empty required fields and too few field groups are kept); writes a revision and increments the version',
  request: { params: pageId, ...jsonBody(pageUpdateSchema, 'The changed fields and `version`') },
  responses: { ...ok(Page, 'The saved draft'), ...WRITE_ERRORS, ...errors(404, 409) },
});

const publishPage = createRoute({
  method: 'post',
  path: '/admin_api/pages/{id}/publish',
  ...access('editor', 'write'),
  summary: 'Publish the draft of `version`; refused with 400 and the issues while anything is missing (English title, redirect target, required block fields)',
  request: { params: pageId, ...jsonBody(pagePublishSchema, '`{ version }`') },
  responses: { ...ok(Page, 'The published page'), ...WRITE_ERRORS, ...errors(404, 409) },
});

const schedulePage = createRoute({
  method: 'put',
  path: '/admin_api/pages/{id}/schedule',
  ...access('editor', 'write'),
  summary:
    'Schedule the publish of the draft of `version` (checked as a publish is) and/or the unpublish (disable); null clears one. Times must be in the future, the unpublish after the publish (400)',
  request: { params: pageId, ...jsonBody(pageScheduleInputSchema, '`{ publish_at, unpublish_at, version }`') },
  responses: { ...ok(Page, 'The page with its schedule'), ...WRITE_ERRORS, ...errors(404, 409) },
});

const setPageStatus = createRoute({
  method: 'post',
  path: '/admin_api/pages/{id}/status',
  ...access('editor', 'write'),
  summary: "Disable a page (`status: 'disabled'`) or enable it again (`'draft'`: live again if it was published)",
  request: { params: pageId, ...jsonBody(pageStatusInputSchema, '`{ status, version }`') },
  responses: { ...ok(Page, 'The page'), ...WRITE_ERRORS, ...errors(404, 409) },
});

const deletePage = createRoute({
  method: 'delete',
  path: '/admin_api/pages/{id}',
  ...access('editor', 'write'),
  summary: 'Delete a page',
  request: { params: pageId },
  responses: { ...noContent('Deleted'), ...READ_ERRORS, ...errors(404) },
});

const pageRevisions = createRoute({
  method: 'get',
  path: '/admin_api/pages/{id}/revisions',
  ...access('editor', 'read'),
  summary: 'Revision history (every save, publish and status change), newest first',
  request: { params: pageId },
  responses: { ...ok(z.array(PageRevision), 'The revisions'), ...READ_ERRORS, ...errors(404) },
});

const createPreviewToken = createRoute({
  method: 'post',
  path: '/admin_api/pages/{id}/preview_token',
  ...access('editor', 'write'),
  summary: 'A one-hour bearer token to preview this page on the site',
  request: { params: pageId },
  responses: { ...created(PreviewToken, 'The token'), ...READ_ERRORS, ...errors(404) },
});

const adminSettings = createRoute({
  method: 'get',
  path: '/admin_api/settings',
  ...access('editor', 'read'),
  summary: 'Known settings with default and server value, then unknown server keys',
  responses: { ...ok(z.array(AdminSetting), 'The settings'), ...READ_ERRORS },
});

const putSetting = createRoute({
  method: 'put',
  path: '/admin_api/settings/{key}',
  ...access('admin', 'write'),
  summary: 'Set a server value (typed keys are checked: choices, flags, numbers, JSON, URLs; 422 names the problem)',
  request: { params: settingKey, ...jsonBody(settingValueSchema, '`{ value }`') },
  responses: { ...ok(Setting, 'The stored value'), ...WRITE_ERRORS, ...errors(422) },
});

const deleteSetting = createRoute({
  method: 'delete',
  path: '/admin_api/settings/{key}',
  ...access('admin', 'write'),
  summary: 'Remove the server value (the default applies again)',
  request: { params: settingKey },
  responses: { ...noContent('Deleted'), ...errors(400, 401, 403, 404) },
});

const listMetaheads = createRoute({
  method: 'get',
  path: '/admin_api/metaheads',
  ...access('admin', 'read'),
  summary: 'All metaheads with their sources',
  responses: { ...ok(z.array(AdminMetahead), 'The metaheads'), ...READ_ERRORS },
});

const createMetahead = createRoute({
  method: 'post',
  path: '/admin_api/metaheads',
  ...access('admin', 'write'),
  summary: 'Create a metahead; sass/scss are compiled to CSS',
  request: jsonBody(metaheadInputSchema, 'The metahead'),
  responses: { ...created(AdminMetahead, 'The metahead'), ...WRITE_ERRORS, ...errors(422) },
});

const getMetahead = createRoute({
  method: 'get',
  path: '/admin_api/metaheads/{id}',
  ...access('admin', 'read'),
  summary: 'One metahead',
  request: { params: metaheadId },
  responses: { ...ok(AdminMetahead, 'The metahead'), ...READ_ERRORS, ...errors(404) },
});

const updateMetahead = createRoute({
  method: 'put',
  path: '/admin_api/metaheads/{id}',
  ...access('admin', 'write'),
  summary: 'Update a metahead (any of its fields)',
  request: { params: metaheadId, ...jsonBody(metaheadInputSchema.partial(), 'The changed fields') },
  responses: { ...ok(AdminMetahead, 'The metahead'), ...WRITE_ERRORS, ...errors(404, 422) },
});

const metaheadVersionList = createRoute({
  method: 'get',
  path: '/admin_api/metaheads/{id}/versions',
  ...access('admin', 'read'),
  summary: 'The saved versions of a metahead, newest first (the last 100): restore one by saving its fields again',
  request: { params: metaheadId },
  responses: { ...ok(z.array(MetaheadVersion), 'The versions'), ...READ_ERRORS, ...errors(404) },
});

const deleteMetahead = createRoute({
  method: 'delete',
  path: '/admin_api/metaheads/{id}',
  ...access('admin', 'write'),
  summary: 'Delete a metahead',
  request: { params: metaheadId },
  responses: { ...noContent('Deleted'), ...READ_ERRORS, ...errors(404) },
});

const navigationTree = createRoute({
  method: 'get',
  path: '/admin_api/nav_entries',
  ...access('admin', 'read'),
  summary: 'Navigation tree of a locale, with ids for editing',
  request: { query: z.object({ locale: localeQuery }) },
  responses: { ...ok(z.array(NavEntry), 'The tree'), ...READ_ERRORS, ...errors(400) },
});

const createNavEntry = createRoute({
  method: 'post',
  path: '/admin_api/nav_entries',
  ...access('admin', 'write'),
  summary: 'Create a navigation entry',
  request: jsonBody(navEntryInputSchema, 'The entry'),
  responses: { ...created(NavEntry, 'The entry'), ...WRITE_ERRORS },
});

const updateNavEntry = createRoute({
  method: 'put',
  path: '/admin_api/nav_entries/{id}',
  ...access('admin', 'write'),
  summary: 'Update a navigation entry (any of its fields; moving it under its own child is refused)',
  request: { params: navEntryId, ...jsonBody(navEntryInputSchema.partial(), 'The changed fields') },
  responses: { ...ok(NavEntry, 'The entry'), ...WRITE_ERRORS, ...errors(404) },
});

const deleteNavEntry = createRoute({
  method: 'delete',
  path: '/admin_api/nav_entries/{id}',
  ...access('admin', 'write'),
  summary: 'Delete a navigation entry and its children',
  request: { params: navEntryId },
  responses: { ...noContent('Deleted'), ...READ_ERRORS, ...errors(404) },
});

const listMedia = createRoute({
  method: 'get',
  path: '/admin_api/media',
  ...access('editor', 'read'),
  summary: 'The media library, newest first',
  request: {
    query: z.object({
      q: queryText(200).optional().openapi({ description: 'Matches file names, ids and alternative texts' }),
      bucket: z.enum(MEDIA_BUCKETS).optional().openapi({ description: 'Only the images of this bucket' }),
    }),
  },
  responses: { ...ok(z.array(MediaItem), 'The images'), ...READ_ERRORS, ...errors(400) },
});

const uploadMedia = createRoute({
  method: 'post',
  path: '/admin_api/media',
  ...access('editor', 'write'),
  summary: 'Upload a JPEG, PNG or WebP image (up to 15 MB; other types 415, unreadable or over 50 megapixels 422)',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: mediaUploadSchema.extend({ file: withOpenApi(mediaUploadSchema.shape.file, { type: 'string', format: 'binary' }) }),
        },
      },
    },
  },
  responses: { ...created(MediaItem, 'The image'), ...WRITE_ERRORS, ...errors(422) },
});

/** `/admin_api`: editor and admin reads and writes. */
export function adminRoutes(ctx: ServiceContext) {
  const app = contractApp<Env>();
  app.use('/admin_api/*', cacheControl(NO_STORE));
  app.use('/admin_api/*', async (c, next) => {
    const upload = isMediaUpload(c.req.method, new URL(c.req.url).pathname);
    return tooLarge(upload ? 'upload' : 'json')(c, next);
  });
  app.use('/admin_api/*', requireSession(ctx));
  const actor = (c: { get(key: 'session'): Session }) => actorOf(c.get('session').user);
  const json = async (c: { req: { json(): Promise<unknown> } }) => {
    try {
      return await c.req.json();
    } catch {
      throw new HttpError(400, 'Request body must be JSON');
    }
  };

  // Pages
  app.openapi(listPages, async (c) => c.json({ data: await ctx.pages.list() }, 200));
  app.openapi(createPage, async (c) =>
    c.json({ data: await ctx.pages.create(await json(c), actor(c)) }, 201),
  );
  app.openapi(getPage, async (c) => c.json({ data: await ctx.pages.get(idParam(c.req.param('id'))) }, 200));
  app.openapi(savePage, async (c) =>
    c.json({ data: await ctx.pages.update(idParam(c.req.param('id')), await json(c), actor(c)) }, 200),
  );
  app.openapi(schedulePage, async (c) =>
    c.json({ data: await ctx.pages.schedule(idParam(c.req.param('id')), await json(c), actor(c)) }, 200),
  );
  app.openapi(publishPage, async (c) => {
    const { version } = parseBody(pagePublishSchema, await json(c));
    return c.json({ data: await ctx.pages.publish(idParam(c.req.param('id')), version, actor(c)) }, 200);
  });
  app.openapi(setPageStatus, async (c) => {
    const { status, version } = parseBody(pageStatusInputSchema, await json(c));
    return c.json({ data: await ctx.pages.setStatus(idParam(c.req.param('id')), status, version, actor(c)) }, 200);
  });
  app.openapi(deletePage, async (c) => {
    const mayDeleteLive = c.get('session').user.roles.includes('admin');
    await ctx.pages.remove(idParam(c.req.param('id')), actor(c), { mayDeleteLive });
    return c.body(null, 204);
  });
  app.openapi(pageRevisions, async (c) =>
    c.json({ data: await ctx.pages.revisions(idParam(c.req.param('id'))) }, 200),
  );
  app.openapi(createPreviewToken, async (c) =>
    c.json({ data: await ctx.pages.createPreviewToken(idParam(c.req.param('id')), actor(c)) }, 201),
  );

  // Settings: editors may read, only admins change them.
  app.openapi(adminSettings, async (c) => c.json({ data: await ctx.settings.adminList() }, 200));
  app.openapi(putSetting, async (c) =>
    c.json({ data: await ctx.settings.put(c.req.param('key'), await json(c), actor(c)) }, 200),
  );
  app.openapi(deleteSetting, async (c) => {
    await ctx.settings.remove(c.req.param('key'), actor(c));
    return c.body(null, 204);
  });

  // Metaheads: admin only (they inject code into every page).
  app.openapi(listMetaheads, async (c) => c.json({ data: await ctx.metaheads.list() }, 200));
  app.openapi(createMetahead, async (c) => c.json({ data: await ctx.metaheads.create(await json(c), actor(c)) }, 201));
  app.openapi(getMetahead, async (c) =>
    c.json({ data: await ctx.metaheads.get(idParam(c.req.param('id'), 'Metahead')) }, 200),
  );
  app.openapi(updateMetahead, async (c) =>
    c.json({ data: await ctx.metaheads.update(idParam(c.req.param('id'), 'Metahead'), await json(c), actor(c)) }, 200),
  );
  app.openapi(metaheadVersionList, async (c) =>
    c.json({ data: await ctx.metaheads.versions(idParam(c.req.param('id'), 'Metahead')) }, 200),
  );
  app.openapi(deleteMetahead, async (c) => {
    await ctx.metaheads.remove(idParam(c.req.param('id'), 'Metahead'), actor(c));
    return c.body(null, 204);
  });

  // Navigation: admin only.
  app.openapi(navigationTree, async (c) =>
    c.json({ data: await ctx.nav.tree(toLocale(c.req.query('locale'))) }, 200),
  );
  app.openapi(createNavEntry, async (c) => c.json({ data: await ctx.nav.create(await json(c), actor(c)) }, 201));
  app.openapi(updateNavEntry, async (c) =>
    c.json({ data: await ctx.nav.update(idParam(c.req.param('id'), 'Navigation entry'), await json(c), actor(c)) }, 200),
  );
  app.openapi(deleteNavEntry, async (c) => {
    await ctx.nav.remove(idParam(c.req.param('id'), 'Navigation entry'), actor(c));
    return c.body(null, 204);
  });

  // Media library
  app.openapi(listMedia, async (c) => c.json({ data: await ctx.media.list(c.req.valid('query')) }, 200));
  app.openapi(uploadMedia, async (c) => {
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
    const bucket = typeof form.bucket === 'string' ? form.bucket : undefined;
    const data = Buffer.from(await file.arrayBuffer());
    const item = await ctx.media.add({ data, filename: file.name, type: file.type, alt, bucket }, actor(c));
    return c.json({ data: item }, 201);
  });

  return app;
}
