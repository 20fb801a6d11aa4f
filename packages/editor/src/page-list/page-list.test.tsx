import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeContentService, makePage } from '../test/fake-content-service.js';
import { renderWithProviders } from '../test/render.js';
import { PageList } from './page-list.js';

const seed = () =>
  createFakeContentService({
    pages: [
      makePage({ id: 1, path: '/offers', title: { en: 'Offers' }, status: 'published', published_at: '2026-11-01T10:00:00Z', has_unpublished_changes: false }),
      makePage({ id: 2, path: '/defender', title: { en: 'Defender' } }),
      makePage({ id: 3, path: '/old', title: { en: 'Old page' }, status: 'disabled' }),
    ],
  });

describe('given the page list', () => {
  it('should list pages by path with title and status, and filter them', async () => {
    const { client } = seed();
    renderWithProviders(<PageList client={client} editorHref={(id) => `/cms/pages/${id}`} onOpenPage={vi.fn()} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['/defender', '/offers', '/old']);
    expect(within(rows[1]!).getByText('Published')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Disabled')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter pages' }), 'offer');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Showing 1 of 3 pages')).toBeInTheDocument();
  });

  it('should sort by a column header, and reverse on a second press', async () => {
    const { client } = seed();
    renderWithProviders(<PageList client={client} editorHref={(id) => `/cms/pages/${id}`} onOpenPage={vi.fn()} />);
    const table = await screen.findByRole('table');
    const paths = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent);
    const titleHeader = within(table).getByRole('columnheader', { name: /Title/ });
    await userEvent.click(within(titleHeader).getByRole('button'));
    expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(paths()).toEqual(['/defender', '/offers', '/old']);
    await userEvent.click(within(titleHeader).getByRole('button'));
    expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
    expect(paths()).toEqual(['/old', '/offers', '/defender']);
  });

  it('should open a page’s editor from its link', async () => {
    const { client } = seed();
    const onOpenPage = vi.fn();
    renderWithProviders(<PageList client={client} editorHref={(id) => `/cms/pages/${id}`} onOpenPage={onOpenPage} />);
    const link = await screen.findByRole('link', { name: '/offers' });
    expect(link).toHaveAttribute('href', '/cms/pages/1');
    await userEvent.click(link);
    expect(onOpenPage).toHaveBeenCalledWith(1);
  });
});

describe('given the New page dialog', () => {
  it('should show the server’s 409 when the path is taken, then create and open a free one', async () => {
    const { client, state } = seed();
    const onOpenPage = vi.fn();
    renderWithProviders(<PageList client={client} editorHref={(id) => `/cms/pages/${id}`} onOpenPage={onOpenPage} newPagePath="/offers" />);
    const dialog = await screen.findByRole('dialog', { name: 'New page' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (English) (required)' }), 'Summer offers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A page already exists at /offers. Choose another path.');

    const path = within(dialog).getByRole('textbox', { name: 'Path (required)' });
    await userEvent.clear(path);
    await userEvent.type(path, '/offers/summer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    await vi.waitFor(() => expect(onOpenPage).toHaveBeenCalledWith(4));
    expect(state.pages.get(4)).toMatchObject({ path: '/offers/summer', title: { en: 'Summer offers' } });
  });
});
