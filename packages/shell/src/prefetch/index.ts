export {
  PREFETCH_IDLE_TIMEOUT_MS,
  canPrefetch,
  prefetchWhenIdle,
  whenIdle,
  type ConnectionInfo,
} from './idle.js';
export { observeLinkPrefetch, type LinkPrefetchOptions } from './link-prefetch.js';
export { useLinkPrefetch } from './use-link-prefetch.js';
