#!/usr/bin/env node
// `pnpm run test:e2e [vitest args]`: builds, starts the stack on free ports with a throwaway
// embedded database, and runs the end-to-end tests in Chromium against it (as `npm test` does),
// e.g. `pnpm run test:e2e src/model-page.e2e.ts` for one file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, run } from './lib/processes.mjs';
import { startStack } from './lib/stack.mjs';
import { CHROMIUM, ensureSystemDeps } from './lib/system-deps.mjs';

await ensureSystemDeps();
if ((await run('turbo', ['run', 'build', '--concurrency=2', '--output-logs=errors-only'])) !== 0) process.exit(1);
const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-e2e-'));
const stack = await startStack({ port: await freePort(), contentPort: await freePort(), dataDir, quiet: true });
try {
  process.exitCode = await run('pnpm', ['--filter', '@forecourt/e2e', 'run', 'test:e2e', ...process.argv.slice(2)], {
    env: { ...process.env, E2E_BASE_URL: stack.url, CHROMIUM_PATH: CHROMIUM },
  });
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
