/**
 * The page list against the real content service (its own per file, seeded demo site): the tests
 * create their pages under one unique prefix and filter to it, so the seeded pages stay out of
 * the way.
 */
import type { ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniquePath } from '../test/pages.js';
import { renderWithProviders } from '../test/render.js';
import { PageList } from './page-list.js';

let service: FileContentService;
let client: ContentClient;
/** Folder of this file's pages, e.g. `/list-m3x9k2-1`. */
let root: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
  root = uniquePath('list');
  const offers = await client.admin.createPage({ path: `${root}/offers`, title: { en: 'Offers' } });
  await client.admin.publishPage(offers.id, offers.version);
  const defender = await client.admin.createPage({ path: `${root}/defender`, title: { en: 'Defender' } });
  const old = await client.admin.createPage({ path: `${root}/old`, title: { en: 'Old page' } });
  await client.admin.setPageStatus(old.id, 'disabled', old.version);
  Object.assign(ids, { offers: offers.id, defender: defender.id, old: old.id });
});
afterAll(async () => {
  await service?.close();
});

const renderList = (props: { onOpenPage?: (id: number) => void; newPagePath?: string } = {}) =>
  renderWithProviders(<PageList client={client} editorHref={(id) => `/cms/pages/${id}`} onOpenPage={props.onOpenPage ?? vi.fn()} newPagePath={props.newPagePath} />);

describe('given the page list', () => {
  it('should list pages by path with title and status, and filter them', async () => {
    const total = (await client.admin.listPages()).length;
    renderList();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(total + 1);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter pages' }), root);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([`${root}/defender`, `${root}/offers`, `${root}/old`]);
    expect(within(rows[1]!).getByText('Published')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText(`Showing 3 of ${total} pages`)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter pages' }), '/offer');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText(`Showing 1 of ${total} pages`)).toBeInTheDocument();
  });

  it('should sort by a column header, and reverse on a second press', async () => {
    renderList();
    const table = await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter pages' }), root);
    const paths = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent);
    const titleHeader = within(table).getByRole('columnheader', { name: /Title/ });
    await userEvent.click(within(titleHeader).getByRole('button'));
    expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(paths()).toEqual([`${root}/defender`, `${root}/offers`, `${root}/old`]);
    await userEvent.click(within(titleHeader).getByRole('button'));
    expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
    expect(paths()).toEqual([`${root}/old`, `${root}/offers`, `${root}/defender`]);
  });

  it('should open a page’s editor from its link', async () => {
    const onOpenPage = vi.fn();
    renderList({ onOpenPage });
    const link = await screen.findByRole('link', { name: `${root}/offers` });
    expect(link).toHaveAttribute('href', `/cms/pages/${ids.offers}`);
    await userEvent.click(link);
    expect(onOpenPage).toHaveBeenCalledWith(ids.offers);
  });
});

describe('given a page with a schedule', () => {
  it('should say when it publishes and unpublishes, in local time', async () => {
    const page = await client.admin.createPage({ path: `${root}/winter`, title: { en: 'Winter sale' } });
    // Local 24 Nov 09:00 whatever the machine's zone: the list shows the editor's own time.
    await client.admin.schedulePage(page.id, {
      publish_at: new Date(2030, 10, 24, 9, 0).toISOString(),
      unpublish_at: new Date(2030, 11, 31, 18, 30).toISOString(),
      version: page.version,
    });
    renderList();
    const link = await screen.findByRole('link', { name: `${root}/winter` });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Publishes 24 Nov, 09:00')).toBeInTheDocument();
    expect(within(row).getByText('Unpublishes 31 Dec, 18:30')).toBeInTheDocument();
    const offers = (await screen.findByRole('link', { name: `${root}/offers` })).closest('tr')!;
    expect(within(offers).queryByText(/Publishes|Unpublishes/)).toBeNull();
  });
});

describe('given the New page dialog', () => {
  it('should show the server’s 409 when the path is taken, then create and open a free one', async () => {
    const onOpenPage = vi.fn();
    renderList({ onOpenPage, newPagePath: `${root}/offers` });
    const dialog = await screen.findByRole('dialog', { name: 'New page' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (English) (required)' }), 'Summer offers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`A page already exists at ${root}/offers. Choose another path.`);

    const path = within(dialog).getByRole('textbox', { name: 'Path (required)' });
    await userEvent.clear(path);
    await userEvent.type(path, `${root}/offers/summer`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    await vi.waitFor(() => expect(onOpenPage).toHaveBeenCalled());
    const created = await client.admin.getPage(onOpenPage.mock.calls[0]![0] as number);
    expect(created).toMatchObject({ path: `${root}/offers/summer`, title: { en: 'Summer offers' }, status: 'draft' });
  });
});
