import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { MAX_INT32, MAX_PATH_LENGTH, searchResponseSchema } from '@forecourt/api-client';
import { Breadcrumb, Metahead, NavEntry, Page, PageView, Setting } from '../contract/components.js';
import {
  contractApp,
  errors,
  idPathParam,
  localeQuery,
  ok,
  openapiRestOfPath,
  publiclyCachedNotFound,
  queryText,
  textPathParam,
} from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { cacheControl, HttpError, idParam, MAX_ID, PUBLIC_CACHE, publicNotFound } from '../lib/http.js';
import { toLocale } from '../services/nav.js';
import { resolveNavLinks } from '../services/nav-links.js';

const BY_PATH_PREFIX = '/public_api/pages/by_path';
const PAGE_VIEW_PREFIX = '/public_api/page_view/by_path';

/** The site path after `prefix`, percent-decoded segment by segment; undecodable → 404. */
function pathAfter(c: Context, prefix: string): string {
  const raw = new URL(c.req.url).pathname.slice(prefix.length);
  try {
    return raw.split('/').map(decodeURIComponent).join('/');
  } catch {
    throw new HttpError(404, 'Page not found');
  }
}

const bearerOf = (c: Context) => c.req.header('Authorization')?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? null;

const sitePath = textPathParam(
  MAX_PATH_LENGTH,
  'Site path without the leading slash; may hold slashes; empty = home; matched case-insensitively',
);
/** No preview token, or one naming the page (then its draft, `private, no-store`). */
const optionalPreviewToken: Record<string, string[]>[] = [{}, { previewToken: [] }];

const pageByPath = createRoute({
  method: 'get',
  path: `${BY_PATH_PREFIX}/{path}`,
  tags: ['Public'],
  summary: 'Published page at a path',
  description:
    'Drafts and disabled pages answer 404 unless `Authorization: Bearer <preview token>` names that page, which returns its draft. `url_redirection` pages are returned as data (type, to, http_code). A 404 is cached publicly like the page would be.',
  security: optionalPreviewToken,
  middleware: [publicNotFound],
  request: { params: z.object({ path: sitePath }) },
  responses: { ...ok(Page, 'The page'), ...errors(400), ...publiclyCachedNotFound('No page visitors can see at this path') },
});

const pageViewByPath = createRoute({
  method: 'get',
  path: `${PAGE_VIEW_PREFIX}/{path}`,
  tags: ['Public'],
  summary: 'Everything one page render needs',
  description:
    "`page` exactly as `/public_api/pages/by_path/{path}` answers it (same path rules, 404 and preview tokens), `metaheads` (global ones and the page's own, by sequence then id) and `breadcrumbs` in `locale` (`[]` for a page with the minimal layout, a `url_redirection` page, a folder with a `redirect_path`, or a preview of a page visitors cannot see). `Cache-Control: private, no-store` when a bearer token was sent.",
  security: optionalPreviewToken,
  middleware: [publicNotFound],
  request: { params: z.object({ path: sitePath }), query: z.object({ locale: localeQuery }) },
  responses: {
    ...ok(PageView, 'The page, its metaheads and breadcrumbs'),
    ...errors(400),
    ...publiclyCachedNotFound('No page visitors can see at this path'),
  },
});

const metaheadsOfPage = createRoute({
  method: 'get',
  path: '/api/metaheads',
  tags: ['Site API'],
  summary: 'Global metaheads plus those of one page, ordered by sequence',
  request: {
    query: z.object({
      'q[page_id_equal_or_null]': queryText(20)
        .regex(/^([1-9][0-9]*)?$/, { error: 'must be a page id' })
        .refine((raw) => raw === '' || Number(raw) <= MAX_INT32, { error: 'must be a page id' })
        .optional()
        .openapi({ type: 'integer', minimum: 1, maximum: MAX_INT32, description: 'Page id; absent or empty for globals only' }),
    }),
  },
  responses: { ...ok(z.array(Metahead), 'The metaheads'), ...errors(400) },
});

const searchPages = createRoute({
  method: 'get',
  path: '/api/pages/search',
  tags: ['Site API'],
  summary: 'Full-text search over published pages',
  description: 'PostgreSQL full-text search (word prefixes) over title, path and meta description in every locale.',
  request: {
    query: z.object({
      query: queryText(500).optional().openapi({ description: 'Search text; empty answers no results' }),
      locale: localeQuery,
    }),
  },
  responses: { ...ok(searchResponseSchema, "`{ data: { data: [{ id, type: 'page', attributes } ] } }`"), ...errors(400) },
});

const publicSettings = createRoute({
  method: 'get',
  path: '/api/settings',
  tags: ['Site API'],
  summary: 'Server setting values (merged over the code defaults by readers)',
  responses: ok(z.array(Setting), 'The server values'),
});

const navigationTree = createRoute({
  method: 'get',
  path: '/api/nav_entries',
  tags: ['Site API'],
  summary: 'Navigation tree of a locale',
  request: { query: z.object({ locale: localeQuery }) },
  responses: { ...ok(z.array(NavEntry), 'Entries with their children nested'), ...errors(400) },
});

const breadcrumbsOfPage = createRoute({
  method: 'get',
  path: '/api/nav_entries/breadcrumbs/{pageId}',
  tags: ['Site API'],
  summary: 'Breadcrumb trail of a published page: home, ancestors, the page; each with its children',
  request: { params: z.object({ pageId: idPathParam('Page') }), query: z.object({ locale: localeQuery }) },
  responses: { ...ok(z.array(Breadcrumb), 'The trail'), ...errors(400, 404) },
});

const imageRendition = createRoute({
  method: 'get',
  path: '/api/v1/image/{id}/w/{width}',
  tags: ['Site API'],
  summary: 'Image rendition at an allowed width, cached for a day then revalidated by ETag (a replaced file changes it)',
  request: {
    params: z.object({
      id: textPathParam(100, 'Media id'),
      width: textPathParam(10, 'One of the allowed widths (180, 320, 376, 430, 720, 1180, 1600); any other answers 400'),
    }),
  },
  responses: {
    200: {
      description: 'The image (jpeg, png or webp)',
      content: Object.fromEntries(
        ['image/jpeg', 'image/png', 'image/webp'].map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }]),
      ),
    },
    ...errors(400, 404),
  },
});

/** Anonymous reads: `/public_api` and `/api`. Answers may be cached by a CDN for a minute. */
export function publicRoutes(ctx: ServiceContext) {
  const app = contractApp();
  app.use('/public_api/*', cacheControl(PUBLIC_CACHE));
  app.use('/api/*', cacheControl(PUBLIC_CACHE));

  openapiRestOfPath(app, pageByPath, async (c) => {
    const bearer = bearerOf(c);
    const page = await ctx.pages.publicByPath(pathAfter(c, BY_PATH_PREFIX), bearer);
    // An answer to a bearer request may be a preview, for the editor's eyes only: never cache it.
    if (bearer) c.header('Cache-Control', 'private, no-store');
    return c.json({ data: page }, 200);
  });

  // The site's one call per page render: page, metaheads and breadcrumbs (see PageView).
  openapiRestOfPath(app, pageViewByPath, async (c) => {
    const bearer = bearerOf(c);
    const view = await ctx.pages.pageView(pathAfter(c, PAGE_VIEW_PREFIX), bearer, toLocale(c.req.query('locale')));
    if (bearer) c.header('Cache-Control', 'private, no-store');
    return c.json({ data: view }, 200);
  });

  app.openapi(metaheadsOfPage, async (c) => {
    const raw = c.req.query('q[page_id_equal_or_null]');
    const pageId = raw ? Number(raw) : null;
    // Beyond PostgreSQL's integer range the query itself would fail: say what is wrong instead.
    if (pageId !== null && (!Number.isSafeInteger(pageId) || Math.abs(pageId) > MAX_ID)) {
      throw new HttpError(400, 'q[page_id_equal_or_null] must be a page id', [
        { path: 'q[page_id_equal_or_null]', rule: 'integer', message: 'Must be a page id' },
      ]);
    }
    return c.json({ data: await ctx.metaheads.forPage(pageId) }, 200);
  });

  app.openapi(searchPages, async (c) => {
    const results = await ctx.pages.search(c.req.query('query') ?? '', toLocale(c.req.query('locale')));
    return c.json({ data: { data: results } }, 200);
  });

  app.openapi(publicSettings, async (c) => c.json({ data: await ctx.settings.list() }, 200));

  app.openapi(navigationTree, async (c) => {
    const [tree, links] = await Promise.all([ctx.nav.tree(toLocale(c.req.query('locale'))), ctx.pages.linkTargets()]);
    return c.json({ data: resolveNavLinks(tree, links) }, 200);
  });

  app.openapi(breadcrumbsOfPage, async (c) => {
    const id = idParam(c.req.param('pageId'));
    return c.json({ data: await ctx.pages.breadcrumbs(id, toLocale(c.req.query('locale'))) }, 200);
  });

  app.openapi(imageRendition, async (c) => {
    // The width as sent (the last path segment, not percent-decoded): only its canonical spelling passes.
    const width = new URL(c.req.url).pathname.split('/').at(-1) ?? '';
    const image = await ctx.media.rendition(c.req.param('id'), width);
    // The media library can replace an image's file under the same id: caches keep a rendition
    // for a day and then revalidate it by its ETag (which names the file's version).
    const headers = { ETag: image.etag, 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' };
    if (c.req.header('If-None-Match') === image.etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.body), 200, { ...headers, 'Content-Type': image.mime });
  });

  return app;
}
