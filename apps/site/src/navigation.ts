// Client-side navigation glue for content that is not built from router <Link>s (block views,
// admin HTML): same-origin page links go through the router instead of reloading the document.
import { useScrollOnNavigation } from '@forecourt/shell';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Paths served by other apps or the API behind the same origin: always a full navigation. */
const NOT_PAGES = /^\/(cms|admin|public_api|api|forms_api|admin_api|auth|oidc|_site)(\/|$)/i;

/** The page path an anchor click should navigate to client-side, or null to leave it to the browser. */
export function routablePath(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  return routableHref(anchor, origin);
}

/** The page path a link leads to in this site (with query and hash), or null for anything else. */
export function routableHref(anchor: HTMLAnchorElement, origin: string): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.dataset.reload !== undefined) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin || NOT_PAGES.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useInternalLinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = routablePath(event, window.location.origin);
      if (href === null) return;
      // Links made by the router's <Link> already handled the click (defaultPrevented above).
      event.preventDefault();
      void router.navigate({ href });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
}

/**
 * site-shell.md §2 Scrolling, via the shell's `useScrollOnNavigation`: '#component-N' → Nth block,
 * other hashes → id or 'rdx-'+id, smooth 300 ms below the header; a path change → top.
 */
export function useHashScroll() {
  const { hash, pathname } = useLocation();
  // The router's location hash has no '#'.
  useScrollOnNavigation(pathname, hash ? `#${hash}` : '');
}
