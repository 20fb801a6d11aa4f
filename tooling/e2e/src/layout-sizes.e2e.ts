// site-shell.md §9 sizes measured in Chromium (jsdom cannot lay out CSS): header heights in its
// four variants, retailer bar, breadcrumb dropdown, cars sidebar, floating button, the 1024 px
// drawer breakpoint and the 2000 px layout width.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, VIEWPORTS, adminSettings, launchBrowser, newContext, openHydrated } from './browser.js';

// The seeded retailer bar's text: longer than a phone is wide.
const RETAILER_TEXT = 'Forecourt Warszawa · Autoryzowany dealer · ul. Połczyńska 10, 01-378 Warszawa';
/** A page with breadcrumbs (every content page has them) and one without (a showroom vehicle). */
const WITH_CRUMBS = '/models/range-rover-sport';
let withoutCrumbs = '';

let browser: Browser;
let settings: Awaited<ReturnType<typeof adminSettings>>;
const putSetting = (key: string, value: string) => settings.set(key, value);

beforeAll(async () => {
  browser = await launchBrowser();
  settings = await adminSettings(browser);
  // The floating button only shows with items: give it some when the seed has none.
  const fab = settings.storedValue('general.global_fab');
  if (!fab || (JSON.parse(fab) as unknown[]).length === 0) {
    await putSetting(
      'general.global_fab',
      JSON.stringify([
        { link: '/offers', label: 'Offers', target: '_self', type: 'internal', icon: 'offer' },
      ]),
    );
  }
  const listing = (await (
    await fetch(`${BASE_URL}/public_api/listings/pl-used?items=1`)
  ).json()) as { data: { id: number }[] };
  withoutCrumbs = `/showroom/pl-used-${listing.data[0]!.id}`;
});

afterAll(async () => {
  await settings?.restore();
  await browser?.close();
});

const rect = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
// Named in the page's language: 'Main navigation' on English pages, 'Nawigacja główna' on /pl.
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: /^(Main navigation|Nawigacja główna)$/ });
const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: /^(Breadcrumbs|Ścieżka nawigacji)$/ });

/** Opens `path` and waits for the client-loaded breadcrumbs when it is a content page. */
async function openPage(path: string, viewport: { width: number; height: number }) {
  const opened = await openHydrated(browser, path, viewport);
  if (path !== withoutCrumbs) await breadcrumbs(opened.page).waitFor();
  return opened;
}

/** Bottom edge of the whole header (retailer bar, navigation bar and breadcrumbs, when shown). */
async function headerBottom(page: Page) {
  const parts = [mainNavigation(page), breadcrumbs(page)];
  let bottom = 0;
  for (const part of parts)
    if (await part.isVisible()) bottom = Math.max(bottom, (await rect(part)).bottom);
  return bottom;
}

/** The first thing in the page's <main> must start at or below the header's bottom edge. */
async function expectContentBelowHeader(page: Page) {
  const bottom = await headerBottom(page);
  const first = page.locator('main > *').first();
  expect((await rect(first)).top).toBeGreaterThanOrEqual(bottom - 0.5);
}

const variants = [
  { name: 'plain', retailer: false, crumbs: false, mobile: 48, desktop: 72 },
  { name: 'with breadcrumbs', retailer: false, crumbs: true, mobile: 103, desktop: 116 },
  { name: 'with the retailer bar', retailer: true, crumbs: false, mobile: 88, desktop: 112 },
  {
    name: 'with the retailer bar and breadcrumbs',
    retailer: true,
    crumbs: true,
    mobile: 143,
    desktop: 156,
  },
] as const;

describe.each([
  { viewportName: 'mobile (390 px)', viewport: VIEWPORTS.mobile, key: 'mobile', bar: 48 },
  { viewportName: 'desktop (1280 px)', viewport: VIEWPORTS.desktop, key: 'desktop', bar: 72 },
] as const)('given a visitor on $viewportName', ({ viewport, key, bar }) => {
  for (const variant of variants) {
    it(`should make the header ${variant[key]} px tall ${variant.name}, with the page starting below it`, async () => {
      await putSetting('retailers.top_bar_text', variant.retailer ? RETAILER_TEXT : '');
      const { context, page } = await openPage(
        variant.crumbs ? WITH_CRUMBS : withoutCrumbs,
        viewport,
      );
      const navigation = await rect(mainNavigation(page));
      expect(navigation.height).toBeCloseTo(bar, 0);
      if (variant.retailer) {
        const retailerBar = await rect(page.getByText(RETAILER_TEXT, { exact: true }));
        expect(retailerBar.top).toBeCloseTo(0, 0);
        expect(retailerBar.height).toBeCloseTo(40, 0);
        // A text wider than the window starts at its first letter (ends in '…'), never cut at both ends.
        const firstLetterLeft = await page.getByText(RETAILER_TEXT, { exact: true }).evaluate((bar) => {
          const range = document.createRange();
          range.setStart(bar.firstChild!, 0);
          range.setEnd(bar.firstChild!, 1);
          return range.getBoundingClientRect().left;
        });
        expect(firstLetterLeft).toBeGreaterThanOrEqual(0);
        expect(navigation.top).toBeCloseTo(40, 0);
      } else {
        expect(await page.getByText(RETAILER_TEXT).count()).toBe(0);
        expect(navigation.top).toBeCloseTo(0, 0);
      }
      expect(await breadcrumbs(page).isVisible()).toBe(variant.crumbs);
      expect(await headerBottom(page)).toBeCloseTo(variant[key], 0);
      await expectContentBelowHeader(page);
      await context.close();
    });
  }

  it('should slide the header away scrolling down past 150 px with the breadcrumbs moving to the top, and bring it back scrolling up', async () => {
    await putSetting('retailers.top_bar_text', '');
    const { context, page } = await openPage(WITH_CRUMBS, viewport);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(async () => (await rect(mainNavigation(page))).bottom).toBeLessThanOrEqual(0);
    await expect.poll(async () => (await rect(breadcrumbs(page))).top).toBeCloseTo(0, 0);
    expect(await breadcrumbs(page).isVisible()).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(async () => (await rect(mainNavigation(page))).top).toBeCloseTo(0, 0);
    await expect.poll(async () => (await rect(breadcrumbs(page))).top).toBeCloseTo(bar, 0);
    await context.close();
  });

  it('should have the breadcrumbs and their room in the server HTML, so the page does not jump when it comes alive', async () => {
    await putSetting('retailers.top_bar_text', RETAILER_TEXT);
    const context = await newContext(browser, { viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${WITH_CRUMBS}`);
    expect(await breadcrumbs(page).isVisible()).toBe(true);
    expect(await headerBottom(page)).toBeCloseTo(variants[3][key], 0);
    await expectContentBelowHeader(page);
    await context.close();
  });

  it('should cap the breadcrumb dropdowns at 500 px and scroll inside them', async () => {
    // /offers has the offers dropdown on every width, and (desktop) a dropdown per level.
    const { context, page } = await openPage('/offers', viewport);
    const toggles = [breadcrumbs(page).getByRole('button', { name: 'Offers', exact: true })];
    if (key === 'desktop')
      toggles.push(
        breadcrumbs(page)
          .getByRole('button', { name: /^Pages under / })
          .first(),
      );
    for (const toggle of toggles) {
      await toggle.click();
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await menu.waitFor();
      // The seed has a handful of entries per dropdown: repeat them until they need more room.
      await menu.evaluate((list) => {
        const items = [...list.children];
        for (let i = 0; i < 40; i++) for (const item of items) list.append(item.cloneNode(true));
      });
      expect((await rect(menu)).height).toBeCloseTo(500, 0);
      expect(await menu.evaluate((list) => list.scrollHeight)).toBeGreaterThan(500);
      await toggle.click();
      await menu.waitFor({ state: 'hidden' });
    }
    await context.close();
  });

  it('should show a 55 px floating action button', async () => {
    const { context, page } = await openPage(withoutCrumbs, viewport);
    const fab = page.getByRole('button', { name: 'Quick links' });
    const box = await rect(fab);
    expect(box.width).toBeCloseTo(55, 0);
    expect(box.height).toBeCloseTo(55, 0);
    await context.close();
  });
});

describe('given a visitor on desktop (1280 px) opening the cars panel', () => {
  it('should show a 325 px wide sidebar of models', async () => {
    const { context, page } = await openPage(WITH_CRUMBS, VIEWPORTS.desktop);
    await mainNavigation(page).getByRole('button', { name: 'Models' }).click();
    const sidebar = page
      .getByRole('region', { name: 'Models' })
      .getByRole('navigation', { name: 'Models' });
    await sidebar.waitFor();
    expect((await rect(sidebar)).width).toBeCloseTo(325, 0);
    await context.close();
  });
});

describe('given the mobile navigation breakpoint (1024 px)', () => {
  it('should use the drawer at 1023 px', async () => {
    const { context, page } = await openPage('/', { width: 1023, height: 800 });
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(true);
    expect(await mainNavigation(page).getByRole('button', { name: 'Models' }).isVisible()).toBe(
      false,
    );
    await context.close();
  });

  it.each(['/', '/pl'])('should show the bar at 1024 px, fitting the width on %s', async (path) => {
    const { context, page } = await openPage(path, { width: 1024, height: 800 });
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    expect(await mainNavigation(page).getByRole('button').first().isVisible()).toBe(true);
    // Every item is in view: nothing pushes the page into scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1024,
    );
    await context.close();
  });
});

describe('given a 2200 px wide window', () => {
  it('should keep the page content and the footer within 2000 px', async () => {
    const { context, page } = await openPage(WITH_CRUMBS, { width: 2200, height: 1000 });
    // Backgrounds may run edge to edge; what a visitor reads, follows or looks at may not.
    const widths = await page.evaluate(() =>
      [...document.querySelectorAll('main, footer')]
        .flatMap((root) => [
          ...root.querySelectorAll('h1, h2, h3, p, a, button, img, li, dl, form'),
        ])
        .map((element) => ({
          what: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 30) ?? ''}`,
          width: element.getBoundingClientRect().width,
        })),
    );
    expect(widths.length).toBeGreaterThan(10);
    for (const { what, width } of widths) expect(width, what).toBeLessThanOrEqual(2000);
    await context.close();
  });
});
