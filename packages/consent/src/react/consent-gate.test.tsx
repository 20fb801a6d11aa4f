import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentGate } from './consent-gate.js';
import { ConsentProvider } from './consent-provider.js';
import { CookieBanner } from './cookie-banner.js';
import { settingsWith } from './test-utils.js';

const PLACEHOLDER =
  'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.';

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete (window as { Cookiebot?: unknown }).Cookiebot;
});

const video = <iframe title="Launch film" src="about:blank" />;

describe('ConsentGate', () => {
  describe('given no choice yet', () => {
    it('should show the default placeholder text instead of the content', () => {
      render(
        <ConsentProvider>
          <ConsentGate scope="optional">{video}</ConsentGate>
        </ConsentProvider>,
      );
      expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
      expect(screen.queryByTitle('Launch film')).not.toBeInTheDocument();
    });
  });

  describe('given the visitor rejected', () => {
    it('should show the placeholder', () => {
      localStorage.setItem('cookieConsentStatus', '{"status":"rejected"}');
      render(
        <ConsentProvider>
          <ConsentGate scope="obligatory">{video}</ConsentGate>
        </ConsentProvider>,
      );
      expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
      expect(screen.queryByTitle('Launch film')).not.toBeInTheDocument();
    });
  });

  describe('given the visitor accepted', () => {
    it('should show content whose scope was accepted', () => {
      localStorage.setItem('cookieConsentStatus', '{"status":"accepted","scopes":["obligatory","marketing"]}');
      render(
        <ConsentProvider>
          <ConsentGate scope="marketing">{video}</ConsentGate>
        </ConsentProvider>,
      );
      expect(screen.getByTitle('Launch film')).toBeInTheDocument();
      expect(screen.queryByText(PLACEHOLDER)).not.toBeInTheDocument();
    });

    it('should keep content whose scope was not accepted behind the placeholder', () => {
      localStorage.setItem('cookieConsentStatus', '{"status":"accepted","scopes":["obligatory","optional"]}');
      render(
        <ConsentProvider>
          <ConsentGate scope="marketing">{video}</ConsentGate>
        </ConsentProvider>,
      );
      expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    });
  });

  describe('given the visitor accepts on the basic banner', () => {
    it('should open the gate at once', async () => {
      render(
        <ConsentProvider>
          <ConsentGate scope="optional">{video}</ConsentGate>
          <CookieBanner />
        </ConsentProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
      expect(screen.getByTitle('Launch film')).toBeInTheDocument();
    });
  });

  describe('given a consent platform reports a choice', () => {
    it('should open or close the gate as Cookiebot says', () => {
      render(
        <ConsentProvider settings={settingsWith({ 'cookie_consent.strategy': 'cookiebot' })}>
          <ConsentGate scope="marketing">{video}</ConsentGate>
        </ConsentProvider>,
      );
      const cookiebot = {
        consent: { necessary: true, preferences: false, statistics: false, marketing: true },
        hasResponse: true,
        declined: false,
      };
      (window as { Cookiebot?: unknown }).Cookiebot = cookiebot;
      act(() => void window.dispatchEvent(new Event('CookiebotOnAccept')));
      expect(screen.getByTitle('Launch film')).toBeInTheDocument();
      cookiebot.consent.marketing = false;
      cookiebot.declined = true;
      act(() => void window.dispatchEvent(new Event('CookiebotOnDecline')));
      expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    });
  });

  describe('given a placeholder', () => {
    it('should take the text from cookie_consent.default_placeholder', () => {
      render(
        <ConsentProvider settings={settingsWith({ 'cookie_consent.default_placeholder': 'Allow cookies to watch.' })}>
          <ConsentGate scope="marketing">{video}</ConsentGate>
        </ConsentProvider>,
      );
      expect(screen.getByText('Allow cookies to watch.')).toBeInTheDocument();
    });

    it('should prefer the placeholder prop', () => {
      render(
        <ConsentProvider>
          <ConsentGate scope="marketing" placeholder={<span>Video hidden</span>}>
            {video}
          </ConsentGate>
        </ConsentProvider>,
      );
      expect(screen.getByText('Video hidden')).toBeInTheDocument();
      expect(screen.queryByText(PLACEHOLDER)).not.toBeInTheDocument();
    });
  });
});
