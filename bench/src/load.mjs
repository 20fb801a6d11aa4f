// Closed-loop HTTP load at a fixed concurrency: wrk when installed (a C client that leaves the
// cores to the server), else autocannon from npm (runs in this Node process).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const autocannonVersion = createRequire(import.meta.url)('autocannon/package.json').version;

/** The load tool for this run: `{ name, run(options) }`. */
export function loadTool(wrkPath) {
  const run = wrkPath ? (options) => runWrk(wrkPath, options) : runAutocannon;
  return {
    name: wrkPath ? 'wrk' : `autocannon ${autocannonVersion}`,
    async run(options) {
      const result = await run(options);
      await settle(options.url);
      return result;
    },
  };
}

/**
 * Waits for one more answer from `url`. The load tool stops with requests in flight, and the
 * server keeps working on them (and on what they started in the content service and the
 * database): the next measurement, often the anchor, should not pay for that backlog.
 */
async function settle(url) {
  try {
    await (await fetch(url, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
  } catch {
    // A server that cannot answer now will show it in the next figure.
  }
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (value, unit) => Number(value) * UNIT_MS[unit];

/**
 * @param {{ url: string, connections: number, seconds: number, headers?: Record<string, string> }} options
 * @returns {Promise<{ requests: number, seconds: number, p50: number, p99: number, errors: number }>}
 */
function runWrk(wrk, { url, connections, seconds, headers = {} }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}: ${out}`));
      const done = /(\d+) requests in ([\d.]+)(us|ms|s|m),/.exec(out);
      const p50 = /^\s+50%\s+([\d.]+)(us|ms|s|m)/m.exec(out);
      const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)/m.exec(out);
      if (!done || !p50 || !p99) return reject(new Error(`Could not read wrk's output:\n${out}`));
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
        out,
      );
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
      resolve({
        requests: Number(done[1]),
        seconds: toMs(done[2], done[3]) / 1000,
        p50: toMs(p50[1], p50[2]),
        p99: toMs(p99[1], p99[2]),
        errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
      });
    });
  });
}

async function runAutocannon({ url, connections, seconds, headers = {} }) {
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Several rounds of one target as one figure: req/s over all of them, latencies averaged over
 * the rounds that finished any request (null when none did: the server was slower than a round).
 */
export function combineRounds(rounds) {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const answered = rounds.filter((r) => r.requests > 0);
  const mean = (key) =>
    answered.length ? answered.reduce((sum, r) => sum + r[key], 0) / answered.length : null;
  return {
    requests,
    rps: requests / seconds,
    p50: mean('p50'),
    p99: mean('p99'),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** Whole seconds per round (wrk takes no fractions), at least one. */
export const perRound = (seconds, rounds) => Math.max(1, Math.round(seconds / rounds));
