import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../test/axe.js';
import * as stories from './CarsPanel.stories.js';

// Rendering with Storybook annotations and user events is slow on shared cores; the behaviour, not the speed, is under test.
vi.setConfig({ testTimeout: 20_000 });

// axe-core on the rendered markup (jsdom has no layout, so colour contrast is left to the
// browser e2e run).
const composed = composeStories(stories);
const CHECKED = [
  'FirstCarDefault',
  'NoTabsNoLeaseNoOffer',
  'ShortcutsModalOpen',
  'Mobile',
  'UngroupedModels',
] as const;

describe('given the CarsPanel stories', () => {
  it.each(CHECKED)(
    'given the %s story, should have no serious or critical axe violation',
    async (name) => {
      const Story = composed[name];
      const { container } = render(<Story />);
      await act(async () => {
        await Story.play?.({ canvasElement: container } as never);
      });
      expect(await seriousAxeViolations(document.body)).toEqual([]);
    },
  );
});
