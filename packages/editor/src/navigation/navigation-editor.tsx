import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { LOCALES, navEntryTypes, type ContentClient, type Locale, type NavEntry, type NavEntryMove } from '@forecourt/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { KeyboardSensorKeepingKeys } from '../ui/keyboard-sensor.js';
import { KEYBOARD_OPTIONS } from '../ui/sortable.js';

// Constant, so the sensors keep their identity across renders (see ui/sortable.tsx).
const NAV_POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

export interface NavigationEditorScreenProps {
  client: ContentClient;
  /**
   * The live preview of the edited tree (the site's own navigation components), given the tree
   * and the locale; the screen shows none without it.
   */
  renderPreview?: (entries: readonly NavEntry[], locale: Locale) => ReactNode;
}

export const navigationQueryKey = (locale: string) => ['forecourt-editor', 'nav_entries', locale] as const;

const LOCALE_NAMES: Record<Locale, string> = { en: 'English', pl: 'Polish' };
const TEMPLATES = ['cars', 'A', 'B', 'C', 'D', 'E'] as const;

/** Where an entry stands: its parent (null: top level), its siblings and index among them. */
export interface NavPlace {
  entry: NavEntry;
  parent: NavEntry | null;
  siblings: NavEntry[];
  index: number;
}

/** Finds entry `id` in `tree`. */
export function findPlace(tree: readonly NavEntry[], id: number, parent: NavEntry | null = null): NavPlace | null {
  for (const [index, entry] of tree.entries()) {
    if (entry.id === id) return { entry, parent, siblings: [...tree], index };
    const inner = findPlace(entry.children, id, entry);
    if (inner) return inner;
  }
  return null;
}

/** The moves offered for an entry: up, down, into the entry above (as its last child), out to the parent's level. */
export function movesOf(tree: readonly NavEntry[], id: number): Partial<Record<'up' | 'down' | 'in' | 'out', NavEntryMove>> {
  const place = findPlace(tree, id);
  if (!place) return {};
  const parentId = place.parent?.id ?? null;
  const moves: Partial<Record<'up' | 'down' | 'in' | 'out', NavEntryMove>> = {};
  if (place.index > 0) {
    moves.up = { parent_id: parentId, index: place.index - 1 };
    const above = place.siblings[place.index - 1]!;
    moves.in = { parent_id: above.id, index: above.children.length };
  }
  if (place.index < place.siblings.length - 1) moves.down = { parent_id: parentId, index: place.index + 1 };
  if (place.parent) {
    const outer = findPlace(tree, place.parent.id)!;
    moves.out = { parent_id: outer.parent?.id ?? null, index: outer.index + 1 };
  }
  return moves;
}

/** A short description of an entry's kind: type, panel template, icon. */
export function entryKind(entry: NavEntry): string {
  const { type, template, icon } = entry.metadata;
  return [type, template ? `panel ${template}` : '', icon ? `icon ${icon}` : ''].filter(Boolean).join(' · ');
}

/**
 * The navigation editor of /admin/navigation: each language's tree, arranged by drag and drop
 * (pointer or keyboard: Space lifts an entry, the arrow keys move it, Space drops it, with spoken
 * announcements) or by the Up/Down/In/Out buttons; an entry's label, address, icon, panel
 * template and flags edited beside it; every change saved (and audited) at once, so the site's
 * menu follows through its change feed.
 */
export function NavigationEditorScreen(props: NavigationEditorScreenProps) {
  return (
    <EditorClientProvider client={props.client}>
      <NavigationEditor renderPreview={props.renderPreview} />
    </EditorClientProvider>
  );
}

function NavigationEditor({ renderPreview }: Pick<NavigationEditorScreenProps, 'renderPreview'>) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const [locale, setLocale] = useState<Locale>('en');
  const tree = useQuery({ queryKey: navigationQueryKey(locale), queryFn: () => client.admin.listNavEntries(locale) });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const localeId = useId();
  const entries = tree.data ?? [];
  const selected = selectedId === null ? null : (findPlace(entries, selectedId)?.entry ?? null);
  const labelOf = (id: unknown) => (typeof id === 'number' ? (findPlace(entries, id)?.entry.label ?? 'entry') : 'entry');

  const move = useMutation({
    mutationFn: ({ id, to }: { id: number; to: NavEntryMove }) => client.admin.moveNavEntry(id, to),
    onSuccess: (next, { id }) => {
      queryClient.setQueryData(navigationQueryKey(locale), next);
      const place = findPlace(next, id);
      if (place) {
        const where = place.parent ? `under ${place.parent.label}` : 'at the top level';
        setMessage(`Moved ${place.entry.label} to position ${place.index + 1} of ${place.siblings.length} ${where}`);
      }
    },
    onError: (error) => setMessage(`The entry could not be moved: ${error.message}`),
  });

  const sensors = useSensors(useSensor(PointerSensor, NAV_POINTER_OPTIONS), useSensor(KeyboardSensorKeepingKeys, KEYBOARD_OPTIONS));

  const positionText = (id: unknown) => {
    const place = typeof id === 'number' ? findPlace(entries, id) : null;
    return place ? `position ${place.index + 1} of ${place.siblings.length}` : '';
  };
  // Not "over its own place" right after the pick-up: it would replace "Picked up…" unread.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up ${labelOf(active.id)} at ${positionText(active.id)}. Use the up and down arrow keys to move it, Space to drop it, Escape to cancel.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved.current && over?.id === active.id) return undefined;
      moved.current = true;
      return over ? `${labelOf(active.id)} is over ${positionText(over.id)}.` : `${labelOf(active.id)} is no longer over a place.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${labelOf(active.id)} was dropped at ${positionText(over.id)}.` : `${labelOf(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id || typeof active.id !== 'number' || typeof over.id !== 'number') return;
    const from = findPlace(entries, active.id);
    if (!from) return;
    // Sorting happens among siblings (the In/Out buttons change an entry's level): over an entry
    // nested deeper, the entry takes the place of that entry's ancestor among its siblings.
    const parentId = from.parent?.id ?? null;
    let to = findPlace(entries, over.id);
    while (to && (to.parent?.id ?? null) !== parentId) to = to.parent ? findPlace(entries, to.parent.id) : null;
    if (!to || to.entry.id === active.id) return;
    move.mutate({ id: active.id, to: { parent_id: parentId, index: to.index } });
  };

  return (
    <div className="fe-screen fe-nav-editor">
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Navigation
        </h1>
      </div>
      <p className="fe-help">
        Drag an entry by its handle to reorder it among its neighbours, or focus the handle, press Space, move it with the arrow keys
        and press Space again. “In” puts an entry under the one above it, “Out” back on its parent’s level. Every change is saved at
        once and reaches the site within seconds.
      </p>
      <div className="fe-toolbar">
        <div className="fe-toolbar__item">
          <label htmlFor={localeId} className="fe-label">
            Language
          </label>
          <select
            id={localeId}
            className="fe-input fe-select"
            value={locale}
            onChange={(event) => {
              setLocale(event.target.value as Locale);
              setSelectedId(null);
            }}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="fe-muted fe-nav-editor__status">
        {message}
      </p>
      {tree.isPending ? (
        <p role="status" className="fe-loading">
          Loading the navigation…
        </p>
      ) : tree.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The navigation could not be loaded: {tree.error.message}</p>
        </div>
      ) : (
        <div className="fe-nav-editor__layout">
          <section aria-label="Navigation tree" className="fe-panel">
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                announcements,
                screenReaderInstructions: {
                  draggable: 'To move this entry, press Space. Move it with the up and down arrow keys, press Space again to drop it, or Escape to cancel.',
                },
              }}
            >
              <EntryList
                entries={entries}
                tree={entries}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onMove={(id, to) => move.mutate({ id, to })}
                busy={move.isPending}
                level={1}
              />
            </DndContext>
          </section>
          {selected ? <EntryForm key={`${locale}-${selected.id}`} entry={selected} locale={locale} onSaved={setMessage} /> : null}
        </div>
      )}
      {renderPreview && tree.data ? (
        <section aria-labelledby={`${localeId}-preview`} className="fe-panel fe-nav-editor__preview">
          <h2 id={`${localeId}-preview`} className="fe-panel__title">
            Preview
          </h2>
          {renderPreview(tree.data, locale)}
        </section>
      ) : null}
    </div>
  );
}

interface EntryListProps {
  entries: NavEntry[];
  tree: NavEntry[];
  selectedId: number | null;
  onSelect(id: number): void;
  onMove(id: number, to: NavEntryMove): void;
  busy: boolean;
  level: number;
}

function EntryList({ entries, ...rest }: EntryListProps) {
  return (
    <SortableContext items={entries.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
      <ol className="fe-nav-tree" aria-label={rest.level === 1 ? 'Top level' : undefined}>
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} {...rest} />
        ))}
      </ol>
    </SortableContext>
  );
}

function EntryRow({ entry, tree, selectedId, onSelect, onMove, busy, level }: Omit<EntryListProps, 'entries'> & { entry: NavEntry }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id });
  const moves = movesOf(tree, entry.id);
  const kind = entryKind(entry);
  const button = (name: 'up' | 'down' | 'in' | 'out', text: string, label: string) => (
    <button
      type="button"
      className="fe-button fe-button--small"
      aria-label={`${label} ${entry.label}`}
      disabled={!moves[name] || busy}
      onClick={() => moves[name] && onMove(entry.id, moves[name])}
    >
      {text}
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={`fe-nav-tree__item${isDragging ? ' fe-nav-tree__item--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className={`fe-nav-tree__row${selectedId === entry.id ? ' fe-nav-tree__row--selected' : ''}`}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="fe-button fe-button--small fe-nav-tree__handle"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${entry.label}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button type="button" className="fe-button fe-button--link fe-nav-tree__label" aria-pressed={selectedId === entry.id} onClick={() => onSelect(entry.id)}>
          {entry.label}
        </button>
        {kind ? <span className="fe-muted fe-nav-tree__kind">{kind}</span> : null}
        {entry.url ? <code className="fe-nav-tree__url">{entry.url}</code> : null}
        <span className="fe-nav-tree__moves" role="group" aria-label={`Arrange ${entry.label}`}>
          {button('up', '↑ Up', 'Move up')}
          {button('down', '↓ Down', 'Move down')}
          {button('in', '→ In', 'Move in, under the entry above:')}
          {button('out', '← Out', 'Move out of the parent:')}
        </span>
      </div>
      {entry.children.length > 0 ? (
        <EntryList entries={entry.children} tree={tree} selectedId={selectedId} onSelect={onSelect} onMove={onMove} busy={busy} level={level + 1} />
      ) : null}
    </li>
  );
}

function EntryForm({ entry, locale, onSaved }: { entry: NavEntry; locale: Locale; onSaved(message: string): void }) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [label, setLabel] = useState(entry.label);
  const [url, setUrl] = useState(entry.url ?? '');
  const [description, setDescription] = useState(entry.description ?? '');
  const [imageId, setImageId] = useState(entry.image_id ?? '');
  const [meta, setMeta] = useState(entry.metadata);
  const setMetaKey = (key: string, value: unknown) =>
    setMeta((current) => {
      const next = { ...current, [key]: value };
      if (value === '' || value === undefined || value === false) delete next[key];
      return next;
    });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const save = useMutation({
    mutationFn: () =>
      client.admin.updateNavEntry(entry.id, {
        label: label.trim(),
        url: url.trim() || null,
        description: description.trim() || null,
        image_id: imageId.trim() || null,
        metadata: meta,
      }),
    onSuccess: async (saved) => {
      onSaved(`Saved ${saved.label}`);
      await queryClient.invalidateQueries({ queryKey: navigationQueryKey(locale) });
    },
  });
  const text = (key: string, name: string, value: string, onChange: (value: string) => void, help?: string) => (
    <div className="fe-field">
      <label htmlFor={`${id}-${key}`} className="fe-label">
        {name}
      </label>
      <input id={`${id}-${key}`} className="fe-input" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={help ? `${id}-${key}-help` : undefined} />
      {help ? (
        <p id={`${id}-${key}-help`} className="fe-help">
          {help}
        </p>
      ) : null}
    </div>
  );
  const metaText = (key: string) => (typeof meta[key] === 'string' ? (meta[key] as string) : '');

  return (
    <form
      className="fe-panel fe-nav-editor__form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (label.trim()) save.mutate();
      }}
    >
      <h2 id={`${id}-title`} className="fe-panel__title" tabIndex={-1} ref={heading}>
        Edit “{entry.label}”
      </h2>
      {text('label', `Label (${LOCALE_NAMES[locale]})`, label, setLabel)}
      {!label.trim() ? (
        <p role="alert" className="fe-alert fe-alert--error">
          The label is required.
        </p>
      ) : null}
      {text('url', 'Address (URL)', url, setUrl, 'A site path such as /offers, a full https:// address, or for a language entry pattern:replacement:flags.')}
      {text('description', 'Description', description, setDescription)}
      {text('image', 'Image id (media library)', imageId, setImageId)}
      <div className="fe-field">
        <label htmlFor={`${id}-type`} className="fe-label">
          Type
        </label>
        <select id={`${id}-type`} className="fe-input fe-select" value={meta.type ?? ''} onChange={(event) => setMetaKey('type', event.target.value)}>
          <option value="">— None —</option>
          {navEntryTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className="fe-field">
        <label htmlFor={`${id}-template`} className="fe-label">
          Panel template
        </label>
        <select id={`${id}-template`} className="fe-input fe-select" value={meta.template ?? ''} onChange={(event) => setMetaKey('template', event.target.value)}>
          <option value="">— No panel —</option>
          {TEMPLATES.map((template) => (
            <option key={template} value={template}>
              {template === 'cars' ? 'Cars' : `Template ${template}`}
            </option>
          ))}
        </select>
      </div>
      {text('icon', 'Icon', metaText('icon'), (value) => setMetaKey('icon', value))}
      {text('buttonStyle', 'Button style', metaText('buttonStyle'), (value) => setMetaKey('buttonStyle', value))}
      {text('translation', 'Translation key', metaText('translation'), (value) => setMetaKey('translation', value))}
      {text('carKey', 'Car key', metaText('carKey'), (value) => setMetaKey('carKey', value))}
      <div className="fe-field fe-field--inline">
        <input
          id={`${id}-lease`}
          type="checkbox"
          checked={meta.hasLeasePrice === true}
          onChange={(event) => setMetaKey('hasLeasePrice', event.target.checked)}
        />
        <label htmlFor={`${id}-lease`}>Show the lease price</label>
      </div>
      <div className="fe-field fe-field--inline">
        <input
          id={`${id}-new-tab`}
          type="checkbox"
          checked={meta.openInNewTab === true}
          onChange={(event) => setMetaKey('openInNewTab', event.target.checked)}
        />
        <label htmlFor={`${id}-new-tab`}>Open in a new tab</label>
      </div>
      <div className="fe-toolbar">
        <button type="submit" className="fe-button fe-button--primary" disabled={save.isPending || !label.trim()}>
          {save.isPending ? 'Saving…' : 'Save entry'}
        </button>
      </div>
      {save.isError ? (
        <p role="alert" className="fe-alert fe-alert--error">
          {save.error.message}
        </p>
      ) : null}
    </form>
  );
}
