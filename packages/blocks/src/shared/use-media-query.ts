import { useSyncExternalStore } from 'react';

/**
 * Whether the media query `query` matches, following its changes. False on the server, while
 * hydrating (so the server HTML is adopted as is) and where the browser has no `matchMedia`.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** A touch screen is the main pointer (phones, tablets). */
export const COARSE_POINTER = '(pointer: coarse)';
