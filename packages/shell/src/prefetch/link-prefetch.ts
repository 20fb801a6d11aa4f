/**
 * Link prefetching (site-shell.md §9): the pages that visible links lead to are fetched while the
 * browser is idle, waiting at most 2000 ms for idle time, and never on a 2g or save-data connection,
 * where the visitor pays for every byte.
 */
import { browserConnection, canPrefetch, whenIdle, type ConnectionInfo } from './idle.js';

export interface LinkPrefetchOptions {
  /** Loads what the page at `href` needs; called at most once per href. */
  prefetch: (href: string) => void;
  /** The href to prefetch for a link, or null for links that are not pages of this site. */
  hrefOf: (anchor: HTMLAnchorElement) => string | null;
  /** Where links are looked for and watched for changes. Defaults to the document body. */
  root?: Element;
  /** Reads the connection; defaults to `navigator.connection`. */
  connection?: () => ConnectionInfo | undefined;
}

/**
 * Watches the links under `root`: once a link scrolls into view, its href is queued and prefetched
 * on the next idle period (or after 2000 ms at the latest). Links added later (client-side
 * navigation, lazy blocks) are watched too. Returns a function that stops everything.
 */
export function observeLinkPrefetch({
  prefetch,
  hrefOf,
  root = document.body,
  connection = browserConnection,
}: LinkPrefetchOptions): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const done = new Set<string>();
  const queued = new Set<string>();
  let cancelIdle: (() => void) | null = null;

  const flush = () => {
    cancelIdle = null;
    // The connection can change while the page is open (a train leaves the city).
    const allowed = canPrefetch(connection());
    for (const href of queued) {
      done.add(href);
      if (allowed) prefetch(href);
    }
    queued.clear();
  };
  const schedule = () => {
    cancelIdle ??= whenIdle(flush);
  };

  const intersections = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      intersections.unobserve(entry.target);
      const href = hrefOf(entry.target as HTMLAnchorElement);
      if (href === null || done.has(href)) continue;
      queued.add(href);
      schedule();
    }
  });
  const watch = (scope: ParentNode) => {
    for (const anchor of scope.querySelectorAll('a[href]')) intersections.observe(anchor);
  };
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('a[href]')) intersections.observe(node);
        watch(node);
      }
    }
  });

  watch(root);
  mutations.observe(root, { childList: true, subtree: true });
  return () => {
    intersections.disconnect();
    mutations.disconnect();
    cancelIdle?.();
  };
}
