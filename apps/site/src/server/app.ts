import { createInventoryClient } from '@forecourt/inventory';
import { rootRedirect } from '@forecourt/shell';
import { Hono } from 'hono';
import { contentClientFactory } from '../content.js';
import type { SiteAssets } from '../routes/root.js';
import { createCmsHandler } from './cms.js';
import { PROXIED_PREFIXES, createProxy } from './proxy.js';
import { renderPage } from './render.js';
import { IMMUTABLE_CACHE, fileResponse } from './static-files.js';

export interface SiteAppOptions {
  /** Origin of the content service (`CONTENT_SERVICE_URL`). */
  contentServiceUrl: string;
  /** Browser-visible origin (`PUBLIC_URL`). */
  publicUrl?: string;
  /** Folder of the cms build (`apps/cms/dist`). */
  cmsDist: string;
  /** Folder of this site's client build (`apps/site/dist/client`). */
  clientDist: string;
  /** Client entry and stylesheets to put in every page. */
  assets: SiteAssets;
}

const CMS_PATH = /^\/(cms|admin)(\/|$)/i;

/** The front door: API forwarding, the cms build, the site's own assets, then SSR pages. */
export function createSiteApp(options: SiteAppOptions): Hono {
  const app = new Hono();
  const proxy = createProxy({ target: options.contentServiceUrl, publicUrl: options.publicUrl });
  for (const prefix of PROXIED_PREFIXES) {
    app.all(prefix, proxy);
    app.all(`${prefix}/*`, proxy);
  }

  // Route matching is case-insensitive (site-shell.md §2), so /CMS and /Admin/Settings reach the
  // cms too; its own router ignores case.
  const cms = createCmsHandler(options.cmsDist);
  app.on(['GET', 'HEAD'], '*', (c, next) =>
    CMS_PATH.test(new URL(c.req.url).pathname) ? cms(c) : next(),
  );

  // Vite puts the client build's hashed files under /_site/ (see vite.config.ts).
  app.on(['GET', 'HEAD'], '/_site/*', async (c) => {
    const file = await fileResponse(options.clientDist, new URL(c.req.url).pathname, {
      cacheControl: IMMUTABLE_CACHE,
      method: c.req.method,
    });
    return file ?? c.text('Not found', 404);
  });

  // [i18n] Root redirect (site-shell.md §9, 302): a visitor at `/` whose language cookie or
  // browser language says Polish goes to `/pl`. It depends on request headers, so it is private.
  app.get('/', async (c, next) => {
    const target = rootRedirect({
      pathname: '/',
      host: c.req.header('host'),
      cookie: c.req.header('cookie'),
      languages: c.req.header('accept-language'),
    });
    if (!target) {
      await next();
      // The English answer of `/` depends on the same headers as the redirect: a shared cache
      // must not hand it to a Polish visitor, so it is private and revalidated every time.
      c.res.headers.set('Cache-Control', 'private, no-cache');
      c.res.headers.set('Vary', 'Cookie, Accept-Language');
      return;
    }
    const search = new URL(c.req.url).search;
    return new Response(null, {
      status: target.status,
      headers: {
        Location: `${target.location}${search}`,
        'Cache-Control': 'private, no-store',
        Vary: 'Cookie, Accept-Language',
      },
    });
  });

  const content = contentClientFactory(options.contentServiceUrl);
  const inventory = createInventoryClient({ baseUrl: options.contentServiceUrl });
  app.get('*', (c) => renderPage(c.req.raw, { content, inventory, assets: options.assets }));
  return app;
}
