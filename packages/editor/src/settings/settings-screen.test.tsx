import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeContentService } from '../test/fake-content-service.js';
import { renderWithProviders } from '../test/render.js';
import { SettingsScreen } from './settings-screen.js';

const rowOf = (key: string) => screen.getByRole('textbox', { name: key }).closest('li')!;

describe('given the settings screen', () => {
  it('should show each known key’s default and let a server value replace it', async () => {
    const { client } = createFakeContentService({ settings: { currency_symbol: 'zł', 'legacy.flag': 'on' } });
    renderWithProviders(<SettingsScreen client={client} />);
    await screen.findByRole('heading', { name: 'cookie_consent' });

    const strategy = rowOf('cookie_consent.strategy');
    expect(within(strategy).getByText('Default', { selector: '.fe-badge' })).toBeInTheDocument();
    expect(within(strategy).getByRole('textbox')).toHaveValue('basic');
    expect(within(strategy).queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();

    const symbol = rowOf('currency_symbol');
    expect(within(symbol).getByText('Server value', { selector: '.fe-badge' })).toBeInTheDocument();
    expect(within(symbol).getByText('€')).toBeInTheDocument();
    expect(within(symbol).getByRole('textbox')).toHaveValue('zł');

    expect(screen.getByRole('heading', { name: 'Other keys on the server' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'legacy.flag' })).toHaveValue('on');
  });

  it('should save a row with feedback and reset it to the default', async () => {
    const { client, state } = createFakeContentService();
    renderWithProviders(<SettingsScreen client={client} />);
    const input = await screen.findByRole('textbox', { name: 'price_format' });
    await userEvent.clear(input);
    await userEvent.type(input, '^ %');
    await userEvent.click(screen.getByRole('button', { name: 'Save: price_format' }));
    expect(await within(rowOf('price_format')).findByText('Saved price_format.')).toBeInTheDocument();
    expect(state.settings.get('price_format')).toBe('^ %');

    await userEvent.click(await screen.findByRole('button', { name: 'Reset to default: price_format' }));
    expect(await within(rowOf('price_format')).findByText('price_format is back to its default.')).toBeInTheDocument();
    expect(state.settings.has('price_format')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'price_format' })).toHaveValue('^%');
  });

  it('should filter rows by key and group them by namespace', async () => {
    const { client } = createFakeContentService();
    renderWithProviders(<SettingsScreen client={client} />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Filter settings' }), 'exit_popup');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['exit_popup']);
    expect(screen.getByText('5 settings match the filter')).toBeInTheDocument();
  });
});

describe('given a value the site could not use', () => {
  it('should say what is wrong and not offer to save it', async () => {
    const { client } = createFakeContentService();
    renderWithProviders(<SettingsScreen client={client} />);
    const fab = await screen.findByRole('textbox', { name: 'general.global_fab' });
    await userEvent.clear(fab);
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
