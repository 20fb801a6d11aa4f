import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as barStories from './in-page-navigation-bar.stories.js';
import * as blockStories from './in-page-navigation.stories.js';

// axe-core on the rendered markup, after each story's play (jsdom has no layout: colour contrast
// is for the Chromium end-to-end runs).

describe('In-page navigation accessibility', () => {
  it.each([
    ...Object.entries(composeStories(barStories)),
    ...Object.entries(composeStories(blockStories)),
  ])('given the %s story, should have no serious or critical axe violation', async (_name, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
