import {
  LocaleProvider,
  htmlLocaleAttributes,
  routeLocale,
} from '@forecourt/shell';
import type { MapUpdateClient, PublicForm } from '@forecourt/api-client';
import type { FormSubmissionState } from '@forecourt/blocks';
import type { InventoryClient } from '@forecourt/inventory';
import {
  HeadContent,
  lazyRouteComponent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useRouterState,
} from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { notFoundHtml, type ContentClientFactory } from '../content.js';
import { useRouteLocale } from '../locale.js';
import { browserChromeStore } from '../chrome/browser-chrome.js';
import type { ChromeStore } from '../chrome/chrome-store.js';
import { deferredHydration, hydrateDeferredParts, idleIsland } from '../chrome/deferred-hydration.js';
import { MainLayout } from '../chrome/main-layout.js';
import { useHashScroll, useInternalLinkNavigation } from '../navigation.js';
import { siteTheme } from '../theme.js';

/** site-shell.md §9 head defaults. */
export const THEME_COLOR = '#0c121c';

const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${THEME_COLOR}"/><path d="M10 7h13v4h-8.5v4H21v4h-6.5v6H10z" fill="#fff"/></svg>`,
)}`;

/** The client build's files a document links (read from the Vite manifest by the server). */
export interface SiteAssets {
  /** The client entry, a module script. */
  scripts: string[];
  /** Stylesheets of every page (the entry's). */
  styles: string[];
  /** The modules the entry imports, so the browser fetches them beside it, not after it. */
  preload: string[];
  /** Per block template: its view's chunks and stylesheets, linked only by pages that use it. */
  templates: Record<string, { scripts: string[]; styles: string[] }>;
}

/** Fetches a public form by id (`/public_api/forms/{id}`). */
export type PublicFormLoader = (id: number) => Promise<PublicForm>;

export interface SiteRouterContext {
  content: ContentClientFactory;
  /** Settings, navigation, offers and car prices (see chrome-store.ts); the server's. */
  chrome: ChromeStore | undefined;
  /**
   * [showroom] Stock-locator calls (the content service's inventory endpoints). Set on the
   * server; the browser creates a same-origin client the first time a showroom loads.
   */
  inventory: InventoryClient | undefined;
  /** The map update calls (the content service's `/api/map_update/*`). Set on the server, like `inventory`. */
  mapUpdate?: MapUpdateClient | undefined;
  /** [showroom] The public form of the vehicle enquiry (its retailers). Set on the server, like `inventory`. */
  publicForm?: PublicFormLoader | undefined;
  assets: SiteAssets;
  /**
   * The origin visitors reach the site at, for the few URLs that must be absolute (link-preview
   * images). On the server only `PUBLIC_URL`: never the request's Host, which anyone can set and
   * the page cache would keep. Undefined there without it; the browser's own origin in the browser.
   */
  publicOrigin?: string | undefined;
  /** On the server, when the render answers a plain form POST: what it came to (see form-post.ts). */
  formSubmission?: FormSubmissionState | undefined;
}

/** The page-not-found screen (site-shell.md §2), for every route that can find nothing. */
export const SiteNotFound = lazyRouteComponent(() => import('./error-views.js'), 'SiteNotFound');

export const rootRoute = createRootRouteWithContext<SiteRouterContext>()({
  loader: async ({ context, location }) => {
    // Runs on the server only (the browser keeps its answer, see shouldReload): the chrome's data
    // is in the server HTML; a part that failed to load is left out, never the page (see
    // chrome-store.ts).
    const store = context.chrome ?? (await browserChromeStore(context.content));
    const [settings, chrome, { consentHeadScripts }] = await Promise.all([
      store.settings(),
      store.chrome(routeLocale(location.pathname)),
      import('../chrome/consent-head.js'),
    ]);
    // The per-template files stay on the server (it links a page's own, see render.tsx).
    const { scripts, styles, preload } = context.assets;
    return {
      assets: { scripts, styles, preload },
      // Computed here, on the server, so the browser needs no consent code to keep <head> as is.
      consentScripts: consentHeadScripts(settings),
      notFoundHtml: notFoundHtml(settings),
      settings,
      chrome,
    };
  },
  // Loaded once per document: the browser keeps the server's answer (and its asset tags). The
  // chrome of another locale is read through the store when the visitor switches language.
  shouldReload: false,
  staleTime: Infinity,
  head: ({ loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: THEME_COLOR },
    ],
    links: [
      // Inline, so browsers do not ask for /favicon.ico (which would render a whole 404 page).
      { rel: 'icon', href: FAVICON },
      ...(loaderData?.assets.styles ?? []).map((href) => ({ rel: 'stylesheet', href })),
      ...(loaderData?.assets.preload ?? []).map((href) => ({ rel: 'modulepreload', href })),
    ],
    scripts: [
      ...(loaderData?.consentScripts ?? []),
      ...(loaderData?.assets.scripts ?? []).map((src) => ({ type: 'module', src })),
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  // Error screens are code of their own, fetched by the pages that show them (the router loads
  // them before it hydrates such a page).
  notFoundComponent: SiteNotFound,
  errorComponent: lazyRouteComponent(() => import('./error-views.js'), 'SiteError'),
});

function RootDocument({ children }: { children: ReactNode }) {
  // [i18n/themes] lang/dir from the path's locale prefix; data-theme from `general.theme`, in the
  // server HTML so the first paint is already themed.
  const locale = useRouteLocale();
  const settings = useRouterState({
    select: (state) => (state.matches[0]?.loaderData as { settings?: Record<string, string> } | undefined)?.settings,
  });
  return (
    <html {...htmlLocaleAttributes(locale)} data-theme={siteTheme(settings)}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function RootLayout() {
  useInternalLinkNavigation();
  useHashScroll();
  useEffect(() => {
    // For measurements (the first-load budget, real-user timing): what loaded before this mark
    // is what the page needed to become interactive.
    performance.mark('forecourt:hydrated');
    // Marks the document once React owns all of it (the deferred parts too), so browser tests
    // (and support staff) can tell a hydrated page from server HTML.
    void hydrateDeferredParts().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  const { settings } = rootRoute.useLoaderData();
  // [i18n] The page's locale for every shell part (the language cookie follows it, once idle).
  const locale = useRouteLocale();
  return (
    <LocaleProvider locale={locale}>
      {/* [loading] Loading bar on navigation; <html data-online> follows the browser. */}
      <SiteLoadingBar />
      <MainLayout settings={settings}>
        <Outlet />
      </MainLayout>
      <PageServices settings={settings} />
      <StartWhenIdle settings={settings} />
    </LocaleProvider>
  );
}

// Seen (the loading bar, the cookie banner) or used (the modals) moments after the first paint at
// the earliest: idle islands (see idle-island.tsx).
const SiteLoadingBar = idleIsland(() => import('../loading.js').then((module) => module.SiteLoadingBar));
const PageServices = idleIsland(() =>
  import('../chrome/page-services.js').then((module) => module.PageServices),
);

const IdleBehaviours = lazy(() =>
  import('../chrome/idle-behaviours.js').then((module) => ({ default: module.IdleBehaviours })),
);

/**
 * Link prefetching and the exit popup show nothing at first, so they have no part in the server
 * HTML: they start once the browser is idle after the page became interactive.
 */
function StartWhenIdle({ settings }: { settings: Record<string, string> }) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let active = true;
    void deferredHydration().then(() => active && setStarted(true));
    return () => {
      active = false;
    };
  }, []);
  return started ? (
    <Suspense fallback={null}>
      <IdleBehaviours settings={settings} />
    </Suspense>
  ) : null;
}

