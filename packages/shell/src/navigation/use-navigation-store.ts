import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  NAVIGATION_DESKTOP_MIN_WIDTH,
  createNavigationStore,
  type NavigationState,
  type NavigationStore,
  type NavigationViewport,
} from './navigation-state.js';

/** The media query that selects the desktop bar (width from 1024 px). */
export const DESKTOP_NAVIGATION_QUERY = `(min-width: ${NAVIGATION_DESKTOP_MIN_WIDTH}px)`;

/**
 * A navigation store for one component, following the viewport: it starts on `initialViewport`
 * (what the server rendered) and switches, resetting all state, when the window crosses 1024 px.
 */
export function useNavigationStore(
  initialViewport: NavigationViewport = 'desktop',
  initialState?: Partial<NavigationState>,
  /** Keeps the viewport as given instead of following the window (an admin's preview of both). */
  pinned = false,
): [NavigationState, NavigationStore['dispatch']] {
  const [store] = useState(() => createNavigationStore({ viewport: initialViewport, initialState }));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    if (pinned || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DESKTOP_NAVIGATION_QUERY);
    const sync = () => store.dispatch({ type: 'setViewport', viewport: query.matches ? 'desktop' : 'mobile' });
    sync();
    query.addEventListener('change', sync);
    return () => query.removeEventListener('change', sync);
  }, [store, pinned]);

  useEffect(() => () => store.destroy(), [store]);

  return [state, store.dispatch];
}
