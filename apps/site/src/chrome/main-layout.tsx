// The main layout (site-shell.md §2 "Layouts"): navigation with its mega-menu panels and search,
// breadcrumbs under it, the page, the footer and the floating action menu, all from
// @forecourt/shell; this file only feeds them the site's data. A page whose `meta.layout` is
// 'minimal' gets the minimal top bar (only a logo and its title, §2 "Other screens and parts")
// instead of the navigation, breadcrumbs and floating menu.
import { localize } from '@forecourt/api-client';
import { MinimalTopbar, localizePath } from '@forecourt/shell';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useRouteLocale } from '../locale.js';
import type { PageLoad } from '../routes/page-loader.js';
import { idleIsland } from './deferred-hydration.js';

// Seen at once, the chrome around the page is used moments later at the earliest: its code is
// fetched, and it hydrates, once the browser is idle (see idle-island.tsx), so the first load is
// the page's own. Its server HTML is there from the first paint.
const MainHeader = idleIsland(() => import('./main-header.js').then((module) => module.MainHeader));
const Footer = idleIsland(() => import('@forecourt/shell/footer').then((module) => module.Footer));
const FloatingActionMenu = idleIsland(() =>
  import('@forecourt/shell/floating-menu').then((module) => module.FloatingActionMenu),
);

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

export function MainLayout({ settings, children }: { settings: Record<string, string>; children: ReactNode }) {
  const locale = useRouteLocale();
  const current = useCurrentPage();
  const page = current?.page ?? null;
  const minimalPage = page?.meta.layout === 'minimal' ? page : null;

  // The header and the floating menu sit in fixed slots around `children`, so moving between a
  // minimal and a main page swaps the chrome without remounting the page.
  return (
    <>
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
    </>
  );
}

