/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview.js';
import * as exitPopupStories from './react/ExitPopup.stories.js';

// Every story, with the real preview, rendered as Storybook would.
setProjectAnnotations([preview]);
const stories = composeStories(exitPopupStories);

describe('stories', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it.each(Object.entries(stories) as [string, ComponentType][])(
    'should render %s without errors',
    (_name, Story) => {
      render(<Story />);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  describe('given the open states', () => {
    it('should show the modal with and without cancel', () => {
      const { unmount } = render(<stories.OpenWithCancel />);
      expect(screen.getByRole('button', { name: 'Stay on this site' })).toBeInTheDocument();
      unmount();
      render(<stories.OpenWithoutCancel />);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Stay on this site' })).not.toBeInTheDocument();
    });

    it('should show sanitised copy in the unsafe-copy story', () => {
      render(<stories.UnsafeCopySanitised />);
      expect(screen.getByRole('dialog').innerHTML).not.toMatch(
        /script|onerror|onclick|javascript/i,
      );
    });
  });

  describe('given the page states', () => {
    it('should start closed', () => {
      render(<stories.Closed />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should open the modal for the new-tab link in its play function', async () => {
      const { container } = render(<stories.NewTabLink />);
      await stories.NewTabLink.play!({ canvasElement: container });
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    });
  });
});
