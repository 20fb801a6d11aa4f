import { useEffect, useRef, useState } from 'react';
import { isScrollingToTarget } from '../scrolling/scrolling.js';

/** Scroll depth (px) below which the header never hides (site-shell.md §9). */
export const HEADER_HIDE_THRESHOLD = 150;

export interface UseHeaderHideOptions {
  /** Only pages with breadcrumbs hide their header. Defaults to true. */
  enabled?: boolean;
  /** Defaults to HEADER_HIDE_THRESHOLD (150 px). */
  threshold?: number;
}

/**
 * Whether the header is scrolled away: it hides when the visitor scrolls down past the threshold
 * and comes back as soon as they scroll up (site-shell.md §4). Always false when disabled.
 */
export function useHeaderHide({ enabled = true, threshold = HEADER_HIDE_THRESHOLD }: UseHeaderHideOptions = {}): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      // A link to a section scrolls on its own: the header keeps still until it has landed.
      if (isScrollingToTarget()) {
        lastY.current = y;
        return;
      }
      if (y > lastY.current && y > threshold) setHidden(true);
      else if (y < lastY.current) setHidden(false);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);

  return enabled && hidden;
}
