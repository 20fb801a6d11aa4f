/**
 * What restoring a revision would change in the current draft, in words an editor reads: page
 * settings, blocks added, removed and moved, and each changed field's old → new value. Loaded
 * lazily by the history panel (it brings microdiff along).
 */
import { isLocale, type Block } from '@forecourt/api-client';
import { getTemplate } from '@forecourt/blocks/templates';
import diff from 'microdiff';
import { LOCALE_NAMES } from '../fields/paths.js';
import type { PageDraft } from './draft.js';

/** One changed value: what it is now → what restoring makes it. */
export interface FieldChange {
  label: string;
  from: string;
  to: string;
}

export interface BlockRef {
  /** 1-based position (in the draft for removed blocks, in the version for the others). */
  position: number;
  name: string;
}

export interface RevisionDiff {
  page: FieldChange[];
  /** Blocks the version has and the draft does not. */
  added: BlockRef[];
  /** Blocks of the draft the version does not have. */
  removed: BlockRef[];
  moved: (BlockRef & { from: number })[];
  changed: (BlockRef & { fields: FieldChange[] })[];
}

export const isEmptyDiff = (d: RevisionDiff) =>
  d.page.length + d.added.length + d.removed.length + d.moved.length + d.changed.length === 0;

const MAX_TEXT = 80;
const EMPTY = '(empty)';

const shorten = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);
/** Rich text reads as its words, not its markup. */
const plain = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** The texts, numbers and flags inside an object (a group, a link, a localized text), in order. */
const leaves = (value: unknown): unknown[] =>
  value !== null && typeof value === 'object' ? Object.values(value as Record<string, unknown>).flatMap(leaves) : value === undefined || value === null ? [] : [value];

/** A value as one short line: quoted text, Yes/No, numbers, and a few words for lists and objects. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'string') return plain(value) === '' ? EMPTY : `“${shorten(plain(value))}”`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (typeof value === 'object') {
    const texts = leaves(value).map((v) => plain(String(v))).filter(Boolean);
    return texts.length === 0 ? EMPTY : `“${shorten(texts.join(' · '))}”`;
  }
  return shorten(String(value));
}

const valueAt = (root: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), root);

/** "Title (English)", "Group 2: Answer (Polish)", "Image › alt" from a path inside block data. */
function fieldLabel(block: Block, path: readonly (string | number)[]): string {
  const template = getTemplate(block.template);
  const [kind, ...rest] = path;
  let prefix = '';
  let defs = template?.fields ?? [];
  let tail = rest;
  if (kind === 'groups') {
    prefix = `Group ${Number(rest[0]) + 1}`;
    defs = template?.field_groups_template ?? [];
    tail = rest.slice(1);
    if (tail.length === 0) return prefix;
  }
  const [key, ...inner] = tail;
  const label = defs.find((f) => f.key === key)?.label ?? String(key ?? '');
  const words = inner.map((part) => (isLocale(part) ? `(${LOCALE_NAMES[part]})` : typeof part === 'number' ? `item ${part + 1}` : `› ${part}`));
  const field = [label, ...words].join(' ');
  return prefix ? `${prefix}: ${field}` : field;
}

const blockName = (block: Block) => getTemplate(block.template)?.name ?? block.template;

/** Changes inside one block's data, grouped by field (a localized text changes as one line per locale). */
function blockChanges(current: Block, target: Block): FieldChange[] {
  const changes = diff(current.data as Record<string, unknown>, target.data as Record<string, unknown>);
  const seen = new Set<string>();
  const out: FieldChange[] = [];
  for (const change of changes) {
    // A whole new or removed group reads as one line, not one per field.
    const path = change.path[0] === 'groups' && change.path.length > 2 && (valueAt(current.data, change.path.slice(0, 2)) === undefined || valueAt(target.data, change.path.slice(0, 2)) === undefined)
      ? change.path.slice(0, 2)
      : change.path;
    const key = path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ label: fieldLabel(current, path), from: describeValue(valueAt(current.data, path)), to: describeValue(valueAt(target.data, path)) });
  }
  return out;
}

/** Indexes (into `seq`) of a longest increasing subsequence: the blocks that kept their order. */
function longestIncreasing(seq: number[]): Set<number> {
  const tails: number[] = [];
  const prev: number[] = new Array(seq.length).fill(-1);
  for (let i = 0; i < seq.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (seq[tails[mid]!]! < seq[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const keep = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = prev[i]!) keep.add(i);
  return keep;
}

const localized = (label: string, current: Record<string, string | undefined>, target: Record<string, string | undefined>): FieldChange[] =>
  [...new Set([...Object.keys(current), ...Object.keys(target)])]
    .filter((locale) => (current[locale] ?? '') !== (target[locale] ?? ''))
    .map((locale) => ({
      label: `${label} (${isLocale(locale) ? LOCALE_NAMES[locale] : locale})`,
      from: describeValue(current[locale]),
      to: describeValue(target[locale]),
    }));

const LAYOUTS: Record<string, string> = { main: 'Full navigation', minimal: 'Minimal' };
const TYPES: Record<string, string> = { page: 'Page', url_redirection: 'URL redirection' };
const LINK_TYPES: Record<PageDraft['link_type'], string> = { internal: 'Page of this site', external: 'External address', file: 'File' };

/** What restoring `target` (a revision's content) changes in `current` (the editor's draft). */
export function diffDrafts(current: PageDraft, target: PageDraft): RevisionDiff {
  const page: FieldChange[] = [];
  if (current.path !== target.path) page.push({ label: 'Path', from: current.path, to: target.path });
  page.push(...localized('Title', current.title, target.title));
  page.push(...localized('Meta description', current.description, target.description));
  if (current.type !== target.type) page.push({ label: 'Page type', from: TYPES[current.type] ?? current.type, to: TYPES[target.type] ?? target.type });
  if (current.layout !== target.layout) page.push({ label: 'Top bar', from: LAYOUTS[current.layout] ?? current.layout, to: LAYOUTS[target.layout] ?? target.layout });
  if (current.to !== target.to) page.push({ label: 'Redirect to', from: describeValue(current.to), to: describeValue(target.to) });
  if (current.http_code !== target.http_code) page.push({ label: 'HTTP status', from: describeValue(current.http_code), to: describeValue(target.http_code) });
  if (current.page_type !== target.page_type) page.push({ label: 'Folder', from: describeValue(current.page_type === 'folder'), to: describeValue(target.page_type === 'folder') });
  if (current.redirect_path !== target.redirect_path) page.push({ label: 'Folder sends visitors to', from: describeValue(current.redirect_path), to: describeValue(target.redirect_path) });
  if (current.link_type !== target.link_type) page.push({ label: 'Link type', from: LINK_TYPES[current.link_type], to: LINK_TYPES[target.link_type] });
  if (current.link_new_window !== target.link_new_window) page.push({ label: 'Opens in a new window', from: describeValue(current.link_new_window), to: describeValue(target.link_new_window) });

  const currentIndex = new Map(current.blocks.map((b, i) => [b.id, i]));
  const targetIds = new Set(target.blocks.map((b) => b.id));
  const added = target.blocks.flatMap((b, i) => (currentIndex.has(b.id) ? [] : [{ position: i + 1, name: blockName(b) }]));
  const removed = current.blocks.flatMap((b, i) => (targetIds.has(b.id) ? [] : [{ position: i + 1, name: blockName(b) }]));
  const kept = target.blocks.map((b, i) => ({ block: b, to: i, from: currentIndex.get(b.id) })).filter((k): k is { block: Block; to: number; from: number } => k.from !== undefined);
  const inOrder = longestIncreasing(kept.map((k) => k.from));
  const moved = kept.flatMap((k, i) => (inOrder.has(i) ? [] : [{ position: k.to + 1, from: k.from + 1, name: blockName(k.block) }]));
  const changed = kept.flatMap((k) => {
    const fields = blockChanges(current.blocks[k.from]!, k.block);
    return fields.length === 0 ? [] : [{ position: k.to + 1, name: blockName(k.block), fields }];
  });
  return { page, added, removed, moved, changed };
}
