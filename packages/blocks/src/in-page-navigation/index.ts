export { inPageNavigationTemplate } from './in-page-navigation.schema.js';
export {
  InPageNavigation,
  inPageHref,
  IN_PAGE_NAVIGATION_MAX_ITEMS,
  STICKY_CHROME_SELECTOR,
  type InPageNavigationProps,
  type InPageNavigationItem,
} from './in-page-navigation-bar.js';
export { InPageNavigationBlock, type InPageNavigationBlockProps } from './in-page-navigation.js';
export { inPageNavigationOffset } from './in-page-navigation-offset.js';
