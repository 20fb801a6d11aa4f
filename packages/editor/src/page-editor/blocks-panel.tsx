import type { Block, Locale, ValidationIssue } from '@forecourt/api-client';
import { getTemplate } from '@forecourt/blocks/templates';
import { memo } from 'react';
import { SortableItem, SortableList, useStableIds } from '../ui/sortable.js';
import { BlockCard, type BlockActions, type BlockCardProps } from './block-card.js';

const nameOf = (block: Block) => getTemplate(block.template)?.name ?? block.template;

/** A block card in the sortable list; memoised like the card, so dragging one leaves the rest alone. */
const SortableBlock = memo(function SortableBlock(props: BlockCardProps) {
  return (
    <SortableItem id={props.block.id} handleLabel={`Drag block ${props.index + 1} (${nameOf(props.block)})`}>
      <BlockCard {...props} />
    </SortableItem>
  );
});

export interface BlocksPanelProps {
  blocks: readonly Block[];
  /** Issues of each block (paths relative to its data), in block order; unchanged blocks keep their array. */
  issues: readonly (readonly ValidationIssue[])[];
  locale: Locale;
  showRequired: boolean;
  revealToken: number;
  collapsed: ReadonlySet<string>;
  redirect: boolean;
  actions: BlockActions;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  showPreview: boolean;
  onTogglePreview: () => void;
  onAdd: () => void;
  /** Pastes the clipboard's block at the end of the page. */
  onPaste: () => void;
}

/** The page's blocks: tools, one memoised card per block, Add block and Paste. */
export function BlocksPanel({
  blocks,
  issues,
  locale,
  showRequired,
  revealToken,
  collapsed,
  redirect,
  actions,
  onExpandAll,
  onCollapseAll,
  showPreview,
  onTogglePreview,
  onAdd,
  onPaste,
}: BlocksPanelProps) {
  const ids = useStableIds(blocks);
  const describe = (id: string) => {
    const index = blocks.findIndex((block) => block.id === id);
    return index < 0 ? 'the block' : `block ${index + 1} (${nameOf(blocks[index]!)})`;
  };
  return (
    <section className="fe-panel" aria-labelledby="fe-blocks-title">
      <div className="fe-panel__head">
        <h2 id="fe-blocks-title" className="fe-panel__title">
          Blocks <span className="fe-count">({blocks.length})</span>
        </h2>
        <div className="fe-panel__tools">
          {blocks.length > 1 ? (
            <>
              <button type="button" className="fe-button fe-button--small fe-button--quiet" aria-label="Expand all blocks" onClick={onExpandAll}>
                Expand all
              </button>
              <button type="button" className="fe-button fe-button--small fe-button--quiet" aria-label="Collapse all blocks" onClick={onCollapseAll}>
                Collapse all
              </button>
            </>
          ) : null}
          <button type="button" className="fe-button fe-button--small fe-button--quiet" aria-pressed={showPreview} onClick={onTogglePreview}>
            Show preview
          </button>
        </div>
      </div>
      {redirect ? <p className="fe-help">This page redirects, so visitors never see its blocks.</p> : null}
      {blocks.length === 0 ? (
        <p className="fe-empty">No blocks yet. Add the first one.</p>
      ) : (
        <p className="fe-help">
          Drag a block or group by its <span aria-hidden="true">⠿</span> handle (or focus the handle, press <kbd>Space</kbd> and use the arrows); <kbd>Alt</kbd>+<kbd>↑</kbd>/<kbd>↓</kbd> on a title moves it too; <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes,{' '}
          <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> redoes; <kbd>Ctrl</kbd>+<kbd>S</kbd> saves the draft.
        </p>
      )}
      <SortableList ids={ids} noun="block" describe={describe} onMove={(id, from, to) => actions.move(id, from, to, 'none')}>
        <ol className="fe-blocks">
          {blocks.map((block, index) => (
            <SortableBlock
              key={block.id}
              block={block}
              index={index}
              count={blocks.length}
              locale={locale}
              issues={issues[index] ?? []}
              showRequired={showRequired}
              revealToken={revealToken}
              open={!collapsed.has(block.id)}
              actions={actions}
            />
          ))}
        </ol>
      </SortableList>
      <div className="fe-blocks__add">
        <button id="fe-add-block" type="button" className="fe-button fe-button--primary fe-add-block" aria-haspopup="dialog" onClick={onAdd}>
          <span aria-hidden="true">+</span> Add block
        </button>
        <button id="fe-paste-block" type="button" className="fe-button" onClick={onPaste}>
          Paste block
        </button>
      </div>
    </section>
  );
}
