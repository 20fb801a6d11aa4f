// Sass/scss metaheads compile in worker threads, never on the thread that answers requests: a
// stylesheet can loop (`@for $i from 1 through 2000000`), and sass runs synchronously. Each
// compile has a time limit and the workers a memory cap; past either the worker is ended (the
// pool starts a fresh one) and the admin gets a 422, while the service goes on answering.
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError } from '../lib/http.js';
import type { SassResult, SassTask } from './sass-worker.js';

/** How long one compile may take. */
export const SASS_TIME_LIMIT_MS = 2_000;
/** Heap of a compiling worker; sass itself needs about 30 MB of it. */
export const SASS_MEMORY_LIMIT_MB = 128;
/** How long a new worker may take to start (load sass) before its first compile. */
const START_UP_LIMIT_MS = 30_000;

// From source (tests, Node strips the types) or beside the bundle (dist/sass-worker.js).
const workerFile = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? './sass-worker.ts' : './sass-worker.js', import.meta.url),
);

let pool: Piscina<SassTask, SassResult> | undefined;
/** The compiles under way in each pool. */
const tasks = new WeakMap<Piscina<SassTask, SassResult>, Set<Promise<SassResult>>>();
const tasksOf = (of: Piscina<SassTask, SassResult>) => {
  let set = tasks.get(of);
  if (!set) tasks.set(of, (set = new Set()));
  return set;
};
const workers = () => (pool ??= startPool());

function startPool() {
  const started = new Piscina<SassTask, SassResult>({
    filename: workerFile,
    // Admins save metaheads rarely: at most two compiles at once, no thread kept while idle.
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: SASS_MEMORY_LIMIT_MB, maxYoungGenerationSizeMb: 16 },
  });
  // A worker can die with no task of its own, e.g. out of memory just after its compile was
  // aborted for taking too long. The pool reports that as an 'error' event; unheard, it would
  // end this process. The admin already has their 422, and the pool starts a fresh worker.
  started.on('error', (error: unknown) => {
    console.warn('[content-service] a sass worker ended outside a compile:', (error as Error).message);
  });
  return started;
}

const compileError = (message: string, detail = message) =>
  new HttpError(422, `Sass compile error: ${message}`, [{ path: 'content', rule: 'sass', message: detail }]);

/** The CSS of a sass (`indented`) or scss source, or a 422 `HttpError` the admin can act on. */
export async function compileSass(source: string, syntax: SassTask['syntax']): Promise<string> {
  // The time limit starts when the worker starts compiling: a worker that is still starting up
  // (loading sass, on a busy machine) must not make a small stylesheet "take too long".
  const controller = new AbortController();
  const { port1, port2: started } = new MessageChannel();
  let tooLong = false;
  let timer = setTimeout(() => controller.abort(), START_UP_LIMIT_MS);
  port1.once('message', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      tooLong = true;
      controller.abort();
    }, SASS_TIME_LIMIT_MS);
  });
  let result: SassResult;
  try {
    const pool = workers();
    const task = pool.run({ source, syntax, started }, { signal: controller.signal, transferList: [started] });
    tasksOf(pool).add(task);
    try {
      result = await task;
    } finally {
      tasksOf(pool).delete(task);
    }
  } catch (error) {
    if (tooLong) {
      throw compileError(`the stylesheet took too long to compile (over ${SASS_TIME_LIMIT_MS / 1000} s)`);
    }
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw compileError(`the stylesheet needed too much memory to compile (over ${SASS_MEMORY_LIMIT_MB} MB)`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    port1.close();
  }
  if ('error' in result) throw compileError(result.error, result.detail);
  return result.css;
}

/**
 * Ends the workers (a closing service, tests). The pool is the process's: several services in one
 * process (the tests) share it, so a closing one lets the compiles under way finish first — a
 * neighbour starting up (seeding its metaheads) must not have its compile ended under it. A
 * compile that starts meanwhile gets a fresh pool.
 */
export async function closeSassCompiler(): Promise<void> {
  const closing = pool;
  pool = undefined;
  if (!closing) return;
  await Promise.allSettled(tasksOf(closing));
  await closing.destroy();
}
