import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import * as stories from './metaheads-screen.stories.js';

const { WithMetaheads, SwitchedOff, Empty, EditingWithVersions } = composeStories(stories);

// The stories' states, as an admin would see them in Storybook.
describe('metaheads screen stories', () => {
  it('should list global and per-page metaheads and show one’s versions when edited', async () => {
    renderWithProviders(<WithMetaheads />);
    expect(await screen.findByRole('switch', { name: 'Metaheads on the site' })).toBeChecked();
    const globals = screen.getByRole('region', { name: 'Metaheads on every page' });
    expect(within(globals).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Tag manager', 'Brand colours']);
    const perPage = screen.getByRole('region', { name: 'Metaheads on one page' });
    expect(await within(perPage).findByRole('cell', { name: '/offers' })).toBeInTheDocument();

    await userEvent.click(within(globals).getByRole('button', { name: 'Edit: Tag manager' }));
    expect(screen.getByRole('textbox', { name: 'Script URL' })).toHaveValue('https://www.googletagmanager.com/gtm.js?id=GTM-XXXX');
    // Not edited in this story yet: its one version is the live one, with nothing older to load.
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(await within(versions).findAllByRole('listitem')).toHaveLength(1);
    expect(within(versions).getByText('(live)', { exact: false })).toBeInTheDocument();
    expect(within(versions).queryByRole('button', { name: /^Load version/ })).not.toBeInTheDocument();
  });

  it('should load an older version’s code into the form, to be saved as the newest', async () => {
    const { container } = renderWithProviders(<EditingWithVersions />);
    await EditingWithVersions.play?.({ canvasElement: container } as never);
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(within(versions).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['Version 3', 'Version 2', 'Version 1']);
    await userEvent.click(within(versions).getByText('Show the code of version 1'));
    expect(within(versions).getByText(':root{--accent:#005a2b}')).toBeVisible();

    await userEvent.click(within(versions).getByRole('button', { name: 'Load version 1 into the form' }));
    expect(screen.getByText('Version 1 is in the form: save the metahead to restore it.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('css');
    await userEvent.click(screen.getByRole('button', { name: 'Save metahead' }));
    expect(await screen.findByText('Saved the metahead “Brand colours”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit: Brand colours' }));
    const after = screen.getByRole('region', { name: 'Versions' });
    expect(await within(after).findByText('Version 4')).toBeInTheDocument();
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
