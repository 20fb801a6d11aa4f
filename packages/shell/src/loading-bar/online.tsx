// site-shell.md §4 "The online or offline flag follows the browser".
import { useEffect, useSyncExternalStore } from 'react';
import { useShellT } from '../i18n/LocaleProvider.js';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True while the browser reports a connection; the server (and first render) assume online. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/**
 * Mirrors the flag on `<html data-online="true|false">`, so CSS (and tests) can react to it, and
 * returns it.
 */
export function useOnlineAttribute(target?: HTMLElement): boolean {
  const online = useOnlineStatus();
  useEffect(() => {
    (target ?? document.documentElement).dataset.online = String(online);
  }, [online, target]);
  return online;
}

/** A polite status line shown only while offline. */
export function OfflineNotice() {
  const online = useOnlineAttribute();
  const t = useShellT();
  return (
    <div className="fc-offline-notice" role="status">
      {online ? null : t('online.offline')}
    </div>
  );
}
