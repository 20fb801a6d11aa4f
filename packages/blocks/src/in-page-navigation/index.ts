export {
  InPageNavigation,
  inPageHref,
  IN_PAGE_NAVIGATION_MAX_ITEMS,
  type InPageNavigationProps,
  type InPageNavigationItem,
} from './InPageNavigation.js';
