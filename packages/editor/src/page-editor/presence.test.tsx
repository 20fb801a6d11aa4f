/**
 * Presence in the page editor against the real content service: the file's admin (Ada Admin)
 * has the editor open, the seeded editor (Edward Editor) is another person in another browser.
 */
import { randomUUID } from 'node:crypto';
import type { Block, ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accordionBlock, uniquePath } from '../test/pages.js';
import { renderWithProviders } from '../test/render.js';
import { PageEditor } from './page-editor.js';
import { presenceTime } from './presence-alert.js';

let service: FileContentService;
let client: ContentClient;
let edward: ContentClient;
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
  edward = (await service.signIn('editor')).client();
});
afterAll(async () => {
  await service?.close();
});

const createPage = (blocks: Block[]) => client.admin.createPage({ path: uniquePath('presence'), title: { en: 'Questions' }, blocks });

async function renderEditor(pageId: number) {
  const view = renderWithProviders(<PageEditor client={client} pageId={pageId} openWindow={vi.fn()} autosaveDelay={null} />);
  await screen.findByRole('heading', { level: 1, name: /^Edit page:/ }, { timeout: 30_000 });
  return view;
}

/** What a user does by coming back to the tab: the editor asks the service at once. */
const returnToTab = () => act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

describe('given Edward has the page open when Ada opens it', () => {
  it('should tell Ada who is editing and since when, and let her take over', async () => {
    const page = await createPage([accordionBlock(1)]);
    const edwardTab = randomUUID();
    expect((await edward.admin.pagePresence(page.id, edwardTab)).others).toEqual([]);
    await renderEditor(page.id);

    const alert = (await screen.findByText(/is editing this page since/)).closest('[role="status"]') as HTMLElement;
    expect(alert).toHaveTextContent(/Edward Editor \(editor@forecourt\.test\) is editing this page since \d\d:\d\d\./);
    expect(within(alert).getByRole('heading', { name: 'Someone else is editing this page' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Take over editing' }));
    await waitFor(() => expect(screen.queryByText(/is editing this page since/)).not.toBeInTheDocument());
    const told = await edward.admin.pagePresence(page.id, edwardTab);
    expect(told.taken_over).toMatchObject({ name: 'Ada Admin', email: 'admin@forecourt.test' });
  });
});

describe('given Edward takes over while Ada has unsaved edits', () => {
  it('should stop Ada’s editing politely, keep her edits and ask before reloading', async () => {
    const page = await createPage([accordionBlock(1)]);
    await renderEditor(page.id);
    const settings = screen.getByRole('region', { name: 'Page settings' });
    const title = within(settings).getByRole('textbox', { name: 'Title (English) (required)' });
    await userEvent.type(title, ' (Ada)');

    const edwardTab = randomUUID();
    const taken = await edward.admin.takeOverPage(page.id, edwardTab);
    expect(taken.others).toEqual([]);
    // Edward saves his own change meanwhile.
    await edward.admin.updatePage(page.id, { version: 1, title: { en: 'Edward’s questions' } });
    await returnToTab();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Edward Editor \(editor@forecourt\.test\) took over editing at \d\d:\d\d/);
    expect(alert).toHaveTextContent('Autosave is off in this tab. Your unsaved changes are still here');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(title).toHaveValue('Questions (Ada)');

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload to see their changes' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your unsaved changes and load version 2?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard and load version 2' }));
    await waitFor(() => expect(within(settings).getByRole('textbox', { name: 'Title (English) (required)' })).toHaveValue('Edward’s questions'));
    expect(screen.queryByText(/took over editing/)).not.toBeInTheDocument();
    // Ada edits again: Edward's tab lists her once her fresh session has said hello.
    await waitFor(async () =>
      expect((await edward.admin.pagePresence(page.id, edwardTab)).others.map((o) => o.email)).toContain('admin@forecourt.test'),
    );
  });
});

describe('presenceTime', () => {
  it('should give the local time today and the date on another day', () => {
    const now = new Date(2026, 10, 24, 15, 0);
    expect(presenceTime(new Date(2026, 10, 24, 14, 5).toISOString(), now)).toBe('14:05');
    expect(presenceTime(new Date(2026, 10, 23, 9, 30).toISOString(), now)).toBe('23 Nov, 09:30');
  });
});
