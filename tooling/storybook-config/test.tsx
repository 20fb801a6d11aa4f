// The "every story renders" suite shared by the packages' `stories.test.tsx`: each story composed
// with the package's real preview (decorators, styles) and rendered as Storybook would, failing on
// any console error.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME } from './index.js';

type StoryModule = Parameters<typeof composeStories>[0];
type Preview = Parameters<typeof setProjectAnnotations>[0];

/**
 * @param modules the package's story modules, e.g. `import.meta.glob('./**\/*.stories.tsx', { eager: true })`
 * @param preview the package's `.storybook/preview`
 */
export function describeEveryStory(
  modules: Record<string, StoryModule>,
  preview: Preview,
) {
  setProjectAnnotations([preview].flat() as Preview);
  describe('stories', () => {
    let consoleError: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      consoleError = vi.spyOn(console, 'error');
    });
    afterEach(() => consoleError.mockRestore());

    describe.each(Object.entries(modules))('given %s', (_path, module) => {
      it.each(Object.entries(composeStories(module)) as [string, ComponentType][])(
        'should render %s without errors',
        async (_name, Story) => {
          render(<Story />);
          await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe(DEFAULT_THEME));
          expect(consoleError).not.toHaveBeenCalled();
        },
      );
    });
  });
}
