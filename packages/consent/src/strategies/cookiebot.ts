import { PLATFORM_SCOPES, type ConsentScope } from '../scopes.js';
import type { ConsentStore } from '../store.js';
import {
  applyGrantedScopes,
  browserWindow,
  readSetting,
  type ConsentSettings,
  type ConsentStrategy,
} from './strategy.js';

/*
 * Cookiebot. Documented browser API (https://www.cookiebot.com/en/developer/):
 * - `window.Cookiebot.consent.{necessary, preferences, statistics, marketing}` (booleans),
 *   `Cookiebot.hasResponse` (the visitor answered), `Cookiebot.declined`.
 * - Window events `CookiebotOnConsentReady` (consent known, also on load for a returning
 *   visitor), `CookiebotOnAccept` and `CookiebotOnDecline`.
 * - Loader `https://consent.cookiebot.com/uc.js` with `data-cbid` and `data-culture`.
 */

export const COOKIEBOT_EVENTS = ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'] as const;
export const COOKIEBOT_SCRIPT_URL = 'https://consent.cookiebot.com/uc.js';

export interface CookiebotConsent {
  necessary?: boolean;
  preferences?: boolean;
  statistics?: boolean;
  marketing?: boolean;
}

interface CookiebotWindow {
  Cookiebot?: { consent?: CookiebotConsent; hasResponse?: boolean; declined?: boolean };
}

/** Cookiebot's categories as our scopes: preferences are the optional (functional) cookies. */
export function cookiebotScopes(consent: CookiebotConsent): ConsentScope[] {
  const scopes: ConsentScope[] = [];
  if (consent.necessary !== false) scopes.push('obligatory');
  if (consent.preferences) scopes.push('optional');
  if (consent.statistics) scopes.push('statistic');
  if (consent.marketing) scopes.push('marketing');
  return scopes;
}

export function cookiebotStrategy(): ConsentStrategy {
  let cleanup: (() => void) | undefined;

  return {
    name: 'cookiebot',
    scopes: PLATFORM_SCOPES,
    showsBanner: false,
    init(store: ConsentStore, _settings?: ConsentSettings) {
      cleanup?.();
      const win = browserWindow() as (Window & CookiebotWindow) | undefined;
      if (!win) return;

      const sync = () => {
        const cookiebot = win.Cookiebot;
        if (!cookiebot?.consent) return;
        if (!cookiebot.hasResponse) store.reset();
        else if (cookiebot.declined) store.reject();
        else applyGrantedScopes(store, cookiebotScopes(cookiebot.consent));
      };

      for (const name of COOKIEBOT_EVENTS) win.addEventListener(name, sync);
      // Already answered before we started listening (script loaded first): take it over now.
      if (win.Cookiebot?.hasResponse) sync();

      cleanup = () => {
        for (const name of COOKIEBOT_EVENTS) win.removeEventListener(name, sync);
        cleanup = undefined;
      };
    },
    dispose: () => cleanup?.(),
    script(settings) {
      const cbid = readSetting(settings, 'cookie_consent.strategies.cookiebot.cbid').trim();
      if (!cbid) return null;
      return {
        src: COOKIEBOT_SCRIPT_URL,
        attributes: {
          id: 'Cookiebot',
          'data-cbid': cbid,
          'data-culture': readSetting(settings, 'cookie_consent.settings.culture'),
        },
      };
    },
  };
}
