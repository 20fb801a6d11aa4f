// Scheduled publishes and unpublishes, applied at their time: one timer for the next due
// schedule, re-armed whenever any process announces a schedule change. Every replica runs one;
// `applyDueSchedules` locks each due page so exactly one of them applies it.
import type { ChangeFeed } from './changes.js';
import type { PageService } from './pages.js';

/**
 * The longest the timer sleeps: a schedule change whose announcement was missed (a lost
 * listening connection) is still applied within this. Defaults to one minute.
 */
export const SCHEDULER_MAX_WAIT_MS = 60_000;

/** How soon to look again at a due schedule another replica is applying. */
const BUSY_RETRY_MS = 1000;

export interface PageScheduler {
  start(): void;
  /** Applies what is due now, then re-arms; resolves when done (for tests). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function createPageScheduler(
  pages: Pick<PageService, 'applyDueSchedules' | 'nextScheduled'>,
  changes: Pick<ChangeFeed, 'invalidateOn'>,
  maxWaitMs = SCHEDULER_MAX_WAIT_MS,
): PageScheduler {
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let running = false;
  // Runs never overlap: a tick during a run waits for it.
  let current: Promise<number> = Promise.resolve(0);

  function arm(wait: number) {
    clearTimeout(timer);
    if (!running) return;
    // setTimeout overflows past 2^31 - 1 ms; the cap keeps far schedules (and missed news) safe.
    timer = setTimeout(tick, Math.max(0, Math.min(wait, maxWaitMs)));
    timer.unref();
  }

  async function run(): Promise<number> {
    let applied = 0;
    try {
      applied = await pages.applyDueSchedules();
      const next = await pages.nextScheduled();
      const wait = next ? next.getTime() - Date.now() : maxWaitMs;
      // Due yet nothing applied: another replica holds it; look again shortly rather than spin.
      arm(applied === 0 && wait <= 0 ? BUSY_RETRY_MS : wait);
    } catch (error) {
      // A failing database is retried later, not in a tight loop.
      console.error('[content-service] page scheduler:', (error as Error).message);
      arm(maxWaitMs);
    }
    return applied;
  }

  function tick(): Promise<number> {
    current = current.then(run, run);
    return current;
  }

  return {
    start() {
      if (running) return;
      running = true;
      // Beside the caches (not a subscriber): this process's own schedule changes re-arm at once.
      unsubscribe = changes.invalidateOn((change) => {
        if (change.reason === 'page_scheduled' || change.reason === 'changes_resumed') void tick();
      });
      void tick();
    },
    runOnce: tick,
    async stop() {
      running = false;
      clearTimeout(timer);
      unsubscribe?.();
      await current.catch(() => undefined);
    },
  };
}
