import { createRoute } from '@tanstack/react-router';
import { PAGE_STALE_MS, loadPage } from './page-loader.js';
import { PageView, pageHead } from './page-view.js';
import { SiteNotFound, rootRoute } from './root.js';

/** Any other path: the page at that path in the content service (site-shell.md §2 route table). */
export const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: ({ context, params, location }) => loadPage(context, `/${params._splat ?? ''}`, null, location.searchStr),
  staleTime: PAGE_STALE_MS,
  // A change of the query alone (a cars inventory's filters, sorting, page) stays on the loaded
  // page: the block fetches its vehicles itself, the page is not loaded and rendered again.
  shouldReload: ({ cause }) => cause !== 'stay',
  head: ({ loaderData }) => pageHead(loaderData),
  component: function Page() {
    return <PageView data={pageRoute.useLoaderData()} />;
  },
  notFoundComponent: SiteNotFound,
});
