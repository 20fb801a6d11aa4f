// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createConsentStore, createMemoryStorage } from './index.js';

describe('the consent store in Node (no localStorage)', () => {
  describe('given no storage is passed', () => {
    it('should throw an error saying localStorage is missing', () => {
      expect(typeof (globalThis as { localStorage?: unknown }).localStorage).toBe('undefined');
      expect(() => createConsentStore()).toThrowError(/@forecourt\/consent: localStorage is not available/);
    });
  });

  describe('given an explicit storage', () => {
    it('should work', () => {
      const store = createConsentStore({ storage: createMemoryStorage() });
      store.accept(['obligatory']);
      expect(store.getState().status).toBe('accepted');
    });
  });
});
