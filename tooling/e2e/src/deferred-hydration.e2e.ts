// The header, footer and page services hydrate once the browser is idle after the page did. A
// visitor who is quicker than that loses nothing: the click is held until their code is in and
// then replayed. Their code is held back here on purpose (answered a second late), so every click
// below lands before it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, VIEWPORTS, launchBrowser, newContext } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The chunks that only deferred parts use (names from the site build). */
const DEFERRED_CHUNK = /\/_site\/(main-header|footer|page-services)-[\w-]+\.js$/;

/** Opens `path` with the deferred parts' code a second slow, and waits for the page (only) to hydrate. */
async function openBeforeIslands(viewport: { width: number; height: number }, path = '/') {
  const context: BrowserContext = await newContext(browser, { viewport });
  await context.route(DEFERRED_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const page: Page = await context.newPage();
  await page.goto(`${BASE_URL}${path}`);
  await page.waitForFunction(() => performance.getEntriesByName('forecourt:hydrated').length > 0);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return { context, page };
}

describe('given a visitor who clicks before the chrome has hydrated', () => {
  it('should open the mobile menu once its code is in', async () => {
    const { context, page } = await openBeforeIslands(VIEWPORTS.mobile);
    await page.getByRole('button', { name: 'Menu', exact: true }).filter({ visible: true }).click();
    await page.getByRole('button', { name: 'Close menu' }).filter({ visible: true }).first().waitFor();
    await context.close();
  });

  it('should take the cookie banner’s Accept', async () => {
    const { context, page } = await openBeforeIslands(VIEWPORTS.desktop);
    const banner = page.getByRole('region', { name: 'COOKIE POLICY' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsentStatus'))).toContain('accepted');
    await context.close();
  });

  it('should follow a footer link without reloading the document', async () => {
    const { context, page } = await openBeforeIslands(VIEWPORTS.desktop, '/models/range-rover-sport');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: /offers/i }).first().click();
    await page.waitForURL((url) => url.pathname !== '/models/range-rover-sport');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });
});
