import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, newContext, turnOnSaveData } from './browser.js';

// site-shell.md §9: "Link prefetching is skipped on 2g or save-data connections and waits up to
// 2000 ms idle." The pages of links in view load before the visitor clicks; links out of view wait.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGE_DATA = '/public_api/page_view/by_path/';

/** The page paths the browser fetched page data for, as they happen. */
function recordPageFetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(PAGE_DATA))
      paths.push(`/${decodeURIComponent(url.pathname.slice(PAGE_DATA.length))}`.toLowerCase());
  });
  return paths;
}

/** Internal page links in view / below the fold on the current page (not the current page). */
async function internalLinks(page: Page) {
  return page.evaluate(() => {
    const inView: string[] = [];
    const below: string[] = [];
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>(
      'main a[href], footer a[href]',
    )) {
      const url = new URL(anchor.href);
      if (url.origin !== location.origin || url.pathname === location.pathname) continue;
      if (
        /^\/(cms|admin|api|public_api|auth)(\/|$)/.test(url.pathname) ||
        anchor.target === '_blank'
      )
        continue;
      const box = anchor.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      (box.top < innerHeight && box.bottom > 0 ? inView : below).push(url.pathname.toLowerCase());
    }
    return { inView, below };
  });
}

async function hydrated(page: Page, path: string) {
  await page.goto(`${BASE_URL}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe('given a visitor on a fast connection', () => {
  it('should fetch the pages of links in view while idle, and the others only once scrolled to', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const fetched = recordPageFetches(page);
    await hydrated(page, '/');
    const { inView, below } = await internalLinks(page);
    expect(
      inView.length,
      'the home page shows a link to another page above the fold',
    ).toBeGreaterThan(0);
    const farLink = below.find((path) => !inView.includes(path));
    expect(farLink, 'the home page has a link far below the fold').toBeDefined();

    await expect.poll(() => fetched.includes(inView[0]!), { timeout: 5_000 }).toBe(true);
    expect(fetched).not.toContain(farLink);

    await page
      .locator(`footer a[href="${farLink}"], main a[href="${farLink}"]`)
      .first()
      .scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.includes(farLink!), { timeout: 5_000 }).toBe(true);

    // Following a prefetched link needs no second request for its page.
    const before = fetched.filter((path) => path === inView[0]).length;
    await page.locator(`a[href="${inView[0]}"]`).first().click();
    await page.waitForURL(`${BASE_URL}${inView[0]}`);
    expect(fetched.filter((path) => path === inView[0]).length).toBe(before);
    await context.close();
  });
});

describe('given a visitor who asked the browser to save data', () => {
  it('should fetch no page before it is followed', async () => {
    const context = await newContext(browser);
    await turnOnSaveData(context);
    const page = await context.newPage();
    const fetched = recordPageFetches(page);
    await hydrated(page, '/');
    const { inView } = await internalLinks(page);
    // Longer than the 2000 ms idle limit: a prefetch would have happened by now.
    await page.waitForTimeout(3_000);
    expect(fetched.filter((path) => inView.includes(path))).toEqual([]);
    await context.close();
  });
});
