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
 * OneTrust, the consent platform "based on cookie groups" (site-shell.md §9). Documented browser API:
 * - `window.OnetrustActiveGroups`: comma-separated ids of the active groups, e.g. ',C0001,C0003,'.
 * - `OneTrustGroupsUpdated` window event, `detail` = array of active group ids; raised on every
 *   load and whenever the visitor changes their choice.
 *   https://developer.onetrust.com/onetrust/docs/javascript-events-guide
 * - `OptanonWrapper()`: global callback OneTrust calls after its script ran and on each change.
 * - `OneTrust.IsAlertBoxClosed()`: whether the visitor has answered the banner.
 * Default groups: C0001 strictly necessary, C0002 performance, C0003 functional, C0004
 * targeting, C0005 social media (mapping: setting cookie_consent.strategies.onetrust.groups).
 */

export const ONETRUST_GROUPS_UPDATED = 'OneTrustGroupsUpdated';
export const ONETRUST_SDK_URL = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';

interface OneTrustWindow {
  OnetrustActiveGroups?: unknown;
  OptanonWrapper?: () => void;
  OneTrust?: { IsAlertBoxClosed?: () => boolean };
}

/** ',C0001,C0002,' → ['C0001', 'C0002']. */
export function parseOneTrustGroups(value: unknown): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** Scopes of the active groups; a group the mapping does not name is 'unclassified'. */
export function oneTrustScopes(groups: Iterable<string>, mapping: ReadonlyMap<string, ConsentScope>) {
  return [...groups].map((id) => mapping.get(id) ?? 'unclassified');
}

export function oneTrustStrategy(): ConsentStrategy {
  let cleanup: (() => void) | undefined;

  return {
    name: 'onetrust',
    scopes: PLATFORM_SCOPES,
    showsBanner: false,
    init(store: ConsentStore, settings?: ConsentSettings) {
      cleanup?.();
      const win = browserWindow() as (Window & OneTrustWindow) | undefined;
      if (!win) return;
      const mapping = readScopeMap(settings, 'cookie_consent.strategies.onetrust.groups');

      const sync = (groups?: string[]) => {
        const active = groups ?? parseOneTrustGroups(win.OnetrustActiveGroups);
        const isAlertBoxClosed = win.OneTrust?.IsAlertBoxClosed;
        // Not loaded yet: keep the remembered choice rather than flashing gates closed.
        if (!active || typeof isAlertBoxClosed !== 'function') return;
        // The groups are reported on every load, defaults included; only an answered banner is a choice.
        if (!isAlertBoxClosed.call(win.OneTrust)) store.reset();
        else applyGrantedScopes(store, oneTrustScopes(active, mapping));
      };

      const onGroupsUpdated = (event: Event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        sync(Array.isArray(detail) ? detail.filter((id): id is string => typeof id === 'string') : undefined);
      };
      win.addEventListener(ONETRUST_GROUPS_UPDATED, onGroupsUpdated);

      // Chain OptanonWrapper so a page's own callback keeps working.
      const previous = win.OptanonWrapper;
      const wrapper = () => {
        previous?.();
        sync();
      };
      win.OptanonWrapper = wrapper;

      sync();

      cleanup = () => {
        win.removeEventListener(ONETRUST_GROUPS_UPDATED, onGroupsUpdated);
        if (win.OptanonWrapper === wrapper) {
          if (previous) win.OptanonWrapper = previous;
          else delete win.OptanonWrapper;
        }
        cleanup = undefined;
      };
    },
    dispose: () => cleanup?.(),
    script(settings) {
      const id = readSetting(settings, 'cookie_consent.strategies.onetrust.domain_script').trim();
      if (!id) return null;
      return {
        src: ONETRUST_SDK_URL,
        attributes: {
          charset: 'UTF-8',
          'data-domain-script': id,
          'data-language': readSetting(settings, 'cookie_consent.settings.culture').toLowerCase(),
        },
      };
    },
  };
}
