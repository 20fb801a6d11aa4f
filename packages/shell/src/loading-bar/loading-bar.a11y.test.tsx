import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './LoadingBar.stories.js';

// axe-core on each story once its bar is showing (after the 200 ms throttle).
async function seriousViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

afterEach(() => vi.useRealTimers());

describe('LoadingBar accessibility', () => {
  it.each(Object.entries(composeStories(stories)))(
    'given the %s story, should have no serious or critical axe violation',
    async (_name, Story) => {
      vi.useFakeTimers();
      const { container } = render(<Story />);
      act(() => vi.advanceTimersByTime(300));
      vi.useRealTimers();
      expect(await seriousViolations(container)).toEqual([]);
    },
  );
});
