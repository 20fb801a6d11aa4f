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
