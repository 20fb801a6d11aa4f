/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview.js';

// Every story, with the real preview (theme decorator, CTA handlers, styles), rendered as Storybook would.
setProjectAnnotations([preview]);
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', {
  eager: true,
});

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
        await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('programme'));
        expect(consoleError).not.toHaveBeenCalled();
      },
    );
  });
});
