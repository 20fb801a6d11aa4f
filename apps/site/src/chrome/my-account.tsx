// The my-account menu slot (site-shell.md §2 "Layouts"): enabled when the setting for an extra
// my-account script URL (`my_jlr.script_url`) is set; that script is then loaded and fills the slot.
import { useEffect } from 'react';
import { documentNonce } from '../csp-nonce.js';

export const MY_ACCOUNT_SETTING = 'my_jlr.script_url';

/** The script URL when the slot is enabled, else null. */
export function myAccountScriptUrl(settings: Record<string, string>): string | null {
  const url = settings[MY_ACCOUNT_SETTING]?.trim() ?? '';
  return url === '' ? null : url;
}

/** The empty element the my-account script renders into. */
export function MyAccountSlot() {
  return <div id="my-account" data-slot="my-account" />;
}

/** Loads the my-account script once, asynchronously and only in the browser (effects never run on the server). */
export function useMyAccountScript(url: string | null): void {
  useEffect(() => {
    if (!url) return;
    const existing = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-my-account]'));
    if (existing.some((script) => script.getAttribute('src') === url)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    // Allowed by the page's Content-Security-Policy wherever it comes from (an admin chose it).
    const nonce = documentNonce();
    if (nonce) script.nonce = nonce;
    script.dataset.myAccount = '';
    document.head.appendChild(script);
  }, [url]);
}
