// §1 SSR without the page cache: the PAGE_CACHE=off site under load at a fixed concurrency,
// beside the anchor — the same page's blocks rendered by bare renderToString in one Node process.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { combineRounds, perRound } from './load.mjs';
import { fixed } from './table.mjs';

/** The content service's answer for `path`, through the site, as the site itself reads it. */
export async function pageJson(siteUrl, path) {
  const response = await fetch(`${siteUrl}/public_api/pages/by_path${path === '/' ? '' : path}`);
  if (!response.ok) throw new Error(`by_path ${path}: ${response.status}`);
  return response.text();
}

/** Starts the render anchor for one page; `measure(seconds)` → renders per second. */
async function startRenderAnchor(pageBody) {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-bench-render-'));
  const file = join(dir, 'page.json');
  writeFileSync(file, pageBody);
  const child = fork(new URL('./render-anchor.mjs', import.meta.url), [file], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const stop = onCleanup(async () => {
    if (child.connected) child.disconnect();
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });
  const next = () =>
    new Promise((resolve, reject) => {
      const exited = (code) => reject(new Error(`the render anchor exited with ${code}`));
      child.once('exit', exited);
      child.once('message', (message) => {
        child.off('exit', exited);
        resolve(message);
      });
    });
  await next();
  return {
    async measure(seconds) {
      child.send({ seconds });
      const { renders, seconds: took } = await next();
      return { renders, seconds: took };
    },
    stop,
  };
}

/**
 * @param {{ uncachedUrl: string, siteUrl: string, paths: string[], load: { run: Function },
 *   seconds: number, rounds: number, connections: number }} options
 */
export async function measureSsr({
  uncachedUrl,
  siteUrl,
  paths,
  load,
  seconds,
  rounds,
  connections,
}) {
  const results = [];
  for (const path of paths) {
    const anchor = await startRenderAnchor(await pageJson(siteUrl, path));
    try {
      const url = `${uncachedUrl}${path}`;
      await load.run({ url, connections, seconds: 1 }); // warm-up, not counted
      const ssrRounds = [];
      const anchorRounds = [];
      // Alternate the site and the anchor, so whatever else loads the machine hits both alike.
      for (let round = 0; round < rounds; round++) {
        ssrRounds.push(await load.run({ url, connections, seconds: perRound(seconds, rounds) }));
        anchorRounds.push(await anchor.measure(perRound(seconds, rounds)));
      }
      const ssr = combineRounds(ssrRounds);
      const renders = anchorRounds.reduce((sum, r) => sum + r.renders, 0);
      const renderSeconds = anchorRounds.reduce((sum, r) => sum + r.seconds, 0);
      results.push({ path, ...ssr, anchorRps: renders / renderSeconds });
      console.log(
        `  SSR ${path}: ${fixed(ssr.rps)} req/s, p50 ${fixed(ssr.p50)} ms, p99 ${fixed(ssr.p99)} ms` +
          ` | bare render ${fixed(renders / renderSeconds, 0)} renders/s`,
      );
    } finally {
      await anchor.stop();
    }
  }
  return results;
}
