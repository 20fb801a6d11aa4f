// The first-load budget of the seeded home and model pages: what a visitor's browser downloads
// before the page becomes interactive (resources requested before the site's
// `forecourt:hydrated` mark), counted in gzip bytes as the site sends them to a browser that
// accepts gzip only. JS at most 110 KB, CSS at most 25 KB. The per-file breakdown is printed on
// every run. It also checks that the page's first block's view is preloaded with it and no view
// of a block the page does not contain is.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, VIEWPORTS, launchBrowser, openHydrated, publicPage } from './browser.js';
import { siteBuildFiles, siteManifest } from './site-build.js';

const JS_BUDGET = 110 * 1024;
const CSS_BUDGET = 25 * 1024;

/** The site's client build: which file is which block template's view (see client-assets.ts). */
const viewFiles = new Map(
  Object.values(siteManifest).flatMap((chunk) => {
    const folder = chunk.isDynamicEntry
      ? /packages\/blocks\/src\/([a-z0-9-]+)\/\1\.tsx$/.exec(chunk.src ?? '')?.[1]
      : undefined;
    return folder ? [[`/${chunk.file}` as string, folder.replace(/-/g, '_')] as const] : [];
  }),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Bytes of `url` on the wire when the browser accepts gzip only (the build's gzip copy; a file too
 * small to gain from compression is sent as it is).
 */
async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.ok, url).toBe(true);
  return Number(response.headers.get('content-length'));
}

async function firstLoad(path: string) {
  const { context, page } = await openHydrated(browser, path, VIEWPORTS.mobile);
  const urls = await page.evaluate(() => {
    const [hydrated] = performance.getEntriesByName('forecourt:hydrated');
    return performance
      .getEntriesByType('resource')
      .filter((entry) => hydrated && entry.startTime < hydrated.startTime)
      .map((entry) => entry.name);
  });
  await context.close();
  const ours = urls.filter((url) => url.startsWith(BASE_URL) && /\.(js|css)$/.test(new URL(url).pathname));
  const files = await Promise.all(
    ours.map(async (url) => ({ path: new URL(url).pathname, bytes: await gzipBytes(url) })),
  );
  const js = files.filter((file) => file.path.endsWith('.js'));
  const css = files.filter((file) => file.path.endsWith('.css'));
  const total = (list: typeof files) => list.reduce((sum, file) => sum + file.bytes, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const breakdown = [
    `${path}: first-load JS ${kb(total(js))} (budget ${kb(JS_BUDGET)}), CSS ${kb(total(css))} (budget ${kb(CSS_BUDGET)}), gzip`,
    ...[...js, ...css]
      .sort((a, b) => b.bytes - a.bytes)
      .map((file) => `  ${kb(file.bytes).padStart(9)}  ${file.path}`),
  ].join('\n');
  console.log(breakdown);
  return { js, css, total, breakdown };
}

describe.each(['/', '/models/range-rover-sport', '/models/defender'] as const)('given the seeded page %s', (path) => {
  it('should become interactive within the first-load budget, with its first block’s view and no other block’s', async () => {
    const { js, css, total, breakdown } = await firstLoad(path);
    expect(total(js), breakdown).toBeLessThanOrEqual(JS_BUDGET);
    expect(total(css), breakdown).toBeLessThanOrEqual(CSS_BUDGET);

    const templates = (await publicPage(path)).blocks.map((block) => block.template);
    const views = js.map((file) => viewFiles.get(file.path)).filter((view) => view !== undefined);
    expect(views, breakdown).toContain(templates[0]);
    expect(views.filter((view) => !templates.includes(view)), breakdown).toEqual([]);
  });
});

describe('given every script and stylesheet of the site build', () => {
  it('should send each one over 1 KB brotli-compressed to a browser that accepts it', async () => {
    const files = siteBuildFiles().filter((file) => /\.(m?js|css)$/.test(file.path) && file.bytes > 1024);
    expect(files.some((file) => file.path.endsWith('.mjs'))).toBe(true);
    const plain: string[] = [];
    for (const file of files) {
      const response = await fetch(`${BASE_URL}${file.path}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
      expect(response.ok, file.path).toBe(true);
      if (response.headers.get('content-encoding') !== 'br') plain.push(`${file.path} (${file.bytes} bytes)`);
    }
    expect(plain).toEqual([]);
  });
});
