/**
 * The audit log screen against the real content service (its own per file): the changes below
 * are made over HTTP by the seeded admin and editor, and the screen lists what the service recorded.
 */
import type { ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import { AuditLogScreen } from './audit-log-screen.js';

let service: FileContentService;
let client: ContentClient;
let pageId: number;
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
  await client.admin.putSetting('campaign.banner', 'secret-campaign-code');
  await client.admin.deleteSetting('campaign.banner');
  const editor = (await service.signIn('editor')).client();
  const page = await editor.admin.createPage({ path: '/audit-demo', title: { en: 'Audit demo' } });
  await editor.admin.publishPage(page.id, page.version);
  pageId = page.id;
});
afterAll(async () => {
  await service?.close();
});

/** The table's rows as [when, who, what, summary], header row left out. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));

describe('given changes made by the admin and an editor', () => {
  it('should list who changed what, newest first, in a captioned table', async () => {
    renderWithProviders(<AuditLogScreen client={client} />);
    const table = await screen.findByRole('table', { name: 'Changes, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'What', 'Summary']);
    expect(rows().map(([, who, what, summary]) => [who, what, summary])).toEqual([
      ['editor@forecourt.test', `Page ${pageId} published`, 'Published /audit-demo (version 1)'],
      ['editor@forecourt.test', `Page ${pageId} created`, 'Created /audit-demo'],
      [
        'admin@forecourt.test',
        'Setting campaign.banner deleted',
        'Removed the server value of campaign.banner',
      ],
      ['admin@forecourt.test', 'Setting campaign.banner changed', 'Set campaign.banner'],
    ]);
    expect(within(table).getAllByRole('rowheader')[0]!.querySelector('time')).toHaveAttribute(
      'dateTime',
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    );
    expect(table).not.toHaveTextContent('secret-campaign-code');
    expect(screen.getByText('4 changes, page 1 of 1')).toBeInTheDocument();
  });

  it('should filter by the type of change and by who made it', async () => {
    renderWithProviders(<AuditLogScreen client={client} />);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Type of change' }),
      'Settings',
    );
    await screen.findByRole('table', { name: 'Changes (settings), newest first' });
    expect(rows().map(([, , what]) => what)).toEqual([
      'Setting campaign.banner deleted',
      'Setting campaign.banner changed',
    ]);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Type of change' }),
      'All types',
    );
    // Who can be picked: everyone in the log, whoever changed something last first.
    const changedBy = await screen.findByRole('combobox', { name: 'Changed by' });
    expect(within(changedBy).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Anyone',
      'editor@forecourt.test',
      'admin@forecourt.test',
    ]);
    await userEvent.selectOptions(changedBy, 'editor@forecourt.test');
    await screen.findByRole('table', { name: 'Changes (by editor@forecourt.test), newest first' });
    expect(rows().map(([, who]) => who)).toEqual([
      'editor@forecourt.test',
      'editor@forecourt.test',
    ]);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Type of change' }),
      'Media',
    );
    expect(await screen.findByText('No change matches the filters.')).toBeInTheDocument();
  });

  it('should page through older changes', async () => {
    renderWithProviders(<AuditLogScreen client={client} pageSize={3} />);
    await screen.findByText('4 changes, page 1 of 2');
    const pager = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(within(pager).getByRole('button', { name: 'Newer changes' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Older changes' }));
    await screen.findByText('4 changes, page 2 of 2');
    await waitFor(() =>
      expect(rows().map(([, , what]) => what)).toEqual(['Setting campaign.banner changed']),
    );
    expect(within(pager).getByRole('button', { name: 'Older changes' })).toBeDisabled();
  });
});

describe('given the filters for one item, a date range and page numbers', () => {
  it('should show one item’s changes, keep to the dates, and jump to a page by number', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuditLogScreen client={client} pageSize={1} />);
    await screen.findByText('4 changes, page 1 of 4');
    await user.type(screen.getByRole('searchbox', { name: 'Item id' }), `${pageId}{Enter}`);
    await screen.findByRole('table', { name: `Changes (item ${pageId}), newest first` });
    expect(screen.getByText(`2 changes (item ${pageId}), page 1 of 2`)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Audit log pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await screen.findByText(`2 changes (item ${pageId}), page 2 of 2`);
    await waitFor(() => expect(rows().map(([, , what]) => what)).toEqual([`Page ${pageId} created`]));
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.clear(screen.getByRole('searchbox', { name: 'Item id' }));
    await user.type(screen.getByLabelText('To'), '2001-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No change matches the filters.')).toBeInTheDocument();
  });

  it('should show the filters it is given (from the URL) and report changes to them', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    renderWithProviders(
      <AuditLogScreen client={client} filters={{ entity_type: 'setting', page: 1 }} onFiltersChange={(next) => changes.push(next)} />,
    );
    await screen.findByRole('table', { name: 'Changes (settings), newest first' });
    expect(screen.getByRole('combobox', { name: 'Type of change' })).toHaveValue('setting');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Changed by' }), 'admin@forecourt.test');
    expect(changes).toEqual([{ entity_type: 'setting', actor: 'admin@forecourt.test' }]);
  });

  it('should keep an actor from the URL who is not in the list choosable, and choose anyone again', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    renderWithProviders(<AuditLogScreen client={client} filters={{ actor: 'gone@forecourt.test' }} onFiltersChange={(next) => changes.push(next)} />);
    expect(await screen.findByText('No change matches the filters.')).toBeInTheDocument();
    const changedBy = await screen.findByRole('combobox', { name: 'Changed by' });
    await waitFor(() => expect(changedBy).toHaveValue('gone@forecourt.test'));
    await user.selectOptions(changedBy, 'Anyone');
    expect(changes).toEqual([{}]);
  });
});

describe('given a signed-in editor, who may not read the log', () => {
  it('should say the log could not be loaded, with the service’s reason', async () => {
    const editor = (await service.signIn('editor')).client();
    renderWithProviders(<AuditLogScreen client={editor} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit log could not be loaded: You do not have permission to do this',
    );
  });
});
