import { consentBootScript, consentSettings, resolveStrategy } from '@forecourt/consent';
import { ConsentProvider, CookieBanner } from '@forecourt/consent/react';
import { PriceSettingsProvider } from '@forecourt/pricing/react';
import {
  ErrorPageFailure,
  ErrorScreen,
  LocaleProvider,
  NotFoundScreen,
  htmlLocaleAttributes,
  routeLocale,
  whenIdle,
} from '@forecourt/shell';
import type { InventoryClient } from '@forecourt/inventory';
import {
  CatchBoundary,
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useRouterState,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { notFoundHtml, toPageFailure, type ContentClientFactory } from '../content.js';
import { SiteLoadingBar } from '../loading.js';
import { useLocaleCookie, useRouteLocale } from '../locale.js';
import type { ChromeStore } from '../chrome/chrome-store.js';
import { MainLayout } from '../chrome/main-layout.js';
import { useHashScroll, useInternalLinkNavigation, usePagePrefetch } from '../navigation.js';
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

export interface SiteRouterContext {
  content: ContentClientFactory;
  /** Settings, navigation, offers and car prices (see chrome-store.ts). */
  chrome: ChromeStore;
  /**
   * [showroom] Stock-locator calls (the content service's inventory endpoints). Set on the
   * server; the browser creates a same-origin client the first time a showroom loads.
   */
  inventory: InventoryClient | undefined;
  assets: SiteAssets;
}

export const rootRoute = createRootRouteWithContext<SiteRouterContext>()({
  loader: async ({ context, location }) => {
    // The chrome's data is in the server HTML; a part that failed to load is left out, never
    // the page (see chrome-store.ts).
    const [settings, chrome] = await Promise.all([
      context.chrome.settings(),
      context.chrome.chrome(routeLocale(location.pathname)),
    ]);
    // The per-template files stay on the server (it links a page's own, see render.tsx).
    const { scripts, styles, preload } = context.assets;
    return { assets: { scripts, styles, preload }, notFoundHtml: notFoundHtml(settings), settings, chrome };
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
    scripts: [...consentHeadScripts(loaderData?.settings), ...(loaderData?.assets.scripts ?? []).map((src) => ({ type: 'module', src }))],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: SiteNotFound,
  errorComponent: SiteError,
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
  usePagePrefetch();
  useHashScroll();
  // Marks the document once React owns it, so browser tests (and support staff) can tell a
  // hydrated page from server HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const { settings } = rootRoute.useLoaderData();
  // [i18n] The page's locale for every shell part; the language cookie follows it.
  const locale = useRouteLocale();
  useLocaleCookie(locale);
  // One Map per settings answer: the consent strategy restarts when its settings object changes.
  const settingsMap = useMemo(() => new Map(Object.entries(settings)), [settings]);
  return (
    <LocaleProvider locale={locale}>
      {/* [loading] Loading bar on navigation; <html data-online> follows the browser. */}
      <SiteLoadingBar />
      <PriceSettingsProvider settings={settings}>
        <ConsentProvider settings={settingsMap}>
          <MainLayout settings={settings}>
            <Outlet />
          </MainLayout>
          <CookieBanner />
        </ConsentProvider>
        <IdleExitPopup settings={settings} />
      </PriceSettingsProvider>
    </LocaleProvider>
  );
}

const ExitPopup = lazy(() =>
  import('@forecourt/exit-popup/react').then((module) => ({ default: module.ExitPopup })),
);

/**
 * The exit popup watches link clicks and shows nothing until one needs it, so it has no part in
 * the server HTML: it starts once the browser is idle after the page became interactive.
 */
function IdleExitPopup({ settings }: { settings: Record<string, string> }) {
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true)), []);
  return started ? (
    <Suspense fallback={null}>
      <ExitPopup settings={settings} />
    </Suspense>
  ) : null;
}

/**
 * Before first paint: the consent boot script marks `<html data-consent>` from the stored choice
 * (so a visitor who already chose never sees the banner flash), then the consent platform's
 * loader when the configured strategy has one.
 */
function consentHeadScripts(settings: Record<string, string> | undefined) {
  if (!settings) return [];
  const map = new Map(Object.entries(settings));
  const { storageKey, strategy } = consentSettings(map);
  const platform = resolveStrategy(strategy).script(map);
  return [
    { children: consentBootScript(storageKey) },
    ...(platform ? [{ src: platform.src, ...platform.attributes }] : []),
  ];
}

/**
 * The error layout (site-shell.md §2 Layouts). If the error screen itself fails to render, the
 * last-resort text replaces it.
 */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <CatchBoundary getResetKey={() => 'error-layout'} errorComponent={() => <ErrorPageFailure />}>
      <main id="main" className="fc-error-layout">
        {children}
      </main>
    </CatchBoundary>
  );
}

export function SiteNotFound() {
  const { notFoundHtml: customHtml } = rootRoute.useLoaderData();
  return (
    <ErrorLayout>
      <NotFoundScreen customHtml={customHtml} />
    </ErrorLayout>
  );
}

export function SiteError({ error }: ErrorComponentProps) {
  const failure = toPageFailure(error);
  return (
    <ErrorLayout>
      <ErrorScreen status={failure.status} message={failure.message} />
    </ErrorLayout>
  );
}
