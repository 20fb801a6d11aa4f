import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './VideoModal.stories.js';

// axe-core on the rendered markup, after each story's play (jsdom has no layout: colour contrast
// is for the Chromium end-to-end runs).
async function seriousViolations(root: HTMLElement) {
  const result = await axe.run(root, {
    // The embed's document is YouTube's, not ours (and jsdom does not load it).
    iframes: false,
    // axe would wait for the <video> to load media, which jsdom never does.
    preload: false,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe('VideoModal accessibility', () => {
  it.each(Object.entries(composeStories(stories)))(
    'given the %s story, should have no serious or critical axe violation',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await act(async () => {
        await Story.play?.({ canvasElement: container });
      });
      expect(await seriousViolations(document.body)).toEqual([]);
    },
    30_000,
  );
});
