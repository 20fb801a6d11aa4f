/**
 * Forms settings and locations against the real content service (its own per file), with a
 * local HTTP server standing in for the CRM the "Verify" button calls.
 */
import type { ContentClient } from '@forecourt/api-client';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import { FormsSettingsScreen } from './forms-settings-screen.js';
import { LocationsScreen } from './locations-screen.js';

let service: FileContentService;
let client: ContentClient;
let crm: Server;
const crmCalls: { authorization: string | undefined }[] = [];
const CRM_PORT = 3971;
beforeAll(async () => {
  crm = createServer((req, res) => {
    crmCalls.push({ authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => crm.listen(CRM_PORT, '127.0.0.1', resolve));
  service = await startFileContentService();
  client = service.client();
});
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => crm?.close(resolve));
});

describe('given the forms settings', () => {
  it('should save the CRM address and a write-only token, and verify the connection', async () => {
    renderWithProviders(<FormsSettingsScreen client={client} />);
    const url = await screen.findByRole('textbox', { name: 'CRM URL' });
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.clear(url);
    await userEvent.type(url, `http://127.0.0.1:${CRM_PORT}/leads`);
    await userEvent.click(screen.getByRole('button', { name: 'Save CRM URL' }));
    expect(await screen.findByText('Saved CRM URL.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'CRM system' }), 'Webhook (JSON POST)');
    await userEvent.click(screen.getByRole('button', { name: 'Save CRM system' }));
    await screen.findByText('Saved CRM system.');

    const token = screen.getByLabelText('CRM token');
    expect(token).toHaveAttribute('type', 'password');
    await userEvent.type(token, 'tok-123');
    await userEvent.click(screen.getByRole('button', { name: 'Save CRM token' }));
    await screen.findByText('Saved CRM token.');
    // Never read back: the field empties and says the token is set.
    await waitFor(() => expect(token.closest('form')!.querySelector('.fe-badge')).toHaveTextContent('Set'));
    expect(token).toHaveValue('');
    expect(document.body.textContent).not.toContain('tok-123');

    expect(await screen.findByText(`http://127.0.0.1:${CRM_PORT}/leads`, { selector: 'code' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify CRM connection' }));
    expect(await screen.findByText(/^Connection OK \(HTTP 200\)/)).toBeInTheDocument();
    expect(crmCalls.at(-1)?.authorization).toBe('Bearer tok-123');
  });

  it('should say when the CRM cannot be verified', async () => {
    await client.forms.putSetting('crm.url', 'http://127.0.0.1:3972/nothing-listens-here');
    renderWithProviders(<FormsSettingsScreen client={client} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify CRM connection' }));
    expect(await screen.findByText(/^Connection failed: The CRM could not be reached/)).toBeInTheDocument();
  });
});

describe('given the locations', () => {
  it('should create, edit and delete a location', async () => {
    renderWithProviders(<LocationsScreen client={client} />);
    await userEvent.click(await screen.findByRole('button', { name: 'New location' }));
    let dialog = await screen.findByRole('dialog', { name: 'New location' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name (required)' }), 'Forecourt Kraków');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Kraków');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    const row = (await screen.findByRole('rowheader', { name: 'Forecourt Kraków' })).closest('tr')!;
    expect(within(row).getByText('Kraków')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Forecourt Kraków' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Forecourt Kraków' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'Rynek 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await screen.findByRole('cell', { name: 'Rynek 1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Forecourt Kraków' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Forecourt Kraków?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete location' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Forecourt Kraków' })).not.toBeInTheDocument());
    expect((await client.forms.listLocations()).some((location) => location.name === 'Forecourt Kraków')).toBe(false);
  });

  it('should show the server’s reason next to a field it refuses', async () => {
    renderWithProviders(<LocationsScreen client={client} />);
    await userEvent.click(await screen.findByRole('button', { name: 'New location' }));
    const dialog = await screen.findByRole('dialog', { name: 'New location' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name (required)' }), 'Somewhere');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Not saved/);
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  });
});
