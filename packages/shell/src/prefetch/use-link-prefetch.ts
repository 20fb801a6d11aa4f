import { useEffect, useRef } from 'react';
import { observeLinkPrefetch, type LinkPrefetchOptions } from './link-prefetch.js';

/**
 * Prefetches the pages of links as they come into view, while the browser is idle (see
 * `observeLinkPrefetch`). The callbacks may change between renders without restarting the watch.
 */
export function useLinkPrefetch(prefetch: LinkPrefetchOptions['prefetch'], hrefOf: LinkPrefetchOptions['hrefOf']) {
  const latest = useRef({ prefetch, hrefOf });
  latest.current = { prefetch, hrefOf };
  useEffect(
    () =>
      observeLinkPrefetch({
        prefetch: (href) => latest.current.prefetch(href),
        hrefOf: (anchor) => latest.current.hrefOf(anchor),
      }),
    [],
  );
}
