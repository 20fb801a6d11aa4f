/**
 * The settings screen against the real content service (its own per file), whose demo seed
 * stores server values for some keys (currency_symbol 'zł', price_format '^ %', …) and not others.
 */
import type { ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import { SettingsScreen } from './settings-screen.js';

let service: FileContentService;
let client: ContentClient;
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
  // A key the site no longer knows, as an old installation may have.
  await client.admin.putSetting('legacy.flag', 'on');
});
afterAll(async () => {
  await service?.close();
});

const rowOf = (key: string) => screen.getByRole('textbox', { name: key }).closest('li')!;

describe('given the settings screen', () => {
  it('should show each known key’s default and let a server value replace it', async () => {
    renderWithProviders(<SettingsScreen client={client} />);
    await screen.findByRole('heading', { name: 'currency_exchange' });

    // Not in the seed: the code default applies.
    const responseKey = rowOf('currency_exchange.response_key');
    expect(within(responseKey).getByText('Default', { selector: '.fe-badge' })).toBeInTheDocument();
    expect(within(responseKey).getByRole('textbox')).toHaveValue('data');
    expect(within(responseKey).queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();

    const symbol = rowOf('currency_symbol');
    expect(within(symbol).getByText('Server value', { selector: '.fe-badge' })).toBeInTheDocument();
    expect(within(symbol).getByText('€')).toBeInTheDocument();
    expect(within(symbol).getByRole('textbox')).toHaveValue('zł');

    expect(screen.getByRole('heading', { name: 'Other keys on the server' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'legacy.flag' })).toHaveValue('on');
  });

  it('should save a row with feedback and reset it to the default', async () => {
    const stored = async (key: string) => (await client.admin.getSettings()).find((setting) => setting.key === key)?.value ?? null;
    renderWithProviders(<SettingsScreen client={client} />);
    const input = await screen.findByRole('textbox', { name: 'price_format' });
    await userEvent.clear(input);
    await userEvent.type(input, '% ^');
    await userEvent.click(screen.getByRole('button', { name: 'Save: price_format' }));
    expect(await within(rowOf('price_format')).findByText('Saved price_format.')).toBeInTheDocument();
    expect(await stored('price_format')).toBe('% ^');

    await userEvent.click(await screen.findByRole('button', { name: 'Reset to default: price_format' }));
    expect(await within(rowOf('price_format')).findByText('price_format is back to its default.')).toBeInTheDocument();
    expect(await stored('price_format')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'price_format' })).toHaveValue('^%');
  });

  it('should filter rows by key and group them by namespace', async () => {
    renderWithProviders(<SettingsScreen client={client} />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Filter settings' }), 'exit_popup');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['exit_popup']);
    expect(screen.getByText('5 settings match the filter')).toBeInTheDocument();
  });
});

describe('given a value the site could not use', () => {
  it('should say what is wrong and not offer to save it', async () => {
    renderWithProviders(<SettingsScreen client={client} />);
    // The seeded menu is long, so it shows in a multi-line box, and the same box stays while the
    // admin empties and retypes it (swapping elements would drop the caret).
    const fab = await screen.findByRole('textbox', { name: 'general.global_fab' });
    expect(fab.tagName).toBe('TEXTAREA');
    await userEvent.clear(fab);
    expect(fab).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'general.global_fab' })).toBe(fab);
    await userEvent.type(fab, '{{"label": "x"}');
    expect(fab).toHaveAttribute('aria-invalid', 'true');
    expect(fab).toHaveAccessibleDescription(expect.stringContaining('Must be a JSON list'));
    expect(screen.getByRole('button', { name: 'Save: general.global_fab' })).toBeDisabled();

    await userEvent.clear(fab);
    await userEvent.type(fab, '[[{{"label": "Test drive"}]');
    expect(fab).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Save: general.global_fab' })).toBeEnabled();
  });
});
