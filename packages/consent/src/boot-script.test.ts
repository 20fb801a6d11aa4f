import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentBootScript } from './boot-script.js';
import { createConsentStore } from './store.js';

/** Runs the script the way the browser runs an inline <head> script. */
const run = (script: string) => new Function(script)();

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-consent');
});
afterEach(() => document.documentElement.removeAttribute('data-consent'));

describe('consentBootScript', () => {
  describe('given a first visit', () => {
    it('should set data-consent="pending" on <html>', () => {
      run(consentBootScript());
      expect(document.documentElement.dataset.consent).toBe('pending');
    });
  });

  describe('given a choice the store saved', () => {
    it('should set data-consent="accepted" for an accepted visitor', () => {
      createConsentStore().accept(['obligatory', 'optional']);
      run(consentBootScript());
      expect(document.documentElement.dataset.consent).toBe('accepted');
    });

    it('should set data-consent="rejected" for a rejected visitor', () => {
      createConsentStore().reject();
      run(consentBootScript());
      expect(document.documentElement.dataset.consent).toBe('rejected');
    });
  });

  describe('given a custom storage key', () => {
    it('should read that key', () => {
      createConsentStore({ storageKey: 'brandConsent' }).reject();
      run(consentBootScript());
      expect(document.documentElement.dataset.consent).toBe('pending');
      run(consentBootScript('brandConsent'));
      expect(document.documentElement.dataset.consent).toBe('rejected');
    });
  });

  describe('given a value the store would not accept', () => {
    it.each([['garbage{'], ['{"status":"accepted"}'], ['{"status":"other"}']])(
      'should say pending for %s, like the store',
      (raw) => {
        localStorage.setItem('cookieConsentStatus', raw);
        run(consentBootScript());
        expect(document.documentElement.dataset.consent).toBe('pending');
        expect(createConsentStore().getState().status).toBe('pending');
      },
    );
  });

  describe('given a storage key with markup in it', () => {
    it('should not be able to close the <script> element', () => {
      const script = consentBootScript('</script><script>alert(1)//');
      expect(script).not.toContain('</script>');
      localStorage.setItem('</script><script>alert(1)//', '{"status":"rejected"}');
      run(script);
      expect(document.documentElement.dataset.consent).toBe('rejected');
    });
  });
});
