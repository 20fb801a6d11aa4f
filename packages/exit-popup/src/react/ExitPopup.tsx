import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { interceptOutboundClicks, proceedTo, type ExitDestination } from '../intercept.js';
import { createExitMatcher } from '../matcher.js';
import { loadURLPattern } from '../patterns.js';
import { readExitPopupSettings, type ResolvedSettings } from '../settings.js';

// The modal is seen only after an intercepted click: its code is fetched then, not with the page.
const ExitModal = lazy(() => import('./ExitModal.js').then((module) => ({ default: module.ExitModal })));

export interface ExitPopupProps {
  /**
   * Resolved settings (`resolveSettings` of `@forecourt/api-client`, as a map or a plain object);
   * reads `exit_popup.*`.
   */
  settings: ResolvedSettings;
  /**
   * Absolute URL of the site root including its base path (e.g. `https://www.brand.pl/pl/`):
   * relative pattern entries are prefixed with it. Defaults to the root of the page's origin.
   */
  baseUrl?: string | URL | undefined;
  /** Where link clicks are watched. Defaults to `document`. */
  root?: Document | Element | null | undefined;
  /** Follows the link after OK. Defaults to `proceedTo(destination, window)` (respects the link's target). */
  onProceed?: ((destination: ExitDestination) => void) | undefined;
}

/**
 * The site's exit popup: hidden until a clicked link matches `exit_popup.do_url` and not
 * `exit_popup.dont_url` (site-shell.md §4, §5); then the exit modal asks first. OK follows the link
 * as the link would have (same tab or its target) and closes; cancel, ESC and the backdrop close.
 * Mount it once per page.
 */
export function ExitPopup({ settings, baseUrl, root, onProceed }: ExitPopupProps) {
  const config = useMemo(() => readExitPopupSettings(settings), [settings]);
  const base = baseUrl === undefined ? undefined : String(baseUrl);
  const { whitelist, blacklist } = config;
  const [pending, setPending] = useState<ExitDestination | null>(null);
  // Kept while the modal closes, so OK can still follow it.
  const [open, setOpen] = useState(false);

  // Clicks only happen in the browser: the matcher is built there, where the origin is known
  // (with the platform's URLPattern, or the polyfill fetched where there is none).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadURLPattern().then((URLPattern) => {
      if (cancelled) return;
      const matcher = createExitMatcher({
        whitelist,
        blacklist,
        baseUrl: base ?? new URL('/', window.location.href),
        URLPattern,
      });
      stop = interceptOutboundClicks(root ?? document, {
        matcher,
        onIntercept: ({ url, target }) => {
          setPending({ url, target });
          setOpen(true);
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [whitelist, blacklist, base, root]);

  // Nothing to show before the first intercepted click (the server renders nothing either).
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ExitModal
        open={open}
        onOpenChange={setOpen}
        copy={config.copy}
        okLabel={config.ok}
        cancelLabel={config.cancel}
        destination={pending.url}
        onOk={() => (onProceed ?? proceedTo)(pending)}
      />
    </Suspense>
  );
}
