import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../test/axe.js';
import * as stories from './EditorToolbar.stories.js';

// axe-core on every story (colour contrast needs layout, which jsdom lacks).
describe('EditorToolbar accessibility', () => {
  it.each(Object.entries(composeStories(stories)))(
    'given the %s story, should render the toolbar with no serious or critical axe violation',
    async (_name, Story) => {
      const { container } = render(<Story />);
      expect(screen.getByRole('region', { name: 'Editor toolbar' })).toBeInTheDocument();
      expect(await seriousAxeViolations(container)).toEqual([]);
    },
  );
});
