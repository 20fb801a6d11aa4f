// Keeps a server process running: when it ends without being asked to, it is started again after
// a back-off (0.5 s, 1 s, 2 s … at most 30 s), reset once a run has lasted a minute, so a crash
// costs a moment and a crash loop does not spin. Each restart is logged.

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;

/** The wait before restart number `restarts` (0-based) of a crash loop. */
export const restartDelay = (restarts) => Math.min(FIRST_DELAY_MS * 2 ** restarts, MAX_DELAY_MS);

/**
 * @param {string} name how the logs call the process
 * @param {() => import('node:child_process').ChildProcess} spawnChild starts it
 * @param {{ log?: (line: string) => void, healthyAfterMs?: number }} [options]
 */
export function supervise(name, spawnChild, { log = (line) => console.error(line), healthyAfterMs = HEALTHY_AFTER_MS } = {}) {
  let child = spawnChild();
  let startedAt = Date.now();
  let restarts = 0;
  let stopping = false;
  let timer;

  const watch = (current) => {
    current.once('exit', (code, signal) => {
      if (stopping || current !== child) return;
      if (Date.now() - startedAt >= healthyAfterMs) restarts = 0;
      const delay = restartDelay(restarts);
      restarts += 1;
      log(`[forecourt] ${name} exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s (restart ${restarts})`);
      timer = setTimeout(() => {
        if (stopping) return;
        child = spawnChild();
        startedAt = Date.now();
        watch(child);
      }, delay);
    });
  };
  watch(child);

  return {
    /** The process running now (a new one after each restart). */
    get child() {
      return child;
    },
    /** Ends the process (SIGTERM) and stops restarting it. */
    stop() {
      stopping = true;
      clearTimeout(timer);
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
