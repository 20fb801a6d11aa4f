/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview.js';
import * as consentStories from './react/consent.stories.js';

// Every story, with the real preview (theme decorator, styles), rendered as Storybook would.
setProjectAnnotations([preview]);
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', {
  eager: true,
});
const stories = composeStories(consentStories);

const PLACEHOLDER =
  'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.';

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());

describe('stories', () => {
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

describe('consent stories show the state they name', () => {
  const banner = () => screen.queryByRole('region', { name: 'COOKIE POLICY' });
  const video = () => screen.queryByText(/Third-party video/);

  it('should show the banner and the placeholder in PendingBanner', () => {
    render(<stories.PendingBanner />);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
  });

  it('should show the content and no banner in Accepted and GateOpen', () => {
    render(<stories.Accepted />);
    expect(banner()).not.toBeInTheDocument();
    expect(video()).toBeInTheDocument();
    render(<stories.GateOpen />);
    expect(screen.getAllByText(/Third-party video/)).toHaveLength(2);
  });

  it('should show the placeholder and no banner in Rejected and GateClosed', () => {
    render(<stories.Rejected />);
    render(<stories.GateClosed />);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getAllByText(PLACEHOLDER)).toHaveLength(2);
    expect(video()).not.toBeInTheDocument();
  });

  it('should show the basic banner for an unknown strategy', () => {
    render(<stories.UnknownStrategyFallsBackToBasic />);
    expect(banner()).toBeInTheDocument();
  });

  it.each([['OneTrust', 'onetrust'], ['Cookiebot', 'cookiebot'], ['Usercentrics', 'usercentrics']] as const)(
    'should show no banner in %s and follow the simulated platform events',
    async (story, name) => {
      const Story = stories[story];
      render(<Story />);
      expect(banner()).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: `${name}: accept all` }));
      expect(video()).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: `${name}: reject all` }));
      expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
      expect(screen.getByText('rejected')).toBeInTheDocument();
    },
  );
});
