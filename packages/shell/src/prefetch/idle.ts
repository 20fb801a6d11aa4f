// Work done while the browser is idle (site-shell.md §9 "waits up to 2000 ms idle"), and whether
// the connection is worth spending on things fetched ahead. Its own module: the first load needs
// these, not the link watcher.

/** site-shell.md §9: "waits up to 2000 ms idle". */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** The part of the Network Information API this reads (not in every browser). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether prefetching is worth the visitor's data: not with save-data on, not on 2g or slow-2g. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export function browserConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Runs `task` on the browser's next idle period (after 2000 ms at the latest); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  const win = window as IdleWindow;
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Fetches something ahead of its use (code the visitor will probably need) when the browser is
 * idle, unless the connection makes every byte count (see `canPrefetch`). Returns a cancel.
 */
export function prefetchWhenIdle(
  task: () => void,
  connection: () => ConnectionInfo | undefined = browserConnection,
): () => void {
  return whenIdle(() => {
    if (canPrefetch(connection())) task();
  });
}

