import type { Block } from '@forecourt/api-client';
import { getTemplate } from '@forecourt/blocks/templates';
import { moveItem } from '../ui/list-keys.js';
import type { PageDraft } from './draft.js';

type Values = Record<string, unknown>;

/** A change to a block's repeating field groups. */
export type GroupChange =
  | { kind: 'add'; values: Values }
  | { kind: 'edit'; index: number; values: Values }
  | { kind: 'remove'; index: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'duplicate'; index: number };

/** Every change an editor makes to a page draft. Each one is a step of the undo history. */
export type DraftAction =
  | { type: 'settings'; patch: Partial<Omit<PageDraft, 'blocks'>> }
  | { type: 'fields'; id: string; fields: Values }
  | { type: 'add'; block: Block; at: number; label?: string }
  | { type: 'remove'; id: string }
  | { type: 'move'; id: string; to: number }
  | { type: 'duplicate'; id: string; copyId: string }
  | { type: 'group'; id: string; change: GroupChange }
  /** The whole draft at once: an older version loaded, the latest version reloaded. */
  | { type: 'replace'; draft: PageDraft; label: string };

/** What the history reducer also understands: undo/redo, and the server's copy of the same draft. */
export type HistoryAction =
  | DraftAction
  | { type: 'undo' }
  | { type: 'redo' }
  /** The draft as the server stored it (sanitised, normalised); not a step of its own. */
  | { type: 'rebase'; draft: PageDraft };

export interface HistoryStep {
  draft: PageDraft;
  /** What the step did, e.g. "Move block 3 (Quote) to position 1". */
  label: string;
}

export interface DraftHistory {
  present: PageDraft;
  past: readonly HistoryStep[];
  future: readonly HistoryStep[];
  /** The coalescing key of the last step: typing on in the same field extends that step. */
  lastKey: string | null;
}

/** Steps kept; older ones are dropped. */
export const HISTORY_LIMIT = 200;

export const initialHistory = (draft: PageDraft): DraftHistory => ({ present: draft, past: [], future: [], lastKey: null });

const templateName = (block: Block | undefined) => (block ? (getTemplate(block.template)?.name ?? block.template) : 'block');

const indexOf = (draft: PageDraft, id: string) => draft.blocks.findIndex((block) => block.id === id);

/** Keys whose values differ between two records (shallow), sorted, for coalescing. */
function changedKeys(before: Values, after: Values): string {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]).sort().join(',');
}

function withBlock(draft: PageDraft, id: string, change: (block: Block) => Block): PageDraft {
  return { ...draft, blocks: draft.blocks.map((block) => (block.id === id ? change(block) : block)) };
}

function applyGroupChange(groups: Values[], change: GroupChange): Values[] {
  switch (change.kind) {
    case 'add':
      return [...groups, change.values];
    case 'edit':
      return groups.map((group, index) => (index === change.index ? change.values : group));
    case 'remove':
      return groups.filter((_, index) => index !== change.index);
    case 'move':
      return moveItem(groups, change.from, change.to);
    case 'duplicate':
      return [...groups.slice(0, change.index + 1), structuredClone(groups[change.index]!), ...groups.slice(change.index + 1)];
  }
}

/**
 * The draft after `action`, what the step is called and its coalescing key (null: never merged
 * with the step before). Pure: the same draft and action always give the same result.
 */
export function applyDraftAction(draft: PageDraft, action: DraftAction): { draft: PageDraft; label: string; key: string | null } {
  switch (action.type) {
    case 'settings': {
      const keys = Object.keys(action.patch).sort().join(',');
      return { draft: { ...draft, ...action.patch }, label: 'Edit page settings', key: `settings:${keys}` };
    }
    case 'fields': {
      const at = indexOf(draft, action.id);
      const block = draft.blocks[at];
      if (!block) return { draft, label: '', key: null };
      const keys = changedKeys(block.data.fields, action.fields);
      return {
        draft: withBlock(draft, action.id, (b) => ({ ...b, data: { ...b.data, fields: action.fields } })),
        label: `Edit block ${at + 1} (${templateName(block)})`,
        key: `fields:${action.id}:${keys}`,
      };
    }
    case 'add': {
      const at = Math.max(0, Math.min(action.at, draft.blocks.length));
      return {
        draft: { ...draft, blocks: [...draft.blocks.slice(0, at), action.block, ...draft.blocks.slice(at)] },
        label: action.label ?? `Add block ${at + 1} (${templateName(action.block)})`,
        key: null,
      };
    }
    case 'remove': {
      const at = indexOf(draft, action.id);
      if (at < 0) return { draft, label: '', key: null };
      return {
        draft: { ...draft, blocks: draft.blocks.filter((block) => block.id !== action.id) },
        label: `Remove block ${at + 1} (${templateName(draft.blocks[at])})`,
        key: null,
      };
    }
    case 'move': {
      const from = indexOf(draft, action.id);
      const to = Math.max(0, Math.min(action.to, draft.blocks.length - 1));
      if (from < 0 || from === to) return { draft, label: '', key: null };
      return {
        draft: { ...draft, blocks: moveItem(draft.blocks, from, to) },
        label: `Move block ${from + 1} (${templateName(draft.blocks[from])}) to position ${to + 1}`,
        key: null,
      };
    }
    case 'duplicate': {
      const at = indexOf(draft, action.id);
      const block = draft.blocks[at];
      if (!block) return { draft, label: '', key: null };
      const copy: Block = { ...structuredClone(block), id: action.copyId };
      return {
        draft: { ...draft, blocks: [...draft.blocks.slice(0, at + 1), copy, ...draft.blocks.slice(at + 1)] },
        label: `Duplicate block ${at + 1} (${templateName(block)})`,
        key: null,
      };
    }
    case 'group': {
      const at = indexOf(draft, action.id);
      const block = draft.blocks[at];
      if (!block) return { draft, label: '', key: null };
      const { change } = action;
      const groups = applyGroupChange(block.data.groups, change);
      const where = `block ${at + 1} (${templateName(block)})`;
      const labels: Record<GroupChange['kind'], string> = {
        add: `Add a group to ${where}`,
        edit: `Edit group ${'index' in change ? change.index + 1 : ''} of ${where}`,
        remove: `Remove group ${'index' in change ? change.index + 1 : ''} of ${where}`,
        move: change.kind === 'move' ? `Move group ${change.from + 1} of ${where} to position ${change.to + 1}` : '',
        duplicate: `Duplicate group ${'index' in change ? change.index + 1 : ''} of ${where}`,
      };
      const key =
        change.kind === 'edit' ? `group:${action.id}:${change.index}:${changedKeys(block.data.groups[change.index] ?? {}, change.values)}` : null;
      return { draft: withBlock(draft, action.id, (b) => ({ ...b, data: { ...b.data, groups } })), label: labels[change.kind], key };
    }
    case 'replace':
      return { draft: action.draft, label: action.label, key: null };
  }
}

/**
 * The page-wide undo history over `applyDraftAction`: every change is a step, except that
 * consecutive edits of the same field (typing) make one step. A save does not touch it.
 */
export function historyReducer(state: DraftHistory, action: HistoryAction): DraftHistory {
  switch (action.type) {
    case 'undo': {
      const step = state.past.at(-1);
      if (!step) return state;
      return {
        present: step.draft,
        past: state.past.slice(0, -1),
        future: [...state.future, { draft: state.present, label: step.label }],
        lastKey: null,
      };
    }
    case 'redo': {
      const step = state.future.at(-1);
      if (!step) return state;
      return {
        present: step.draft,
        past: [...state.past, { draft: state.present, label: step.label }],
        future: state.future.slice(0, -1),
        lastKey: null,
      };
    }
    case 'rebase':
      return { ...state, present: action.draft };
    default: {
      const { draft, label, key } = applyDraftAction(state.present, action);
      if (draft === state.present) return state;
      if (key !== null && key === state.lastKey && state.past.length > 0) {
        return { ...state, present: draft, future: [] };
      }
      const past = [...state.past, { draft: state.present, label }];
      return { present: draft, past: past.length > HISTORY_LIMIT ? past.slice(-HISTORY_LIMIT) : past, future: [], lastKey: key };
    }
  }
}
