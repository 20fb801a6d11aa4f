/**
 * The minimal top bar (site-shell.md §2 "A minimal topbar variant shows only a logo and a title,
 * for a different brand"): the seeded /partner-programme has `meta.layout: 'minimal'`.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, VIEWPORTS, launchBrowser, newContext, seriousA11yViolations } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport: { width: number; height: number }) {
  const context = await newContext(browser, { viewport });
  // A visitor who already chose: the cookie banner stays out of the way.
  await context.addInitScript(() =>
    localStorage.setItem('cookieConsentStatus', JSON.stringify({ status: 'accepted', scopes: ['obligatory', 'optional'] })),
  );
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return { context, page };
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Everything the visitor can see above the page's <main>, as [tag, text] of each visible leaf or link. */
const visibleTop = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    const limit = main.getBoundingClientRect().top;
    const seen: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('a, button, input, p, span, h1, h2, img, svg'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom > limit + 1) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      seen.push(`${element.tagName.toLowerCase()}:${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`);
    }
    return seen;
  });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`given a visitor on the partner programme page (${name}, ${viewport.width} px)`, () => {
    it('should show only the logo and the page title at the top, then the page and the footer', async () => {
      const { context, page } = await open('/partner-programme', viewport);
      const banner = page.getByRole('banner');
      expect(await banner.count()).toBe(1);
      expect(await banner.getByRole('link').count()).toBe(1);
      expect(await banner.getByRole('link', { name: 'Forecourt home' }).isVisible()).toBe(true);
      expect(await banner.getByText('Partner programme', { exact: true }).isVisible()).toBe(true);
      // The bar starts at the top and the page starts right under it.
      const bar = (await banner.boundingBox())!;
      expect(bar.y).toBe(0);
      expect(bar.height).toBe(viewport.width >= 1024 ? 72 : 48);
      expect(await visibleTop(page)).toEqual(['a:Forecourt home', 'span:Forecourt', 'p:Partner programme']);
      // None of the main layout's chrome: navigation, breadcrumbs, floating action menu.
      expect(await mainNavigation(page).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: /Breadcrumb/i }).count()).toBe(0);
      expect(await page.locator('.fc-fab').count()).toBe(0);
      expect(await page.getByRole('main').getByText('How to join').isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });

    it('should take the visitor home from the logo, where the full navigation is back', async () => {
      const { context, page } = await open('/partner-programme', viewport);
      await page.getByRole('banner').getByRole('link', { name: 'Forecourt home' }).click();
      await page.waitForURL(`${BASE_URL}/`);
      await mainNavigation(page).waitFor({ state: 'attached' });
      expect(await page.locator('.fc-minimal-topbar').count()).toBe(0);
      await context.close();
    });
  });
}

describe('given the Polish partner programme page (mobile)', () => {
  it('should show the Polish title and take the logo to the Polish home', async () => {
    const { context, page } = await open('/pl/partner-programme', VIEWPORTS.mobile);
    const banner = page.getByRole('banner');
    expect(await banner.getByText('Program partnerski', { exact: true }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await banner.getByRole('link', { name: 'Forecourt – strona główna' }).click();
    await page.waitForURL(`${BASE_URL}/pl`);
    await context.close();
  });
});

describe('given a link to a block of the partner programme page', () => {
  it('should scroll the block to the very top: the minimal bar is not fixed, so there is no header to clear', async () => {
    const { context, page } = await open('/partner-programme#component-2', VIEWPORTS.desktop);
    const expected = await page.evaluate(() => {
      const block = document.getElementById('component-2')!;
      const top = block.getBoundingClientRect().top + window.scrollY;
      return Math.min(top, document.documentElement.scrollHeight - window.innerHeight);
    });
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeCloseTo(expected, 0);
    await context.close();
  });
});
