// site-shell.md §2 Scrolling: "Route change types are route, parameter and query. Data refreshes
// only when the relevant one changed (query only if watched)". Client-side navigations in
// Chromium, with every data request the browser makes recorded.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, VIEWPORTS, launchBrowser, openHydrated } from './browser.js';

const A = '/';
const B = '/models/range-rover-sport';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Data calls (content service behind the site), without pictures: 'GET /api/settings'. */
function recordDataRequests(page: Page) {
  const seen: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const isData = (url: URL) =>
    /^\/(api|public_api)\//.test(url.pathname) && !url.pathname.startsWith('/api/v1/image/');
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!isData(url)) return;
    seen.push(`${request.method()} ${decodeURIComponent(url.pathname + url.search)}`);
    inFlight++;
    lastActivity = Date.now();
  });
  const done = (request: { url: () => string }) => {
    if (!isData(new URL(request.url()))) return;
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Requests since the last call, once nothing has been asked for 700 ms. */
    async take(): Promise<string[]> {
      const deadline = Date.now() + 15_000;
      while (inFlight > 0 || Date.now() - lastActivity < 700) {
        if (Date.now() > deadline) throw new Error(`Requests still running: ${seen.join(', ')}`);
        await page.waitForTimeout(100);
      }
      return seen.splice(0);
    },
  };
}

/** Follows a same-site link as a visitor would, like a link in a page's content. */
async function followLink(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'Test link';
    document.body.append(link);
    link.click();
    link.remove();
  }, href);
  await page.waitForURL(`${BASE_URL}${href}`);
}

const CHROME = /\/api\/(settings|nav_entries(\?|$)|offers|offer_car_models)/;
/** Data a page's blocks load for themselves once shown (the specification accordion's spec). */
const BLOCK_DATA = /^GET \/api\/compare\/spec\//;
const pageId = (page: Page) => page.locator('main').getAttribute('data-page-id');
/**
 * The page data of the page at `path`: one call that brings the page, its metaheads and its
 * breadcrumbs (the page view).
 */
const pageDataOf = (path: string) => [`GET /public_api/page_view/by_path/${path.replace(/^\//, '')}?locale=en`];

describe('given a visitor moving between pages in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  let requests: ReturnType<typeof recordDataRequests>;
  let idA: string;
  beforeAll(async () => {
    // Link prefetching (its own test, link-prefetch.e2e.ts) would fetch pages before the clicks;
    // with the data saver on, every request here comes from the navigation itself.
    ({ context, page } = await openHydrated(browser, A, VIEWPORTS.desktop, { saveData: true }));
    requests = recordDataRequests(page);
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).waitFor();
    idA = (await pageId(page))!;
    await requests.take();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("should fetch the other page's data once and not the navigation, settings or offers again (route change)", async () => {
    // The home hero's button: hovering preloads, clicking navigates — still one fetch.
    await page.getByRole('link', { name: 'Explore the model' }).first().click();
    await page.waitForURL(`${BASE_URL}${B}`);
    // Both pages open with a 'Range Rover Sport' hero: wait for the page itself to change.
    await expect.poll(() => pageId(page)).not.toBe(idA);
    const seen = await requests.take();
    expect(seen.filter((r) => CHROME.test(r))).toEqual([]);
    expect(seen.filter((r) => !BLOCK_DATA.test(r))).toEqual(pageDataOf(B));
  });

  it('should fetch nothing when only the query changes (no route watches it)', async () => {
    const before = await pageId(page);
    await followLink(page, `${B}?utm=x`);
    expect(await requests.take()).toEqual([]);
    expect(await pageId(page)).toBe(before);
  });

  it('should fetch nothing when only the hash changes', async () => {
    await followLink(page, `${B}?utm=x#specs`);
    expect(await requests.take()).toEqual([]);
    await followLink(page, `${B}#prices`);
    expect(await requests.take()).toEqual([]);
  });

  it("should go back to the first page from what it has, refetching at most that page's data", async () => {
    // Back through the hash and query entries to the first page.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.waitForURL(`${BASE_URL}${A}`);
    await expect.poll(() => pageId(page)).toBe(idA);
    const seen = await requests.take();
    const allowed = pageDataOf(A);
    for (const request of seen) expect(allowed, request).toContain(request);
  });
});

describe('given a visitor moving between showroom vehicles (parameter change)', () => {
  it('should fetch the other vehicle and nothing else', async () => {
    const listing = (await (
      await fetch(`${BASE_URL}/public_api/listings/pl-used?items=2`)
    ).json()) as {
      data: { id: number; nameplate_name: string; production_year: number }[];
    };
    const [first, second] = listing.data;
    const { context, page } = await openHydrated(
      browser,
      `/showroom/pl-used-${first!.id}`,
      VIEWPORTS.desktop,
      { saveData: true },
    );
    const requests = recordDataRequests(page);
    await requests.take();

    await followLink(page, `/showroom/pl-used-${second!.id}`);
    await expect
      .poll(() => page.locator('main').getAttribute('data-vehicle-id'))
      .toBe(String(second!.id));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(
      String(second!.production_year),
    );
    expect((await requests.take()).sort()).toEqual(
      [
        `GET /public_api/listings/pl-used/vehicle/${second!.id}`,
        `GET /api/vehicles/${second!.id}/specs`,
      ].sort(),
    );

    // Back to the first vehicle: already known, nothing to fetch.
    await followLink(page, `/showroom/pl-used-${first!.id}`);
    await expect
      .poll(() => page.locator('main').getAttribute('data-vehicle-id'))
      .toBe(String(first!.id));
    expect(await requests.take()).toEqual([]);
    await context.close();
  });
});
