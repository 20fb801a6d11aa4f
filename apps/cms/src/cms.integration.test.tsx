/**
 * The cms against the real content service (in-memory PGlite, seeded content): the page editor's
 * save, conflict and publish round trips over HTTP, signed in through the embedded provider.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CmsApp } from './app.js';

// This file's own service, from the factory of @forecourt/test-server/global-setup.
let service: FileContentService;
beforeAll(async () => {
  service = await startFileContentService();
});
afterAll(async () => {
  await service?.close();
});

const serviceFetch = (path: string, init?: RequestInit) => fetch(`${service.url}${path}`, init);
/** What the browser does on the cms origin: same-origin requests carrying the session cookie. */
const browserFetch: typeof fetch = (input, init) => service.browserFetch(input, init);

async function pageIdAt(path: string): Promise<number> {
  const body = (await (await serviceFetch('/admin_api/pages', { headers: service.headers })).json()) as { data: { id: number; path: string }[] };
  return body.data.find((page) => page.path === path)!.id;
}

describe('given an editor working on a seeded page against the real content service', () => {
  it('should refuse a stale save with the service’s message, keep the edit, and reload on request', async () => {
    const id = await pageIdAt('/offers');
    render(<CmsApp fetch={browserFetch} history={createMemoryHistory({ initialEntries: [`/cms/pages/${id}`] })} assign={vi.fn()} />);
    const settings = await screen.findByRole('region', { name: 'Page settings' }, { timeout: 10_000 });
    const title = within(settings).getByRole('textbox', { name: 'Title (English) (required)' });

    // Someone else saves the page first.
    const current = (await (await serviceFetch(`/admin_api/pages/${id}`, { headers: service.headers })).json()) as { data: { version: number } };
    const theirs = await serviceFetch(`/admin_api/pages/${id}`, {
      method: 'PUT',
      headers: service.headers,
      body: JSON.stringify({ version: current.data.version, title: { en: 'Their offers' } }),
    });
    expect(theirs.status).toBe(200);

    await userEvent.clear(title);
    await userEvent.type(title, 'My offers');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(/This page was changed by someone else since you opened it \(your version \d+, current version \d+\)\. Reload to see their changes; nothing was overwritten\./);
    expect(title).toHaveValue('My offers');

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload latest' }));
    // The edit is unsaved: the reload asks before it discards it.
    const ask = await screen.findByRole('dialog', { name: /^Discard your unsaved changes and load version \d+\?$/ });
    await userEvent.click(within(ask).getByRole('button', { name: /^Discard and load version \d+$/ }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Page settings' })).getByRole('textbox', { name: 'Title (English) (required)' })).toHaveValue('Their offers'));
  }, 30_000);

  it('should save a draft and publish it so the public API serves it', async () => {
    const id = await pageIdAt('/models');
    render(<CmsApp fetch={browserFetch} history={createMemoryHistory({ initialEntries: [`/cms/pages/${id}`] })} assign={vi.fn()} />);
    const settings = await screen.findByRole('region', { name: 'Page settings' }, { timeout: 10_000 });
    const title = within(settings).getByRole('textbox', { name: 'Title (English) (required)' });
    await userEvent.clear(title);
    await userEvent.type(title, 'All our models');
    // With unsaved changes the button saves first, then publishes the saved version.
    await userEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText('Published. Visitors now see this version.', { selector: '.fe-notice__text' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Published', { selector: '.fe-status' })).toBeInTheDocument();

    const published = (await (await serviceFetch('/public_api/pages/by_path/models')).json()) as { data: { title: { en: string } } };
    expect(published.data.title.en).toBe('All our models');
  }, 30_000);
});

describe('given the page history against the real content service', () => {
  it('should list the stored versions, show what restoring one changes, and ask before loading it over an edit', async () => {
    const id = await pageIdAt('/offers');
    render(<CmsApp fetch={browserFetch} history={createMemoryHistory({ initialEntries: [`/cms/pages/${id}`] })} assign={vi.fn()} />);
    const settings = await screen.findByRole('region', { name: 'Page settings' }, { timeout: 10_000 });
    await userEvent.type(within(settings).getByRole('textbox', { name: 'Title (English) (required)' }), ' (edited)');
    await userEvent.click(screen.getByRole('button', { name: 'Show versions' }));
    const history = screen.getByRole('region', { name: 'History' });
    const compares = await within(history).findAllByRole('button', { name: /^Show what restoring version \d+ would change$/ }, { timeout: 10_000 });
    await userEvent.click(compares.at(-1)!);
    const changes = await within(history).findByRole('region', { name: /^Restoring version \d+ would change$/ });
    expect(await within(changes).findByText(/^Title \(English\)/)).toBeInTheDocument();
    await userEvent.click(within(changes).getByRole('button', { name: 'Restore this version' }));
    const ask = await screen.findByRole('dialog', { name: /^Discard your unsaved changes and load version \d+\?$/ });
    await userEvent.click(within(ask).getByRole('button', { name: /^Discard and load version \d+$/ }));
    expect(screen.getByText(/is loaded into the editor/, { selector: '.fe-notice__text' })).toBeInTheDocument();
  }, 30_000);
});

describe('given an admin opening the audit log from the navigation', () => {
  it('should list the changes the service recorded, with who made them', async () => {
    const put = await serviceFetch('/admin_api/settings/currency_symbol', { method: 'PUT', headers: service.headers, body: JSON.stringify({ value: 'PLN' }) });
    expect(put.status).toBe(200);
    const history = createMemoryHistory({ initialEntries: ['/admin'] });
    render(<CmsApp fetch={browserFetch} history={history} assign={vi.fn()} />);
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    await userEvent.click(within(nav).getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Changes, newest first' }, { timeout: 10_000 });
    const newest = within(table).getAllByRole('row')[1]!;
    expect(newest).toHaveTextContent('admin@forecourt.test');
    expect(newest).toHaveTextContent('Setting currency_symbol changed');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Audit log · Forecourt CMS'));
  }, 30_000);
});
