// The main layout's header (site-shell.md §2 "Main navigation"): the navigation with its
// mega-menu panels, search and my-account slot, and the breadcrumbs under it, fed with the site's
// data. Loaded as an idle island by main-layout.tsx.
import type { Breadcrumb, NavEntry } from '@forecourt/api-client';
import {
  Breadcrumbs,
  LazyCarsPanel,
  LazySearchPanel,
  Navigation,
  languageSwitchUrl,
  lazyNavigationPanels,
  prefetchWhenIdle,
  preloadNavigationParts,
  type NavigationPanelContext,
  type NavigationSearchContext,
} from '@forecourt/shell';
import { PriceSettingsProvider } from '@forecourt/pricing/react';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useRouteLocale } from '../locale.js';
import { useChrome } from './use-chrome.js';
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

/** The navigation with its panels, search and my-account slot, and the breadcrumbs under it. */
export function MainHeader({ settings, crumbs }: { settings: Record<string, string>; crumbs: Breadcrumb[] }) {
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
    // Prices (the exchange-rate item, the cars panel) show in the header only; a showroom has its
    // own provider.
    <PriceSettingsProvider settings={settings}>
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
    </PriceSettingsProvider>
  );
}
