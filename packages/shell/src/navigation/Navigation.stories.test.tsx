import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './Navigation.stories.js';
import { installViewport } from './test-viewport.js';

// Full user flows on two shared cores (turbo builds alongside) can exceed the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

// Every navigation story renders, in the viewport it is meant for, without React errors.
describe('Navigation stories', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  let viewport: ReturnType<typeof installViewport>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    consoleError.mockRestore();
    viewport.restore();
    document.body.classList.remove('fc-scroll-locked');
  });

  it.each(Object.entries(composeStories(stories)) as [string, ComponentType][])(
    'given %s, should render without errors',
    (name, Story) => {
      viewport = installViewport(name.startsWith('Mobile') ? 390 : 1280);
      render(<Story />);
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  describe('given the open-state stories', () => {
    it('should open the template E panel', () => {
      viewport = installViewport(1280);
      const { AboutUsOpenTemplateE } = composeStories(stories);
      render(<AboutUsOpenTemplateE />);
      expect(screen.getByRole('group', { name: 'About us' })).toHaveAttribute('data-state', 'active');
    });

    it('should show mobile level 3', () => {
      viewport = installViewport(390);
      const { MobileLevel3 } = composeStories(stories);
      const { container } = render(<MobileLevel3 />);
      expect(container.querySelector('[data-nav-level="3"]')).toHaveAttribute('data-state', 'active');
      expect(screen.getByRole('heading', { name: 'Defender variants' })).toBeInTheDocument();
    });
  });
});
