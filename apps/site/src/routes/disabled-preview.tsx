import { createRoute, notFound } from '@tanstack/react-router';
import { loadPage } from './page-loader.js';
import { PageView, pageHead } from './page-view.js';
import { SiteNotFound, rootRoute } from './root.js';

/**
 * `/disabled-preview/<path>?token=<token>`: a disabled page, fetched with the bearer token from
 * `POST /admin_api/pages/:id/preview_token`. Without a valid token it is simply not found.
 */
export const disabledPreviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'disabled-preview/$',
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  loaderDeps: ({ search }) => ({ token: search.token ?? null }),
  loader: ({ context, params, deps }) => {
    if (!deps.token) throw notFound();
    return loadPage(context, `/${params._splat ?? ''}`, deps.token);
  },
  head: ({ loaderData }) => {
    const head = pageHead(loaderData);
    return { meta: [...head.meta, { name: 'robots', content: 'noindex, nofollow' }] };
  },
  component: function DisabledPreview() {
    return <PageView data={disabledPreviewRoute.useLoaderData()} />;
  },
  notFoundComponent: SiteNotFound,
});
