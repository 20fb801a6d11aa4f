/**
 * Typing in one block re-renders that block alone, in the form and in the preview: on a long page
 * every other block's fields, drag handle and preview would otherwise be rendered again on each key.
 */
import type { Block, ContentClient } from '@forecourt/api-client';
import type * as BlocksModule from '@forecourt/blocks';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { quoteBlock, uniquePath } from '../test/pages.js';
import { renderWithProviders } from '../test/render.js';
import type * as FieldInputModule from '../fields/field-input.js';
import type * as SortableModule from '../ui/sortable.js';
import { PageEditor } from './page-editor.js';

/** How often each block's parts rendered: `form:<id>`, `handle:<id>`, `preview:<id>`. */
const renders = new Map<string, number>();
const count = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);

vi.mock('../fields/field-input.js', async (importOriginal) => {
  const actual = await importOriginal<typeof FieldInputModule>();
  return {
    ...actual,
    FieldList: (props: Parameters<typeof actual.FieldList>[0]) => {
      count(`form:${props.idPrefix.replace(/^fe-block-/, '')}`);
      return createElement(actual.FieldList, props);
    },
  };
});

vi.mock('../ui/sortable.js', async (importOriginal) => {
  const actual = await importOriginal<typeof SortableModule>();
  return {
    ...actual,
    SortableItem: (props: Parameters<typeof actual.SortableItem>[0]) => createElement(CountedItem, props),
  };
  // A component of its own, so the count is of the item's renders (its dnd-kit hooks included).
  function CountedItem(props: Parameters<typeof actual.SortableItem>[0]) {
    count(`handle:${props.id}`);
    return actual.SortableItem(props);
  }
});

// The preview's quote view, counted: the site's own view renders inside it.
vi.mock('@forecourt/blocks', async (importOriginal) => {
  const actual = await importOriginal<typeof BlocksModule>();
  const quoteLoader = actual.blockViewLoaders['quote']!;
  const views = {
    ...actual.blockViewLoaders,
    quote: async () => {
      const { default: View } = await quoteLoader();
      return { default: (props: BlocksModule.BlockViewProps) => (count(`preview:${props.blockId}`), createElement(View, props)) };
    },
  };
  return { ...actual, BlockListEntry: (props: BlocksModule.BlockListEntryProps) => createElement(actual.BlockListEntry, { ...props, views }) };
});

let service: FileContentService;
let client: ContentClient;
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
});
afterAll(async () => {
  await service?.close();
});

describe('given a page of three blocks', () => {
  it('should re-render only the block being typed in, in the form and in the preview', async () => {
    const blocks: Block[] = ['a', 'b', 'c'].map((id) => ({ ...quoteBlock(`Quote ${id}`), id }));
    const page = await client.admin.createPage({ path: uniquePath('isolation'), title: { en: 'Isolation' }, blocks });
    renderWithProviders(<PageEditor client={client} pageId={page.id} openWindow={vi.fn()} autosaveDelay={null} />);
    const second = await screen.findByRole('article', { name: /^2\. Quote/ }, { timeout: 30_000 });
    const field = within(second).getByRole('textbox', { name: 'Quote (English) (required)' });
    const preview = screen.getByRole('region', { name: /^Preview/ });
    // Every block's view loaded and shown before counting (a view still loading renders once more).
    for (const text of ['Quote a', 'Quote b', 'Quote c']) await within(preview).findByText(text, {}, { timeout: 30_000 });

    renders.clear();
    await userEvent.type(field, ' and more');
    expect(field).toHaveValue('Quote b and more');
    await within(preview).findByText('Quote b and more');
    expect(renders.get('form:b')).toBeGreaterThan(0);
    expect(renders.get('preview:b')).toBeGreaterThan(0);
    for (const other of ['a', 'c']) {
      expect(renders.get(`form:${other}`) ?? 0).toBe(0);
      expect(renders.get(`handle:${other}`) ?? 0).toBe(0);
      expect(renders.get(`preview:${other}`) ?? 0).toBe(0);
    }
  });
});
