import type { Block, Locale, ValidationIssue } from '@forecourt/api-client';
import { getTemplate, type TemplateDefinition } from '@forecourt/blocks/templates';
import { memo, type Dispatch } from 'react';
import { FieldList } from '../fields/field-input.js';
import { issuesAt } from '../fields/paths.js';
import { ReorderControls } from '../ui/reorder-controls.js';
import type { HistoryAction } from './draft-reducer.js';
import { GroupsEditor } from './groups-editor.js';

/**
 * What a block card can do to the page. One object for the whole list, the same on every render,
 * so a memoised card re-renders only when its own block (or place, or issues) changes.
 */
export interface BlockActions {
  dispatch: Dispatch<HistoryAction>;
  toggle: (id: string) => void;
  /** `focus` names the control to keep focused after the move ('none': where it is, e.g. a drag handle). */
  move: (id: string, from: number, to: number, focus: 'toggle' | 'buttons' | 'none') => void;
  remove: (id: string, index: number) => void;
  duplicate: (id: string, index: number) => void;
  /** Puts the block on the clipboard. */
  copy: (id: string, index: number) => void;
  /** Opens the catalogue to insert a block after `index`. */
  addBelow: (index: number) => void;
  /** Focus entered the block's card: the preview follows. */
  focus: (id: string) => void;
}

export interface BlockCardProps {
  block: Block;
  index: number;
  count: number;
  locale: Locale;
  /** Issues of this block, paths relative to its data. */
  issues: readonly ValidationIssue[];
  showRequired: boolean;
  revealToken: number;
  open: boolean;
  actions: BlockActions;
}

/** Text that tells blocks of one template apart in the list: heading, title or quote. */
function blockSummary(template: TemplateDefinition | undefined, block: Block, locale: Locale): string {
  if (!template) return '';
  for (const field of template.fields) {
    if (field.kind !== 'string' && field.kind !== 'text') continue;
    const value = block.data.fields[field.key];
    const text = typeof value === 'string' ? value : typeof value === 'object' && value ? (value as Record<string, string>)[locale] ?? Object.values(value)[0] : undefined;
    if (typeof text === 'string' && text.trim() !== '') return text.length > 70 ? `${text.slice(0, 69)}…` : text;
  }
  return '';
}

/** One block of the page: its header (name, summary, arrange buttons) and its form. */
export const BlockCard = memo(function BlockCard({ block, index, count, locale, issues, showRequired, revealToken, open, actions }: BlockCardProps) {
  const idBase = `fe-block-${block.id}`;
  const onMove = (to: number, focus: 'toggle' | 'buttons' = 'buttons') => actions.move(block.id, index, to, focus);
  const template = getTemplate(block.template);
  const name = template?.name ?? block.template;
  const summary = blockSummary(template, block, locale);
  const shownIssues = issues.filter((issue) => showRequired || issue.rule !== 'required');
  const itemName = `block ${index + 1} (${name})`;
  return (
    <article
      className="fe-block"
      data-state={open ? 'open' : 'closed'}
      data-block-index={index}
      data-block-id={block.id}
      data-invalid={shownIssues.length > 0 || undefined}
      aria-labelledby={`${idBase}-toggle`}
      onFocus={() => actions.focus(block.id)}
    >
      <header className="fe-block__head">
        <h3 className="fe-block__title">
          <button id={`${idBase}-toggle`} type="button" className="fe-disclosure" aria-expanded={open} aria-controls={`${idBase}-body`}
            onClick={() => actions.toggle(block.id)}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
            onKeyDown={(event) => {
              // Alt+arrows move the block while focus stays on it.
              if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
              const to = index + (event.key === 'ArrowUp' ? -1 : 1);
              event.preventDefault();
              if (to >= 0 && to < count) onMove(to, 'toggle');
            }}
          >
            <span className="fe-disclosure__icon" aria-hidden="true" />
            <span className="fe-block__number">{index + 1}.</span> {name}
            {summary ? <span className="fe-block__summary"> — {summary}</span> : null}
            {shownIssues.length > 0 ? (
              <span className="fe-badge fe-badge--error">
                {shownIssues.length} {shownIssues.length === 1 ? 'problem' : 'problems'}
              </span>
            ) : null}
          </button>
        </h3>
        <ReorderControls
          itemName={itemName}
          index={index}
          count={count}
          idBase={idBase}
          onMove={onMove}
          onRemove={() => actions.remove(block.id, index)}
          onDuplicate={() => actions.duplicate(block.id, index)}
          onCopy={() => actions.copy(block.id, index)}
        />
      </header>
      {/* A closed card renders no form: on a page of 200 blocks, opening the editor would
          otherwise build 200 hidden forms. The empty body keeps aria-controls pointing somewhere. */}
      <div id={`${idBase}-body`} className="fe-block__body" hidden={!open}>
        {!open ? null : !template ? (
          <p role="alert" className="fe-errors">
            This block uses the template “{block.template}”, which this editor does not know. It is kept as it is when you save.
          </p>
        ) : (
          <>
            {template.description ? <p className="fe-help">{template.description}</p> : null}
            {issuesAt(shownIssues, 'fields').length === 0 && shownIssues.some((issue) => issue.path === '') ? (
              <ul className="fe-errors">
                {shownIssues.filter((issue) => issue.path === '').map((issue) => (
                  <li key={issue.message}>{issue.message}</li>
                ))}
              </ul>
            ) : null}
            <FieldList
              fields={template.fields}
              values={block.data.fields}
              path="fields"
              idPrefix={idBase}
              locale={locale}
              issues={issues}
              showRequired={showRequired}
              onChange={(fields) => actions.dispatch({ type: 'fields', id: block.id, fields })}
            />
            {template.max_field_groups > 0 ? (
              <GroupsEditor
                template={template}
                groups={block.data.groups}
                onChange={(_, change) => actions.dispatch({ type: 'group', id: block.id, change })}
                issues={issues}
                locale={locale}
                idPrefix={idBase}
                showRequired={showRequired}
                revealToken={revealToken}
              />
            ) : null}
          </>
        )}
        {open ? (
          <div className="fe-block__foot">
            <button type="button" className="fe-button fe-button--small fe-button--quiet" aria-haspopup="dialog" aria-label={`Add block below block ${index + 1}`} onClick={() => actions.addBelow(index)}>
              <span aria-hidden="true">+</span> Add block below
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
});
