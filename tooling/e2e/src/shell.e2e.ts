import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, openHydrated, seriousA11yViolations } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const open = (path: string, viewport: { width: number; height: number }) => openHydrated(browser, path, viewport);

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

describe('given a visitor on desktop (1280 px)', () => {
  it('should open the cars panel with prices, switch models, list the shortcuts and close on ESC', async () => {
    const { context, page } = await open('/models/range-rover-sport', VIEWPORTS.desktop);
    const models = mainNavigation(page).getByRole('button', { name: 'Models' }).filter({ visible: true });
    await models.click();
    await expect.poll(() => models.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('region', { name: 'Models' }).filter({ visible: true });
    await panel.getByRole('heading', { name: 'Range Rover Sport' }).waitFor();
    expect(await panel.innerText()).toMatch(/Od 519 900 zł/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await panel.getByRole('heading', { name: 'Range Rover Evoque' }).waitFor();
    await page.keyboard.press('Shift+?');
    const shortcuts = page.getByRole('dialog', { name: 'KEYBOARD SHORTCUTS' });
    await shortcuts.waitFor();
    // The generic modal: about 610 px wide on larger screens (site-shell.md §2).
    expect(Math.round((await shortcuts.boundingBox())!.width)).toBe(610);
    await page.keyboard.press('Escape');
    await shortcuts.waitFor({ state: 'hidden' });
    expect(await models.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => models.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('should search pages and say when nothing is found', async () => {
    const { context, page } = await open('/', VIEWPORTS.desktop);
    await mainNavigation(page).getByRole('button', { name: 'Search' }).filter({ visible: true }).click();
    const field = page.getByRole('searchbox', { name: 'Search' }).or(page.getByRole('textbox', { name: 'Search' })).filter({ visible: true });
    const submit = page.getByRole('button', { name: 'Search', exact: true }).filter({ visible: true }).last();
    // The panel's code may still be on its way when the button is clicked: wait for the field.
    await field.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await field.fill('offers');
    await submit.click();
    await page.getByRole('link', { name: /Current offers/ }).filter({ visible: true }).first().waitFor();
    await field.fill('zzzqqq');
    await submit.click();
    await page.getByText('no result', { exact: true }).waitFor();
    await context.close();
  });

  it('should show breadcrumbs under the header and the footer with its default links', async () => {
    const { context, page } = await open('/models/range-rover-sport', VIEWPORTS.desktop);
    const trail = page.getByRole('navigation', { name: /Breadcrumb/i });
    await trail.waitFor();
    expect(await trail.innerText()).toContain('Range Rover Sport');
    const footer = page.getByRole('contentinfo');
    for (const path of ['/offers-and-finance', '/retailer-locator', '/privacy-policy', '/cookie-policy']) {
      expect(await footer.locator(`a[href="${path}"]`).count(), path).toBeGreaterThan(0);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('given a visitor on mobile (390 px)', () => {
  it('should open the drawer, slide to a level and back, and close it', async () => {
    const { context, page } = await open('/offers', VIEWPORTS.mobile);
    const menu = page.getByRole('button', { name: 'Menu', exact: true }).filter({ visible: true });
    await menu.click();
    const close = page.getByRole('button', { name: 'Close menu' }).filter({ visible: true }).first();
    await close.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Level 0 → the Models level and back.
    await page.getByRole('button', { name: 'Models' }).filter({ visible: true }).first().click();
    const back = page.getByRole('button', { name: 'Back' }).filter({ visible: true }).first();
    await back.waitFor();
    await back.click();
    await page.getByRole('button', { name: 'Models' }).filter({ visible: true }).first().waitFor();
    // (The close button's own behaviour is covered by the shell's component tests.)
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
