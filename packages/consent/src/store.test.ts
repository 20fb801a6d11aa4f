import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memory-storage.js';
import {
  createConsentStore,
  DEFAULT_STORAGE_KEY,
  MISSING_STORAGE_MESSAGE,
  parseConsentState,
} from './store.js';

beforeEach(() => localStorage.clear());

describe('createConsentStore', () => {
  describe('given a first visit (nothing stored)', () => {
    it('should start pending', () => {
      expect(createConsentStore().getState()).toEqual({ status: 'pending' });
    });

    it('should use the storage key cookieConsentStatus by default', () => {
      const store = createConsentStore();
      expect(store.storageKey).toBe('cookieConsentStatus');
      expect(DEFAULT_STORAGE_KEY).toBe('cookieConsentStatus');
      store.reject();
      expect(localStorage.getItem('cookieConsentStatus')).toBe('{"status":"rejected"}');
    });
  });

  describe('given the transitions of the state machine', () => {
    it('should go from pending to accepted with the given scopes', () => {
      const store = createConsentStore();
      store.accept(['obligatory', 'optional']);
      expect(store.getState()).toEqual({ status: 'accepted', scopes: ['obligatory', 'optional'] });
    });

    it('should go from pending to rejected', () => {
      const store = createConsentStore();
      store.reject();
      expect(store.getState()).toEqual({ status: 'rejected' });
    });

    it('should go from accepted to rejected and from rejected to accepted', () => {
      const store = createConsentStore();
      store.accept(['obligatory', 'marketing']);
      store.reject();
      expect(store.getState().status).toBe('rejected');
      store.accept(['obligatory']);
      expect(store.getState()).toEqual({ status: 'accepted', scopes: ['obligatory'] });
    });

    it('should change the scopes of an accepted state', () => {
      const store = createConsentStore();
      store.accept(['obligatory']);
      store.accept(['marketing', 'obligatory', 'statistic']);
      expect(store.getState()).toEqual({
        status: 'accepted',
        scopes: ['obligatory', 'statistic', 'marketing'],
      });
    });

    it('should go back to pending on reset and forget the stored choice', () => {
      const store = createConsentStore();
      store.accept(['obligatory']);
      store.reset();
      expect(store.getState()).toEqual({ status: 'pending' });
      expect(localStorage.getItem('cookieConsentStatus')).toBeNull();
    });

    it('should drop unknown and repeated scopes', () => {
      const store = createConsentStore();
      store.accept(['optional', 'optional', 'bogus' as never]);
      expect(store.getState()).toEqual({ status: 'accepted', scopes: ['optional'] });
    });
  });

  describe('given a subscriber', () => {
    it('should notify it of every change and not of a repeated state', () => {
      const store = createConsentStore();
      const listener = vi.fn();
      store.subscribe(listener);
      store.accept(['obligatory', 'optional']);
      store.accept(['optional', 'obligatory']);
      store.reject();
      store.reject();
      store.reset();
      expect(listener.mock.calls.map(([state]) => state.status)).toEqual(['accepted', 'rejected', 'pending']);
    });

    it('should stop notifying after unsubscribe', () => {
      const store = createConsentStore();
      const listener = vi.fn();
      const unsubscribe = store.subscribe(listener);
      unsubscribe();
      store.reject();
      expect(listener).not.toHaveBeenCalled();
    });

    it('should keep the same state object until the state changes', () => {
      const store = createConsentStore();
      store.accept(['obligatory']);
      const first = store.getState();
      store.accept(['obligatory']);
      expect(store.getState()).toBe(first);
    });
  });

  describe('given allows(scope)', () => {
    it('should be true only for scopes of an accepted state', () => {
      const store = createConsentStore();
      expect(store.allows('obligatory')).toBe(false);
      store.accept(['obligatory', 'optional']);
      expect(store.allows('optional')).toBe(true);
      expect(store.allows('marketing')).toBe(false);
      store.reject();
      expect(store.allows('obligatory')).toBe(false);
    });
  });

  describe('given a choice made on an earlier visit', () => {
    it('should restore an accepted state with its scopes', () => {
      createConsentStore().accept(['obligatory', 'marketing']);
      expect(createConsentStore().getState()).toEqual({
        status: 'accepted',
        scopes: ['obligatory', 'marketing'],
      });
    });

    it('should restore a rejected state', () => {
      createConsentStore().reject();
      expect(createConsentStore().getState()).toEqual({ status: 'rejected' });
    });

    it.each([['not json'], ['"accepted"'], ['{"status":"accepted"}'], ['{"status":"maybe"}'], ['null']])(
      'should treat the unreadable value %s as pending',
      (raw) => {
        localStorage.setItem('cookieConsentStatus', raw);
        expect(createConsentStore().getState()).toEqual({ status: 'pending' });
      },
    );
  });

  describe('given a custom storage key', () => {
    it('should read and write under that key only', () => {
      localStorage.setItem('cookieConsentStatus', '{"status":"rejected"}');
      const store = createConsentStore({ storageKey: 'brandConsent' });
      expect(store.getState()).toEqual({ status: 'pending' });
      store.accept(['obligatory']);
      expect(JSON.parse(localStorage.getItem('brandConsent')!)).toEqual({
        status: 'accepted',
        scopes: ['obligatory'],
      });
      expect(localStorage.getItem('cookieConsentStatus')).toBe('{"status":"rejected"}');
      expect(createConsentStore({ storageKey: 'brandConsent' }).getState().status).toBe('accepted');
    });

    it('should fall back to the default key for an empty key', () => {
      expect(createConsentStore({ storageKey: '' }).storageKey).toBe('cookieConsentStatus');
    });
  });

  describe('given an explicit storage', () => {
    it('should keep the choice there and not in localStorage', () => {
      const storage = createMemoryStorage();
      createConsentStore({ storage }).reject();
      expect(storage.getItem('cookieConsentStatus')).toBe('{"status":"rejected"}');
      expect(localStorage.length).toBe(0);
      expect(createConsentStore({ storage }).getState().status).toBe('rejected');
    });
  });

  describe('given localStorage is missing', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    afterEach(() => {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
    });

    it('should throw a clear error naming localStorage', () => {
      Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
      expect(() => createConsentStore()).toThrow(MISSING_STORAGE_MESSAGE);
      expect(MISSING_STORAGE_MESSAGE).toMatch(/localStorage is not available/);
    });

    it('should throw the same error when reading localStorage itself throws (storage blocked)', () => {
      Object.defineProperty(globalThis, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
        configurable: true,
      });
      expect(() => createConsentStore()).toThrow(MISSING_STORAGE_MESSAGE);
    });
  });
});

describe('parseConsentState', () => {
  describe('given a stored accepted state', () => {
    it('should keep only known scopes', () => {
      expect(parseConsentState('{"status":"accepted","scopes":["marketing","x",3]}')).toEqual({
        status: 'accepted',
        scopes: ['marketing'],
      });
    });
  });
});
