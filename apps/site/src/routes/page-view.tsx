import { localize, type Metahead } from '@forecourt/api-client';
import { BlockList } from '@forecourt/blocks';
import { ErrorScreen, NOT_FOUND_MESSAGE } from '@forecourt/shell';
import { useEffect, useRef } from 'react';
import type { PageLoad } from './page-loader.js';
import { ErrorLayout } from './root.js';

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

export function PageView({ data }: { data: PageLoad }) {
  if (data.kind === 'failure') {
    return (
      <ErrorLayout>
        <ErrorScreen status={data.failure.status} message={data.failure.message} />
      </ErrorLayout>
    );
  }
  return (
    <main id="main" className="fc-page" data-page-id={data.page.id}>
      <MetaheadSync pageId={data.page.id} metaheads={data.metaheads} />
      <BlockList blocks={data.page.blocks} locale={data.locale} mode="public" />
    </main>
  );
}

/** The server wrote the first page's metaheads; later client-side navigations swap them here. */
function MetaheadSync({ pageId, metaheads }: { pageId: number; metaheads: Metahead[] }) {
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (shown.current === null) {
      shown.current = pageId;
      return;
    }
    if (shown.current === pageId) return;
    shown.current = pageId;
    // Fetched with the first client-side navigation: the first page's are in its server HTML.
    void import('../metaheads.js').then(({ syncMetaheads }) => {
      if (shown.current === pageId) syncMetaheads(metaheads);
    });
  }, [pageId, metaheads]);
  return null;
}
