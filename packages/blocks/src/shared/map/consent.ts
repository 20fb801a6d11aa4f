import { CONSENT_ATTRIBUTE, consentSettings, parseConsentState, resolveStrategy, type ConsentScope } from '@forecourt/consent';
import { useMemo, useSyncExternalStore } from 'react';
import type { BlockSiteData } from '../site-data.js';

/**
 * The consent scope a map needs: its tiles and scripts come from a third party, like an embedded
 * video ('marketing' where the consent platform asks about it; the basic banner offers only
 * obligatory and optional, so there its 'Accept' is the visitor's yes).
 */
export function mapConsentScope(strategyName: string): ConsentScope {
  return resolveStrategy(strategyName).scopes.includes('marketing') ? 'marketing' : 'optional';
}

function subscribe(onChange: () => void) {
  // The site's consent provider lives in its own island (it loads when the browser is idle), so
  // the blocks follow its choice where it shows: `<html data-consent>`, which the provider keeps
  // in step after every change, and the stored choice (another tab).
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [CONSENT_ATTRIBUTE] });
  window.addEventListener('storage', onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onChange);
  };
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage blocked: no choice, so nothing third-party loads.
  }
}

/**
 * Whether the visitor allowed the map's third-party content, read from the stored consent choice
 * (`@forecourt/consent`'s format and key). False on the server and while hydrating.
 */
export function useMapConsent(settings: BlockSiteData['settings']): { allowed: boolean; placeholder: string } {
  const texts = useMemo(
    () => consentSettings(settings instanceof Map ? settings : new Map(Object.entries(settings))),
    [settings],
  );
  const raw = useSyncExternalStore(subscribe, () => readStored(texts.storageKey), () => null);
  const scope = mapConsentScope(texts.strategy);
  const state = parseConsentState(raw);
  return {
    allowed: state.status === 'accepted' && state.scopes.includes(scope),
    placeholder: texts.placeholder,
  };
}

interface ConsentPlatforms {
  OneTrust?: { ToggleInfoDisplay?: () => void };
  Cookiebot?: { renew?: () => void };
  UC_UI?: { showSecondLayer?: () => void };
}

/**
 * Opens where the visitor chooses about cookies: the consent platform's preferences, or (basic
 * strategy) the site's cookie banner, which is on the page while no choice is made.
 */
export function openConsentChoice() {
  const platforms = window as unknown as ConsentPlatforms;
  if (platforms.OneTrust?.ToggleInfoDisplay) return platforms.OneTrust.ToggleInfoDisplay();
  if (platforms.Cookiebot?.renew) return platforms.Cookiebot.renew();
  if (platforms.UC_UI?.showSecondLayer) return platforms.UC_UI.showSecondLayer();
  const banner = document.querySelector<HTMLElement>('.fc-cookie-banner');
  if (!banner) return;
  banner.scrollIntoView({ block: 'nearest' });
  banner.querySelector<HTMLElement>('button')?.focus();
}
