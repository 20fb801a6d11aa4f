// In-page navigation block on the seeded model page (block 2: links to blocks 3–5 by their
// stable ids, #block-<id>, and to the Leasing snippet's #rdx-leasing): in the server HTML, links land below the header and the bar,
// the bar sticks directly under the header once scrolled past, and its go-to-top control works.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  VIEWPORTS,
  launchBrowser,
  openHydrated,
  scrollSettled,
  seriousA11yViolations,
} from './browser.js';

const PATH = '/models/range-rover-sport';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: { width: number; height: number }) {
  const { context, page } = await openHydrated(browser, PATH, viewport);
  // Images, fonts and the breadcrumbs (fetched after hydration; the header keeps room for them)
  // in place: a layout shift mid-scroll would move the target after the scroll was planned.
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => true));
  await page.getByRole('navigation', { name: /Breadcrumb/i }).waitFor();
  await page.waitForFunction(() => document.querySelector('.fc-nav')?.hasAttribute('data-breadcrumbs'));
  return { context, page };
}

const bar = (page: Page) => page.getByRole('navigation', { name: 'In-page navigation' });

/**
 * Bottom of the site's fixed top chrome as a visitor sees it: the header (nav bar, retailer bar)
 * and the breadcrumbs bar under it, whichever visible one reaches lowest.
 */
const chromeBottom = (page: Page) =>
  page.evaluate(() => {
    let bottom = 0;
    for (const element of document.querySelectorAll<HTMLElement>('body > header, body > nav')) {
      const style = getComputedStyle(element);
      if (!['fixed', 'sticky'].includes(style.position) || style.visibility === 'hidden') continue;
      const rect = element.getBoundingClientRect();
      if (rect.top < innerHeight / 2) bottom = Math.max(bottom, rect.bottom);
    }
    return Math.round(bottom);
  });

/** Whether the visitor sees `selector` at its top edge (nothing fixed covers it there). */
const visibleAtTop = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const element = document.querySelector(sel)!;
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(innerWidth / 2, rect.top + 4);
    return hit !== null && element.contains(hit);
  }, selector);

describe('given the model page with an in-page navigation', () => {
  it('should send the bar and its links in the server HTML, in place', async () => {
    const html = await (await fetch(`${BASE_URL}${PATH}`)).text();
    expect(html).toMatch(/<nav class="fc-in-page-nav__bar" aria-label="In-page navigation" data-state="static">/);
    for (const href of ['#block-rrs-intro', '#block-rrs-specs', '#block-rrs-equipment', '#rdx-leasing']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('id="rdx-leasing"');
  });

  describe.each([
    ['desktop', VIEWPORTS.desktop, 72],
    ['mobile', VIEWPORTS.mobile, 48],
  ] as const)('given a visitor on %s', (_name, viewport, navBarHeight) => {
    it('should scroll a link’s block below the header and the bar, stick under the header, and go back to the top', async () => {
      const { context, page } = await open(viewport);
      const nav = bar(page);
      expect(await nav.getAttribute('data-state')).toBe('static');
      expect(await nav.getByRole('button', { name: 'Back to top' }).count()).toBe(0);

      // A link: its block lands right under the (now stuck) bar, which sits right under the header.
      await nav.getByRole('link', { name: 'Technical data' }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#block-rrs-specs');
      await expect.poll(() => nav.getAttribute('data-state')).toBe('sticky');
      const header = await chromeBottom(page);
      // The header is at least the nav bar (72 / 48 px); the seeded site adds the retailer bar
      // and breadcrumbs under it.
      expect(header).toBeGreaterThanOrEqual(navBarHeight);
      const navBox = (await nav.boundingBox())!;
      expect(Math.round(navBox.y)).toBe(header);
      // Where the smooth scroll comes to rest: the hash scroll lands the block's top on the
      // bar's bottom edge (whole pixels of scrollY against sub-pixel layout: within 1 px).
      await scrollSettled(page);
      const restingBar = (await nav.boundingBox())!;
      const gap = (await page.locator('[data-block-id="rrs-specs"]').boundingBox())!.y - (restingBar.y + restingBar.height);
      expect(Math.abs(gap), `block ${gap} px below the bar`).toBeLessThanOrEqual(1);
      expect(await visibleAtTop(page, '[data-block-id="rrs-specs"]')).toBe(true);
      expect(await visibleAtTop(page, '.fc-in-page-nav__bar')).toBe(true);

      // A link to an element id (the Leasing snippet's anchor) lands below the bar too.
      await nav.getByRole('link', { name: 'Leasing' }).click();
      await scrollSettled(page);
      const leasing = (await page.locator('#rdx-leasing').boundingBox())!;
      expect(leasing.y).toBeGreaterThanOrEqual(navBox.y + navBox.height - 1);
      expect(await visibleAtTop(page, '#rdx-leasing')).toBe(true);

      // Stuck while scrolled past, with the go-to-top control.
      await page.mouse.wheel(0, -150);
      await scrollSettled(page);
      expect(await nav.getAttribute('data-state')).toBe('sticky');
      expect(Math.round((await nav.boundingBox())!.y)).toBe(await chromeBottom(page));
      const top = nav.getByRole('button', { name: 'Back to top' });
      await top.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await top.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => nav.getAttribute('data-state')).toBe('static');
      expect(await top.count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  });
});
