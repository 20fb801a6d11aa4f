import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createConsentStore } from '../store.js';
import { ConsentProvider } from './consent-provider.js';
import { CookieBanner } from './cookie-banner.js';
import { settingsWith } from './test-utils.js';

const CONTENT =
  'We use cookies to give you the best experience on our website. All prices shown include VAT and apply to 2021 models only.';

beforeEach(() => localStorage.clear());

const banner = () => screen.queryByRole('region', { name: 'COOKIE POLICY' });

describe('CookieBanner', () => {
  describe('given the basic strategy and no choice yet', () => {
    it('should show a region titled COOKIE POLICY with the default text and an Accept button', () => {
      render(
        <ConsentProvider>
          <CookieBanner />
        </ConsentProvider>,
      );
      expect(banner()).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'COOKIE POLICY' })).toBeInTheDocument();
      expect(screen.getByText(CONTENT)).toBeInTheDocument();
      expect(screen.getByText(/cookies/)).toBeInTheDocument();
      expect(screen.getByText(/include VAT and apply to 2021 models only/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    });

    it('should accept obligatory and optional, remember it, and disappear on Accept', async () => {
      render(
        <ConsentProvider>
          <CookieBanner />
        </ConsentProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
      expect(banner()).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('cookieConsentStatus')!)).toEqual({
        status: 'accepted',
        scopes: ['obligatory', 'optional'],
      });
    });

    it('should be operable with the keyboard and return focus to where the visitor came from', async () => {
      render(
        <ConsentProvider>
          <button type="button">Before</button>
          <CookieBanner />
        </ConsentProvider>,
      );
      const user = userEvent.setup();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(banner()).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    });

    it('should take its texts from the settings', () => {
      render(
        <ConsentProvider
          settings={settingsWith({
            'cookie_consent.strategies.basic.title': 'COOKIES',
            'cookie_consent.strategies.basic.content': 'We bake cookies.',
            'cookie_consent.strategies.basic.accept': 'OK',
          })}
        >
          <CookieBanner />
        </ConsentProvider>,
      );
      expect(screen.getByRole('region', { name: 'COOKIES' })).toHaveTextContent('We bake cookies.');
      expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    });

    it('should let props override the texts', () => {
      render(
        <ConsentProvider>
          <CookieBanner title="Cookies" content="Text" acceptLabel="Fine" />
        </ConsentProvider>,
      );
      expect(screen.getByRole('region', { name: 'Cookies' })).toHaveTextContent('Text');
      expect(screen.getByRole('button', { name: 'Fine' })).toBeInTheDocument();
    });
  });

  describe('given the visitor already chose', () => {
    it.each([
      ['accepted', '{"status":"accepted","scopes":["obligatory","optional"]}'],
      ['rejected', '{"status":"rejected"}'],
    ])('should not show the banner when %s', (_status, stored) => {
      localStorage.setItem('cookieConsentStatus', stored);
      render(
        <ConsentProvider>
          <CookieBanner />
        </ConsentProvider>,
      );
      expect(banner()).not.toBeInTheDocument();
    });
  });

  describe('given the choice is reset', () => {
    it('should show the banner again', () => {
      localStorage.setItem('cookieConsentStatus', '{"status":"rejected"}');
      const store = createConsentStore();
      render(
        <ConsentProvider store={store}>
          <CookieBanner />
        </ConsentProvider>,
      );
      expect(banner()).not.toBeInTheDocument();
      act(() => store.reset());
      expect(banner()).toBeInTheDocument();
    });
  });

  describe.each([['onetrust'], ['cookiebot'], ['usercentrics']])(
    'given the %s strategy while pending',
    (name) => {
      it('should not show our banner (the platform shows its own)', () => {
        render(
          <ConsentProvider settings={settingsWith({ 'cookie_consent.strategy': name })}>
            <CookieBanner />
          </ConsentProvider>,
        );
        expect(banner()).not.toBeInTheDocument();
      });
    },
  );
});
