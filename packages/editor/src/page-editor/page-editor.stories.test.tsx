import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import * as stories from './page-editor.stories.js';

const { PreviewDragHandle } = composeStories(stories);

// The preview's drag handles, as an editor would see them in Storybook.
describe('page editor stories: dragging on the preview', () => {
  it('should give every previewed block a drag handle named after the block', async () => {
    renderWithProviders(<PreviewDragHandle />);
    const preview = await screen.findByRole('region', { name: /^Preview/ });
    await within(preview).findByRole('button', { name: 'Drag block 2 (Accordion) in the preview' }, { timeout: 10_000 });
    const cards = screen.getAllByRole('article');
    expect(within(preview).getAllByRole('button', { name: /^Drag block \d+ .* in the preview$/ })).toHaveLength(cards.length);
  });
});
