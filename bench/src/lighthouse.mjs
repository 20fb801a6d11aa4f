// §6 Lighthouse (mobile defaults: emulated phone, simulated slow 4G and 4× CPU slowdown;
// performance only) on `/`, driving a Chromium we start with a DevTools port, beside the
// anchor: the same HTML, JS, CSS and images from the static server with gzip.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './browser.mjs';
import { onCleanup, stopChild } from './cleanup.mjs';
import { benchPort } from './ports.mjs';
import { writeStaticCopy } from './static-copy.mjs';
import { startStaticServer } from './static-server.mjs';

const AUDITS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
};

async function startDebuggableChromium(executable) {
  const port = await benchPort();
  const profile = mkdtempSync(join(tmpdir(), 'forecourt-bench-chromium-'));
  const child = spawn(
    executable,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const stop = onCleanup(async () => {
    await stopChild(child);
    rmSync(profile, { recursive: true, force: true });
  });
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop();
  throw new Error(
    `Chromium's DevTools port did not open: ${stderr.trim().split('\n').slice(-3).join(' / ')}`,
  );
}

async function runLighthouse(url, port) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report');
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score:
      lhr.categories.performance.score === null
        ? null
        : Math.round(lhr.categories.performance.score * 100),
    ...Object.fromEntries(Object.entries(AUDITS).map(([key, id]) => [key, metric(id)])),
    warnings: lhr.runWarnings ?? [],
    version: lhr.lighthouseVersion,
  };
}

/** The run with the median score (its metrics are reported together, as one page load). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** @param {{ chromium: string, siteUrl: string, tools: object, runs: number }} options */
export async function measureLighthouse({ chromium, siteUrl, tools, runs }) {
  const root = mkdtempSync(join(tmpdir(), 'forecourt-bench-lighthouse-'));
  const removeRoot = onCleanup(() => rmSync(root, { recursive: true, force: true }));
  try {
    await writeStaticCopy(root, siteUrl, ['/']);
    const server = await startStaticServer(root, tools);
    const browser = await startDebuggableChromium(chromium).catch(async (error) => {
      await server.stop();
      throw error;
    });
    try {
      const site = [];
      const anchor = [];
      for (let run = 0; run < runs; run++) {
        site.push(await runLighthouse(`${siteUrl}/`, browser.port));
        anchor.push(await runLighthouse(`${server.url}/`, browser.port));
      }
      const result = {
        site: medianRun(site),
        anchor: medianRun(anchor),
        runs,
        server: server.kind,
      };
      console.log(
        `  Lighthouse /: site ${result.site.score}, ${server.kind} copy ${result.anchor.score}`,
      );
      return result;
    } finally {
      await browser.stop();
      await server.stop();
    }
  } finally {
    await removeRoot();
  }
}
