import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../memory-storage.js';
import { createConsentStore } from '../store.js';
import type { ConsentStrategy } from '../strategies/strategy.js';
import { ConsentProvider, useConsent } from './consent-provider.js';
import { CatchError, settingsWith } from './test-utils.js';

function Status() {
  const { state, strategy } = useConsent();
  return (
    <p>
      {strategy.name}: {state.status}
      {state.status === 'accepted' ? ` (${state.scopes.join(', ')})` : ''}
    </p>
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-consent');
});

describe('useConsent', () => {
  describe('given no ConsentProvider above it', () => {
    it('should throw an error naming ConsentProvider', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      render(
        <CatchError>
          <Status />
        </CatchError>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'useConsent must be used inside <ConsentProvider> (from @forecourt/consent/react).',
      );
      vi.mocked(console.error).mockRestore();
    });
  });
});

describe('ConsentProvider', () => {
  describe('given the settings name a strategy', () => {
    it.each([
      ['onetrust', 'onetrust'],
      ['cookiebot', 'cookiebot'],
      ['usercentrics', 'usercentrics'],
      ['no-such-platform', 'basic'],
    ])('should use %s → %s', (name, expected) => {
      render(
        <ConsentProvider settings={settingsWith({ 'cookie_consent.strategy': name })}>
          <Status />
        </ConsentProvider>,
      );
      expect(screen.getByText(`${expected}: pending`)).toBeInTheDocument();
    });

    it('should default to basic', () => {
      render(
        <ConsentProvider>
          <Status />
        </ConsentProvider>,
      );
      expect(screen.getByText('basic: pending')).toBeInTheDocument();
    });
  });

  describe('given a choice stored on an earlier visit', () => {
    it('should restore it from cookieConsentStatus', () => {
      localStorage.setItem('cookieConsentStatus', '{"status":"accepted","scopes":["obligatory","optional"]}');
      render(
        <ConsentProvider>
          <Status />
        </ConsentProvider>,
      );
      expect(screen.getByText('basic: accepted (obligatory, optional)')).toBeInTheDocument();
    });

    it('should read the key named by cookie_consent.settings.storage_key', () => {
      localStorage.setItem('brandConsent', '{"status":"rejected"}');
      render(
        <ConsentProvider settings={settingsWith({ 'cookie_consent.settings.storage_key': 'brandConsent' })}>
          <Status />
        </ConsentProvider>,
      );
      expect(screen.getByText('basic: rejected')).toBeInTheDocument();
    });
  });

  describe('given the state changes', () => {
    it('should re-render and mirror the status on <html data-consent>', () => {
      const store = createConsentStore({ storage: createMemoryStorage() });
      render(
        <ConsentProvider store={store}>
          <Status />
        </ConsentProvider>,
      );
      expect(document.documentElement.dataset.consent).toBe('pending');
      act(() => store.reject());
      expect(screen.getByText('basic: rejected')).toBeInTheDocument();
      expect(document.documentElement.dataset.consent).toBe('rejected');
      act(() => store.accept(['obligatory']));
      expect(document.documentElement.dataset.consent).toBe('accepted');
    });
  });

  describe('given a strategy', () => {
    it('should start it with the store and settings, and dispose it on unmount', () => {
      const init = vi.fn();
      const dispose = vi.fn();
      const strategy: ConsentStrategy = {
        name: 'test',
        scopes: ['obligatory'],
        showsBanner: false,
        init,
        dispose,
        script: () => null,
      };
      const store = createConsentStore({ storage: createMemoryStorage() });
      const settings = settingsWith();
      const { unmount } = render(
        <ConsentProvider store={store} strategy={strategy} settings={settings}>
          <Status />
        </ConsentProvider>,
      );
      expect(init).toHaveBeenCalledWith(store, settings);
      unmount();
      expect(dispose).toHaveBeenCalled();
    });
  });

  describe('given localStorage is missing in the browser', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
    afterEach(() => Object.defineProperty(globalThis, 'localStorage', descriptor));

    it('should fail with the store\'s clear error', () => {
      Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      render(
        <CatchError>
          <ConsentProvider>
            <Status />
          </ConsentProvider>
        </CatchError>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(/localStorage is not available/);
      vi.mocked(console.error).mockRestore();
    });
  });
});
