import {
  ApiError,
  type Breadcrumb,
  type Locale,
  type Metahead,
  type Page,
  type PageView,
  type PublicForm,
} from '@forecourt/api-client';
import {
  preloadBlockViews,
  type FormSubmissionState,
  type InventoryBlockData,
  type MapUpdateBlockData,
} from '@forecourt/blocks';
import { localizePath, routeLocale, stripLocalePrefix } from '@forecourt/shell';
import { notFound, redirect } from '@tanstack/react-router';
import { toPageFailure, type PageFailure } from '../content.js';
import type { SiteRouterContext } from './root.js';

/** What a page route renders: the page, or the failure the error screen explains. */
export type PageLoad =
  | {
      kind: 'page';
      page: Page;
      metaheads: Metahead[];
      /** In the server HTML: the header keeps room for them, arriving later they would make the page jump. */
      breadcrumbs: Breadcrumb[];
      locale: Locale;
      /** The public forms the page's blocks name, rendered into the HTML with the page. */
      forms: PublicForm[];
      /**
       * What a plain (no-JavaScript) POST of one of its forms came to, when the page is the answer
       * to one (see server/form-post.ts); part of the loader data, so the browser hydrates with it.
       */
      formSubmission?: FormSubmissionState;
      /**
       * The first pages of its server-rendered cars inventory blocks, by block id (see
       * inventory-load.ts); absent on pages without one. Such a page is cached briefly (stock
       * changes are not in the change feed).
       */
      inventory?: Record<string, InventoryBlockData>;
      /**
       * The step each map update block is at for the URL's query (`?vin=…`, see
       * map-update-load.ts), by block id; absent when the URL asks none. Such a page is never cached.
       */
      mapUpdate?: Record<string, MapUpdateBlockData>;
    }
  | { kind: 'failure'; failure: PageFailure };

/** How long a loaded page is reused for client-side navigations (back, forward, links to it). */
export const PAGE_STALE_MS = 60_000;

/**
 * Loads the page at `path` (matched case-insensitively by the content service) with one call
 * that also brings its metaheads and breadcrumbs. A locale prefix (`/pl/offers`) is not part of
 * the stored path: the page at `/offers` renders in Polish.
 * unknown/disabled → 404 screen; `url_redirection` → redirect with its `http_code` (default 302);
 * other failures → the error screen with the failure's status (set on the response by the server).
 */
export async function loadPage(
  context: SiteRouterContext,
  path: string,
  token: string | null = null,
  /** The URL's query (`?…` or ''): what server-rendered inventory blocks list. */
  search = '',
): Promise<PageLoad> {
  const locale = routeLocale(path);
  const storedPath = stripLocalePrefix(path);
  let view: PageView;
  try {
    view = await context.content(token).getPageView(storedPath, locale);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    console.error(`Page ${storedPath} could not be loaded:`, error);
    return { kind: 'failure', failure: toPageFailure(error) };
  }

  const { page } = view;
  if (page.type === 'url_redirection') {
    // The content service answers an internal link with its target page's current path; a site
    // path under /pl/ stays in Polish. External addresses and files are left as they are.
    const to = page.to || '/';
    const href = page.link_type === 'internal' && to.startsWith('/') ? localizePath(to, locale) : to;
    throw redirect({ href, statusCode: page.http_code ?? 302 });
  }
  if (page.page_type === 'folder' && page.redirect_path) {
    // A folder with a redirect path sends visitors on (one under /pl/ to its target in Polish
    // too); without one it is shown like any page: its own blocks above the pages it groups.
    const target = page.redirect_path.startsWith('/') ? localizePath(page.redirect_path, locale) : page.redirect_path;
    throw redirect({ href: target, statusCode: page.http_code ?? 302 });
  }

  // Block views are lazy chunks; loading them first lets the server render the blocks into the
  // HTML (visible without JavaScript) and the browser navigate without a blank flash.
  const [, inventory, mapUpdate] = await Promise.all([
    preloadBlockViews(page.blocks.map((block) => block.template)),
    // Only pages with a server-rendered inventory block load its code and ask for vehicles.
    page.blocks.some((block) => block.template === 'cars_inventory_server')
      ? import('./inventory-load.js').then((module) => module.loadInventoryBlocks(context.inventory, page.blocks, search))
      : undefined,
    // A map update's step 2 and 3 are answers to its forms (GET, `?vin=…`): resolved for the HTML.
    /[?&]vin=/.test(search) && page.blocks.some((block) => block.template === 'map_update')
      ? import('./map-update-load.js').then((module) => module.loadMapUpdateBlocks(context.mapUpdate, page.blocks, search))
      : undefined,
  ]);
  return {
    kind: 'page',
    page,
    metaheads: view.metaheads,
    breadcrumbs: view.breadcrumbs,
    locale,
    forms: view.forms,
    ...(context.formSubmission ? { formSubmission: context.formSubmission } : {}),
    ...(inventory ? { inventory } : {}),
    ...(mapUpdate ? { mapUpdate } : {}),
  };
}
