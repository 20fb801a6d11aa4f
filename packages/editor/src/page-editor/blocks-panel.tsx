import type { Block, Locale, ValidationIssue } from '@forecourt/api-client';
import { BlockCard, type BlockActions } from './block-card.js';

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
          Keyboard: <kbd>Alt</kbd>+<kbd>↑</kbd>/<kbd>↓</kbd> on a block or group title moves it; <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes,{' '}
          <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> redoes; <kbd>Ctrl</kbd>+<kbd>S</kbd> saves the draft.
        </p>
      )}
      <ol className="fe-blocks">
        {blocks.map((block, index) => (
          <li key={block.id}>
            <BlockCard
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
          </li>
        ))}
      </ol>
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
