export {
  PREFETCH_IDLE_TIMEOUT_MS,
  canPrefetch,
  observeLinkPrefetch,
  type ConnectionInfo,
  type LinkPrefetchOptions,
} from './link-prefetch.js';
export { useLinkPrefetch } from './use-link-prefetch.js';
