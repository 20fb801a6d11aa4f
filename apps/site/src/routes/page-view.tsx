import { localize, type Locale, type Metahead, type PublicForm } from '@forecourt/api-client';
import {
  BlockList,
  BlockSiteDataProvider,
  FORM_SENT_PARAM,
  type FormSubmissionState,
  type InventoryBlockData,
  type MapUpdateBlockData,
} from '@forecourt/blocks';
import { NOT_FOUND_MESSAGE } from '@forecourt/shell';
import { useLoaderData, useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { deferredHydration, onDemand } from '../chrome/deferred-hydration.js';
import { useChrome } from '../chrome/use-chrome.js';
import type { PageLoad } from './page-loader.js';

const PageFailureView = onDemand(() => import('./error-views.js').then((module) => module.PageFailureView));

/** Title and description of a loaded page, for the route's `head`. */
export function pageHead(data: PageLoad | undefined) {
  // Not found (site-shell.md §8: 404 'This page could not be found').
  if (!data) return { meta: [{ title: NOT_FOUND_MESSAGE }] };
  if (data.kind === 'failure') return { meta: [{ title: `Error ${data.failure.status}` }] };
  const description = localize(data.page.meta.description, data.locale);
  return {
    meta: [
      { title: localize(data.page.title, data.locale) },
      ...(description ? [{ name: 'description', content: description }] : []),
    ],
  };
}

/**
 * How many of a server-rendered page's blocks hydrate with it: the first (the top of the page,
 * what the visitor sees and may use at once). The others keep their server HTML and hydrate once
 * the browser is idle; the server preloads only these blocks' code (see render.tsx).
 */
export const BLOCKS_HYDRATED_WITH_PAGE = 1;

/** While the document is hydrating (its first page), the later blocks wait for idle time. */
function useHydrateLater() {
  const [later] = useState(() =>
    typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true'
      ? { from: BLOCKS_HYDRATED_WITH_PAGE, when: deferredHydration() }
      : undefined,
  );
  return later;
}

export function PageView({ data }: { data: PageLoad }) {
  const hydrateLater = useHydrateLater();
  if (data.kind === 'failure') return <PageFailureView failure={data.failure} />;
  return (
    <main id="main" className="fc-page" data-page-id={data.page.id}>
      <MetaheadSync pageId={data.page.id} metaheads={data.metaheads} />
      <PageSiteData
        locale={data.locale}
        forms={data.forms}
        formSubmission={data.formSubmission}
        inventory={data.inventory}
        mapUpdate={data.mapUpdate}
      >
        <BlockList blocks={data.page.blocks} locale={data.locale} mode="public" hydrateLater={hydrateLater} />
      </PageSiteData>
    </main>
  );
}

/**
 * The offers, car prices and price settings of the blocks that show them (Single offer, Offers):
 * the root loader's, which are in the server HTML, so the blocks hydrate with what the server
 * rendered. The page's forms come with the page; its URL tells a form where to post without
 * JavaScript and whether it was just sent (`?form_sent=<id>`, where a plain POST is redirected).
 */
function PageSiteData({
  locale,
  forms,
  formSubmission,
  inventory,
  mapUpdate,
  children,
}: {
  locale: Locale;
  forms: readonly PublicForm[];
  formSubmission: FormSubmissionState | undefined;
  inventory: Record<string, InventoryBlockData> | undefined;
  mapUpdate: Record<string, MapUpdateBlockData> | undefined;
  children: ReactNode;
}) {
  const router = useRouter();
  // Blocks that keep their state in the URL (cars inventory) go through the router: a history
  // entry, no scroll to the top (only a path change scrolls, see navigation.ts).
  const navigate = useCallback(
    (href: string, options: { replace?: boolean } = {}) =>
      void router.navigate({ href, replace: options.replace ?? false, resetScroll: false }),
    [router],
  );
  const { settings } = useLoaderData({ from: '__root__' });
  const { offers, carModels } = useChrome(locale);
  const { pathname, searchStr } = useLocation();
  const pageUrl = useMemo(() => ({ path: pathname, search: searchStr }), [pathname, searchStr]);
  const submission = useMemo(() => {
    if (formSubmission) return formSubmission;
    const sent = Number(new URLSearchParams(searchStr).get(FORM_SENT_PARAM));
    return Number.isInteger(sent) && sent > 0 ? ({ formId: sent, status: 'sent' } as const) : undefined;
  }, [formSubmission, searchStr]);
  return (
    <BlockSiteDataProvider
      offers={offers}
      carModels={carModels}
      settings={settings}
      forms={forms}
      pageUrl={pageUrl}
      formSubmission={submission}
      inventory={inventory}
      mapUpdate={mapUpdate}
      navigate={navigate}
    >
      {children}
    </BlockSiteDataProvider>
  );
}

/** The server wrote the first page's metaheads; later client-side navigations swap them here. */
function MetaheadSync({ pageId, metaheads }: { pageId: number; metaheads: Metahead[] }) {
  // The settings the document was rendered with: the kill switch holds for the whole visit.
  const { settings } = useLoaderData({ from: '__root__' });
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (shown.current === null) {
      shown.current = pageId;
      return;
    }
    if (shown.current === pageId) return;
    shown.current = pageId;
    // Fetched with the first client-side navigation: the first page's are in its server HTML.
    void import('../metaheads.js').then(({ siteMetaheads, syncMetaheads }) => {
      if (shown.current === pageId) syncMetaheads(siteMetaheads(metaheads, settings));
    });
  }, [pageId, metaheads, settings]);
  return null;
}
