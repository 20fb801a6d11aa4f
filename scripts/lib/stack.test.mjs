// `npm start`'s stack keeps itself running: `node --test 'scripts/**/*.test.mjs'` after a build.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort } from './processes.mjs';
import { startStack } from './stack.mjs';
import { restartDelay } from './supervise.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const built = ['apps/content-service/dist/server.js', 'apps/site/dist/server/server.js'].every((file) =>
  existsSync(join(root, file)),
);

/** Asks `url` every 100 ms until `wanted` holds for the answer; resolves to that answer. */
async function pollUntil(url, wanted, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url, { redirect: 'manual' }).catch(() => null);
    if (response) await response.arrayBuffer();
    if (response && wanted(response)) return response;
    if (Date.now() > deadline) throw new Error(`${url} did not answer as wanted within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('restarts back off from 0.5 s, doubling up to 30 s', () => {
  assert.deepEqual(
    Array.from({ length: 9 }, (_, restart) => restartDelay(restart)),
    [500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000],
  );
});

test('a crashed content service is started again and the site recovers on its own', { skip: !built && 'run the build first', timeout: 180_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-supervision-'));
  const port = await freePort();
  const stack = await startStack({ port, contentPort: await freePort(), dataDir, quiet: true });
  const page = `http://127.0.0.1:${port}/models`;
  try {
    assert.equal((await fetch(page)).status, 200);
    const crashed = stack.pid('content');
    process.kill(crashed, 'SIGKILL');

    // While it is down the visitor sees the error screen, never kept by a cache.
    const down = await pollUntil(page, (response) => response.status >= 500, 10_000);
    assert.match(down.headers.get('cache-control') ?? '', /no-store/);

    // Back without anyone doing anything: a new process, the page again.
    await pollUntil(page, (response) => response.status === 200, 90_000);
    assert.notEqual(stack.pid('content'), crashed);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
