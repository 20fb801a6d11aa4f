/**
 * Typing in one block re-renders that block's form alone: on a long page every other block's
 * fields would otherwise be rendered again on each key.
 */
import type { Block, ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { quoteBlock, uniquePath } from '../test/pages.js';
import { renderWithProviders } from '../test/render.js';
import type * as FieldInputModule from '../fields/field-input.js';
import { PageEditor } from './page-editor.js';

/** How often each block's field list rendered, by its id prefix (`fe-block-<id>`). */
const renders = new Map<string, number>();
vi.mock('../fields/field-input.js', async (importOriginal) => {
  const actual = await importOriginal<typeof FieldInputModule>();
  return {
    ...actual,
    FieldList: (props: Parameters<typeof actual.FieldList>[0]) => {
      renders.set(props.idPrefix, (renders.get(props.idPrefix) ?? 0) + 1);
      return createElement(actual.FieldList, props);
    },
  };
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
  it('should re-render only the block being typed in', async () => {
    const blocks: Block[] = ['a', 'b', 'c'].map((id) => ({ ...quoteBlock(`Quote ${id}`), id }));
    const page = await client.admin.createPage({ path: uniquePath('isolation'), title: { en: 'Isolation' }, blocks });
    renderWithProviders(<PageEditor client={client} pageId={page.id} openWindow={vi.fn()} autosaveDelay={null} />);
    const second = await screen.findByRole('article', { name: /^2\. Quote/ }, { timeout: 30_000 });
    const field = within(second).getByRole('textbox', { name: 'Quote (English) (required)' });

    renders.clear();
    await userEvent.type(field, ' and more');
    expect(field).toHaveValue('Quote b and more');
    expect(renders.get('fe-block-b')).toBeGreaterThan(0);
    expect(renders.get('fe-block-a') ?? 0).toBe(0);
    expect(renders.get('fe-block-c') ?? 0).toBe(0);
  });
});
