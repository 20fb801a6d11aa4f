// §2 Cached pages: the site with its page cache on, under load with a browser's Accept-Encoding,
// beside the anchor — nginx (or the Node fallback) serving the exact bytes the site sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { rawGet } from './http-get.mjs';
import { combineRounds, perRound } from './load.mjs';
import { writeStaticCopy } from './static-copy.mjs';
import { startStaticServer } from './static-server.mjs';
import { fixed } from './table.mjs';

const BROWSER_ENCODING = { 'Accept-Encoding': 'gzip, br' };

/** What the site sends a browser for `path`: status, encoding and bytes on the wire. */
async function wireAnswer(url) {
  const { headers, body } = await rawGet(url, { headers: BROWSER_ENCODING });
  return { encoding: headers['content-encoding'] ?? 'identity', bytes: body.length };
}

/**
 * @param {{ siteUrl: string, paths: string[], tools: object, load: { run: Function },
 *   seconds: number, rounds: number, connections: number }} options
 */
export async function measureCached({ siteUrl, paths, tools, load, seconds, rounds, connections }) {
  const root = mkdtempSync(join(tmpdir(), 'forecourt-bench-static-'));
  const removeRoot = onCleanup(() => rmSync(root, { recursive: true, force: true }));
  try {
    // Fetching once also fills the site's cache before it is measured.
    const html = await writeStaticCopy(root, siteUrl, paths);
    const server = await startStaticServer(root, tools);
    const results = [];
    try {
      for (const path of paths) {
        const siteTarget = { url: `${siteUrl}${path}`, connections, headers: BROWSER_ENCODING };
        const anchorTarget = {
          url: `${server.url}${path}`,
          connections,
          headers: BROWSER_ENCODING,
        };
        await load.run({ ...siteTarget, seconds: 1 }); // warm-up, not counted
        await load.run({ ...anchorTarget, seconds: 1 });
        const siteRounds = [];
        const anchorRounds = [];
        for (let round = 0; round < rounds; round++) {
          siteRounds.push(await load.run({ ...siteTarget, seconds: perRound(seconds, rounds) }));
          anchorRounds.push(
            await load.run({ ...anchorTarget, seconds: perRound(seconds, rounds) }),
          );
        }
        const site = combineRounds(siteRounds);
        const anchor = combineRounds(anchorRounds);
        const wire = await wireAnswer(siteTarget.url);
        const anchorWire = await wireAnswer(anchorTarget.url);
        results.push({
          path,
          ...site,
          anchorRps: anchor.rps,
          anchorErrors: anchor.errors,
          htmlBytes: html[path].length,
          wire,
          anchorWire,
        });
        console.log(
          `  cached ${path}: ${fixed(site.rps, 0)} req/s (${wire.encoding}, ${wire.bytes} B)` +
            ` | ${server.kind}: ${fixed(anchor.rps, 0)} req/s`,
        );
      }
    } finally {
      await server.stop();
    }
    return { results, server: server.kind, fallbackReason: server.fallbackReason };
  } finally {
    await removeRoot();
  }
}
