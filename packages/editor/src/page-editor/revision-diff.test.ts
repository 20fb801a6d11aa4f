import type { Block } from '@forecourt/api-client';
import { describe, expect, it } from 'vitest';
import { accordionBlock, pageDraft, quoteBlock } from '../test/pages.js';
import type { PageDraft } from './draft.js';
import { describeValue, diffDrafts, isEmptyDiff } from './revision-diff.js';

const draft = (blocks: Block[], patch: Partial<PageDraft> = {}) => pageDraft({ blocks, ...patch });

const withId = (block: Block, id: string): Block => ({ ...block, id });

describe('diffDrafts (what restoring a version changes in the draft)', () => {
  it('should find nothing between equal drafts', () => {
    expect(isEmptyDiff(diffDrafts(draft([accordionBlock(1)]), draft([accordionBlock(1)])))).toBe(true);
  });

  it('should list changed page settings per language with old → new values', () => {
    const result = diffDrafts(
      draft([], { title: { en: 'Answers', pl: 'Odpowiedzi' } }),
      draft([], { path: '/help', title: { en: 'Questions' }, layout: 'minimal' }),
    );
    expect(result.page).toEqual([
      { label: 'Path', from: '/faq', to: '/help' },
      { label: 'Title (English)', from: '“Answers”', to: '“Questions”' },
      { label: 'Title (Polish)', from: '“Odpowiedzi”', to: '(empty)' },
      { label: 'Top bar', from: 'Full navigation', to: 'Minimal' },
    ]);
  });

  it('should list a change of what a link page points at and how it opens', () => {
    const result = diffDrafts(
      draft([], { type: 'url_redirection', link_type: 'internal', to: 'page:4', link_new_window: false }),
      draft([], { type: 'url_redirection', link_type: 'external', to: 'https://example.com/', link_new_window: true }),
    );
    expect(result.page).toEqual([
      { label: 'Redirect to', from: '“page:4”', to: '“https://example.com/”' },
      { label: 'Link type', from: 'Page of this site', to: 'External address' },
      { label: 'Opens in a new window', from: 'No', to: 'Yes' },
    ]);
  });

  it('should name blocks added, removed and moved by their template names and positions', () => {
    const a = withId(quoteBlock('A'), 'a');
    const b = withId(quoteBlock('B'), 'b');
    const c = withId(quoteBlock('C'), 'c');
    const acc = accordionBlock(1);
    // Now: A B C Accordion; the version: C A B and no accordion, plus a new quote D.
    const result = diffDrafts(draft([a, b, c, acc]), draft([c, a, b, withId(quoteBlock('D'), 'd')]));
    expect(result.removed).toEqual([{ position: 4, name: 'Accordion' }]);
    expect(result.added).toEqual([{ position: 4, name: 'Quote' }]);
    // Only C moved: A and B kept their order.
    expect(result.moved).toEqual([{ position: 1, from: 3, name: 'Quote' }]);
    expect(result.changed).toEqual([]);
  });

  it('should list a block’s changed fields and whole groups readably', () => {
    const now = accordionBlock(1);
    const then = accordionBlock(2);
    then.data.fields = { ...then.data.fields, heading: { en: 'Help <b>desk</b>' }, theme: 'grey-theme' };
    const [changed] = diffDrafts(draft([now]), draft([then])).changed;
    expect(changed?.name).toBe('Accordion');
    expect(changed?.fields).toEqual(
      expect.arrayContaining([
        { label: 'Heading (English)', from: '“FAQ”', to: '“Help desk”' },
        expect.objectContaining({ label: expect.stringMatching(/^Theme/), from: '“white-theme”', to: '“grey-theme”' }),
        { label: 'Group 2', from: '(empty)', to: '“Question B”' },
      ]),
    );
  });
});

describe('describeValue', () => {
  it('should read values as short text, never as JSON', () => {
    expect(describeValue(true)).toBe('Yes');
    expect(describeValue(['x', 'y'])).toBe('2 items');
    expect(describeValue('x'.repeat(200))).toHaveLength(82);
    expect(describeValue({ url: '/offers', label: 'Offers' })).toBe('“/offers · Offers”');
  });
});
