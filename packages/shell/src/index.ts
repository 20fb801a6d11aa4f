export * from './error-screens/index.js';
export * from './i18n/index.js';
export * from './search/index.js';
export * from './panels/index.js';
export * from './navigation/index.js';
export * from './breadcrumbs/index.js';
export * from './footer/index.js';
export * from './cars-panel/index.js';
export * from './loading-bar/index.js';
// The in-page navigation bar is a block now (blocks may not import the shell); same public names.
export {
  InPageNavigation,
  inPageHref,
  IN_PAGE_NAVIGATION_MAX_ITEMS,
  type InPageNavigationProps,
  type InPageNavigationItem,
} from '@forecourt/blocks';
export * from './topbar/index.js';
export * from './scrolling/index.js';
export * from './prefetch/index.js';
export * from './modals/index.js';
export * from './floating-menu/index.js';
export * from './editor-toolbar/index.js';
export * from './video-modal/index.js';
