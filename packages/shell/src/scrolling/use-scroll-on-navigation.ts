import { useEffect, useRef } from 'react';
import { scrollToHash } from './scrolling.js';

/**
 * Router-agnostic: pass the current path and hash. A hash scrolls to its target; a path change
 * without one scrolls to the top. The first render with a hash scrolls too (the server HTML's
 * blocks are there), without one it keeps where the browser put the page.
 */
export function useScrollOnNavigation(pathname: string, hash: string) {
  const first = useRef(true);
  const lastPath = useRef(pathname);
  useEffect(() => {
    const initial = first.current;
    const pathChanged = lastPath.current !== pathname;
    first.current = false;
    lastPath.current = pathname;
    if (hash && scrollToHash(hash)) return;
    if (!initial && pathChanged) window.scrollTo({ top: 0 });
  }, [hash, pathname]);
}
