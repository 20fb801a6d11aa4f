// site-shell.md §4 "Loading bar: appears after a 200 ms delay, runs to 100%, and is marked failed
// on error" with the §9 constants (throttle 200 ms, duration 5000 ms, hide delay 500 ms). React-free
// so the router glue and the tests drive it directly.

export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_HIDE_DELAY_MS = 500;
/** How often the bar advances while it runs. */
export const LOADING_BAR_TICK_MS = 100;

export interface LoadingBarState {
  visible: boolean;
  /** 0–100. */
  progress: number;
  failed: boolean;
}

export interface LoadingBarOptions {
  throttleMs?: number;
  durationMs?: number;
  hideDelayMs?: number;
}

export interface LoadingBarController {
  getState(): LoadingBarState;
  subscribe(listener: () => void): () => void;
  /** A navigation started: the bar shows only if it is still running after the throttle. */
  start(): void;
  /** The navigation finished: jump to 100 %, then hide after the hide delay. */
  finish(): void;
  /** The navigation failed: mark failed, fill, then hide after the hide delay. */
  fail(): void;
  /** Stops every timer (unmount). */
  dispose(): void;
}

const HIDDEN: LoadingBarState = { visible: false, progress: 0, failed: false };

export function createLoadingBarController({
  throttleMs = LOADING_BAR_THROTTLE_MS,
  durationMs = LOADING_BAR_DURATION_MS,
  hideDelayMs = LOADING_BAR_HIDE_DELAY_MS,
}: LoadingBarOptions = {}): LoadingBarController {
  let state = HIDDEN;
  const listeners = new Set<() => void>();
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  // Progress per tick so the bar reaches 100 % after `durationMs`.
  const step = (100 * LOADING_BAR_TICK_MS) / durationMs;

  const set = (next: LoadingBarState) => {
    if (next.visible === state.visible && next.progress === state.progress && next.failed === state.failed) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const clearTimers = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    clearInterval(tick);
    showTimer = hideTimer = tick = undefined;
  };
  const end = (failed: boolean) => {
    const wasPending = showTimer !== undefined;
    clearTimers();
    // Finished within the throttle: never shown at all (no flicker on fast navigations).
    if (wasPending && !failed) return set(HIDDEN);
    set({ visible: true, progress: 100, failed });
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      set(HIDDEN);
    }, hideDelayMs);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      clearTimers();
      set(HIDDEN);
      showTimer = setTimeout(() => {
        showTimer = undefined;
        set({ visible: true, progress: 0, failed: false });
        tick = setInterval(() => {
          const progress = Math.min(100, Math.round((state.progress + step) * 100) / 100);
          set({ ...state, progress });
          if (progress >= 100) clearInterval(tick);
        }, LOADING_BAR_TICK_MS);
      }, throttleMs);
    },
    finish: () => end(false),
    fail: () => end(true),
    dispose() {
      clearTimers();
      listeners.clear();
    },
  };
}
