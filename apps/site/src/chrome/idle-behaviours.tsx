// What the page does in the background, none of it in the server HTML: prefetching the pages of
// links in view, remembering the language viewed, the exit popup that waits for an outbound click,
// and the editor toolbar for a signed-in editor. Loaded once the browser is idle after the page became interactive (see
// routes/root.tsx).
import { ExitPopup } from '@forecourt/exit-popup/react';
import { readLocaleCookie, useLinkPrefetch, writeLocaleCookie } from '@forecourt/shell';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useRouteLocale } from '../locale.js';
import { routableHref } from '../navigation.js';
import { EditorToolbarLoader } from './editor-toolbar.js';

/**
 * site-shell.md §9 link prefetching, via the shell's `useLinkPrefetch`: the route data of this
 * site's links in view loads while the browser is idle (not on 2g or save-data connections).
 * Only the path counts: a query or hash does not change the page's data.
 */
export function usePagePrefetch() {
  const router = useRouter();
  useLinkPrefetch(
    (href) => {
      router.preloadRoute({ to: href }).catch(() => {
        // A failed prefetch costs nothing: the click loads the page the normal way.
      });
    },
    (anchor) => {
      const href = routableHref(anchor, window.location.origin);
      if (href === null) return null;
      const path = href.replace(/[?#].*$/, '');
      return path === window.location.pathname ? null : path;
    },
  );
}

/**
 * Remembers the viewed language in `i18n_redirected` (site-shell.md §9), so that switching
 * language (a language item's link) decides where the root path sends the visitor next time.
 */
function useLocaleCookie() {
  const locale = useRouteLocale();
  useEffect(() => {
    if (readLocaleCookie(document.cookie) !== locale) writeLocaleCookie(locale);
  }, [locale]);
}

export function IdleBehaviours({ settings }: { settings: Record<string, string> }) {
  usePagePrefetch();
  useLocaleCookie();
  return (
    <>
      <ExitPopup settings={settings} />
      {/* Browser only, signed-in editors only, for the current page (site-shell.md §2). */}
      <EditorToolbarLoader />
    </>
  );
}
