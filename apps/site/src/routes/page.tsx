import { createRoute } from '@tanstack/react-router';
import { PAGE_STALE_MS, loadPage } from './page-loader.js';
import { PageView, pageHead } from './page-view.js';
import { SiteNotFound, rootRoute } from './root.js';

/** Any other path: the page at that path in the content service (site-shell.md §2 route table). */
export const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: ({ context, params }) => loadPage(context, `/${params._splat ?? ''}`),
  staleTime: PAGE_STALE_MS,
  head: ({ loaderData }) => pageHead(loaderData),
  component: function Page() {
    return <PageView data={pageRoute.useLoaderData()} />;
  },
  notFoundComponent: SiteNotFound,
});
