import { FORM_SENT_PARAM } from '@forecourt/blocks';
import { createInventoryClient } from '@forecourt/inventory';
import { createLeadClient, createMapUpdateClient } from '@forecourt/api-client';
import { rootRedirect } from '@forecourt/shell';
import { Hono, type Context } from 'hono';
import { createChromeStore, type ChromeStore } from '../chrome/chrome-store.js';
import { createImageFocusStore } from './image-focus.js';
import { contentClientFactory } from '../content.js';
import type { SiteAssets } from '../routes/root.js';
import type { ContentChange } from './change-feed.js';
import { createCmsHandler } from './cms.js';
import { answerFormPost } from './form-post.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  cachedAnswer,
  cachedResponse,
  createPageCache,
  etagOf,
  matchesEtag,
  type PageCache,
} from './page-cache.js';
import { PROXIED_PREFIXES, clientAddress, createProxy } from './proxy.js';
import { createRedirectStore, type RedirectStore } from './redirects.js';
import { errorPageFailureResponse, renderDocument } from './render.js';
import { baseSecurityHeaders, baseSecurityHeaderValues, createNonce, noFraming } from './security-headers.js';
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
  /** Keep rendered pages (`PAGE_CACHE`, default on; 'off' renders every request). */
  pageCache?: boolean;
}

/** The front door with the caches that the content service's change feed keeps current. */
export interface SiteApp {
  app: Hono;
  /**
   * Answers a cached page straight on the Node response, before any routing or compression
   * (the cached bytes are compressed already): true when it did.
   */
  answerFromCache(req: IncomingMessage, res: ServerResponse): boolean;
  /** Call with the change feed's events (see change-feed.ts). */
  onLive(connected: boolean): void;
  onChange(change: ContentChange): void;
  pages: PageCache;
  chrome: ChromeStore;
  redirects: RedirectStore;
}

/** Signed-in staff (the content service's session cookie) and previews are never cached. */
const SESSION_COOKIE = /(?:^|;\s*)forecourt_session=/;
const NEVER_CACHED = /^\/(disabled-preview|showroom|pl\/showroom)(\/|$)/i;

/** The page cache's key of a request to `url`, or null when its answer may differ per visitor. */
export function pageCacheKey(
  url: URL,
  cookie: string | null | undefined,
  authorization: string | null | undefined,
): string | null {
  if (authorization) return null;
  if (SESSION_COOKIE.test(cookie ?? '')) return null;
  if (NEVER_CACHED.test(url.pathname)) return null;
  // The page right after a plain form POST shows that visitor's thank-you.
  if (url.searchParams.has(FORM_SENT_PARAM)) return null;
  return `${url.pathname}${url.search}`;
}

const CMS_PATH = /^\/(cms|admin)(\/|$)/i;
/** The editor, the admin and the APIs: never shown inside another page's frame. */
const NEVER_FRAMED = new RegExp(`^(/cms|/admin|${PROXIED_PREFIXES.join('|')})(/|$)`, 'i');

/** The front door: API forwarding, the cms build, the site's own assets, then SSR pages. */
export function createSiteApp(options: SiteAppOptions): SiteApp {
  const app = new Hono();
  const securityHeaders = baseSecurityHeaderValues(options.publicUrl);
  app.use('*', baseSecurityHeaders(options.publicUrl));
  app.use('*', (c, next) => (NEVER_FRAMED.test(new URL(c.req.url).pathname) ? noFraming(c, next) : next()));
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

  // Vite puts the client build's hashed files under /_site/ (see vite.config.ts). Source maps are
  // built (for error reports) but not served to visitors.
  app.on(['GET', 'HEAD'], '/_site/*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const file = pathname.endsWith('.map')
      ? null
      : await fileResponse(options.clientDist, pathname, {
          cacheControl: IMMUTABLE_CACHE,
          method: c.req.method,
          acceptEncoding: c.req.header('accept-encoding'),
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
      c.res.headers.set('Vary', 'Accept-Encoding, Cookie, Accept-Language');
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
  // Per request: the content service limits look-ups per visitor, so it is told whose they are.
  const mapUpdateFor = (c: Context) => {
    const from = clientAddress(c);
    return createMapUpdateClient({ baseUrl: options.contentServiceUrl, ...(from ? { headers: { 'x-forwarded-for': from } } : {}) });
  };
  const { getPublicForm: publicForm } = createLeadClient({ baseUrl: options.contentServiceUrl });
  const pages = createPageCache();
  const caching = options.pageCache ?? true;
  // Chrome data is kept only while the change feed is there to say when it changes.
  const chrome = createChromeStore(content, { keep: () => pages.live });
  const redirects = createRedirectStore(() => content().getRedirects(), { keep: () => pages.live });
  const imageFocus = createImageFocusStore(options.contentServiceUrl, { keep: () => pages.live });

  app.get('*', async (c) => {
    const request = c.req.raw;
    // Redirects come before pages (a page at a redirected path is not shown).
    const redirected = await redirects.answer(new URL(request.url));
    if (redirected) return redirected;
    const key = caching
      ? pageCacheKey(new URL(request.url), request.headers.get('cookie'), request.headers.get('authorization'))
      : null;
    const hit = key === null ? undefined : pages.get(key);
    if (hit) return cachedResponse(hit, request);

    const startedIn = pages.generation;
    let rendered;
    try {
      // A new nonce per render; a cached page keeps the one it was rendered with (see page-cache.ts).
      rendered = await renderDocument(request, {
        content,
        chrome,
        inventory,
        mapUpdate: mapUpdateFor(c),
        publicForm,
        assets: options.assets,
        nonce: createNonce(),
        imageFocusCss: imageFocus.css,
        publicUrl: options.publicUrl,
      });
    } catch (error) {
      // The browser went away mid-render: nobody is left to answer.
      if (request.signal.aborted) return new Response(null, { status: 499 });
      // Rendering the page or its error screen failed: the last-resort page needs nothing else.
      console.error(`Rendering ${request.url} failed:`, error);
      return errorPageFailureResponse();
    }
    if (rendered.kind === 'redirect') return rendered.response;

    const { status, headers, pageId } = rendered;
    const body = Buffer.from(rendered.html);
    const etag = etagOf(body);
    headers.set('ETag', etag);
    if (key !== null && pageId !== null) {
      headers.set('X-Page-Cache', 'miss');
      void pages.store(
        key,
        startedIn,
        { pageId, etag, headers: Object.fromEntries(headers), identity: body },
        rendered.cacheTtlMs,
      );
    }
    if (status === 200 && matchesEtag(request.headers.get('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(new Uint8Array(body), { status, headers });
  });

  // A visitor without JavaScript sends a page's form to the page itself (see form-post.ts).
  app.post('*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    if (CMS_PATH.test(pathname) || pathname.startsWith('/_site/')) {
      return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' });
    }
    return answerFormPost(c, {
      contentServiceUrl: options.contentServiceUrl,
      publicUrl: options.publicUrl,
      async renderPage(request, formSubmission) {
        try {
          const rendered = await renderDocument(request, {
            content,
            chrome,
            inventory,
            mapUpdate: mapUpdateFor(c),
            publicForm,
            assets: options.assets,
            nonce: createNonce(),
            formSubmission,
            imageFocusCss: imageFocus.css,
            publicUrl: options.publicUrl,
          });
          if (rendered.kind === 'redirect') return rendered.response;
          return new Response(rendered.html, { status: rendered.status, headers: rendered.headers });
        } catch (error) {
          if (request.signal.aborted) return new Response(null, { status: 499 });
          console.error(`Rendering ${request.url} after a form POST failed:`, error);
          return errorPageFailureResponse();
        }
      },
    });
  });

  return {
    app,
    pages,
    chrome,
    redirects,
    answerFromCache(req, res) {
      if (!caching || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      const url = new URL(req.url ?? '/', 'http://site');
      // The root path decides a language redirect first (see above): it goes through the app.
      if (url.pathname === '/') return false;
      const key = pageCacheKey(url, req.headers.cookie, req.headers.authorization);
      const page = key === null ? undefined : pages.get(key);
      if (!page) return false;
      const { status, headers, body } = cachedAnswer(page, {
        ifNoneMatch: req.headers['if-none-match'],
        acceptEncoding: req.headers['accept-encoding'],
        head: req.method === 'HEAD',
      });
      // The app's middleware is skipped here, so the base headers are added as it would.
      res.writeHead(status, { ...securityHeaders, ...headers });
      res.end(body);
      return true;
    },
    onLive(connected) {
      pages.setLive(caching && connected);
      chrome.clear();
      redirects.clear();
      imageFocus.clear();
    },
    onChange(change) {
      if (change.scope === 'page' && change.page_id !== undefined) {
        pages.purgePage(change.page_id);
        return;
      }
      pages.purgeAll();
      chrome.clear();
      redirects.clear();
      imageFocus.clear();
    },
  };
}
