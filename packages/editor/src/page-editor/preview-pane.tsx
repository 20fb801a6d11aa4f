import type { Block, Locale } from '@forecourt/api-client';
import { BlockList } from '@forecourt/blocks';
import { useDeferredValue } from 'react';
import { LOCALE_NAMES } from '../fields/paths.js';

/**
 * Live preview of the unsaved blocks, rendered by the site's own `BlockList` in preview mode
 * (an invalid block shows a placeholder naming its problem instead of vanishing). Rendering is
 * deferred so typing in the form stays fast on long pages.
 */
export function PreviewPane({ blocks, locale }: { blocks: readonly Block[]; locale: Locale }) {
  const deferred = useDeferredValue(blocks);
  return (
    <section className="fe-preview" aria-labelledby="fe-preview-title">
      <h2 id="fe-preview-title" className="fe-preview__title">
        Preview <span className="fe-preview__locale">({LOCALE_NAMES[locale]}, unsaved changes included)</span>
      </h2>
      <div className="fe-preview__frame" data-stale={deferred !== blocks || undefined} lang={locale}>
        {deferred.length === 0 ? <p className="fe-empty">This page has no blocks yet.</p> : <BlockList blocks={deferred} locale={locale} mode="preview" />}
      </div>
    </section>
  );
}
