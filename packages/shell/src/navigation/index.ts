export { Navigation } from './Navigation.js';
export type {
  NavigationProps,
  NavigationPanelContext,
  NavigationSearchContext,
  NavigationLabels,
} from './Navigation.js';
export {
  navigationReducer,
  initialNavigationState,
  createNavigationStore,
  isOverlayOpen,
  desktopPanelState,
  mobileLevelState,
  MOBILE_RESET_DELAY,
  NAVIGATION_DESKTOP_MIN_WIDTH,
} from './navigation-state.js';
export type {
  NavigationState,
  NavigationAction,
  NavigationStore,
  NavigationStoreOptions,
  NavigationViewport,
  MobileLevel,
  NavigationPanelState,
} from './navigation-state.js';
export { useHeaderHide, HEADER_HIDE_THRESHOLD } from './use-header-hide.js';
export type { UseHeaderHideOptions } from './use-header-hide.js';
export { useNavigationStore, DESKTOP_NAVIGATION_QUERY } from './use-navigation-store.js';
export { firstLevelEntries, secondaryEntries, isFirstLevelEntry } from './entries.js';
export { NAVIGATION_HEIGHTS, RETAILER_BAR_HEIGHT, navigationHeight } from './heights.js';
export {
  LazyCarsPanel,
  LazySearchPanel,
  lazyNavigationPanels,
  preloadNavigationParts,
} from './lazy-parts.js';
