// site-shell.md §2 Main navigation: every seeded mega-menu template (A–E) opened in Chromium, as a
// panel under the desktop bar and as the content level of the mobile drawer, axe-clean while open.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, openHydrated, seriousA11yViolations } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The seeded first-level entry of each template (seed/content.ts SEED_NAV) and what it holds;
 * `pictures` counts the images shown on desktop (the entry's picture and info-block pictures).
 */
const TEMPLATES = [
  {
    template: 'A',
    label: 'Offers',
    links: ['Current offers', 'Financing', 'Fleet and business'],
    infos: [],
    pictures: 1,
  },
  {
    template: 'B',
    label: 'Ownership',
    links: ['Service', 'Warranty', 'Accessories', 'Roadside assistance', 'Owner manuals'],
    infos: [],
    pictures: 1,
  },
  {
    template: 'C',
    label: 'Discover',
    links: ['Electrification', 'Adventures'],
    infos: ['Plug-in hybrids explained'],
    pictures: 2,
  },
  {
    template: 'D',
    label: 'Retailers',
    links: ['Find a retailer', 'Used cars', 'Book a test drive'],
    infos: ['Warsaw showroom', 'Approved used'],
    pictures: 2,
  },
  {
    template: 'E',
    label: 'About us',
    links: ['Contact', 'Press', 'Book a test drive'],
    infos: ['Company'],
    pictures: 1,
  },
] as const;

/** Seeded `firstColumnLinks` of template B's entry. */
const B_FIRST_COLUMN = ['Service', 'Warranty'];

const panelOf = (page: Page, label: string) =>
  page.getByRole('region', { name: label }).filter({ visible: true });

/** Every picture in `panel` that a visitor sees, with its laid-out width; each must have loaded. */
async function shownImages(panel: Locator) {
  return panel
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.getBoundingClientRect().width > 0)
        .map((image) => ({
          src: image.currentSrc,
          loaded: image.complete && image.naturalWidth > 0,
          width: image.getBoundingClientRect().width,
        })),
    );
}

/** Waits for the pictures that are laid out (a hidden lazy picture never loads, by design). */
async function waitForImages(panel: Locator) {
  await panel
    .locator('img')
    .evaluateAll((images) =>
      Promise.all(
        (images as HTMLImageElement[])
          .filter((image) => image.getBoundingClientRect().width > 0 && !image.complete)
          .map((image) => image.decode().catch(() => undefined)),
      ),
    );
}

async function expectLinksAndInfos(panel: Locator, spec: (typeof TEMPLATES)[number]) {
  // A link opening a new tab says so after its text: match the start of the name.
  for (const name of spec.links)
    expect(
      await panel
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .first()
        .isVisible(),
      name,
    ).toBe(true);
  for (const name of spec.infos)
    expect(await panel.getByRole('heading', { name, exact: true }).isVisible(), name).toBe(true);
}

describe('given a visitor on desktop (1280 px)', () => {
  for (const spec of TEMPLATES) {
    it(`should open the template ${spec.template} panel of '${spec.label}' with its links and pictures`, async () => {
      const { context, page } = await openHydrated(browser, '/', VIEWPORTS.desktop);
      const trigger = page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('button', { name: spec.label, exact: true });
      await trigger.click();
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      const panel = panelOf(page, spec.label);
      await panel.waitFor();
      expect(await panel.getAttribute('data-template')).toBe(spec.template);
      await expectLinksAndInfos(panel, spec);

      await waitForImages(panel);
      const images = await shownImages(panel);
      expect(images.length).toBe(spec.pictures);
      for (const image of images) expect(image.loaded, image.src).toBe(true);
      if (spec.template === 'D')
        for (const image of images) expect(image.width, image.src).toBeCloseTo(376, 0);

      if (spec.template === 'B') {
        const [first, second] = [panel.getByRole('list').nth(0), panel.getByRole('list').nth(1)];
        expect(await first.getByRole('link').allInnerTexts()).toEqual(B_FIRST_COLUMN);
        expect(await second.getByRole('link').count()).toBe(
          spec.links.length - B_FIRST_COLUMN.length,
        );
        // Two columns side by side.
        const [a, b] = [await first.boundingBox(), await second.boundingBox()];
        expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
      }

      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      await context.close();
    });
  }
});

describe('given a visitor on mobile (390 px)', () => {
  for (const spec of TEMPLATES) {
    it(`should show the template ${spec.template} content of '${spec.label}' in the drawer`, async () => {
      const { context, page } = await openHydrated(browser, '/', VIEWPORTS.mobile);
      await page
        .getByRole('button', { name: 'Menu', exact: true })
        .filter({ visible: true })
        .click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('button', { name: spec.label, exact: true }).click();
      // Level 1 lists the entry's children; choosing one slides to the content level.
      await drawer
        .getByRole('heading', { name: spec.label, level: 2 })
        .filter({ visible: true })
        .waitFor();
      await drawer
        .getByRole('button', { name: spec.links[0], exact: true })
        .filter({ visible: true })
        .first()
        .click();
      const panel = panelOf(page, spec.label);
      await panel.waitFor();
      expect(await panel.getAttribute('data-variant')).toBe('mobile');
      await expectLinksAndInfos(panel, spec);
      // The panel fits the drawer: nothing to scroll sideways.
      expect((await panel.boundingBox())!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await waitForImages(panel);
      for (const image of await shownImages(panel)) expect(image.loaded, image.src).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
