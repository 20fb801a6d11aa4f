/**
 * The main navigation as a React-free state machine (site-shell.md §4 "Navigation"): which
 * first-level item's content is open, whether search is open, the mobile drawer and its sliding
 * levels, and the viewport they belong to. `navigationReducer` is pure; `createNavigationStore`
 * adds the one timed transition (the mobile reset 600 ms after closing) and a subscribe API for
 * `useSyncExternalStore`.
 */

/** Width (px) from which the desktop bar replaces the mobile drawer (site-shell.md §9, xl). */
export const NAVIGATION_DESKTOP_MIN_WIDTH = 1024;

/** Delay (ms) after closing the mobile drawer before its levels reset (site-shell.md §9). */
export const MOBILE_RESET_DELAY = 600;

export type NavigationViewport = 'mobile' | 'desktop';

/** Mobile drawer levels: 0 basic items, 1 sub items, 2 content, 3 car tabs. */
export type MobileLevel = 0 | 1 | 2 | 3;

/** How a panel or level is shown (site-shell.md §4): the current one, one closed, one not reached. */
export type NavigationPanelState = 'active' | 'inactive' | 'offscreen';

export interface NavigationState {
  viewport: NavigationViewport;
  /** Id of the first-level entry whose content is open (desktop) or chosen (mobile); null: none. */
  activeId: number | null;
  /** Second-level index inside the open content; reset to 0 whenever content opens. */
  secondLevelIndex: number;
  searchOpen: boolean;
  /** Mobile only: the drawer is open. */
  drawerOpen: boolean;
  /** Mobile only: the level the drawer shows. */
  mobileLevel: MobileLevel;
  /** Mobile only: the drawer closed and its levels wait for the 600 ms reset. */
  resetPending: boolean;
}

export type NavigationAction =
  /** A first-level item was clicked: opens it, toggles it closed, or switches to it. */
  | { type: 'toggleItem'; id: number }
  /** A second-level item (e.g. a car group or template column) was chosen. */
  | { type: 'selectSecondLevel'; index: number }
  | { type: 'toggleSearch' }
  | { type: 'openSearch' }
  /** Overlay click, ESC or a close button: closes content, search and the drawer. */
  | { type: 'close' }
  | { type: 'openDrawer' }
  /** Mobile: from level 0 to the sub items of a first-level entry. */
  | { type: 'openSubLevel'; id: number }
  /** Mobile: from the sub items to the content, on the given second-level index. */
  | { type: 'openContent'; index: number }
  /** Mobile: from the content to the car tabs. */
  | { type: 'openCarTabs' }
  | { type: 'back' }
  /** The 600 ms after closing the drawer elapsed (the store dispatches it). */
  | { type: 'resetMobile' }
  | { type: 'setViewport'; viewport: NavigationViewport };

export function initialNavigationState(viewport: NavigationViewport = 'desktop'): NavigationState {
  return {
    viewport,
    activeId: null,
    secondLevelIndex: 0,
    searchOpen: false,
    drawerOpen: false,
    mobileLevel: 0,
    resetPending: false,
  };
}

export function navigationReducer(state: NavigationState, action: NavigationAction): NavigationState {
  switch (action.type) {
    case 'toggleItem':
      if (state.activeId === action.id && !state.searchOpen) {
        return { ...state, activeId: null, secondLevelIndex: 0 };
      }
      // Opening content closes search (they exclude each other).
      return { ...state, activeId: action.id, secondLevelIndex: 0, searchOpen: false };
    case 'selectSecondLevel':
      if (state.activeId === null || action.index < 0) return state;
      return { ...state, secondLevelIndex: action.index };
    case 'toggleSearch':
      return state.searchOpen
        ? { ...state, searchOpen: false }
        : navigationReducer(state, { type: 'openSearch' });
    case 'openSearch':
      // Opening search closes the content (and, on mobile, the drawer: search is its own overlay).
      return {
        ...state,
        searchOpen: true,
        activeId: state.viewport === 'desktop' ? null : state.activeId,
        secondLevelIndex: state.viewport === 'desktop' ? 0 : state.secondLevelIndex,
        drawerOpen: false,
        resetPending: state.viewport === 'mobile' && state.drawerOpen ? true : state.resetPending,
      };
    case 'close':
      if (state.viewport === 'mobile') {
        if (!state.drawerOpen && !state.searchOpen) return state;
        // The levels stay put while the drawer slides out; the store resets them after 600 ms.
        return { ...state, drawerOpen: false, searchOpen: false, resetPending: state.drawerOpen || state.resetPending };
      }
      if (state.activeId === null && !state.searchOpen) return state;
      return { ...state, activeId: null, secondLevelIndex: 0, searchOpen: false };
    case 'openDrawer':
      if (state.viewport !== 'mobile') return state;
      if (state.resetPending) {
        // Reopened within the 600 ms: start from level 0, as the reset would have.
        return { ...initialNavigationState('mobile'), drawerOpen: true };
      }
      return { ...state, drawerOpen: true, searchOpen: false };
    case 'openSubLevel':
      if (!state.drawerOpen || state.mobileLevel !== 0) return state;
      return { ...state, mobileLevel: 1, activeId: action.id, secondLevelIndex: 0 };
    case 'openContent':
      if (!state.drawerOpen || state.mobileLevel !== 1) return state;
      return { ...state, mobileLevel: 2, secondLevelIndex: Math.max(0, action.index) };
    case 'openCarTabs':
      if (!state.drawerOpen || state.mobileLevel !== 2) return state;
      return { ...state, mobileLevel: 3 };
    case 'back':
      if (!state.drawerOpen || state.mobileLevel === 0) return state;
      if (state.mobileLevel === 1) return { ...state, mobileLevel: 0, activeId: null, secondLevelIndex: 0 };
      return { ...state, mobileLevel: (state.mobileLevel - 1) as MobileLevel };
    case 'resetMobile':
      if (!state.resetPending) return state;
      return { ...initialNavigationState(state.viewport), searchOpen: state.searchOpen };
    case 'setViewport':
      // Crossing the breakpoint resets everything: no half-open desktop panel in a drawer.
      return state.viewport === action.viewport ? state : initialNavigationState(action.viewport);
  }
}

/** Content or search is open (or the mobile drawer): the page underneath must not scroll. */
export function isOverlayOpen(state: NavigationState): boolean {
  return state.searchOpen || (state.viewport === 'desktop' ? state.activeId !== null : state.drawerOpen);
}

/** The desktop content panel of a first-level entry. */
export function desktopPanelState(state: NavigationState, id: number): NavigationPanelState {
  if (state.viewport !== 'desktop') return 'offscreen';
  return state.activeId === id ? 'active' : 'inactive';
}

/** A mobile level: the shown one is active, those behind it inactive, those ahead offscreen. */
export function mobileLevelState(state: NavigationState, level: MobileLevel): NavigationPanelState {
  if (state.viewport !== 'mobile' || (!state.drawerOpen && !state.resetPending)) {
    return level === 0 ? 'inactive' : 'offscreen';
  }
  if (level === state.mobileLevel) return 'active';
  return level < state.mobileLevel ? 'inactive' : 'offscreen';
}

export interface NavigationStore {
  getState(): NavigationState;
  dispatch(action: NavigationAction): void;
  subscribe(listener: () => void): () => void;
  /** Cancels the pending mobile reset (call on unmount). */
  destroy(): void;
}

export interface NavigationStoreOptions {
  viewport?: NavigationViewport;
  /** Defaults to MOBILE_RESET_DELAY (600 ms). */
  resetDelay?: number;
  /** Overrides of the starting state (e.g. a story showing mobile level 2). */
  initialState?: Partial<NavigationState>;
}

/** The reducer plus the mobile reset timer: closing the drawer resets its levels 600 ms later. */
export function createNavigationStore(options: NavigationStoreOptions = {}): NavigationStore {
  const resetDelay = options.resetDelay ?? MOBILE_RESET_DELAY;
  let state = { ...initialNavigationState(options.viewport), ...options.initialState };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const dispatch = (action: NavigationAction) => {
    const next = navigationReducer(state, action);
    if (next === state) return;
    const wasPending = state.resetPending;
    state = next;
    if (state.resetPending && !wasPending) {
      clearTimer();
      timer = setTimeout(() => {
        timer = undefined;
        dispatch({ type: 'resetMobile' });
      }, resetDelay);
    } else if (!state.resetPending) {
      clearTimer();
    }
    for (const listener of [...listeners]) listener();
  };

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: clearTimer,
  };
}
