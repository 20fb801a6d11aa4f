import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Breadcrumbs.stories.js';

// axe-core on the rendered markup, after each story's play (jsdom has no layout: colour contrast
// is for the Chromium end-to-end runs).
async function seriousViolations(root: HTMLElement) {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe('Breadcrumbs accessibility', () => {
  it.each(Object.entries(composeStories(stories)))(
    'given the %s story, should have no serious or critical axe violation',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      expect(await seriousViolations(container)).toEqual([]);
    },
  );
});
