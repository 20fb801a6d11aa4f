// @vitest-environment node
import { resolveSettings } from '@forecourt/api-client';
import { describe, expect, it } from 'vitest';
import { readExitPopupSettings } from './settings.js';

describe('readExitPopupSettings', () => {
  describe('given no server values', () => {
    it('should use the code defaults: OK label, no cancel, empty lists', () => {
      expect(readExitPopupSettings(resolveSettings([]))).toEqual({
        copy: '',
        ok: 'OK',
        cancel: '',
        whitelist: '',
        blacklist: '',
      });
    });
  });

  describe('given settings as a plain object (as the site caches them)', () => {
    it('should read them like the map, defaults included', () => {
      expect(
        readExitPopupSettings({
          'exit_popup.do_url': 'https://*.dealer.pl/*',
          'exit_popup.cancel': 'Stay',
        }),
      ).toEqual({
        copy: '',
        ok: 'OK',
        cancel: 'Stay',
        whitelist: 'https://*.dealer.pl/*',
        blacklist: '',
      });
    });
  });

  describe('given server values', () => {
    it('should read every exit_popup key', () => {
      const settings = resolveSettings([
        { key: 'exit_popup.copy', value: '<p>Bye</p>' },
        { key: 'exit_popup.ok', value: 'Continue' },
        { key: 'exit_popup.cancel', value: 'Stay' },
        { key: 'exit_popup.do_url', value: 'https://*.dealer.pl/*' },
        { key: 'exit_popup.dont_url', value: 'https://www.dealer.pl/*' },
      ]);
      expect(readExitPopupSettings(settings)).toEqual({
        copy: '<p>Bye</p>',
        ok: 'Continue',
        cancel: 'Stay',
        whitelist: 'https://*.dealer.pl/*',
        blacklist: 'https://www.dealer.pl/*',
      });
    });

    it('should keep a name on OK when the label is blank and hide a blank cancel', () => {
      const settings = resolveSettings([
        { key: 'exit_popup.ok', value: '  ' },
        { key: 'exit_popup.cancel', value: ' ' },
      ]);
      expect(readExitPopupSettings(settings)).toMatchObject({ ok: 'OK', cancel: '' });
    });
  });
});
