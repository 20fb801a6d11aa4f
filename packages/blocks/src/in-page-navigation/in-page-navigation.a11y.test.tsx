import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { seriousAxeViolations } from '../test/axe.js';
import { describe, expect, it } from 'vitest';
import * as stories from './InPageNavigation.stories.js';

// axe-core on the rendered markup, after each story's play (jsdom has no layout: colour contrast
// is for the Chromium end-to-end runs).

describe('InPageNavigation accessibility', () => {
  it.each(Object.entries(composeStories(stories)))(
    'given the %s story, should have no serious or critical axe violation',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      expect(await seriousAxeViolations(container)).toEqual([]);
    },
  );
});
