#!/usr/bin/env node
// `pnpm run test:e2e [vitest args]`: builds, starts the stack on free ports with a throwaway
// embedded database and a local mail sink (lib/e2e-stack.mjs), and runs the end-to-end tests in Chromium against it (as `npm test` does),
// e.g. `pnpm run test:e2e src/model-page.e2e.ts` for one file.
import { startE2eStack } from './lib/e2e-stack.mjs';
import { run } from './lib/processes.mjs';
import { CHROMIUM, ensureSystemDeps } from './lib/system-deps.mjs';

await ensureSystemDeps();
if ((await run('turbo', ['run', 'build', '--concurrency=2', '--output-logs=errors-only'])) !== 0) process.exit(1);
const stack = await startE2eStack();
try {
  process.exitCode = await run('pnpm', ['--filter', '@forecourt/e2e', 'run', 'test:e2e', ...process.argv.slice(2)], {
    env: { ...process.env, ...stack.testEnv, CHROMIUM_PATH: CHROMIUM },
  });
} finally {
  await stack.stop();
}
