/**
 * Vitest global setup: starts the content-service factory (./factory-process.ts) as a child
 * process and gives its URL to the test files, which ask it for a real service of their own
 * (see ./inject.ts). The services live outside the test workers because PGlite cannot run inside
 * jsdom (it rejects jsdom's typed-array globals), and outside Vitest's main process so starting
 * them never stalls the test run.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import './provided-context.js';

const STARTUP_TIMEOUT_MS = 120_000;

export default async function setup(project: TestProject) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  // tsx runs the TypeScript sources; the condition resolves workspace packages to their `src/`.
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const child = spawn(
    process.execPath,
    [
      '--conditions=@forecourt/source',
      '--import',
      tsx,
      fileURLToPath(new URL('./factory-process.ts', import.meta.url)),
    ],
    { cwd: here, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `The content-service factory did not start within ${STARTUP_TIMEOUT_MS / 1000} s`,
          ),
        ),
      STARTUP_TIMEOUT_MS,
    );
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const ready = /READY (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The content-service factory exited (code ${code}) before it was ready`));
    });
  });
  project.provide('contentServiceFactory', url);

  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}
