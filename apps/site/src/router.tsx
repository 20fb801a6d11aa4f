import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { createInventoryClient, type InventoryClient } from '@forecourt/inventory';
import type { ContentClientFactory } from './content.js';
import { routeTree, type SiteAssets } from './routes/tree.js';

export interface SiteRouterOptions {
  /** Content-service client factory: `CONTENT_SERVICE_URL` on the server, same origin in the browser. */
  content: ContentClientFactory;
  /** Client entry script and stylesheets (from the Vite manifest); none in tests. */
  assets?: SiteAssets;
  /** Inventory client for the showroom; same origin by default (the browser). */
  inventory?: InventoryClient;
}

/** Builds the router (with its own query cache) — one per server request, one in the browser. */
export function createSiteRouter({
  content,
  assets = { scripts: [], styles: [] },
  inventory = createInventoryClient(),
}: SiteRouterOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false } },
  });
  const router = createRouter({
    routeTree,
    context: { queryClient, content, assets, inventory },
    defaultPreload: 'intent',
    // A path change scrolls to the top (site-shell.md §2 Scrolling); hashes are handled by the root.
    scrollRestoration: false,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

export type SiteRouter = ReturnType<typeof createSiteRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter;
  }
}
