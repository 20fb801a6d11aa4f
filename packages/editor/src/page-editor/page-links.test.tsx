/**
 * Pages that are links or folders, as the page settings make them: the kind, the link type and
 * its target (a page picked from the real content service, an address, a file), the new-window
 * flag; and what the editor says is wrong before saving.
 */
import { internalLinkTo, LINK_TARGET_MESSAGES, type ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageDraft, uniquePath } from '../test/pages.js';
import { renderWithProviders } from '../test/render.js';
import { validateDraft, type PageDraft } from './draft.js';
import { PageSettings } from './page-settings.js';

let service: FileContentService;
let client: ContentClient;
let target: { id: number; path: string };
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
  const created = await client.admin.createPage({ path: uniquePath('link-target'), title: { en: 'Defender range' } });
  target = { id: created.id, path: created.path };
});
afterAll(async () => {
  await service?.close();
});

const draft = (patch: Partial<PageDraft> = {}) => pageDraft({ path: '/go', title: { en: 'Go' }, ...patch });

/** The settings holding their draft, as the page editor does; `seen` gets every draft. */
function Settings({ initial, seen }: { initial: PageDraft; seen: (draft: PageDraft) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PageSettings
      draft={value}
      onChange={(patch) => {
        const next = { ...value, ...patch };
        seen(next);
        setValue(next);
      }}
      locale="en"
      issues={[]}
      showRequired={false}
      idPrefix="t"
    />
  );
}

const renderSettings = (initial: PageDraft = draft()) => {
  const seen = vi.fn<(draft: PageDraft) => void>();
  renderWithProviders(<Settings initial={initial} seen={seen} />, { client });
  return () => seen.mock.lastCall![0];
};

describe('given a page with blocks', () => {
  it('should make it a folder that sends visitors to a path', async () => {
    const latest = renderSettings();
    await userEvent.click(screen.getByRole('radio', { name: 'Folder' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Send visitors to' }), '/models');
    expect(latest()).toMatchObject({ type: 'page', page_type: 'folder', redirect_path: '/models' });
    expect(screen.queryByRole('combobox', { name: 'Top bar' })).not.toBeInTheDocument();
  });

  it('should make it a link to a page picked by title, named by its id', async () => {
    const latest = renderSettings();
    await userEvent.click(screen.getByRole('radio', { name: 'URL redirection' }));
    expect(screen.getByRole('radio', { name: 'Page of this site' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Choose page for the link' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search pages by title or path' }), target.path);
    const pages = screen.getByRole('group', { name: 'Pages for the link' });
    await userEvent.click(await within(pages).findByRole('button', { name: `Defender range ${target.path}` }));
    expect(latest()).toMatchObject({ type: 'url_redirection', link_type: 'internal', to: internalLinkTo(target.id) });
    expect(await screen.findByText(`Links to ${target.path}`)).toBeInTheDocument();
  });
});

describe('given a link page', () => {
  it('should take an external address, its code and the new-window choice', async () => {
    const latest = renderSettings(draft({ type: 'url_redirection', to: internalLinkTo(1) }));
    await userEvent.click(screen.getByRole('radio', { name: 'External address' }));
    expect(screen.getByRole('textbox', { name: 'Redirect to (required)' })).toHaveValue('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Redirect to (required)' }), 'https://configurator.example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'HTTP status' }), '301 — moved permanently');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open in a new window' }));
    expect(latest()).toMatchObject({ link_type: 'external', to: 'https://configurator.example.com', http_code: 301, link_new_window: true });
  });

  it('should say what is wrong with a target before saving', () => {
    expect(validateDraft(draft({ type: 'url_redirection', link_type: 'external', to: 'www.example.com' }))).toContainEqual({
      path: 'to',
      rule: 'link_target',
      message: LINK_TARGET_MESSAGES.external,
    });
    expect(validateDraft(draft({ type: 'url_redirection', link_type: 'file', to: '/api/v1/image/brochure/w/1600' }))).toEqual([]);
    expect(validateDraft(draft({ page_type: 'folder', redirect_path: 'models' }))).toContainEqual(expect.objectContaining({ path: 'redirect_path' }));
  });
});
