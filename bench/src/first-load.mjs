// §5 First-load JS and CSS: each seeded page loaded in Chromium until the whole document has
// hydrated. The first load is what the browser asked for before the page became interactive (the
// site's `forecourt:hydrated` mark, as the budget check in npm test counts it); what came after it
// (the parts hydrated on idle time) is listed apart. Bytes are those the site sends a browser that
// accepts gzip only (the build's gzip copies), beside the anchor: React alone (react-anchor.mjs).
import { basename } from 'node:path';
import { launchChromium } from './browser.mjs';
import { onCleanup } from './cleanup.mjs';

/** Bytes of `url` on the wire for a browser that accepts gzip only. */
async function gzipBytes(url) {
  const response = await fetch(url, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
  return Number(response.headers.get('content-length') ?? 0);
}

async function loadPage(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 30_000,
    });
    const resources = await page.evaluate(() => {
      const [mark] = performance.getEntriesByName('forecourt:hydrated');
      return performance.getEntriesByType('resource').map((entry) => ({
        url: entry.name,
        first: mark !== undefined && entry.startTime < mark.startTime,
      }));
    });
    const ours = resources.filter(
      ({ url }) => new URL(url).origin === origin && /\.(js|css)$/.test(new URL(url).pathname),
    );
    const files = await Promise.all(
      ours.map(async ({ url, first }) => ({
        file: basename(new URL(url).pathname),
        type: url.endsWith('.css') ? 'CSS' : 'JS',
        first,
        gzipBytes: await gzipBytes(url),
      })),
    );
    const total = (type, first) =>
      files.filter((f) => f.type === type && f.first === first).reduce((sum, f) => sum + f.gzipBytes, 0);
    return {
      path,
      files,
      jsGzip: total('JS', true),
      cssGzip: total('CSS', true),
      deferredJsGzip: total('JS', false),
    };
  } finally {
    await context.close();
  }
}

/** @param {{ chromium: string, origin: string, paths: string[] }} options */
export async function measureFirstLoad({ chromium, origin, paths }) {
  const browser = await launchChromium(chromium);
  const close = onCleanup(() => browser.close());
  try {
    const pages = [];
    for (const path of paths) {
      const result = await loadPage(browser, origin, path);
      console.log(
        `  ${path}: first-load JS ${(result.jsGzip / 1024).toFixed(1)} KB gz, CSS ${(result.cssGzip / 1024).toFixed(1)} KB gz; ${(result.deferredJsGzip / 1024).toFixed(1)} KB JS after it`,
      );
      pages.push(result);
    }
    return pages;
  } finally {
    await close();
  }
}
