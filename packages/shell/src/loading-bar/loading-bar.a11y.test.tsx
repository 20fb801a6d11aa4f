import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { seriousAxeViolations } from '../test/axe.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './LoadingBar.stories.js';

// axe-core on each story once its bar is showing (after the 200 ms throttle).

afterEach(() => vi.useRealTimers());

describe('LoadingBar accessibility', () => {
  it.each(Object.entries(composeStories(stories)))(
    'given the %s story, should have no serious or critical axe violation',
    async (_name, Story) => {
      vi.useFakeTimers();
      const { container } = render(<Story />);
      act(() => vi.advanceTimersByTime(300));
      vi.useRealTimers();
      expect(await seriousAxeViolations(container)).toEqual([]);
    },
  );
});
