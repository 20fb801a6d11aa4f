import { Hono, type Context } from 'hono';
import type { ServiceContext } from '../context.js';
import { cacheControl, HttpError, idParam, MAX_ID, PUBLIC_CACHE } from '../lib/http.js';
import { toLocale } from '../services/nav.js';

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

/** Anonymous reads: `/public_api` and `/api`. Answers may be cached by a CDN for a minute. */
export function publicRoutes(ctx: ServiceContext) {
  const app = new Hono();
  app.use('/public_api/*', cacheControl(PUBLIC_CACHE));
  app.use('/api/*', cacheControl(PUBLIC_CACHE));

  const byPath = async (c: Context) => {
    const bearer = bearerOf(c);
    const page = await ctx.pages.publicByPath(pathAfter(c, BY_PATH_PREFIX), bearer);
    // An answer to a bearer request may be a preview, for the editor's eyes only: never cache it.
    if (bearer) c.header('Cache-Control', 'private, no-store');
    return c.json({ data: page });
  };
  app.get(BY_PATH_PREFIX, byPath);
  app.get(`${BY_PATH_PREFIX}/*`, byPath);

  // The site's one call per page render: page, metaheads and breadcrumbs (see PageView).
  const pageView = async (c: Context) => {
    const bearer = bearerOf(c);
    const view = await ctx.pages.pageView(pathAfter(c, PAGE_VIEW_PREFIX), bearer, toLocale(c.req.query('locale')));
    if (bearer) c.header('Cache-Control', 'private, no-store');
    return c.json({ data: view });
  };
  app.get(PAGE_VIEW_PREFIX, pageView);
  app.get(`${PAGE_VIEW_PREFIX}/*`, pageView);

  app.get('/api/metaheads', async (c) => {
    const raw = c.req.query('q[page_id_equal_or_null]');
    const pageId = raw ? Number(raw) : null;
    // Beyond PostgreSQL's integer range the query itself would fail: say what is wrong instead.
    if (pageId !== null && (!Number.isSafeInteger(pageId) || Math.abs(pageId) > MAX_ID)) {
      throw new HttpError(400, 'q[page_id_equal_or_null] must be a page id', [
        { path: 'q[page_id_equal_or_null]', rule: 'integer', message: 'Must be a page id' },
      ]);
    }
    return c.json({ data: await ctx.metaheads.forPage(pageId) });
  });

  app.get('/api/pages/search', async (c) => {
    const results = await ctx.pages.search(c.req.query('query') ?? '', toLocale(c.req.query('locale')));
    return c.json({ data: { data: results } });
  });

  app.get('/api/settings', async (c) => c.json({ data: await ctx.settings.list() }));

  app.get('/api/nav_entries', async (c) => c.json({ data: await ctx.nav.tree(toLocale(c.req.query('locale'))) }));

  app.get('/api/nav_entries/breadcrumbs/:pageId', async (c) => {
    const id = idParam(c.req.param('pageId'));
    return c.json({ data: await ctx.pages.breadcrumbs(id, toLocale(c.req.query('locale'))) });
  });

  app.get('/api/v1/image/:id/w/:width', async (c) => {
    // The width as sent (the last path segment, not percent-decoded): only its canonical spelling passes.
    const width = new URL(c.req.url).pathname.split('/').at(-1) ?? '';
    const image = await ctx.media.rendition(c.req.param('id'), width);
    // An image id never changes content, so renditions can be cached for a year.
    return c.body(new Uint8Array(image.body), 200, {
      'Content-Type': image.mime,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  return app;
}
