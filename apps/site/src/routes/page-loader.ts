import { ApiError, type Locale, type Metahead, type Page } from '@forecourt/api-client';
import { preloadBlockViews } from '@forecourt/blocks';
import { localizePath, routeLocale, stripLocalePrefix } from '@forecourt/shell';
import { notFound, redirect } from '@tanstack/react-router';
import { breadcrumbsQuery } from '../chrome/queries.js';
import { metaheadsQuery, pageQuery, toPageFailure, type PageFailure } from '../content.js';
import type { SiteRouterContext } from './root.js';

/** What a page route renders: the page, or the failure the error screen explains. */
export type PageLoad =
  | { kind: 'page'; page: Page; metaheads: Metahead[]; locale: Locale }
  | { kind: 'failure'; failure: PageFailure };

/**
 * Loads the page at `path` (matched case-insensitively by the content service). A locale prefix
 * (`/pl/offers`) is not part of the stored path: the page at `/offers` renders in Polish.
 * unknown/disabled → 404 screen; `url_redirection` → redirect with its `http_code` (default 302);
 * other failures → the error screen with the failure's status (set on the response by the server).
 */
export async function loadPage(
  context: SiteRouterContext,
  path: string,
  token: string | null = null,
): Promise<PageLoad> {
  const locale = routeLocale(path);
  const storedPath = stripLocalePrefix(path);
  let page: Page;
  try {
    page = await context.queryClient.ensureQueryData(pageQuery(context.content, storedPath, token));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    console.error(`Page ${storedPath} could not be loaded:`, error);
    return { kind: 'failure', failure: toPageFailure(error) };
  }

  if (page.type === 'url_redirection') {
    throw redirect({ href: page.to || '/', statusCode: page.http_code ?? 302 });
  }
  if (page.page_type === 'folder' && page.redirect_path) {
    // A folder under /pl/ sends the visitor to its target in Polish too.
    const target = page.redirect_path.startsWith('/') ? localizePath(page.redirect_path, locale) : page.redirect_path;
    throw redirect({ href: target, statusCode: 302 });
  }

  const [metaheads] = await Promise.all([
    context.queryClient
      .ensureQueryData(metaheadsQuery(context.content, page.id))
      .catch((error: unknown) => {
        // Metaheads are extras (tracking, styles): a failure must not take the page down.
        console.error(`Metaheads of page ${page.id} could not be loaded:`, error);
        return [] as Metahead[];
      }),
    // Block views are lazy chunks; loading them first lets the server render the blocks into the
    // HTML (visible without JavaScript) and the browser navigate without a blank flash.
    preloadBlockViews(page.blocks.map((block) => block.template)),
    // Breadcrumbs in the server HTML: the header keeps room for them, so arriving later they
    // would push the page down after the first paint. (Their query tolerates failures.) A page
    // with the minimal top bar shows none, so it does not ask for them.
    page.meta.layout === 'minimal'
      ? null
      : context.queryClient.ensureQueryData(breadcrumbsQuery(context.content, page.id, locale)),
  ]);
  return { kind: 'page', page, metaheads, locale };
}
