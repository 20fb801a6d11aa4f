import { createRouter } from '@tanstack/react-router';
import type { MapUpdateClient } from '@forecourt/api-client';
import type { FormSubmissionState } from '@forecourt/blocks';
import type { InventoryClient } from '@forecourt/inventory';
import type { ChromeStore } from './chrome/chrome-store.js';
import type { ContentClientFactory } from './content.js';
import type { PublicFormLoader } from './routes/root.js';
import { routeTree, type SiteAssets } from './routes/tree.js';

export interface SiteRouterOptions {
  /** Content-service client factory: `CONTENT_SERVICE_URL` on the server, same origin in the browser. */
  content: ContentClientFactory;
  /**
   * Where the chrome's data comes from: the server's process-wide store. The browser keeps the
   * server's answer and reads another locale's through `browserChrome`.
   */
  chrome?: ChromeStore;
  /** Client entry script and stylesheets (from the Vite manifest); none in tests. */
  assets?: SiteAssets;
  /** Inventory client for the showroom (the server's); the browser makes one when it needs it. */
  inventory?: InventoryClient;
  /** Map update calls (the server's); the browser asks its own origin. */
  mapUpdate?: MapUpdateClient;
  /** Public forms for the showroom's enquiry (the server's); the browser fetches from its origin. */
  publicForm?: PublicFormLoader;
  /**
   * The Content-Security-Policy nonce: on the server this render's, written on every inline
   * script and style the router makes; in the browser the document's (see csp-nonce.ts), for the
   * ones it adds later.
   */
  nonce?: string;
  /** See SiteRouterContext.publicOrigin. */
  publicOrigin?: string | undefined;
  /** Server only: the result of the plain form POST this render answers (see server/form-post.ts). */
  formSubmission?: FormSubmissionState;
}

/** Builds the router — one per server request, one in the browser. */
export function createSiteRouter({
  content,
  chrome,
  assets = { scripts: [], styles: [], preload: [], templates: {} },
  inventory,
  mapUpdate,
  publicForm,
  nonce,
  formSubmission,
  publicOrigin,
}: SiteRouterOptions) {
  return createRouter({
    routeTree,
    context: {
      content,
      chrome,
      assets,
      inventory,
      mapUpdate,
      publicForm,
      publicOrigin,
      ...(formSubmission ? { formSubmission } : {}),
    },
    defaultPreload: 'intent',
    // A path change scrolls to the top (site-shell.md §2 Scrolling); hashes are handled by the root.
    scrollRestoration: false,
    ...(nonce ? { ssr: { nonce } } : {}),
  });
}

export type SiteRouter = ReturnType<typeof createSiteRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter;
  }
}
