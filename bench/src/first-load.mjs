// §5 First-load JS and CSS: each seeded page loaded in Chromium until it has hydrated; every
// script and stylesheet of the page's origin, gzipped here at level 9 (so the figure does not
// depend on what the server sent), beside the anchor: React alone (react-anchor.mjs).
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './browser.mjs';
import { onCleanup } from './cleanup.mjs';

async function loadPage(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (
        (type === 'script' || type === 'stylesheet') &&
        new URL(response.url()).origin === origin
      ) {
        bodies.push(
          response.body().then(
            (body) => ({ url: response.url(), type: type === 'script' ? 'JS' : 'CSS', body }),
            () => null, // a response whose body is gone (redirect, aborted) has no bytes to count
          ),
        );
      }
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 30_000,
    });
    const files = (await Promise.all(bodies)).filter(Boolean).map(({ url, type, body }) => ({
      file: basename(new URL(url).pathname),
      type,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    }));
    const total = (type) =>
      files.filter((f) => f.type === type).reduce((sum, f) => sum + f.gzipBytes, 0);
    return { path, files, jsGzip: total('JS'), cssGzip: total('CSS') };
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
        `  ${path}: JS ${(result.jsGzip / 1024).toFixed(1)} KB gz in ${result.files.filter((f) => f.type === 'JS').length} files, CSS ${(result.cssGzip / 1024).toFixed(1)} KB gz`,
      );
      pages.push(result);
    }
    return pages;
  } finally {
    await close();
  }
}
