export {
  HEADER_HEIGHT_VARIABLE,
  HEADER_SELECTOR,
  SCROLL_ANIMATION_MS,
  headerOffset,
  isScrollingToTarget,
  resolveHashTarget,
  scrollToElement,
  scrollToHash,
  type ScrollOptions,
} from './scrolling.js';
export { useScrollOnNavigation } from './use-scroll-on-navigation.js';
