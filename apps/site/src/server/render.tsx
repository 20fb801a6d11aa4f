import type { MapUpdateClient } from '@forecourt/api-client';
import type { FormSubmissionState } from '@forecourt/blocks';
import type { InventoryClient } from '@forecourt/inventory';
import { ErrorPageFailure } from '@forecourt/shell';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ChromeStore } from '../chrome/chrome-store.js';
import { toPageFailure, type ContentClientFactory } from '../content.js';
import { injectMetaheads, siteMetaheads } from '../metaheads.js';
import { createSiteRouter, type SiteRouter } from '../router.js';
import type { PageLoad } from '../routes/page-loader.js';
import { BLOCKS_HYDRATED_WITH_PAGE } from '../routes/page-view.js';
import type { PublicFormLoader, SiteAssets } from '../routes/root.js';
import { routeViewAssetKey, templateLinks } from './client-assets.js';
import { imageFocusStyle } from './image-focus.js';
import { allowedOrigins, pageContentSecurityPolicy } from './security-headers.js';

/**
 * Public pages may sit in a shared cache for a minute (purge them by their surrogate keys sooner,
 * see README "Caching"); browsers revalidate every time (cheap: ETag and 304).
 */
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60';
/** A page showing stock is re-rendered at least this often (vehicles change without a feed event). */
export const INVENTORY_PAGE_TTL_MS = 60_000;
const PRIVATE_CACHE = 'private, no-store';
/** Where reCAPTCHA v2's script and its parts come from. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

/** Surrogate key of every cached page: purging it empties a CDN of the site's pages. */
export const SITE_SURROGATE_KEY = 'forecourt-pages';
export const pageSurrogateKey = (pageId: number) => `forecourt-page-${pageId}`;

export interface RenderOptions {
  content: ContentClientFactory;
  /** The process's chrome store (settings, navigation, offers, car prices). */
  chrome: ChromeStore;
  /** Inventory client on the content service (showroom pages). */
  inventory?: InventoryClient;
  /** Map update client on the content service (pages whose URL asks for a map update step). */
  mapUpdate?: MapUpdateClient;
  publicForm?: PublicFormLoader;
  assets: SiteAssets;
  /** This render's Content-Security-Policy nonce (see security-headers.ts). */
  nonce: string;
  /** The page answers a plain form POST: what it came to, shown in the form (see form-post.ts). */
  formSubmission?: FormSubmissionState | undefined;
  /** The media library's focal points as CSS (see image-focus.ts). */
  imageFocusCss?: () => Promise<string>;
  /** `PUBLIC_URL`, when set (see SiteRouterContext.publicOrigin). */
  publicUrl?: string | undefined;
}

/** A rendered request: a redirect, or a document with what decides whether it may be cached. */
export type Rendered =
  | { kind: 'redirect'; response: Response }
  | {
      kind: 'document';
      status: number;
      headers: Headers;
      html: string;
      /** The published page the document shows (a 200 of the page routes), else null. */
      pageId: number | null;
      /**
       * How long the page cache may keep this render, when less than until the next change:
       * pages that show stock (server-rendered cars inventory) hold data the change feed does
       * not report.
       */
      cacheTtlMs?: number;
    };

/** The loaded page of this render, if the matched route was a page route. */
function pageLoadOf(router: SiteRouter): PageLoad | undefined {
  for (const match of router.state.matches) {
    const data = match.loaderData as Partial<PageLoad> | undefined;
    if (data?.kind === 'page' || data?.kind === 'failure') return data as PageLoad;
  }
  return undefined;
}

/** The settings the root route loaded (the code defaults' absence means: none allowed extra). */
function settingsOf(router: SiteRouter | undefined): Record<string, string> {
  const root = router?.state.matches[0]?.loaderData as { settings?: Record<string, string> } | undefined;
  return root?.settings ?? {};
}

/** Status of a render: a page failure's status, or a route error's, else what the router chose. */
function statusOf(router: SiteRouter, routerStatus: number, load: PageLoad | undefined): number {
  if (load?.kind === 'failure') return load.failure.status;
  const failed = router.state.matches.find((match) => match.status === 'error');
  return failed ? toPageFailure(failed.error).status : routerStatus;
}

/** `markup` at the end of the document's head (before metaheads, which may override its CSS). */
function insertBeforeHeadEnd(html: string, markup: string): string {
  const at = html.indexOf('</head>');
  return markup && at >= 0 ? html.slice(0, at) + markup + html.slice(at) : html;
}

/**
 * Server-renders one page request with TanStack Router's SSR handler. The HTML is complete
 * before it is sent (block views are preloaded by the loader), so pages read without JavaScript;
 * the page's own block files and its metaheads are written into it, and the status and caching
 * headers are set from what was loaded.
 */
export async function renderDocument(
  request: Request,
  { content, chrome, assets, inventory, mapUpdate, publicForm, nonce, formSubmission, imageFocusCss, publicUrl }: RenderOptions,
): Promise<Rendered> {
  const focusCss = imageFocusCss?.() ?? Promise.resolve('');
  let router: SiteRouter | undefined;
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      (router = createSiteRouter({
        content,
        chrome,
        assets,
        inventory,
        publicForm,
        nonce,
        publicOrigin: publicUrl ? new URL(publicUrl).origin : undefined,
        ...(mapUpdate ? { mapUpdate } : {}),
        ...(formSubmission ? { formSubmission } : {}),
      })),
  });
  const response = await handler(defaultStreamHandler);
  const preview = new URL(request.url).pathname.toLowerCase().startsWith('/disabled-preview');

  if (response.status >= 300 && response.status < 400) {
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', preview ? PRIVATE_CACHE : PUBLIC_CACHE);
    return { kind: 'redirect', response: new Response(null, { status: response.status, headers }) };
  }

  const html = insertBeforeHeadEnd(await response.text(), imageFocusStyle(await focusCss, nonce));
  const load = router ? pageLoadOf(router) : undefined;
  const status = router ? statusOf(router, response.status, load) : response.status;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  // A map update step is one visitor's VIN and what the map service said about it just now.
  const personal = preview || status >= 500 || (load?.kind === 'page' && load.mapUpdate !== undefined);
  headers.set('Cache-Control', personal ? PRIVATE_CACHE : PUBLIC_CACHE);
  headers.set('Vary', 'Accept-Encoding');
  // Kept with the page in the cache: the nonce in the policy is the one in the HTML.
  headers.set(
    'Content-Security-Policy',
    pageContentSecurityPolicy(nonce, [
      ...allowedOrigins(settingsOf(router)),
      // A form of the page with reCAPTCHA loads Google's script (and it its parts) on first focus.
      ...(load?.kind === 'page' && load.forms.some((form) => form.recaptcha_site_key) ? RECAPTCHA_ORIGINS : []),
    ]),
  );
  if (load?.kind !== 'page') {
    // A vehicle page is styled from the first paint too: its view's stylesheet (and code) linked.
    const showroom = router?.state.matches.some((match) => match.routeId.includes('showroom/'));
    const withView = showroom ? insertBeforeHeadEnd(html, templateLinks(assets, [routeViewAssetKey('showroom')])) : html;
    return { kind: 'document', status, headers, html: withView, pageId: null };
  }

  const keys = `${SITE_SURROGATE_KEY} ${pageSurrogateKey(load.page.id)}`;
  // Fastly and most CDNs read Surrogate-Key, Cloudflare Cache-Tag: either purges by page or all.
  headers.set('Surrogate-Key', keys);
  headers.set('Cache-Tag', keys.split(' ').join(','));
  const templates = load.page.blocks.map((block) => block.template);
  const withBlocks = insertBeforeHeadEnd(
    html,
    templateLinks(assets, templates, templates.slice(0, BLOCKS_HYDRATED_WITH_PAGE)),
  );
  return {
    kind: 'document',
    status,
    headers,
    html: injectMetaheads(withBlocks, siteMetaheads(load.metaheads, settingsOf(router)), nonce),
    pageId: status === 200 && !preview && !load.mapUpdate ? load.page.id : null,
    ...(load.inventory ? { cacheTtlMs: INVENTORY_PAGE_TTL_MS } : {}),
  };
}

export function errorPageFailureResponse(): Response {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0c121c"><title>Error</title></head><body>${renderToStaticMarkup(<ErrorPageFailure />)}</body></html>`;
  return new Response(html, {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': PRIVATE_CACHE },
  });
}
