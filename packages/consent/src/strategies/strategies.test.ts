import { CONSENT_STRATEGY_CHOICES, resolveSettings } from '@forecourt/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../memory-storage.js';
import { createConsentStore, type ConsentStore } from '../store.js';
import { basicStrategy } from './basic.js';
import { COOKIEBOT_SCRIPT_URL, cookiebotStrategy } from './cookiebot.js';
import { ONETRUST_SDK_URL, oneTrustStrategy } from './onetrust.js';
import { resolveStrategy, STRATEGY_NAMES } from './resolve.js';
import type { ConsentStrategy } from './strategy.js';
import { USERCENTRICS_SCRIPT_URL, usercentricsStrategy } from './usercentrics.js';

// The platforms' documented globals, set on `window` the way their scripts set them.
type PlatformWindow = Window & {
  OnetrustActiveGroups?: string;
  OneTrust?: { IsAlertBoxClosed: () => boolean };
  OptanonWrapper?: () => void;
  Cookiebot?: {
    consent: { necessary: boolean; preferences: boolean; statistics: boolean; marketing: boolean };
    hasResponse: boolean;
    declined: boolean;
  };
};
const win = window as PlatformWindow;

let store: ConsentStore;
let strategy: ConsentStrategy | undefined;
beforeEach(() => {
  store = createConsentStore({ storage: createMemoryStorage() });
});
afterEach(() => {
  strategy?.dispose();
  strategy = undefined;
  delete win.OnetrustActiveGroups;
  delete win.OneTrust;
  delete win.OptanonWrapper;
  delete win.Cookiebot;
});

const start = (made: ConsentStrategy, settings?: ReadonlyMap<string, string>) => {
  strategy = made;
  made.init(store, settings);
  return made;
};

describe('resolveStrategy', () => {
  describe('given each known name', () => {
    it.each([
      ['basic', 'basic'],
      ['onetrust', 'onetrust'],
      ['cookiebot', 'cookiebot'],
      ['usercentrics', 'usercentrics'],
      [' OneTrust ', 'onetrust'],
    ])('should resolve %j to the %s strategy', (name, expected) => {
      expect(resolveStrategy(name).name).toBe(expected);
    });
  });

  describe('given an unknown name', () => {
    it.each([['didomi'], [''], [undefined], [null], ['toString'], ['__proto__']])(
      'should fall back to basic for %j',
      (name) => {
        expect(resolveStrategy(name).name).toBe('basic');
      },
    );
  });

  it('should return a fresh instance each time, so two providers do not share listeners', () => {
    expect(resolveStrategy('onetrust')).not.toBe(resolveStrategy('onetrust'));
    expect(STRATEGY_NAMES).toEqual(['basic', 'onetrust', 'cookiebot', 'usercentrics']);
  });

  it('should offer admins exactly these strategies in the settings', () => {
    expect([...CONSENT_STRATEGY_CHOICES]).toEqual(STRATEGY_NAMES);
  });
});

describe('scopes per strategy', () => {
  describe('given the basic strategy', () => {
    it('should offer obligatory and optional only', () => {
      expect(basicStrategy().scopes).toEqual(['obligatory', 'optional']);
    });
  });

  describe.each([['onetrust'], ['cookiebot'], ['usercentrics']])('given the %s strategy', (name) => {
    it('should add statistic, marketing and unclassified', () => {
      expect(resolveStrategy(name).scopes).toEqual([
        'obligatory',
        'optional',
        'statistic',
        'marketing',
        'unclassified',
      ]);
    });
  });

  it('should show our own banner only for basic', () => {
    expect(STRATEGY_NAMES.filter((name) => resolveStrategy(name).showsBanner)).toEqual(['basic']);
  });
});

describe('the basic strategy', () => {
  it('should leave the store alone and load no script', () => {
    start(basicStrategy());
    expect(store.getState().status).toBe('pending');
    expect(basicStrategy().script()).toBeNull();
  });
});

describe('the OneTrust strategy (cookie groups)', () => {
  const groupsUpdated = (groups: string[]) => {
    win.OnetrustActiveGroups = `,${groups.join(',')},`;
    window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: groups }));
  };
  const loadOneTrust = (answered: boolean) => {
    win.OneTrust = { IsAlertBoxClosed: () => answered };
  };

  describe('given OneTrust is not loaded yet', () => {
    it('should keep the remembered choice', () => {
      store.accept(['obligatory', 'marketing']);
      start(oneTrustStrategy());
      expect(store.getState()).toEqual({ status: 'accepted', scopes: ['obligatory', 'marketing'] });
    });
  });

  describe('given the visitor has not answered the OneTrust banner', () => {
    it('should stay pending although OneTrust reports its default groups', () => {
      start(oneTrustStrategy());
      loadOneTrust(false);
      groupsUpdated(['C0001']);
      expect(store.getState()).toEqual({ status: 'pending' });
    });

    it('should forget a stale remembered choice', () => {
      store.reject();
      start(oneTrustStrategy());
      loadOneTrust(false);
      groupsUpdated(['C0001']);
      expect(store.getState().status).toBe('pending');
    });
  });

  describe('given the visitor allows all groups', () => {
    it('should accept with each group mapped to its scope', () => {
      start(oneTrustStrategy());
      loadOneTrust(true);
      groupsUpdated(['C0001', 'C0002', 'C0003', 'C0004']);
      expect(store.getState()).toEqual({
        status: 'accepted',
        scopes: ['obligatory', 'optional', 'statistic', 'marketing'],
      });
    });
  });

  describe('given the visitor allows some groups', () => {
    it('should accept only their scopes, an unknown group being unclassified', () => {
      start(oneTrustStrategy());
      loadOneTrust(true);
      groupsUpdated(['C0001', 'C0002', 'C0099']);
      expect(store.getState()).toEqual({
        status: 'accepted',
        scopes: ['obligatory', 'statistic', 'unclassified'],
      });
    });
  });

  describe('given the visitor rejects all but the strictly necessary group', () => {
    it('should be rejected', () => {
      start(oneTrustStrategy());
      loadOneTrust(true);
      groupsUpdated(['C0001']);
      expect(store.getState()).toEqual({ status: 'rejected' });
    });
  });

  describe('given the visitor changes their mind', () => {
    it('should follow each OneTrustGroupsUpdated event', () => {
      start(oneTrustStrategy());
      loadOneTrust(true);
      groupsUpdated(['C0001', 'C0004']);
      expect(store.allows('marketing')).toBe(true);
      groupsUpdated(['C0001']);
      expect(store.getState().status).toBe('rejected');
    });
  });

  describe('given OneTrust calls OptanonWrapper', () => {
    it('should read window.OnetrustActiveGroups and still call the page\'s own OptanonWrapper', () => {
      const calls: string[] = [];
      win.OptanonWrapper = () => calls.push('page');
      start(oneTrustStrategy());
      loadOneTrust(true);
      win.OnetrustActiveGroups = ',C0001,C0003,';
      win.OptanonWrapper!();
      expect(calls).toEqual(['page']);
      expect(store.getState()).toEqual({ status: 'accepted', scopes: ['obligatory', 'optional'] });
    });

    it('should restore the page\'s OptanonWrapper on dispose', () => {
      const own = () => {};
      win.OptanonWrapper = own;
      start(oneTrustStrategy()).dispose();
      expect(win.OptanonWrapper).toBe(own);
    });
  });

  describe('given OneTrust had already loaded before init', () => {
    it('should take over the answered choice at once', () => {
      loadOneTrust(true);
      win.OnetrustActiveGroups = ',C0001,C0002,';
      start(oneTrustStrategy());
      expect(store.getState()).toEqual({ status: 'accepted', scopes: ['obligatory', 'statistic'] });
    });
  });

  describe('given a custom group mapping in cookie_consent.strategies.onetrust.groups', () => {
    it('should use it', () => {
      const settings = resolveSettings([
        { key: 'cookie_consent.strategies.onetrust.groups', value: '{"C0001":"obligatory","SPD_BG":"marketing"}' },
      ]);
      start(oneTrustStrategy(), settings);
      loadOneTrust(true);
      groupsUpdated(['C0001', 'SPD_BG', 'C0002']);
      expect(store.getState()).toEqual({
        status: 'accepted',
        scopes: ['obligatory', 'marketing', 'unclassified'],
      });
    });

    it('should fall back to the default mapping when the setting is not JSON', () => {
      const settings = resolveSettings([{ key: 'cookie_consent.strategies.onetrust.groups', value: '{oops' }]);
      start(oneTrustStrategy(), settings);
      loadOneTrust(true);
      groupsUpdated(['C0001', 'C0004']);
      expect(store.getState()).toEqual({ status: 'accepted', scopes: ['obligatory', 'marketing'] });
    });
  });

  describe('given dispose', () => {
    it('should stop following OneTrust', () => {
      start(oneTrustStrategy()).dispose();
      loadOneTrust(true);
      groupsUpdated(['C0001', 'C0004']);
      expect(store.getState().status).toBe('pending');
    });
  });

  describe('given the loader script', () => {
    it('should need the domain script id and pass the culture as language', () => {
      expect(oneTrustStrategy().script()).toBeNull();
      const settings = resolveSettings([
        { key: 'cookie_consent.strategies.onetrust.domain_script', value: 'abc-123' },
        { key: 'cookie_consent.settings.culture', value: 'DE' },
      ]);
      expect(oneTrustStrategy().script(settings)).toEqual({
        src: ONETRUST_SDK_URL,
        attributes: { charset: 'UTF-8', 'data-domain-script': 'abc-123', 'data-language': 'de' },
      });
    });
  });
});

describe('the Cookiebot strategy', () => {
  const setCookiebot = (
    consent: Partial<{ preferences: boolean; statistics: boolean; marketing: boolean }>,
    { hasResponse = true, declined = false } = {},
  ) => {
    win.Cookiebot = {
      consent: { necessary: true, preferences: false, statistics: false, marketing: false, ...consent },
      hasResponse,
      declined,
    };
  };

  describe('given CookiebotOnAccept', () => {
    it('should accept with the categories the visitor allowed', () => {
      start(cookiebotStrategy());
      setCookiebot({ preferences: true, marketing: true });
      window.dispatchEvent(new Event('CookiebotOnAccept'));
      expect(store.getState()).toEqual({
        status: 'accepted',
        scopes: ['obligatory', 'optional', 'marketing'],
      });
    });

    it('should map statistics to statistic', () => {
      start(cookiebotStrategy());
      setCookiebot({ statistics: true });
      window.dispatchEvent(new Event('CookiebotOnAccept'));
      expect(store.getState()).toEqual({ status: 'accepted', scopes: ['obligatory', 'statistic'] });
    });
  });

  describe('given CookiebotOnDecline', () => {
    it('should be rejected', () => {
      start(cookiebotStrategy());
      setCookiebot({}, { declined: true });
      window.dispatchEvent(new Event('CookiebotOnDecline'));
      expect(store.getState()).toEqual({ status: 'rejected' });
    });
  });

  describe('given CookiebotOnConsentReady for a returning visitor', () => {
    it('should restore their choice', () => {
      start(cookiebotStrategy());
      setCookiebot({ preferences: true, statistics: true, marketing: true });
      window.dispatchEvent(new Event('CookiebotOnConsentReady'));
      expect(store.getState()).toEqual({
        status: 'accepted',
        scopes: ['obligatory', 'optional', 'statistic', 'marketing'],
      });
    });
  });

  describe('given CookiebotOnConsentReady before the visitor answered', () => {
    it('should be pending', () => {
      store.reject();
      start(cookiebotStrategy());
      setCookiebot({}, { hasResponse: false });
      window.dispatchEvent(new Event('CookiebotOnConsentReady'));
      expect(store.getState()).toEqual({ status: 'pending' });
    });
  });

  describe('given Cookiebot answered before init', () => {
    it('should take over the choice at once', () => {
      setCookiebot({ marketing: true });
      start(cookiebotStrategy());
      expect(store.getState()).toEqual({ status: 'accepted', scopes: ['obligatory', 'marketing'] });
    });
  });

  describe('given dispose', () => {
    it('should stop following Cookiebot', () => {
      start(cookiebotStrategy()).dispose();
      setCookiebot({ marketing: true });
      window.dispatchEvent(new Event('CookiebotOnAccept'));
      expect(store.getState().status).toBe('pending');
    });
  });

  describe('given the loader script', () => {
    it('should need the cbid and pass the culture', () => {
      expect(cookiebotStrategy().script()).toBeNull();
      const settings = resolveSettings([{ key: 'cookie_consent.strategies.cookiebot.cbid', value: '0000-1111' }]);
      expect(cookiebotStrategy().script(settings)).toEqual({
        src: COOKIEBOT_SCRIPT_URL,
        attributes: { id: 'Cookiebot', 'data-cbid': '0000-1111', 'data-culture': 'EN' },
      });
    });
  });
});

describe('the Usercentrics strategy', () => {
  const consentStatus = (detail: object, name = 'ucEvent') =>
    window.dispatchEvent(new CustomEvent(name, { detail: { event: 'consent_status', ...detail } }));

  describe('given "Accept All"', () => {
    it('should accept every category as its scope', () => {
      start(usercentricsStrategy());
      consentStatus({
        type: 'explicit',
        action: 'onAcceptAllServices',
        ucCategory: { essential: true, functional: true, marketing: true },
      });
      expect(store.getState()).toEqual({
        status: 'accepted',
        scopes: ['obligatory', 'optional', 'marketing'],
      });
    });
  });

  describe('given "Deny All"', () => {
    it('should be rejected', () => {
      start(usercentricsStrategy());
      consentStatus({
        type: 'explicit',
        action: 'onDenyAllServices',
        ucCategory: { essential: true, functional: false, marketing: false },
      });
      expect(store.getState()).toEqual({ status: 'rejected' });
    });
  });

  describe('given a partial choice', () => {
    it('should grant only fully accepted categories (null means mixed), others unclassified', () => {
      start(usercentricsStrategy());
      consentStatus({
        type: 'EXPLICIT',
        action: 'onUpdateServices',
        ucCategory: { essential: true, functional: null, marketing: false, statistics: true, social: true },
      });
      expect(store.getState()).toEqual({
        status: 'accepted',
        scopes: ['obligatory', 'statistic', 'unclassified'],
      });
    });
  });

  describe('given the page-load event of a visitor who has not answered', () => {
    it('should be pending', () => {
      store.accept(['obligatory']);
      start(usercentricsStrategy());
      consentStatus({ type: 'implicit', action: 'onInitialPageLoad', ucCategory: { essential: true } });
      expect(store.getState()).toEqual({ status: 'pending' });
    });
  });

  describe('given other events on the same window event', () => {
    it('should ignore them', () => {
      start(usercentricsStrategy());
      window.dispatchEvent(new CustomEvent('ucEvent', { detail: { event: 'something_else', type: 'explicit' } }));
      window.dispatchEvent(new CustomEvent('ucEvent'));
      expect(store.getState()).toEqual({ status: 'pending' });
    });
  });

  describe('given a custom window event name in cookie_consent.strategies.usercentrics.event', () => {
    it('should listen to that event only', () => {
      const settings = resolveSettings([{ key: 'cookie_consent.strategies.usercentrics.event', value: 'ucConsentEvent' }]);
      start(usercentricsStrategy(), settings);
      consentStatus({ type: 'explicit', ucCategory: { marketing: true } });
      expect(store.getState().status).toBe('pending');
      consentStatus({ type: 'explicit', ucCategory: { marketing: true } }, 'ucConsentEvent');
      expect(store.getState()).toEqual({ status: 'accepted', scopes: ['obligatory', 'marketing'] });
    });
  });

  describe('given dispose', () => {
    it('should stop following Usercentrics', () => {
      start(usercentricsStrategy()).dispose();
      consentStatus({ type: 'explicit', ucCategory: { marketing: true } });
      expect(store.getState().status).toBe('pending');
    });
  });

  describe('given the loader script', () => {
    it('should need the settings id', () => {
      expect(usercentricsStrategy().script()).toBeNull();
      const settings = resolveSettings([{ key: 'cookie_consent.strategies.usercentrics.settings_id', value: 'XyZ' }]);
      expect(usercentricsStrategy().script(settings)).toEqual({
        src: USERCENTRICS_SCRIPT_URL,
        attributes: { id: 'usercentrics-cmp', 'data-settings-id': 'XyZ', async: '' },
      });
    });
  });
});
