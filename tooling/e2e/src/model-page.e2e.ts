// A seeded model page built from the catalogue (/models/defender, seed/model-pages.ts), as a
// visitor uses it at both widths: tabs by keyboard, the exterior spin and the cabin panorama
// turning, the buyer-type dropdown showing only the chosen sections, the specification accordion
// loading a specification. Each block's code arrives with the page; the panorama viewer only once
// asked for.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, openHydrated, seriousA11yViolations } from './browser.js';
import { siteChunkPaths } from './site-build.js';

const PATH = '/models/defender';
/** The panorama viewer's chunk, which only a visitor who asks for the 360° interior loads. */
const viewerChunkPaths = siteChunkPaths(/packages\/blocks\/src\/interior-360\/panorama-viewer\.tsx?$/);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page as a visitor has it once the whole document is hydrated. */
const open = (viewport: { width: number; height: number }) => openHydrated(browser, PATH, viewport);

const blockOf = (page: Page, id: string) => page.locator(`[data-block-id="defender-${id}"]`);

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const)('given the Defender model page on %s', (_name, viewport) => {
  it('should switch tabs with the arrow keys, showing only the chosen tab’s block', async () => {
    const { context, page } = await open(viewport);
    const exteriorTab = page.getByRole('tab', { name: 'Exterior' });
    await expect.poll(() => exteriorTab.getAttribute('aria-selected')).toBe('true');
    await exteriorTab.focus();
    await page.keyboard.press('ArrowRight');
    const interiorTab = page.getByRole('tab', { name: 'Interior' });
    expect(await interiorTab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => interiorTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
    expect(await blockOf(page, 'interior').isVisible()).toBe(true);
    expect(await blockOf(page, 'exterior').isVisible()).toBe(false);
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Highlights' }).getAttribute('aria-selected')).toBe('true');
    expect(await blockOf(page, 'highlights').isVisible()).toBe(true);
    expect(await blockOf(page, 'interior').isVisible()).toBe(false);
    await context.close();
  });

  it('should turn the car with the slider’s arrow keys, one view at a time', async () => {
    const { context, page } = await open(viewport);
    const slider = page.getByRole('slider', { name: 'Turn the car' });
    await slider.scrollIntoViewIfNeeded();
    const car = blockOf(page, 'exterior').getByRole('img').first();
    const before = await car.getAttribute('src');
    const start = Number(await slider.getAttribute('aria-valuenow'));
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBe(start + 1);
    await expect.poll(() => car.getAttribute('src')).not.toBe(before);
    await context.close();
  });

  it('should load the panorama viewer only when asked, and give focus back on exit', async () => {
    const { context, page } = await open(viewport);
    const viewerChunks: string[] = [];
    page.on('request', (request) => {
      if (viewerChunkPaths.has(new URL(request.url()).pathname)) viewerChunks.push(request.url());
    });
    await page.getByRole('tab', { name: 'Interior' }).click();
    const start = page.getByRole('button', { name: /to explore the interior/ });
    await start.scrollIntoViewIfNeeded();
    expect(viewerChunks).toEqual([]);
    await start.click();
    const viewer = page.getByRole('application', { name: /360° interior view/ });
    await viewer.waitFor();
    expect(viewerChunks.length).toBeGreaterThan(0);
    expect(await viewer.locator('canvas').count()).toBeGreaterThan(0);
    // Looking around by keyboard, then back to the dashboard and out, focus back on the start.
    await viewer.focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await page.getByRole('button', { name: 'Exit 360° view' }).click();
    await viewer.waitFor({ state: 'detached' });
    await expect.poll(() => start.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });

  it('should show only the sections of the chosen buyer type, and all of them again on clear', async () => {
    const { context, page } = await open(viewport);
    const privateHeading = page.getByRole('heading', { name: 'For private buyers' });
    const businessHeading = page.getByRole('heading', { name: 'For businesses' });
    const select = page.getByRole('combobox', { name: 'I am buying as' });
    await select.scrollIntoViewIfNeeded();
    await select.selectOption({ label: 'A business' });
    const dialog = page.getByRole('dialog', { name: 'Information for you' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await businessHeading.isVisible()).toBe(true);
    expect(await privateHeading.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Show everything' }).click();
    await privateHeading.waitFor();
    expect(await businessHeading.isVisible()).toBe(true);
    await context.close();
  });

  it('should load a specification and show it for the chosen engine and version', async () => {
    const { context, page } = await open(viewport);
    const engine = page.getByRole('combobox', { name: 'Choose an engine' });
    await engine.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await engine.locator('option').count()) > 1).toBe(true);
    await engine.selectOption({ index: 1 });
    const version = page.getByRole('combobox', { name: 'Choose a specification' });
    await expect.poll(async () => (await version.locator('option').count()) > 1).toBe(true);
    await version.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'View specification' }).click();
    await blockOf(page, 'spec').getByRole('table').first().waitFor();
    expect(await blockOf(page, 'spec').getByRole('table').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('should rotate the highlights by itself, hold them once paused, and follow a swipe', async () => {
    const { context, page } = await open(viewport);
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await carousel.scrollIntoViewIfNeeded();
    const active = () => carousel.locator('[aria-roledescription="slide"][data-state="active"]').getAttribute('aria-label');
    expect(await active()).toBe('1 of 2');
    // The timer moves it on after its interval (6 s), with nobody touching it.
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Highlights"] [data-state="active"]')?.getAttribute('aria-label') === '2 of 2',
      undefined,
      { timeout: 15_000 },
    );
    await carousel.getByRole('button', { name: 'Pause the slide show' }).click();
    await page.mouse.move(0, 0);
    expect(await carousel.getAttribute('data-state')).toBe('paused');
    expect(await carousel.getByRole('button', { name: 'Start the slide show' }).isVisible()).toBe(true);
    // A drag to the right goes back a slide (Embla takes over at the first hover).
    await carousel.hover();
    await expect.poll(() => carousel.getAttribute('data-engine')).toBe('embla');
    const box = (await carousel.locator('.fc-carousel__viewport').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(active).toBe('1 of 2');
    await context.close();
  });

  it('should open the gallery full screen and, closed, give focus back to the picture', async () => {
    const { context, page } = await open(viewport);
    const thumbnail = page.getByRole('button', { name: 'Open Exterior, 45°' });
    await thumbnail.scrollIntoViewIfNeeded();
    await thumbnail.click();
    const dialog = page.getByRole('dialog', { name: 'Defender gallery' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close gallery' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => thumbnail.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });

  it('should have no serious accessibility violations', async () => {
    const { context, page } = await open(viewport);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
