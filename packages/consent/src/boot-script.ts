import { DEFAULT_STORAGE_KEY } from './store.js';

/** Attribute on `<html>` the stylesheet keys on: `data-consent="pending|accepted|rejected"`. */
export const CONSENT_ATTRIBUTE = 'data-consent';

/**
 * A tiny inline script for `<head>` that sets `document.documentElement.dataset.consent` from
 * the stored choice before first paint, so a server-rendered page never flashes the banner at
 * a visitor who already chose (the banner is visible only under `[data-consent="pending"]`).
 * It reads the same JSON the store writes; no storage, or an unreadable value, means 'pending'.
 * Render it as `<script dangerouslySetInnerHTML={{ __html: consentBootScript(key) }} />`.
 */
export function consentBootScript(storageKey: string = DEFAULT_STORAGE_KEY): string {
  // JSON is a JS string literal; escaping '<' keeps a key like '</script>' from ending the tag.
  const key = JSON.stringify(storageKey || DEFAULT_STORAGE_KEY).replace(/</g, '\\u003c');
  return (
    '(function(){var s="pending";try{var v=JSON.parse(localStorage.getItem(' +
    key +
    ')||"null");if(v&&(v.status==="rejected"||(v.status==="accepted"&&Array.isArray(v.scopes))))s=v.status}catch(e){}' +
    'document.documentElement.setAttribute("' +
    CONSENT_ATTRIBUTE +
    '",s)})();'
  );
}
