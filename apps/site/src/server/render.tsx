import type { InventoryClient } from '@forecourt/inventory';
import { ErrorPageFailure } from '@forecourt/shell';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { toPageFailure, type ContentClientFactory } from '../content.js';
import { injectMetaheads } from '../metaheads.js';
import { createSiteRouter, type SiteRouter } from '../router.js';
import type { PageLoad } from '../routes/page-loader.js';
import type { SiteAssets } from '../routes/root.js';

/** Public pages may sit in a shared cache for a minute; browsers always revalidate. */
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60';
const PRIVATE_CACHE = 'private, no-store';

export interface RenderOptions {
  content: ContentClientFactory;
  /** Inventory client on the content service (showroom pages). */
  inventory?: InventoryClient;
  assets: SiteAssets;
}

/** The loaded page of this render, if the matched route was a page route. */
function pageLoadOf(router: SiteRouter): PageLoad | undefined {
  for (const match of router.state.matches) {
    const data = match.loaderData as Partial<PageLoad> | undefined;
    if (data?.kind === 'page' || data?.kind === 'failure') return data as PageLoad;
  }
  return undefined;
}

/** Status of a render: a page failure's status, or a route error's, else what the router chose. */
function statusOf(router: SiteRouter, routerStatus: number, load: PageLoad | undefined): number {
  if (load?.kind === 'failure') return load.failure.status;
  const failed = router.state.matches.find((match) => match.status === 'error');
  return failed ? toPageFailure(failed.error).status : routerStatus;
}

/**
 * Server-renders one page request with TanStack Router's SSR handler. The HTML is complete
 * before it is sent (block views are preloaded by the loader), so pages read without JavaScript;
 * metaheads are written into it and the status and caching headers set from what was loaded.
 */
export async function renderPage(
  request: Request,
  { content, assets, inventory }: RenderOptions,
): Promise<Response> {
  let router: SiteRouter | undefined;
  try {
    const handler = createRequestHandler({
      request,
      createRouter: () => (router = createSiteRouter({ content, assets, inventory })),
    });
    const response = await handler(defaultStreamHandler);
    const preview = new URL(request.url).pathname.toLowerCase().startsWith('/disabled-preview');

    if (response.status >= 300 && response.status < 400) {
      const headers = new Headers(response.headers);
      headers.set('Cache-Control', preview ? PRIVATE_CACHE : PUBLIC_CACHE);
      return new Response(null, { status: response.status, headers });
    }

    const html = await response.text();
    const load = router ? pageLoadOf(router) : undefined;
    const status = router ? statusOf(router, response.status, load) : response.status;
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    headers.set('Cache-Control', preview || status >= 500 ? PRIVATE_CACHE : PUBLIC_CACHE);
    const body = load?.kind === 'page' ? injectMetaheads(html, load.metaheads) : html;
    return new Response(body, { status, headers });
  } catch (error) {
    // Rendering the page or its error screen failed: the last-resort page needs nothing else.
    console.error(`Rendering ${request.url} failed:`, error);
    return errorPageFailureResponse();
  }
}

export function errorPageFailureResponse(): Response {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0c121c"><title>Error</title></head><body>${renderToStaticMarkup(<ErrorPageFailure />)}</body></html>`;
  return new Response(html, {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': PRIVATE_CACHE },
  });
}
