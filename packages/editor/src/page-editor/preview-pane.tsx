import { LOCALES, type Block, type Locale } from '@forecourt/api-client';
import { BlockList, type BlockListItem, type PreparedBlock } from '@forecourt/blocks';
import { getTemplate, prepareBlock } from '@forecourt/blocks/templates';
import { useDeferredValue, type MouseEvent } from 'react';
import { LOCALE_NAMES } from '../fields/paths.js';

/**
 * The draft's blocks did not come from the content service, so the preview checks them itself
 * with the service's own pipeline (migrated, then validated); the site trusts the issues the
 * service attaches instead.
 */
function prepareDraftBlock(block: BlockListItem): PreparedBlock {
  const prepared = prepareBlock(block, { locales: LOCALES });
  const name = getTemplate(block.template)?.name;
  return name ? { ...prepared, name } : prepared;
}

/**
 * Live preview of the unsaved blocks, rendered by the site's own `BlockList` in preview mode
 * (an invalid block shows a placeholder naming its problem instead of vanishing). Rendering is
 * deferred so typing in the form stays fast on long pages.
 */
export function PreviewPane({
  blocks,
  locale,
  onSelectBlock,
}: {
  blocks: readonly Block[];
  locale: Locale;
  /** Called with a block's id when the editor clicks it in the preview. */
  onSelectBlock?: (id: string) => void;
}) {
  const deferred = useDeferredValue(blocks);
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // The preview is for looking: its links and forms must not take the editor off the page.
    if (target.closest('a[href], button[type="submit"], input[type="submit"]')) event.preventDefault();
    const block = target.closest<HTMLElement>('[data-block-id]');
    if (block?.dataset.blockId) onSelectBlock?.(block.dataset.blockId);
  };
  return (
    <section className="fe-preview" aria-labelledby="fe-preview-title">
      <h2 id="fe-preview-title" className="fe-preview__title">
        Preview <span className="fe-preview__locale">({LOCALE_NAMES[locale]}, unsaved changes included)</span>
      </h2>
      <p className="fe-preview__hint">Click a block here to open its form. Links do not navigate in the preview.</p>
      {/* Mouse shortcut only: every block is reachable from the form by keyboard. */}
      <div className="fe-preview__frame" data-stale={deferred !== blocks || undefined} lang={locale} onClickCapture={onClickCapture}>
        {deferred.length === 0 ? <p className="fe-empty">This page has no blocks yet.</p> : <BlockList blocks={deferred} locale={locale} mode="preview" prepare={prepareDraftBlock} />}
      </div>
    </section>
  );
}
