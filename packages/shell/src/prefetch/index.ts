export {
  PREFETCH_IDLE_TIMEOUT_MS,
  canPrefetch,
  observeLinkPrefetch,
  prefetchWhenIdle,
  whenIdle,
  type ConnectionInfo,
  type LinkPrefetchOptions,
} from './link-prefetch.js';
export { useLinkPrefetch } from './use-link-prefetch.js';
