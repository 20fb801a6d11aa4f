/**
 * The "Top bar" choice of the page settings (site-shell.md §2: a minimal topbar with only a logo
 * and a title, for a different brand): the form control alone, then a save through the real
 * content service.
 */
import type { ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageDraft, quoteBlock, uniquePath } from '../test/pages.js';
import { renderWithProviders } from '../test/render.js';
import type { PageDraft } from './draft.js';
import { PageEditor } from './page-editor.js';
import { PageSettings } from './page-settings.js';

const draft = (patch: Partial<PageDraft> = {}) => pageDraft({ path: '/partner-programme', title: { en: 'Partner programme' }, ...patch });

const renderSettings = (value: PageDraft, onChange = vi.fn()) =>
  render(<PageSettings draft={value} onChange={onChange} locale="en" issues={[]} showRequired={false} idPrefix="t" />);

describe('PageSettings top bar', () => {
  describe('given a page with the main layout', () => {
    it('should offer both top bars under a labelled select with full navigation chosen', () => {
      renderSettings(draft());
      const select = screen.getByRole('combobox', { name: 'Top bar' });
      expect(select).toHaveValue('main');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
        expect.arrayContaining(['Full navigation', 'Minimal: logo and title']),
      );
      expect(select).toHaveAccessibleDescription("Minimal shows only the logo and the page title, e.g. for a partner brand's page.");
    });

    it('should report the minimal layout when the editor picks it', async () => {
      const onChange = vi.fn();
      renderSettings(draft(), onChange);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Top bar' }), 'Minimal: logo and title');
      expect(onChange).toHaveBeenCalledWith({ layout: 'minimal' });
    });
  });

  describe('given the server refused the layout', () => {
    it('should show its message on the select', () => {
      render(
        <PageSettings
          draft={draft()}
          onChange={vi.fn()}
          locale="en"
          issues={[{ path: 'meta.layout', rule: 'invalid_value', message: 'meta.layout must be one of: main, minimal' }]}
          showRequired={false}
          idPrefix="t"
        />,
      );
      const select = screen.getByRole('combobox', { name: 'Top bar' });
      expect(select).toBeInvalid();
      expect(select).toHaveAccessibleDescription(expect.stringContaining('meta.layout must be one of: main, minimal'));
    });
  });

  describe('given a URL redirection', () => {
    it('should not ask for a top bar visitors never see', () => {
      renderSettings(draft({ type: 'url_redirection' }));
      expect(screen.queryByRole('combobox', { name: 'Top bar' })).not.toBeInTheDocument();
    });
  });
});

describe('PageEditor top bar', () => {
  let service: FileContentService;
  let client: ContentClient;
  beforeAll(async () => {
    service = await startFileContentService();
    client = service.client();
  });
  afterAll(async () => {
    await service?.close();
  });

  it('should save the minimal top bar and show it chosen when the page is opened again', async () => {
    const page = await client.admin.createPage({ path: uniquePath('partner'), title: { en: 'Partner programme' }, blocks: [quoteBlock('Welcome, partners')] });
    const first = renderWithProviders(<PageEditor client={client} pageId={page.id} openWindow={vi.fn()} />);
    const select = await screen.findByRole('combobox', { name: 'Top bar' }, { timeout: 30_000 });
    expect(select).toHaveValue('main');
    await userEvent.selectOptions(select, 'Minimal: logo and title');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved (version 2).', { selector: '.fe-notice__text' });
    expect((await client.admin.getPage(page.id)).meta.layout).toBe('minimal');
    first.unmount();

    renderWithProviders(<PageEditor client={client} pageId={page.id} openWindow={vi.fn()} />);
    expect(await screen.findByRole('combobox', { name: 'Top bar' }, { timeout: 30_000 })).toHaveValue('minimal');
  });
});
