/** The redirects screen against the real content service (its own per file). */
import type { ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import { RedirectsScreen } from './redirects-screen.js';

let service: FileContentService;
let client: ContentClient;
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
});
afterAll(async () => {
  await service?.close();
});

describe('given the redirects screen', () => {
  it('should add a redirect, change it and delete it', async () => {
    renderWithProviders(<RedirectsScreen client={client} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'From (site path)' }), '/winter-sale');
    await userEvent.type(screen.getByRole('textbox', { name: 'To (site path or URL)' }), '/offers');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '302 found (temporary)');
    await userEvent.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Added the redirect from /winter-sale.')).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: '/winter-sale' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '302' })).toBeInTheDocument();
    expect((await client.admin.listRedirects()).find((r) => r.from === '/winter-sale')).toMatchObject({ to: '/offers', code: 302 });

    await userEvent.click(within(row).getByRole('button', { name: 'Edit: /winter-sale' }));
    expect(screen.getByRole('heading', { name: 'Edit the redirect from /winter-sale' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'From (site path)' })).toHaveFocus();
    const target = screen.getByRole('textbox', { name: 'To (site path or URL)' });
    await userEvent.clear(target);
    await userEvent.type(target, 'https://example.com/winter');
    await userEvent.click(screen.getByRole('button', { name: 'Save redirect' }));
    expect(await screen.findByText('Saved the redirect from /winter-sale.')).toBeInTheDocument();
    expect(await screen.findByText('https://example.com/winter')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete: /winter-sale' }));
    expect(await screen.findByText('Deleted the redirect from /winter-sale.')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: '/winter-sale' })).not.toBeInTheDocument();
  });

  it('should show why the service refused a redirect that loops or is not a path', async () => {
    renderWithProviders(<RedirectsScreen client={client} />);
    const from = await screen.findByRole('textbox', { name: 'From (site path)' });
    await userEvent.type(from, 'no-slash');
    await userEvent.type(screen.getByRole('textbox', { name: 'To (site path or URL)' }), '/offers');
    await userEvent.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('from: must be a site path starting with /');

    await userEvent.clear(from);
    await userEvent.type(from, '/offers');
    await userEvent.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Not saved: A redirect cannot point to its own path')).toBeInTheDocument();
  });
});
