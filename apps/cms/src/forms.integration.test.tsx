/**
 * The admin's forms screens inside the cms app against the real content service (seeded with the
 * test-drive and brochure forms): navigation, focus on each screen's heading, the guard against
 * leaving the builder with unsaved changes.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CmsApp } from './app.js';

let service: FileContentService;
beforeAll(async () => {
  service = await startFileContentService();
});
afterAll(async () => {
  await service?.close();
});

const browserFetch: typeof fetch = (input, init) => service.browserFetch(input, init);

describe('given an admin opening Forms from the navigation', () => {
  it('should reach a form’s builder and its leads, with focus on each heading, and ask before leaving unsaved changes', async () => {
    const history = createMemoryHistory({ initialEntries: ['/admin'] });
    render(<CmsApp fetch={browserFetch} history={history} assign={vi.fn()} />);
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    await userEvent.click(within(nav).getByRole('link', { name: 'Forms' }));
    // (The first screen of the lazily loaded forms chunk: its focus is not asserted, as the shell
    // looks for the heading for two seconds, and a cold test transform can take longer.)
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/forms');
    await waitFor(() => expect(document.title).toBe('Forms · Forecourt CMS'));

    await userEvent.click(await screen.findByRole('link', { name: 'Book a test drive' }, { timeout: 10_000 }));
    const builderHeading = await screen.findByRole('heading', { level: 1, name: 'Form: Book a test drive' }, { timeout: 10_000 });
    await waitFor(() => expect(builderHeading).toHaveFocus());
    expect(history.location.pathname).toMatch(/^\/admin\/forms\/\d+$/);

    // An unsaved edit: leaving asks first, and "stay" keeps the admin on the builder.
    await userEvent.type(screen.getByRole('textbox', { name: 'Name (required)' }), ' (draft)');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(within(nav).getByRole('link', { name: 'Forms' }));
    expect(confirm).toHaveBeenCalledWith('This form has unsaved changes. Leave and lose them?');
    expect(history.location.pathname).toMatch(/^\/admin\/forms\/\d+$/);
    confirm.mockReturnValue(true);

    await userEvent.click(screen.getByRole('link', { name: /^Leads \(\d+\)$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads: Book a test drive' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(history.location.pathname).toMatch(/^\/admin\/forms\/\d+\/leads$/);
    confirm.mockRestore();
  }, 60_000);

  it('should open the forms settings, locations and outbox screens from the forms list', async () => {
    const history = createMemoryHistory({ initialEntries: ['/admin/forms'] });
    render(<CmsApp fetch={browserFetch} history={history} assign={vi.fn()} />);
    const links = await screen.findByRole('navigation', { name: 'Forms' }, { timeout: 10_000 });
    await userEvent.click(within(links).getByRole('link', { name: 'Forms settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms settings' }, { timeout: 10_000 })).toBeInTheDocument();
    history.push('/admin/forms/locations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Locations' }, { timeout: 10_000 })).toBeInTheDocument();
    history.push('/admin/outbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 60_000);
});
