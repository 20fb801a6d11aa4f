// The stack under test: the built content service and a site with its page cache on (through
// scripts/lib/stack.mjs), a second site process with PAGE_CACHE=off, and a throwaway PostgreSQL
// server when this machine has one. `restart()` brings the processes back on the same ports and
// database, so caches start cold after the content changed behind the service's back.
import { spawn } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { waitForHttp } from '../../scripts/lib/processes.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { onCleanup, stopChild } from './cleanup.mjs';
import { benchPort } from './ports.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const logDir = fileURLToPath(new URL('../logs/', import.meta.url));

/** A site process like the stack's, but with the published-page cache turned off. */
async function startUncachedSite({ port, contentPort }) {
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    CONTENT_SERVICE_URL: `http://127.0.0.1:${contentPort}`,
    PAGE_CACHE: 'off',
  };
  // Its errors go to a file: every load run ends with renders aborted mid-way, each logged.
  mkdirSync(logDir, { recursive: true });
  const log = openSync(join(logDir, 'site-uncached.log'), 'a');
  const child = spawn(process.execPath, ['apps/site/dist/server/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', log],
  });
  closeSync(log);
  let stopping = false;
  // Other people's scripts on a shared machine may end it (a broad pkill): say so when it happens.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`The PAGE_CACHE=off site exited during the run (${signal ?? `code ${code}`})`);
  });
  const stop = () => {
    stopping = true;
    return stopChild(child);
  };
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, { child });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Whether `url` gives any HTTP answer within 10 s. */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {{ postgres: boolean }} options
 */
export async function startBenchStack({ postgres }) {
  // React and the site read NODE_ENV when they load: every process below is a production one.
  process.env.NODE_ENV = 'production';
  // The cached site must not inherit a cache switch, nor an origin meant for another server.
  delete process.env.PAGE_CACHE;
  delete process.env.PUBLIC_URL;

  rmSync(join(logDir, 'site-uncached.log'), { force: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-'));
  chmodSync(dataDir, 0o755);
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));

  let databaseUrl;
  if (postgres) {
    const pg = await startPostgres({ port: await benchPort() });
    onCleanup(() => pg.stop());
    databaseUrl = pg.url;
  }

  const ports = {
    site: await benchPort(),
    content: await benchPort(),
    uncached: await benchPort(),
  };
  let stopProcesses = async () => {};
  const start = async () => {
    const stack = await startStack({
      port: ports.site,
      contentPort: ports.content,
      dataDir,
      databaseUrl,
      quiet: true,
      // §7 posts thousands of leads from one address: the per-client limit would refuse them.
      env: { LEAD_RATE_LIMIT_PER_MINUTE: '1000000' },
    });
    const stopStack = onCleanup(() => stack.stop());
    let stopUncached;
    try {
      stopUncached = onCleanup(
        await startUncachedSite({ port: ports.uncached, contentPort: ports.content }),
      );
    } catch (error) {
      await stopStack();
      throw error;
    }
    stopProcesses = async () => {
      await stopUncached();
      await stopStack();
    };
  };
  await start();

  return {
    /** The site with its page cache on (the stack's own). */
    siteUrl: `http://127.0.0.1:${ports.site}`,
    /** Its browser-visible origin (PUBLIC_URL), for Chromium. */
    publicUrl: `http://localhost:${ports.site}`,
    uncachedUrl: `http://127.0.0.1:${ports.uncached}`,
    contentUrl: `http://127.0.0.1:${ports.content}`,
    databaseUrl,
    database: databaseUrl ? 'PostgreSQL (throwaway server)' : 'PGlite (embedded)',
    async restart() {
      await stopProcesses();
      await start();
    },
    /** Names of the processes that no longer answer (a quick 404 path of each site). */
    async silent() {
      const checks = [
        ['content service', `http://127.0.0.1:${ports.content}/healthz`],
        ['site', `http://127.0.0.1:${ports.site}/_site/bench-ping`],
        ['PAGE_CACHE=off site', `http://127.0.0.1:${ports.uncached}/_site/bench-ping`],
      ];
      const results = await Promise.all(checks.map(([, url]) => answers(url)));
      return checks.filter((_, i) => !results[i]).map(([name]) => name);
    },
  };
}
