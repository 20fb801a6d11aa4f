import { PLATFORM_SCOPES, type ConsentScope } from '../scopes.js';
import type { ConsentStore } from '../store.js';
import {
  applyGrantedScopes,
  browserWindow,
  readScopeMap,
  readSetting,
  type ConsentSettings,
  type ConsentStrategy,
} from './strategy.js';

/*
 * Usercentrics (Web CMP v2; v3 keeps the same event for compatibility). Documented browser API
 * (https://usercentrics.com/docs/web/features/v2/events_v2/events_v2/): the window event named in
 * the admin (Implementation > Data Layer & Events, commonly 'ucEvent') carries
 * `detail = { event: 'consent_status', type: 'explicit' | 'implicit', action, ucCategory, … }`,
 * raised on page load (`onInitialPageLoad`) and on every choice. `ucCategory` maps each category
 * slug to true (all its services accepted), false (all denied) or null (mixed). `implicit` means
 * the visitor has not answered yet. Loader: `https://app.usercentrics.eu/browser-ui/latest/loader.js`
 * with `data-settings-id`.
 */

export const USERCENTRICS_SCRIPT_URL = 'https://app.usercentrics.eu/browser-ui/latest/loader.js';

export interface UsercentricsConsentStatus {
  event?: unknown;
  type?: unknown;
  action?: unknown;
  ucCategory?: Record<string, boolean | null | undefined>;
}

/** Fully accepted categories as scopes; a category the mapping does not name is 'unclassified'. */
export function usercentricsScopes(
  categories: Readonly<Record<string, boolean | null | undefined>>,
  mapping: ReadonlyMap<string, ConsentScope>,
): ConsentScope[] {
  return Object.entries(categories)
    .filter(([, accepted]) => accepted === true)
    .map(([slug]) => mapping.get(slug) ?? 'unclassified');
}

export function usercentricsStrategy(): ConsentStrategy {
  let cleanup: (() => void) | undefined;

  return {
    name: 'usercentrics',
    scopes: PLATFORM_SCOPES,
    showsBanner: false,
    init(store: ConsentStore, settings?: ConsentSettings) {
      cleanup?.();
      const win = browserWindow();
      if (!win) return;
      const eventName = readSetting(settings, 'cookie_consent.strategies.usercentrics.event').trim() || 'ucEvent';
      const mapping = readScopeMap(settings, 'cookie_consent.strategies.usercentrics.categories');

      const onEvent = (event: Event) => {
        const detail = (event as CustomEvent<UsercentricsConsentStatus | undefined>).detail;
        if (!detail || detail.event !== 'consent_status') return;
        // The docs spell the type 'explicit'; v3's compatibility event spells it 'EXPLICIT'.
        if (String(detail.type).toLowerCase() !== 'explicit') store.reset();
        else applyGrantedScopes(store, usercentricsScopes(detail.ucCategory ?? {}, mapping));
      };
      win.addEventListener(eventName, onEvent);
      cleanup = () => {
        win.removeEventListener(eventName, onEvent);
        cleanup = undefined;
      };
    },
    dispose: () => cleanup?.(),
    script(settings) {
      const id = readSetting(settings, 'cookie_consent.strategies.usercentrics.settings_id').trim();
      if (!id) return null;
      return {
        src: USERCENTRICS_SCRIPT_URL,
        attributes: { id: 'usercentrics-cmp', 'data-settings-id': id, async: '' },
      };
    },
  };
}
