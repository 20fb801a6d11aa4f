// site-shell.md §8 "Chunk-load error: one full reload, at most once per 60 seconds". After a
// deploy the old hashed chunks are gone; reloading picks up the new build.

/** site-shell.md §9 chunk-reload guard. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'forecourt:chunk-reload-at';

/**
 * Reloads the document when a code chunk fails to load (Vite dispatches `vite:preloadError`),
 * unless it already did so within the last minute — then the error is left to the page.
 */
export function installChunkReloadGuard(
  win: Window = window,
  now: () => number = Date.now,
): () => void {
  const onPreloadError = (event: Event) => {
    let last = 0;
    try {
      last = Number(win.sessionStorage.getItem(STORAGE_KEY) ?? 0);
    } catch {
      // Storage can be unavailable (privacy modes); then every failure may reload once.
    }
    if (now() - last < CHUNK_RELOAD_GUARD_MS) return;
    try {
      win.sessionStorage.setItem(STORAGE_KEY, String(now()));
    } catch {
      return; // Without a record of this reload it could loop; leave the error to the page.
    }
    event.preventDefault();
    win.location.reload();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
