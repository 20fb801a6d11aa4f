import { LOCALES, resolveSettings, type Block, type Locale } from '@forecourt/api-client';
import { BlockListEntry, BlockSiteDataProvider, type BlockListItem, type PreparedBlock } from '@forecourt/blocks';
import { getTemplate, prepareBlock } from '@forecourt/blocks/templates';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useEditorClient } from '../context.js';
import { LOCALE_NAMES } from '../fields/paths.js';
import { SortableItem, SortableList, useStableIds } from '../ui/sortable.js';

/**
 * The site data some blocks show (offers, car prices, price settings), as the site gives it to
 * them, so an offer block previews with the real offer. Until it has loaded (or if it cannot be),
 * blocks see none and say what is missing.
 */
function PreviewSiteData({ locale, children }: { locale: Locale; children: ReactNode }) {
  const client = useEditorClient();
  const staleTime = 60_000;
  const offers = useQuery({ queryKey: ['preview-site-data', 'offers', locale], queryFn: () => client.getOffers(locale), staleTime });
  const carModels = useQuery({ queryKey: ['preview-site-data', 'car-models'], queryFn: () => client.getOfferCarModels(), staleTime });
  const settings = useQuery({ queryKey: ['preview-site-data', 'settings'], queryFn: () => client.getSettings(), staleTime });
  const resolved = useMemo(() => resolveSettings(settings.data ?? []), [settings.data]);
  return (
    <BlockSiteDataProvider offers={offers.data ?? []} carModels={carModels.data ?? []} settings={resolved}>
      {children}
    </BlockSiteDataProvider>
  );
}

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

const NOT_YET: readonly Block[] = [];

const nameOf = (block: Block) => getTemplate(block.template)?.name ?? block.template;

/**
 * One previewed block with its drag handle (shown on hover and on focus). Memoised: typing in one
 * block re-renders that block's preview only.
 */
const PreviewItem = memo(function PreviewItem({ block, index, locale }: { block: Block; index: number; locale: Locale }) {
  return (
    <SortableItem as="div" id={block.id} className="fe-preview__item" handleLabel={`Drag block ${index + 1} (${nameOf(block)}) in the preview`}>
      <BlockListEntry block={block} index={index} locale={locale} mode="preview" prepare={prepareDraftBlock} />
    </SortableItem>
  );
});

type PreviewWidth = 'fit' | 390 | 768 | 1280;

/** The widths the preview can take: the pane's own, or a phone's, a tablet's, a desktop's. */
const PREVIEW_WIDTHS: ReadonlyArray<{ value: PreviewWidth; label: string }> = [
  { value: 'fit', label: 'Fit' },
  { value: 390, label: 'Phone (390 px)' },
  { value: 768, label: 'Tablet (768 px)' },
  { value: 1280, label: 'Desktop (1280 px)' },
];

/**
 * Live preview of the unsaved blocks, rendered by the site's own `BlockList` in preview mode
 * (an invalid block shows a placeholder naming its problem instead of vanishing). Its first
 * render is deferred so a long page's form opens first.
 */
export function PreviewPane({
  blocks,
  locale,
  onSelectBlock,
  activeBlockId = null,
  onMoveBlock,
}: {
  blocks: readonly Block[];
  locale: Locale;
  /** Called with a block's id when the editor clicks it in the preview. */
  onSelectBlock?: (id: string) => void;
  /** The block whose form has focus: the preview scrolls to it and highlights it. */
  activeBlockId?: string | null;
  /** Called when a block is dragged to another place in the preview (the same move as in the form). */
  onMoveBlock?: (id: string, from: number, to: number) => void;
}) {
  // Opening: the first render shows no blocks, so the form becomes usable first and the preview
  // fills in a background render (200 block views would otherwise hold up opening the editor).
  // After that, changes render at once: each block's view is memoised on its block object, so a
  // keystroke re-renders one block, and waiting for a deferred render would cost the editor a frame.
  const initial = useDeferredValue(blocks, NOT_YET);
  const shown = initial === NOT_YET ? NOT_YET : blocks;
  const ids = useStableIds(shown);
  const describe = (id: string) => {
    const index = blocks.findIndex((block) => block.id === id);
    return index < 0 ? 'the block' : `block ${index + 1} (${nameOf(blocks[index]!)})`;
  };
  const [width, setWidth] = useState<PreviewWidth>('fit');
  const frameRef = useRef<HTMLDivElement>(null);
  const widthName = useId();
  const activeIndex = activeBlockId ? blocks.findIndex((block) => block.id === activeBlockId) : -1;
  // Follow the editor: bring the block being edited into the preview's view. Only the preview's
  // own scroll box moves (never the window, which would move the form away from the editor).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !activeBlockId) return;
    const target = frame.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(activeBlockId)}"]`);
    const scroller = frame.closest<HTMLElement>('.fe-editor__preview');
    if (!target || !scroller || scroller.scrollHeight <= scroller.clientHeight) return;
    const top = target.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop - 8;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    scroller.scrollTo?.({ top, behavior: smooth ? 'smooth' : 'auto' });
  }, [activeBlockId]);
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
      <p className="fe-preview__hint">Click a block here to open its form; drag it by its <span aria-hidden="true">⠿</span> handle (or focus the handle, press Space and use the arrows) to move it. Links do not navigate in the preview.</p>
      <fieldset className="fe-preview__widths">
        <legend className="fe-visually-hidden">Preview width</legend>
        {PREVIEW_WIDTHS.map((option) => (
          <label key={option.value} className="fe-radio fe-preview__width">
            <input type="radio" name={widthName} checked={width === option.value} onChange={() => setWidth(option.value)} /> {option.label}
          </label>
        ))}
      </fieldset>
      {activeIndex >= 0 ? (
        <p className="fe-preview__following">
          Showing block {activeIndex + 1} ({getTemplate(blocks[activeIndex]!.template)?.name ?? blocks[activeIndex]!.template}), the one being edited
        </p>
      ) : null}
      {activeBlockId ? (
        // The highlight follows the block through re-renders (its element may be replaced).
        <style>{`.fe-preview__frame [data-block-id="${CSS.escape(activeBlockId)}"] { outline: 3px solid var(--fe-focus, #1a5fb4); outline-offset: -3px; }`}</style>
      ) : null}
      {/* Mouse shortcut only: every block is reachable from the form by keyboard. */}
      <div
        ref={frameRef}
        className="fe-preview__frame"
        data-width={width}
        style={width === 'fit' ? undefined : { width: `${width}px` }}
        data-stale={shown === NOT_YET || undefined}
        lang={locale}
        onClickCapture={onClickCapture}
      >
        {shown === NOT_YET ? null : shown.length === 0 ? <p className="fe-empty">This page has no blocks yet.</p> : (
          <PreviewSiteData locale={locale}>
            <SortableList ids={ids} noun="block" describe={describe} onMove={(id, from, to) => onMoveBlock?.(id, from, to)}>
              {shown.map((block, index) => (
                <PreviewItem key={block.id} block={block} index={index} locale={locale} />
              ))}
            </SortableList>
          </PreviewSiteData>
        )}
      </div>
    </section>
  );
}
