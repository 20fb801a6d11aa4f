/**
 * The settings screen against the real content service (its own per file), whose demo seed
 * stores server values for some keys (currency_symbol 'zł', price_format '^ %', …) and not others.
 */
import type { ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { THEMES } from '@forecourt/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCodeEditor, replaceCode } from '../test/code.js';
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

const stored = async (key: string) => (await client.admin.getSettings()).find((setting) => setting.key === key)?.value ?? null;
/** A field by its key (its accessible name is the readable name, then the key). */
const nameOf = (key: string) => new RegExp(`(^|\\s)${key.replace(/[.]/g, '\\.')}$`);
const field = (role: 'textbox' | 'combobox' | 'switch', key: string) => screen.getByRole(role, { name: nameOf(key) });
const rowOf = (element: HTMLElement) => element.closest('li')!;
const openArea = async (name: string) => {
  await screen.findByRole('heading', { level: 2 });
  await userEvent.click(screen.getByRole('button', { name }));
};

describe('given the settings screen', () => {
  it('should show one area at a time, each key’s default and the server value that replaces it', async () => {
    renderWithProviders(<SettingsScreen client={client} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'General' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'General' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('textbox', { name: nameOf('currency_symbol') })).not.toBeInTheDocument();

    await openArea('Exchange rate');
    // Not in the seed: the code default applies.
    const responseKey = rowOf(field('textbox', 'currency_exchange.response_key'));
    expect(within(responseKey).getByText('Default', { selector: '.fe-badge' })).toBeInTheDocument();
    expect(field('textbox', 'currency_exchange.response_key')).toHaveValue('data');
    expect(within(responseKey).queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();

    await openArea('Prices');
    const symbol = rowOf(field('textbox', 'currency_symbol'));
    expect(within(symbol).getByText('Server value', { selector: '.fe-badge' })).toBeInTheDocument();
    expect(within(symbol).getByText('€')).toBeInTheDocument();
    expect(field('textbox', 'currency_symbol')).toHaveValue('zł');

    await openArea('Other keys');
    expect(field('textbox', 'legacy.flag')).toHaveValue('on');
  });

  it('should save a row with feedback and reset it to the default', async () => {
    renderWithProviders(<SettingsScreen client={client} initialGroup="prices" />);
    const input = await screen.findByRole('textbox', { name: nameOf('price_format') });
    await userEvent.clear(input);
    await userEvent.type(input, '% ^');
    await userEvent.click(screen.getByRole('button', { name: 'Save: price_format' }));
    expect(await within(rowOf(input)).findByText('Saved price_format.')).toBeInTheDocument();
    expect(await stored('price_format')).toBe('% ^');

    await userEvent.click(await screen.findByRole('button', { name: 'Reset to default: price_format' }));
    expect(await within(rowOf(input)).findByText('price_format is back to its default.')).toBeInTheDocument();
    expect(await stored('price_format')).toBeNull();
    expect(field('textbox', 'price_format')).toHaveValue('^%');
    await client.admin.putSetting('price_format', '^ %');
  });

  it('should show a price key’s example as the site would write it, following the typed value', async () => {
    renderWithProviders(<SettingsScreen client={client} initialGroup="prices" />);
    const symbol = await screen.findByRole('textbox', { name: nameOf('currency_symbol') });
    expect(within(rowOf(symbol)).getByText('125 000 zł')).toBeInTheDocument();
    await userEvent.clear(symbol);
    await userEvent.type(symbol, 'PLN');
    expect(within(rowOf(symbol)).getByText('125 000 PLN')).toBeInTheDocument();
    // The 'From' template fills the same price into its text.
    expect(within(rowOf(field('textbox', 'full_string'))).getByText('Od 125 000 zł')).toBeInTheDocument();
  });

  it('should search every area by key, name or description', async () => {
    renderWithProviders(<SettingsScreen client={client} />);
    const search = await screen.findByRole('searchbox', { name: 'Search settings' });
    await userEvent.type(search, 'exit_popup');
    // The search box is there before the settings have loaded; the count says when they have.
    expect(await screen.findByText('5 settings match “exit_popup”')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Exit popup']);

    // By a word of the description: the theme lives in General, OneTrust in Cookie consent.
    await userEvent.clear(search);
    await userEvent.type(search, 'fonts');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['General']);
    expect(field('combobox', 'general.theme')).toBeInTheDocument();
  });

  it('should explain in one place how the price families override each other', async () => {
    renderWithProviders(<SettingsScreen client={client} />);
    await openArea('Price families');
    expect(await screen.findByRole('heading', { level: 3, name: 'How price families override each other' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const navigation = within(table).getByRole('row', { name: /^Navigation/ });
    expect(navigation).toHaveTextContent('price.navigation_currency_symbol → navigation_currency_symbol → currency_symbol');
    // The seed sets navigation_currency_symbol 'zł', so the navigation writes it.
    expect(navigation).toHaveTextContent('125 000 zł');
  });
});

describe('given typed settings', () => {
  it('should offer the theme as a choice of the site’s themes and save one', async () => {
    renderWithProviders(<SettingsScreen client={client} />);
    const theme = await screen.findByRole('combobox', { name: nameOf('general.theme') });
    expect(within(theme).getAllByRole('option').map((o) => o.textContent)).toEqual([...THEMES]);
    await userEvent.selectOptions(theme, 'jaguar');
    await userEvent.click(screen.getByRole('button', { name: 'Save: general.theme' }));
    expect(await within(rowOf(theme)).findByText('Saved general.theme.')).toBeInTheDocument();
    expect(await stored('general.theme')).toBe('jaguar');
    await client.admin.deleteSetting('general.theme');
  });

  it('should show a flag as a switch and save it as true or false', async () => {
    renderWithProviders(<SettingsScreen client={client} initialGroup="prices" />);
    const flag = await screen.findByRole('switch', { name: nameOf('double_price_feature') });
    expect(flag).toBeChecked();
    expect(within(rowOf(flag)).getByText('28 750 EUR')).toBeInTheDocument();
    await userEvent.click(flag);
    expect(flag).not.toBeChecked();
    expect(within(rowOf(flag)).getByText('no second price (the feature is off)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save: double_price_feature' }));
    expect(await within(rowOf(flag)).findByText('Saved double_price_feature.')).toBeInTheDocument();
    expect(await stored('double_price_feature')).toBe('false');
    await client.admin.putSetting('double_price_feature', 'true');
  });

  it('should say what is wrong with JSON the site could not use and not offer to save it', async () => {
    renderWithProviders(<SettingsScreen client={client} />);
    // JSON settings are edited in the code editor; it stays the same element while the admin
    // retypes (swapping elements would drop the caret).
    const fab = await findCodeEditor(nameOf('general.global_fab'));
    expect(await replaceCode(nameOf('general.global_fab'), '{"label": "x"}')).toBe(fab);
    expect(fab).toHaveFocus();
    expect(fab).toHaveAttribute('aria-invalid', 'true');
    expect(fab).toHaveAccessibleDescription(expect.stringContaining('Must be a JSON list'));
    expect(screen.getByRole('button', { name: 'Save: general.global_fab' })).toBeDisabled();

    expect(await replaceCode(nameOf('general.global_fab'), '[{"label": "Test drive"}]')).toBe(fab);
    expect(fab).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save: general.global_fab' }));
    expect(await within(rowOf(fab)).findByText('Saved general.global_fab.')).toBeInTheDocument();
    expect(await stored('general.global_fab')).toBe('[{"label": "Test drive"}]');
  });
});
