import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as mediaStories from '../media/media-library.stories.js';
import * as navigationStories from '../navigation/navigation-editor.stories.js';
import { renderWithProviders } from '../test/render.js';

const media = composeStories(mediaStories);
const navigation = composeStories(navigationStories);

// The stories' states, as an admin would see them in Storybook.
describe('media library stories', () => {
  it('should list the filled library and refuse deleting the image a page uses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<media.Filled />);
    await user.click(await screen.findByRole('button', { name: /defender-hero\.jpg/ }));
    const details = screen.getByRole('region', { name: 'defender-hero.jpg' });
    expect(await within(details).findByRole('link', { name: 'Defender' })).toHaveAttribute('href', '/cms/pages/4');
    await user.click(within(details).getByRole('button', { name: 'Delete image' }));
    await user.click(within(details).getByRole('button', { name: 'Delete' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent('The image is still used by page /models/defender');
  });

  it('should say when the library is empty or cannot be loaded', async () => {
    const { unmount } = renderWithProviders(<media.Empty />);
    expect(await screen.findByText('0 images')).toBeInTheDocument();
    unmount();
    renderWithProviders(<media.LoadFailed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The media library could not be loaded: The content service is unavailable');
  });
});

describe('navigation editor stories', () => {
  it('should show the nested tree and the failure state', async () => {
    const { unmount } = renderWithProviders(<navigation.Loaded />);
    const top = await screen.findByRole('list', { name: 'Top level' });
    expect(within(top).getByRole('button', { name: 'Drag Defender' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<navigation.LoadFailed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The navigation could not be loaded: The content service is unavailable');
  });
});
