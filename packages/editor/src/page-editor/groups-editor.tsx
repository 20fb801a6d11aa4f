import type { Locale, ValidationIssue } from '@forecourt/api-client';
import { defaultGroupValues, type TemplateDefinition } from '@forecourt/blocks/templates';
import { useEffect, useState } from 'react';
import { FieldList } from '../fields/field-input.js';
import { issuesAt } from '../fields/paths.js';
import { moveItem, useFocusAfterRender, useListKeys } from '../ui/list-keys.js';
import { ReorderControls } from '../ui/reorder-controls.js';
import { SortableItem, SortableList } from '../ui/sortable.js';
import type { GroupChange } from './draft-reducer.js';

export interface GroupsEditorProps {
  template: TemplateDefinition;
  groups: Record<string, unknown>[];
  /** The groups after a change, and what the change was (the page editor records it as an undo step). */
  onChange: (groups: Record<string, unknown>[], change: GroupChange) => void;
  /** Issues of the block (paths relative to its data). */
  issues: readonly ValidationIssue[];
  locale: Locale;
  idPrefix: string;
  showRequired: boolean;
  /** Changes whenever the editor asks every problem to be revealed (a failed save). */
  revealToken: number;
}

/** Short text identifying a group: its first filled-in text field in the current locale. */
function groupSummary(template: TemplateDefinition, group: Record<string, unknown>, locale: Locale): string {
  for (const field of template.field_groups_template) {
    if (field.kind !== 'string' && field.kind !== 'text') continue;
    const value = group[field.key];
    const text = typeof value === 'string' ? value : typeof value === 'object' && value ? (value as Record<string, string>)[locale] ?? Object.values(value)[0] : undefined;
    if (typeof text === 'string' && text.trim() !== '') return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  }
  return '';
}

/**
 * The repeating field groups of a block: add (up to the template's maximum, refused with an
 * explanation beyond it), remove, move up/down and collapse/expand, all by keyboard.
 */
export function GroupsEditor({ template, groups, onChange, issues, locale, idPrefix, showRequired, revealToken }: GroupsEditorProps) {
  const keys = useListKeys(groups.length);
  const focusLater = useFocusAfterRender();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set(groups.length > 5 ? keys.keys : []));
  const [announcement, setAnnouncement] = useState('');
  const max = template.max_field_groups;
  const atMax = groups.length >= max;
  const maxId = `${idPrefix}-groups-max`;
  const listIssues = issues.filter((issue) => issue.path === 'groups' || /^groups\[\d+\]$/.test(issue.path) && issue.rule.endsWith('field_groups'));

  // A failed save opens every group that has a problem, so the errors can be seen and reached.
  useEffect(() => {
    if (revealToken === 0) return;
    setCollapsed((current) => {
      const next = new Set(current);
      keys.keys.forEach((key, index) => {
        if (issuesAt(issues, `groups[${index}]`).length > 0) next.delete(key);
      });
      return next;
    });
    // Only when a reveal is requested.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealToken]);

  const toggle = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const add = () => {
    if (atMax) return;
    keys.insert(groups.length);
    const key = keys.keys[groups.length]!;
    const values = defaultGroupValues(template);
    onChange([...groups, values], { kind: 'add', values });
    setAnnouncement(`Group ${groups.length + 1} added`);
    focusLater(`${idPrefix}-${key}-toggle`);
  };

  return (
    <section className="fe-groups" aria-labelledby={`${idPrefix}-groups-heading`}>
      <div className="fe-groups__head">
        <h3 id={`${idPrefix}-groups-heading`} className="fe-groups__title">
          Field groups <span className="fe-count">({groups.length} of {max})</span>
        </h3>
        {groups.length > 1 ? (
          <div className="fe-groups__bulk">
            <button type="button" className="fe-button fe-button--small fe-button--quiet" aria-label="Expand all groups" onClick={() => setCollapsed(new Set())}>
              Expand all
            </button>
            <button type="button" className="fe-button fe-button--small fe-button--quiet" aria-label="Collapse all groups" onClick={() => setCollapsed(new Set(keys.keys))}>
              Collapse all
            </button>
          </div>
        ) : null}
      </div>
      {listIssues.length > 0 && (showRequired || listIssues.some((i) => i.rule !== 'min_field_groups')) ? (
        <ul className="fe-errors">
          {listIssues.map((issue) => (
            <li key={issue.path + issue.rule}>{issue.message}</li>
          ))}
        </ul>
      ) : null}
      {groups.length === 0 ? <p className="fe-empty">No field groups yet.</p> : null}
      <SortableList
        ids={keys.keys}
        noun="group"
        describe={(id) => `group ${keys.keys.indexOf(id) + 1}`}
        onMove={(_, from, to) => {
          keys.move(from, to);
          onChange(moveItem(groups, from, to), { kind: 'move', from, to });
          setAnnouncement(`Group ${from + 1} moved to position ${to + 1}`);
        }}
      >
        <ol className="fe-groups__list">
          {groups.map((group, index) => {
            const key = keys.keys[index]!;
            const itemId = `${idPrefix}-${key}`;
            const open = !collapsed.has(key);
            const summary = groupSummary(template, group, locale);
            const groupIssues = issuesAt(issues, `groups[${index}]`).filter((issue) => showRequired || issue.rule !== 'required');
            const name = `group ${index + 1}`;
            return (
              <SortableItem key={key} id={key} handleLabel={`Drag group ${index + 1}`}>
                <div className="fe-group" data-state={open ? 'open' : 'closed'} data-invalid={groupIssues.length > 0 || undefined}>
                  <div className="fe-group__head">
                    <h4 className="fe-group__title">
                      <button
                        id={`${itemId}-toggle`}
                        type="button"
                        className="fe-disclosure"
                        aria-expanded={open}
                        aria-controls={`${itemId}-body`}
                        onClick={() => toggle(key)}
                        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                        onKeyDown={(event) => {
                          // Alt+arrows move the group while focus stays on it.
                          if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
                          const to = index + (event.key === 'ArrowUp' ? -1 : 1);
                          event.preventDefault();
                          if (to < 0 || to >= groups.length) return;
                          keys.move(index, to);
                          onChange(moveItem(groups, index, to), { kind: 'move', from: index, to });
                          setAnnouncement(`Group ${index + 1} moved to position ${to + 1}`);
                          focusLater(`${itemId}-toggle`);
                        }}
                      >
                        <span className="fe-disclosure__icon" aria-hidden="true" />
                        Group {index + 1}
                        {summary ? <span className="fe-group__summary">: {summary}</span> : null}
                        {groupIssues.length > 0 ? (
                          <span className="fe-badge fe-badge--error">
                            {groupIssues.length} {groupIssues.length === 1 ? 'problem' : 'problems'}
                          </span>
                        ) : null}
                      </button>
                    </h4>
                    <ReorderControls
                      itemName={name}
                      index={index}
                      count={groups.length}
                      idBase={itemId}
                      onMove={(to) => {
                        keys.move(index, to);
                        onChange(moveItem(groups, index, to), { kind: 'move', from: index, to });
                        setAnnouncement(`Group ${index + 1} moved to position ${to + 1}`);
                        focusLater(`${itemId}-${to < index ? 'up' : 'down'}`, `${itemId}-${to < index ? 'down' : 'up'}`);
                      }}
                      onDuplicate={() => {
                        keys.insert(index + 1);
                        const copy = structuredClone(group);
                        onChange([...groups.slice(0, index + 1), copy, ...groups.slice(index + 1)], { kind: 'duplicate', index });
                        setAnnouncement(`Group ${index + 1} duplicated as group ${index + 2}`);
                        focusLater(`${idPrefix}-${keys.keys[index + 1]}-toggle`);
                      }}
                      duplicateRefusal={atMax ? `${template.name} allows at most ${max} field groups.` : undefined}
                      onRemove={() => {
                        keys.remove(index);
                        onChange(groups.filter((_, i) => i !== index), { kind: 'remove', index });
                        setAnnouncement(`Group ${index + 1} removed`);
                        const nextKey = keys.keys[index] ?? keys.keys[index - 1];
                        focusLater(...(nextKey ? [`${idPrefix}-${nextKey}-toggle`] : []), `${idPrefix}-add-group`);
                      }}
                    />
                  </div>
                  <div id={`${itemId}-body`} className="fe-group__body" hidden={!open}>
                    <FieldList
                      fields={template.field_groups_template}
                      values={group}
                      path={`groups[${index}]`}
                      onChange={(values) => onChange(groups.map((g, i) => (i === index ? values : g)), { kind: 'edit', index, values })}
                      idPrefix={itemId}
                      locale={locale}
                      issues={issues}
                      showRequired={showRequired}
                    />
                  </div>
                </div>
              </SortableItem>
            );
          })}
        </ol>
      </SortableList>
      <div className="fe-groups__add">
        <button
          id={`${idPrefix}-add-group`}
          type="button"
          className="fe-button"
          aria-disabled={atMax || undefined}
          aria-describedby={atMax ? maxId : undefined}
          onClick={add}
        >
          <span aria-hidden="true">+</span> Add group
        </button>
        {atMax ? (
          <p id={maxId} className="fe-help fe-help--limit">
            {template.name} allows at most {max} field groups.
          </p>
        ) : null}
      </div>
      <p className="fe-visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
