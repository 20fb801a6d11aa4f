import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import * as stories from './metaheads-screen.stories.js';

const { WithMetaheads, SwitchedOff, Empty } = composeStories(stories);

// The stories' states, as an admin would see them in Storybook.
describe('metaheads screen stories', () => {
  it('should list global and per-page metaheads and show one’s history when edited', async () => {
    renderWithProviders(<WithMetaheads />);
    expect(await screen.findByRole('switch', { name: 'Metaheads on the site' })).toBeChecked();
    const globals = screen.getByRole('region', { name: 'Metaheads on every page' });
    expect(within(globals).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Tag manager', 'Brand colours']);
    const perPage = screen.getByRole('region', { name: 'Metaheads on one page' });
    expect(await within(perPage).findByRole('cell', { name: '/offers' })).toBeInTheDocument();

    await userEvent.click(within(globals).getByRole('button', { name: 'Edit: Tag manager' }));
    expect(screen.getByRole('textbox', { name: 'Script URL' })).toHaveValue('https://www.googletagmanager.com/gtm.js?id=GTM-XXXX');
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText(/ops@forecourt\.test: Changed content/)).toBeInTheDocument();
  });

  it('should show the switch off, and an empty list', async () => {
    const { unmount } = renderWithProviders(<SwitchedOff />);
    expect(await screen.findByRole('switch', { name: 'Metaheads on the site' })).not.toBeChecked();
    unmount();
    renderWithProviders(<Empty />);
    expect(await screen.findByText('No global metaheads.')).toBeInTheDocument();
    expect(screen.getByText('No page has its own metaheads.')).toBeInTheDocument();
  });
});
