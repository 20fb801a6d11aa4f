import type { Block } from '@forecourt/api-client';
import { describe, expect, it } from 'vitest';
import { accordionBlock, pageDraft, quoteBlock } from '../test/pages.js';
import { HISTORY_LIMIT, historyReducer, initialHistory, type DraftHistory, type HistoryAction } from './draft-reducer.js';

const draft = (blocks: Block[]) => pageDraft({ blocks });

const quote = (id: string, text: string): Block => ({ ...quoteBlock(text), id });
const run = (state: DraftHistory, ...actions: HistoryAction[]) => actions.reduce(historyReducer, state);
const ids = (state: DraftHistory) => state.present.blocks.map((b) => b.id);
const quoteText = (state: DraftHistory, index = 0) => (state.present.blocks[index]!.data.fields.quote as { en: string }).en;

describe('given a draft of three blocks', () => {
  const start = initialHistory(draft([quote('a', 'A'), quote('b', 'B'), quote('c', 'C')]));

  it('should move, add, remove and duplicate blocks, each an undoable step named after the block', () => {
    const moved = run(start, { type: 'move', id: 'c', to: 0 });
    expect(ids(moved)).toEqual(['c', 'a', 'b']);
    expect(moved.past.at(-1)!.label).toBe('Move block 3 (Quote) to position 1');

    const added = run(moved, { type: 'add', block: quote('d', 'D'), at: 1 });
    expect(ids(added)).toEqual(['c', 'd', 'a', 'b']);
    const removed = run(added, { type: 'remove', id: 'a' });
    expect(ids(removed)).toEqual(['c', 'd', 'b']);
    const duplicated = run(removed, { type: 'duplicate', id: 'd', copyId: 'd2' });
    expect(ids(duplicated)).toEqual(['c', 'd', 'd2', 'b']);
    // The copy is a deep copy: editing it leaves the original alone.
    expect(duplicated.present.blocks[2]!.data).not.toBe(duplicated.present.blocks[1]!.data);

    const undone = run(duplicated, { type: 'undo' }, { type: 'undo' }, { type: 'undo' }, { type: 'undo' });
    expect(ids(undone)).toEqual(['a', 'b', 'c']);
    expect(undone.past).toHaveLength(0);
    const redone = run(undone, { type: 'redo' }, { type: 'redo' });
    expect(ids(redone)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('should make typing in one field one step, and a different field a new one', () => {
    const typed = run(
      start,
      { type: 'fields', id: 'b', fields: { quote: { en: 'B1' } } },
      { type: 'fields', id: 'b', fields: { quote: { en: 'B12' } } },
      { type: 'fields', id: 'b', fields: { quote: { en: 'B123' } } },
    );
    expect(typed.past).toHaveLength(1);
    expect(typed.past[0]!.label).toBe('Edit block 2 (Quote)');
    const other = run(typed, { type: 'fields', id: 'b', fields: { quote: { en: 'B123' }, author: { en: 'Ann' } } });
    expect(other.past).toHaveLength(2);
    expect(quoteText(run(other, { type: 'undo' }), 1)).toBe('B123');
    expect(quoteText(run(other, { type: 'undo' }, { type: 'undo' }), 1)).toBe('B');
  });

  it('should not merge typing that resumes in the same field after another change', () => {
    const state = run(
      start,
      { type: 'fields', id: 'a', fields: { quote: { en: 'A1' } } },
      { type: 'move', id: 'a', to: 2 },
      { type: 'fields', id: 'a', fields: { quote: { en: 'A12' } } },
    );
    expect(state.past).toHaveLength(3);
  });

  it('should drop the redo steps once a new change is made', () => {
    const state = run(start, { type: 'remove', id: 'a' }, { type: 'undo' }, { type: 'move', id: 'c', to: 0 });
    expect(state.future).toHaveLength(0);
    expect(run(state, { type: 'redo' })).toBe(state);
  });

  it('should ignore changes that change nothing (a move to the same place, an unknown block)', () => {
    expect(run(start, { type: 'move', id: 'a', to: 0 })).toBe(start);
    expect(run(start, { type: 'remove', id: 'zzz' })).toBe(start);
    expect(run(start, { type: 'undo' })).toBe(start);
  });

  it('should keep unchanged blocks as the same objects, so their cards do not re-render', () => {
    const state = run(start, { type: 'fields', id: 'b', fields: { quote: { en: 'New' } } });
    expect(state.present.blocks[0]).toBe(start.present.blocks[0]);
    expect(state.present.blocks[2]).toBe(start.present.blocks[2]);
    expect(state.present.blocks[1]).not.toBe(start.present.blocks[1]);
  });

  it('should take the server’s copy of the draft without making it a step', () => {
    const edited = run(start, { type: 'settings', patch: { path: '/faq/' } });
    const rebased = run(edited, { type: 'rebase', draft: { ...edited.present, path: '/faq' } });
    expect(rebased.present.path).toBe('/faq');
    expect(rebased.past).toHaveLength(1);
  });

  it(`should keep the last ${HISTORY_LIMIT} steps`, () => {
    let state = start;
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) state = run(state, { type: 'move', id: 'a', to: i % 2 === 0 ? 1 : 0 });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('given a block with field groups', () => {
  const start = initialHistory(draft([accordionBlock(3)]));
  const titles = (state: DraftHistory) => state.present.blocks[0]!.data.groups.map((g) => (g.accordion_title as { en: string }).en);

  it('should add, edit, move, duplicate and remove groups as steps, and undo them in reverse', () => {
    const state = run(
      start,
      { type: 'group', id: 'acc-1', change: { kind: 'move', from: 2, to: 0 } },
      { type: 'group', id: 'acc-1', change: { kind: 'duplicate', index: 0 } },
      { type: 'group', id: 'acc-1', change: { kind: 'remove', index: 3 } },
      { type: 'group', id: 'acc-1', change: { kind: 'add', values: { accordion_title: { en: 'New' } } } },
      { type: 'group', id: 'acc-1', change: { kind: 'edit', index: 0, values: { accordion_title: { en: 'C!' } } } },
    );
    expect(titles(state)).toEqual(['C!', 'Question C', 'Question A', 'New']);
    expect(state.past.map((s) => s.label)).toEqual([
      'Move group 3 of block 1 (Accordion) to position 1',
      'Duplicate group 1 of block 1 (Accordion)',
      'Remove group 4 of block 1 (Accordion)',
      'Add a group to block 1 (Accordion)',
      'Edit group 1 of block 1 (Accordion)',
    ]);
    const back = run(state, ...Array.from({ length: 5 }, () => ({ type: 'undo' }) as const));
    expect(titles(back)).toEqual(['Question A', 'Question B', 'Question C']);
  });

  it('should replace the whole draft as one step (a loaded version)', () => {
    const state = run(start, { type: 'replace', draft: draft([]), label: 'Load version 1' });
    expect(state.present.blocks).toEqual([]);
    expect(run(state, { type: 'undo' }).present).toBe(start.present);
  });
});
