// Small helpers to run the stack's processes from the root scripts (Node 24, via pnpm).
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/**
 * Like `run`, but also keeps the lines the command printed that say what failed (test names marked
 * failed, assertion and error messages), so a caller can repeat them where a reader looks last.
 * Output still streams as it comes.
 * @returns {Promise<{ code: number, failures: string[] }>}
 */
export function runKeepingFailures(command, args, options = {}) {
  return new Promise((resolve) => {
    // Piped output is not a terminal: keep the colours a developer at one would have seen.
    const env = process.stdout.isTTY ? { FORCE_COLOR: '1', ...(options.env ?? process.env) } : options.env;
    const child = spawn(command, args, { ...options, env, stdio: ['inherit', 'pipe', 'pipe'] });
    const failures = [];
    const keep = (stream, out) => {
      let pending = '';
      stream.on('data', (chunk) => {
        out.write(chunk);
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) noteFailure(line, failures);
      });
      stream.on('end', () => noteFailure(pending, failures));
    };
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), failures }));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve({ code: 1, failures: [`Could not run ${command}: ${error.message}`] });
    });
  });
}

// What test runners (vitest, node --test, turbo) print about a failure, colours stripped.
const FAILURE_LINE = /(^|\s)(FAIL\b|×|✖|not ok\b)|\b(\w*Error|AssertionError)\b:|ERR_|Test timed out|ELIFECYCLE/;
const MAX_KEPT = 200;

function noteFailure(raw, failures) {
  // eslint-disable-next-line no-control-regex
  const line = raw.replace(/\x1b\[[0-9;]*m/g, '').trim();
  if (!line || !FAILURE_LINE.test(line) || failures.length >= MAX_KEPT) return;
  const short = line.length > 240 ? `${line.slice(0, 237)}...` : line;
  if (!failures.includes(short)) failures.push(short);
}

/** Runs a command synchronously and returns its trimmed stdout, or null when it fails. */
export function capture(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers (any HTTP status) or `timeoutMs` passes. */
export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${url}: the process exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs / 1000} s`);
}
