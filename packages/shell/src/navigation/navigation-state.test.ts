import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MOBILE_RESET_DELAY,
  createNavigationStore,
  desktopPanelState,
  initialNavigationState,
  isOverlayOpen,
  mobileLevelState,
  navigationReducer,
  type NavigationAction,
  type NavigationState,
} from './navigation-state.js';

const run = (state: NavigationState, ...actions: NavigationAction[]) =>
  actions.reduce(navigationReducer, state);

const desktop = initialNavigationState('desktop');
const mobile = initialNavigationState('mobile');

describe('navigationReducer on desktop', () => {
  describe('given nothing is open', () => {
    it('should start with no level open, no search and nothing locking the page', () => {
      expect(desktop.activeId).toBeNull();
      expect(desktop.searchOpen).toBe(false);
      expect(isOverlayOpen(desktop)).toBe(false);
    });

    it('should open the clicked first-level item with the second level at 0', () => {
      const state = run(desktop, { type: 'toggleItem', id: 1 });
      expect(state.activeId).toBe(1);
      expect(state.secondLevelIndex).toBe(0);
      expect(isOverlayOpen(state)).toBe(true);
      expect(desktopPanelState(state, 1)).toBe('active');
      expect(desktopPanelState(state, 2)).toBe('inactive');
    });

    it('should ignore a second-level selection and a close', () => {
      expect(run(desktop, { type: 'selectSecondLevel', index: 2 })).toBe(desktop);
      expect(run(desktop, { type: 'close' })).toBe(desktop);
    });
  });

  describe('given an item is open on its third second-level entry', () => {
    const open = run(desktop, { type: 'toggleItem', id: 1 }, { type: 'selectSecondLevel', index: 2 });

    it('should close it when the same item is clicked', () => {
      const state = run(open, { type: 'toggleItem', id: 1 });
      expect(state.activeId).toBeNull();
      expect(isOverlayOpen(state)).toBe(false);
    });

    it('should switch to another item and reset the second level to 0', () => {
      expect(open.secondLevelIndex).toBe(2);
      const state = run(open, { type: 'toggleItem', id: 2 });
      expect(state.activeId).toBe(2);
      expect(state.secondLevelIndex).toBe(0);
    });

    it('should reset the second level to 0 when reopened', () => {
      const state = run(open, { type: 'toggleItem', id: 1 }, { type: 'toggleItem', id: 1 });
      expect(state.secondLevelIndex).toBe(0);
    });

    it('should close the content when search opens', () => {
      const state = run(open, { type: 'toggleSearch' });
      expect(state.searchOpen).toBe(true);
      expect(state.activeId).toBeNull();
      expect(isOverlayOpen(state)).toBe(true);
    });

    it('should close everything on an overlay click', () => {
      const state = run(open, { type: 'close' });
      expect(state.activeId).toBeNull();
      expect(isOverlayOpen(state)).toBe(false);
    });
  });

  describe('given search is open', () => {
    const searching = run(desktop, { type: 'openSearch' });

    it('should close search when content opens', () => {
      const state = run(searching, { type: 'toggleItem', id: 3 });
      expect(state.searchOpen).toBe(false);
      expect(state.activeId).toBe(3);
    });

    it('should toggle search closed from the search button', () => {
      expect(run(searching, { type: 'toggleSearch' }).searchOpen).toBe(false);
    });

    it('should close on an overlay click', () => {
      expect(isOverlayOpen(run(searching, { type: 'close' }))).toBe(false);
    });
  });

  describe('given the drawer actions', () => {
    it('should ignore them: there is no drawer on desktop', () => {
      expect(run(desktop, { type: 'openDrawer' })).toBe(desktop);
    });
  });
});

describe('navigationReducer on mobile', () => {
  const drawer = run(mobile, { type: 'openDrawer' });

  describe('given the drawer is open', () => {
    it('should show level 0 and lock the page', () => {
      expect(drawer.mobileLevel).toBe(0);
      expect(isOverlayOpen(drawer)).toBe(true);
      expect(mobileLevelState(drawer, 0)).toBe('active');
      expect(mobileLevelState(drawer, 1)).toBe('offscreen');
    });

    it('should slide forward through levels 1, 2 and 3', () => {
      const sub = run(drawer, { type: 'openSubLevel', id: 7 });
      expect(sub).toMatchObject({ mobileLevel: 1, activeId: 7, secondLevelIndex: 0 });
      const content = run(sub, { type: 'openContent', index: 2 });
      expect(content).toMatchObject({ mobileLevel: 2, secondLevelIndex: 2 });
      const tabs = run(content, { type: 'openCarTabs' });
      expect(tabs.mobileLevel).toBe(3);
      expect(mobileLevelState(tabs, 0)).toBe('inactive');
      expect(mobileLevelState(tabs, 2)).toBe('inactive');
      expect(mobileLevelState(tabs, 3)).toBe('active');
    });

    it('should not skip levels', () => {
      expect(run(drawer, { type: 'openContent', index: 1 })).toBe(drawer);
      expect(run(drawer, { type: 'openCarTabs' })).toBe(drawer);
    });

    it('should slide back one level at a time, forgetting the item at level 0', () => {
      const tabs = run(
        drawer,
        { type: 'openSubLevel', id: 7 },
        { type: 'openContent', index: 1 },
        { type: 'openCarTabs' },
      );
      const back2 = run(tabs, { type: 'back' });
      expect(back2.mobileLevel).toBe(2);
      const back1 = run(back2, { type: 'back' });
      expect(back1).toMatchObject({ mobileLevel: 1, activeId: 7 });
      const back0 = run(back1, { type: 'back' });
      expect(back0).toMatchObject({ mobileLevel: 0, activeId: null });
      expect(run(back0, { type: 'back' })).toBe(back0);
    });

    it('should keep its level while closing and mark the reset as pending', () => {
      const deep = run(drawer, { type: 'openSubLevel', id: 7 }, { type: 'close' });
      expect(deep).toMatchObject({ drawerOpen: false, mobileLevel: 1, resetPending: true });
      expect(isOverlayOpen(deep)).toBe(false);
      expect(run(deep, { type: 'resetMobile' })).toEqual(mobile);
    });

    it('should close the drawer when search opens', () => {
      const state = run(drawer, { type: 'openSearch' });
      expect(state).toMatchObject({ drawerOpen: false, searchOpen: true });
    });
  });
});

describe('navigationReducer across the breakpoint', () => {
  it('should reset all state when switching from desktop to mobile', () => {
    const state = run(desktop, { type: 'toggleItem', id: 1 }, { type: 'setViewport', viewport: 'mobile' });
    expect(state).toEqual(mobile);
  });

  it('should reset all state when switching from mobile to desktop', () => {
    const state = run(
      mobile,
      { type: 'openDrawer' },
      { type: 'openSubLevel', id: 1 },
      { type: 'setViewport', viewport: 'desktop' },
    );
    expect(state).toEqual(desktop);
  });

  it('should keep state when the viewport did not change', () => {
    const open = run(desktop, { type: 'toggleItem', id: 1 });
    expect(run(open, { type: 'setViewport', viewport: 'desktop' })).toBe(open);
  });
});

describe('createNavigationStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('given the mobile drawer is closed on level 2', () => {
    const closeOnLevel2 = () => {
      const store = createNavigationStore({ viewport: 'mobile' });
      store.dispatch({ type: 'openDrawer' });
      store.dispatch({ type: 'openSubLevel', id: 4 });
      store.dispatch({ type: 'openContent', index: 1 });
      store.dispatch({ type: 'close' });
      return store;
    };

    it('should keep level 2 until 600 ms have passed, then reset to level 0', () => {
      const store = closeOnLevel2();
      vi.advanceTimersByTime(MOBILE_RESET_DELAY - 1);
      expect(store.getState().mobileLevel).toBe(2);
      vi.advanceTimersByTime(1);
      expect(store.getState()).toEqual(initialNavigationState('mobile'));
    });

    it('should reopen at level 0 without waiting when reopened within 600 ms', () => {
      const store = closeOnLevel2();
      vi.advanceTimersByTime(100);
      store.dispatch({ type: 'openDrawer' });
      expect(store.getState()).toMatchObject({ drawerOpen: true, mobileLevel: 0, activeId: null });
      store.dispatch({ type: 'openSubLevel', id: 5 });
      vi.advanceTimersByTime(MOBILE_RESET_DELAY);
      // The old timer was cancelled: the new level survives.
      expect(store.getState()).toMatchObject({ drawerOpen: true, mobileLevel: 1, activeId: 5 });
    });

    it('should not reset after destroy', () => {
      const store = closeOnLevel2();
      store.destroy();
      vi.advanceTimersByTime(MOBILE_RESET_DELAY);
      expect(store.getState().mobileLevel).toBe(2);
    });
  });

  it('should notify subscribers on change only', () => {
    const store = createNavigationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'close' });
    expect(listener).not.toHaveBeenCalled();
    store.dispatch({ type: 'toggleItem', id: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch({ type: 'toggleItem', id: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
