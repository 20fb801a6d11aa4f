#!/usr/bin/env node
// `npm test` ends here (after install): every suite, in order, each reported; exits non-zero on
// any failure. Suites: build, type check, unit/component tests, package lint (publint + attw),
// lint (eslint, sherif, every stylesheet parsed and minified), the Storybook build, the stack's supervision, API tests on a real PostgreSQL server,
// end-to-end tests in Chromium, the blocks packed into a fresh Vite app (tooling/packaging).
import { startE2eStack } from './lib/e2e-stack.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { runKeepingFailures } from './lib/processes.mjs';
import { CHROMIUM, ensureSystemDeps } from './lib/system-deps.mjs';

const results = [];
async function suite(name, body) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let ok = false;
  let failures;
  try {
    const outcome = await body();
    ok = outcome.code === 0;
    failures = outcome.failures;
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    failures = [error.message];
  }
  results.push({ name, ok, failures, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

const turbo = (...tasks) =>
  runKeepingFailures('turbo', ['run', ...tasks, '--concurrency=2', '--continue', '--output-logs=errors-only']);

const built = await suite('build', () => turbo('build'));
await suite('typecheck', () => turbo('typecheck'));
await suite('unit and component tests', () => turbo('test'));
if (built) await suite('package lint (publint, attw)', () => turbo('lint'));
await suite('lint (eslint, sherif, stylesheets)', () => runKeepingFailures('pnpm', ['run', 'lint']));
// The one Storybook of every package's stories (tooling/storybook), as `npm run build-storybook` writes it.
await suite('storybook build', () => runKeepingFailures('pnpm', ['run', 'storybook:build']));
// The built stack restarts a crashed content service (scripts/lib/stack.test.mjs).
if (built) await suite('stack supervision', () => runKeepingFailures('node', ['--test', 'scripts/**/*.test.mjs']));

const depsReady = await suite('system packages (postgresql, chromium)', async () => {
  await ensureSystemDeps();
  return { code: 0, failures: [] };
});

if (depsReady) {
  await suite('API tests on PostgreSQL', async () => {
    const pg = await startPostgres();
    try {
      return await runKeepingFailures('pnpm', ['--filter', '@forecourt/content-service', 'run', 'test:pg'], {
        env: { ...process.env, DATABASE_URL: pg.url },
      });
    } finally {
      await pg.stop();
    }
  });
}

if (built && depsReady) {
  await suite('end-to-end tests in Chromium', async () => {
    const stack = await startE2eStack();
    try {
      return await runKeepingFailures('pnpm', ['--filter', '@forecourt/e2e', 'run', 'test:e2e'], {
        env: { ...process.env, ...stack.testEnv, CHROMIUM_PATH: CHROMIUM },
      });
    } finally {
      await stack.stop();
    }
  });
}

// What a brand team gets: the blocks and their workspace dependencies packed, installed into a
// fresh Vite + React app outside the workspace, built and opened in Chromium.
if (built && depsReady) {
  await suite('packaging (blocks in a fresh Vite app)', () =>
    runKeepingFailures('pnpm', ['--filter', '@forecourt/packaging', 'run', 'test:packaging'], {
      env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
    }),
  );
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
// What failed, last: a CI log is often read from its end, and the suites' own output is long.
for (const r of results.filter((r) => !r.ok)) {
  console.log(`\n=== why "${r.name}" failed ===`);
  const shown = r.failures.slice(0, 20);
  for (const line of shown) console.log(line);
  if (r.failures.length > shown.length) console.log(`(${r.failures.length - shown.length} more lines above)`);
  if (!r.failures.length) console.log('(nothing recognisable as a failure was printed: read the suite output above)');
}
process.exit(failed ? 1 : 0);
