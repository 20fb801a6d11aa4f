// The main layout (site-shell.md §2 "Layouts"): navigation with its mega-menu panels and search,
// breadcrumbs under it, the page, the footer and the floating action menu, all from
// @forecourt/shell; this file only feeds them the site's data. A page whose `meta.layout` is
// 'minimal' gets the minimal top bar (only a logo and its title, §2 "Other screens and parts")
// instead of the navigation, breadcrumbs and floating menu.
import { localize, type Breadcrumb, type Locale, type NavEntry } from '@forecourt/api-client';
import {
  Breadcrumbs,
  LazyCarsPanel,
  LazySearchPanel,
  MinimalTopbar,
  ModalFormProvider,
  Navigation,
  languageSwitchUrl,
  lazyNavigationPanels,
  localizePath,
  prefetchWhenIdle,
  preloadNavigationParts,
  type NavigationPanelContext,
  type NavigationSearchContext,
  VideoModalProvider,
} from '@forecourt/shell';
import { useLoaderData, useRouteContext, useRouterState } from '@tanstack/react-router';
import { Suspense, use, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useRouteLocale } from '../locale.js';
import type { PageLoad } from '../routes/page-loader.js';
import type { ChromeData } from './chrome-store.js';
import { EditorToolbarLoader } from './editor-toolbar.js';
import { idleIsland } from './idle-island.js';
import { MyAccountSlot, myAccountScriptUrl, useMyAccountScript } from './my-account.js';

/** Below 1024 px the navigation is the drawer (site-shell.md §9). */
const MOBILE_QUERY = '(max-width: 1023.98px)';

function useIsMobile(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(MOBILE_QUERY);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

// Seen at once, rarely used in the first moments: hydrated once the browser is idle.
const footerIsland = idleIsland(() => import('@forecourt/shell/footer').then((module) => module.Footer));
const floatingMenuIsland = idleIsland(() =>
  import('@forecourt/shell/floating-menu').then((module) => module.FloatingActionMenu),
);
const { Component: Footer } = footerIsland;
const { Component: FloatingActionMenu } = floatingMenuIsland;

/** The page the current location shows, when it is one (not a 404 or an error). */
function useCurrentPage(): Extract<PageLoad, { kind: 'page' }> | null {
  return useRouterState({
    select: (state) => {
      for (const match of state.matches) {
        const data = match.loaderData as PageLoad | undefined;
        if (data && typeof data === 'object' && 'kind' in data && data.kind === 'page') return data;
      }
      return null;
    },
  });
}

/**
 * The chrome's data of `locale`: the server's answer for the locale the document was rendered
 * in, else (after a language switch) the browser's store, suspending until it arrives.
 */
function useChrome(locale: Locale): ChromeData {
  const { chrome } = useLoaderData({ from: '__root__' });
  const { chrome: store } = useRouteContext({ from: '__root__' });
  return chrome.locale === locale ? chrome : use(store.chrome(locale));
}

export function MainLayout({ settings, children }: { settings: Record<string, string>; children: ReactNode }) {
  const locale = useRouteLocale();
  const current = useCurrentPage();
  const page = current?.page ?? null;
  const minimalPage = page?.meta.layout === 'minimal' ? page : null;

  // The header and the floating menu sit in fixed slots around `children`, so moving between a
  // minimal and a main page swaps the chrome without remounting the page.
  return (
    <ModalFormProvider>
      {/* [video-modal] Plays every `openVideo()` / forecourt:open-video request of the page. */}
      <VideoModalProvider />
      {minimalPage ? (
        // Not sticky and not `.fc-nav`: hash scrolling (headerOffset) rightly offsets by 0.
        <MinimalTopbar title={localize(minimalPage.title, locale)} logoHref={localizePath('/', locale)} />
      ) : (
        <MainHeader settings={settings} crumbs={current?.breadcrumbs ?? []} />
      )}
      {children}
      <Footer />
      {minimalPage ? null : (
        <FloatingActionMenu
          settingValue={settings['general.global_fab'] ?? ''}
          secondary={settings['general.global_fab_secondary'] ?? 'false'}
        />
      )}
      {/* Editor toolbar: browser only, signed-in editors only, for the current page. */}
      <EditorToolbarLoader />
    </ModalFormProvider>
  );
}

/** The navigation with its panels, search and my-account slot, and the breadcrumbs under it. */
function MainHeader({ settings, crumbs }: { settings: Record<string, string>; crumbs: Breadcrumb[] }) {
  const { content } = useRouteContext({ from: '__root__' });
  const locale = useRouteLocale();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const href = useRouterState({ select: (state) => state.location.href });
  const isMobile = useIsMobile();
  const [menuActive, setMenuActive] = useState(false);

  const { navEntries: entries, offers, carModels } = useChrome(locale);

  // Panels and search are code of their own (see lazy-parts in the shell), fetched while idle.
  useEffect(() => prefetchWhenIdle(() => void preloadNavigationParts()), []);
  const renderPanel = useCallback(
    (entry: NavEntry, { state, onClose, variant }: NavigationPanelContext) => {
      const template = entry.metadata.template;
      if (template === 'cars') {
        return (
          <Suspense fallback={null}>
            <LazyCarsPanel entry={entry} offers={offers} carModels={carModels} state={state} onClose={onClose} variant={variant} />
          </Suspense>
        );
      }
      const Panel = template ? lazyNavigationPanels[template] : undefined;
      return Panel ? (
        <Suspense fallback={null}>
          <Panel entry={entry} state={state} onClose={onClose} variant={variant} />
        </Suspense>
      ) : null;
    },
    [offers, carModels],
  );
  const renderSearch = useCallback(
    ({ state, variant, onClose }: NavigationSearchContext) => (
      <Suspense fallback={null}>
        <LazySearchPanel
          search={(query) => content().searchPages(query, locale)}
          onClose={onClose}
          isMobile={variant === 'mobile'}
          state={state}
        />
      </Suspense>
    ),
    [content, locale],
  );
  // A language item's url is a 'pattern:replacement:flags' rule applied to the current full URL.
  // The origin is only known in the browser; it is set after hydration so the markup matches.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const languageHref = useCallback(
    (entry: NavEntry) => (entry.url && origin ? languageSwitchUrl(entry.url, `${origin}${href}`) : undefined),
    [href, origin],
  );
  const retailerBarText = settings['retailers.top_bar_text'] ?? '';
  // My-account slot: only with `my_jlr.script_url` set; the script loads in the browser only.
  const accountScriptUrl = myAccountScriptUrl(settings);
  useMyAccountScript(accountScriptUrl);

  return (
    <>
      <Navigation
        entries={entries}
        retailerBarText={retailerBarText}
        hasBreadcrumbs={crumbs.length > 0}
        renderPanel={renderPanel}
        renderSearch={renderSearch}
        languageHref={languageHref}
        onMenuActiveChange={setMenuActive}
        accountSlot={accountScriptUrl ? <MyAccountSlot /> : undefined}
      />
      {crumbs.length > 0 ? (
        <Breadcrumbs
          crumbs={crumbs}
          hidden={menuActive}
          // Offer pages get the separate offers dropdown.
          offers={/^\/(pl\/)?offers(\/|$)/i.test(pathname) ? offers : undefined}
          currentPath={pathname}
          isMobile={isMobile}
          hasRetailerBar={retailerBarText.trim() !== ''}
        />
      ) : null}
    </>
  );
}
