import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CmsApp } from './app.js';

const page = {
  id: 3,
  path: '/offers',
  parent_id: null,
  type: 'page',
  page_type: 'page',
  link_type: 'internal',
  link_new_window: false,
  to: null,
  http_code: null,
  redirect_path: null,
  title: { en: 'Offers' },
  meta: { description: {}, layout: 'main' },
  status: 'draft',
  blocks: [],
  metaheads: [],
  version: 1,
  has_unpublished_changes: true,
  updated_at: '2026-11-20T10:00:00Z',
  published_at: null,
  publish_at: null,
  unpublish_at: null,
};

/** A same-origin backend answering the calls the cms makes on start. */
function backend(roles: string[] | null) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://cms.test');
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/auth/session') {
      return json({ user: roles ? { sub: '1', name: 'Ada Editor', email: 'ada@forecourt.test', roles } : null, csrf_token: roles ? 'csrf' : null });
    }
    if (url.pathname === '/admin_api/pages') return json({ data: [page] });
    if (url.pathname === '/admin_api/pages/3') return json({ data: page });
    return json({ error: 'Not found' }, 404);
  });
}

describe('given a signed-in editor opens /cms', () => {
  it('should show the page list with the user’s name and no Settings or Audit log link', async () => {
    render(<CmsApp fetch={backend(['editor'])} history={createMemoryHistory({ initialEntries: ['/cms'] })} assign={vi.fn()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pages' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pages' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Ada Editor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    await waitFor(() => expect(document.title).toBe('Pages · Forecourt CMS'));
  });
});

describe('given nobody is signed in', () => {
  it('should send the browser to sign in with the current address to come back to', async () => {
    const assign = vi.fn();
    render(<CmsApp fetch={backend(null)} history={createMemoryHistory({ initialEntries: ['/cms/pages/3?tab=x'] })} assign={assign} />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/login?return_to=%2Fcms%2Fpages%2F3%3Ftab%3Dx'));
  });
});

describe('given an editor without the admin role opens /admin', () => {
  it('should send them to the no-permissions page', async () => {
    const assign = vi.fn();
    render(<CmsApp fetch={backend(['editor'])} history={createMemoryHistory({ initialEntries: ['/admin'] })} assign={assign} />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/error?type=noPermissions'));
  });
});

describe('given the /cms/_ redirect helper', () => {
  it('should open the editor of the page with that path, matching case-insensitively', async () => {
    const history = createMemoryHistory({ initialEntries: ['/cms/_?path=/Offers'] });
    render(<CmsApp fetch={backend(['admin', 'editor'])} history={history} assign={vi.fn()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit page: Offers' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/cms/pages/3');
  });

  it('should open the page list with New page prefilled when no page has that path', async () => {
    const history = createMemoryHistory({ initialEntries: ['/cms/_?path=/summer'] });
    render(<CmsApp fetch={backend(['admin', 'editor'])} history={history} assign={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'New page' });
    expect(within(dialog).getByRole('textbox', { name: 'Path (required)' })).toHaveValue('/summer');
  });
});

describe('given the editor has unsaved changes', () => {
  it('should ask before leaving for another screen, and stay when the editor says no', async () => {
    const history = createMemoryHistory({ initialEntries: ['/cms/pages/3'] });
    render(<CmsApp fetch={backend(['editor'])} history={history} assign={vi.fn()} />);
    const settings = await screen.findByRole('region', { name: 'Page settings' });
    await userEvent.type(within(settings).getByRole('textbox', { name: 'Title (English) (required)' }), ' and more');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const pagesLink = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Pages' });
    await userEvent.click(pagesLink);
    expect(confirm).toHaveBeenCalledWith('This page has unsaved changes. Leave and lose them?');
    expect(history.location.pathname).toBe('/cms/pages/3');

    await userEvent.click(pagesLink);
    await waitFor(() => expect(history.location.pathname).toBe('/cms'));
    confirm.mockRestore();
  });

  it('should move focus to the new screen’s heading after navigating', async () => {
    const history = createMemoryHistory({ initialEntries: ['/cms'] });
    render(<CmsApp fetch={backend(['editor'])} history={history} assign={vi.fn()} />);
    await userEvent.click(await screen.findByRole('link', { name: '/offers' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Edit page: Offers' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Edit: Offers · Forecourt CMS'));
  });
});
