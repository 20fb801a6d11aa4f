/**
 * Dragging a block on the preview moves it on the page, as dragging its card does: by keyboard
 * (Space, arrows, Space) with announcements, and undoable.
 */
import type { Block, ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteBlock, uniquePath } from '../test/pages.js';
import { renderWithProviders } from '../test/render.js';
import { PageEditor } from './page-editor.js';

let service: FileContentService;
let client: ContentClient;
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
});
afterAll(async () => {
  await service?.close();
});

// jsdom lays nothing out: give each previewed block a 100 px tall box in page order, so the
// keyboard sensor can find the block below the one being moved.
beforeEach(() => {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (!this.classList.contains('fe-preview__item')) return original.call(this);
    const index = [...this.parentElement!.children].indexOf(this);
    return DOMRect.fromRect({ x: 0, y: index * 100, width: 600, height: 100 });
  });
});
afterEach(() => vi.restoreAllMocks());

const cardOrder = () => screen.getAllByRole('article').map((card) => /—\s*(.+)$/.exec(card.querySelector('.fe-disclosure')!.textContent!)?.[1]);

describe('given a page of three blocks in the editor', () => {
  it('should move a block dragged by keyboard on the preview, announce each step and undo the move', async () => {
    const blocks: Block[] = ['Alpha', 'Bravo', 'Charlie'].map((text, i) => ({ ...quoteBlock(text), id: `q${i}` }));
    const page = await client.admin.createPage({ path: uniquePath('preview-drag'), title: { en: 'Preview drag' }, blocks });
    renderWithProviders(<PageEditor client={client} pageId={page.id} openWindow={vi.fn()} autosaveDelay={null} />);
    const preview = await screen.findByRole('region', { name: /^Preview/ }, { timeout: 30_000 });
    const handle = await within(preview).findByRole('button', { name: 'Drag block 1 (Quote) in the preview' }, { timeout: 30_000 });
    expect(cardOrder()).toEqual(['Alpha', 'Bravo', 'Charlie']);

    handle.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText(/^Picked up block 1 \(Quote\)\./)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByText('Block 1 (Quote) is over position 2 of 3.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByText('Block 1 (Quote) is over position 3 of 3.')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('Block 1 (Quote) dropped at position 3 of 3.')).toBeInTheDocument();

    expect(cardOrder()).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(screen.getAllByText('Block 1 (Quote) moved to position 3.')[0]).toBeVisible();
    expect(within(preview).getAllByRole('button', { name: /in the preview$/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Drag block 1 (Quote) in the preview',
      'Drag block 2 (Quote) in the preview',
      'Drag block 3 (Quote) in the preview',
    ]);
    expect(preview.querySelector('[data-block-id="q0"]')?.id).toBe('component-3');

    await userEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(cardOrder()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });
});
