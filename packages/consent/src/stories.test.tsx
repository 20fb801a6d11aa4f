/// <reference types="vite/client" />
import { describeEveryStory } from '@forecourt/storybook-config/test';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.js';
import * as consentStories from './react/consent.stories.js';

// Every story, with the real preview (theme decorator, styles), rendered as Storybook would.
describeEveryStory(import.meta.glob('./**/*.stories.tsx', { eager: true }), preview);
const stories = composeStories(consentStories);

const PLACEHOLDER =
  'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.';

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
