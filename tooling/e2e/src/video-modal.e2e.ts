import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  VIEWPORTS,
  adminSettings,
  launchBrowser,
  newContext,
  openHydrated,
  seriousA11yViolations,
} from './browser.js';

// The video modal opened from a block (the seeded home hero's `yt`), and the my-account slot of
// the main navigation (site-shell.md §2), in real Chromium on desktop and mobile.

const PLACEHOLDER =
  'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORT_CASES = [
  ['desktop (1280 px)', VIEWPORTS.desktop],
  ['mobile (390 px)', VIEWPORTS.mobile],
] as const;

/** Whether `selector`'s element has focus. */
const hasFocus = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement === document.querySelector(s), selector);

describe.each(VIEWPORT_CASES)('given a first-time visitor on %s', (_name, viewport) => {
  it('should play the home hero video in a dialog: the placeholder until cookies are accepted, then youtube-nocookie', async () => {
    const context = await newContext(browser, { viewport });
    // No internet here: answer the embed locally, so only its address is under test.
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const play = page.getByRole('button', { name: 'Play video' });
    // Marked so focus can be compared after the dialog closes.
    await play.evaluate((button) => button.setAttribute('data-e2e-play', ''));

    await play.click();
    const dialog = page.getByRole('dialog', { name: 'Range Rover Sport' });
    await dialog.waitFor();
    await dialog.getByText(PLACEHOLDER, { exact: true }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(page, '[data-e2e-play]')).toBe(true);

    const banner = page.getByRole('region', { name: 'COOKIE POLICY' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'hidden' });

    await play.click();
    await dialog.waitFor();
    const player = dialog.locator('iframe');
    await player.waitFor();
    const src = new URL((await player.getAttribute('src')) ?? '');
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/aqz-KE-bpKQ');
    expect(await dialog.getByText(PLACEHOLDER).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(page, '[data-e2e-play]')).toBe(true);
    // Closing unmounts the player, which stops playback.
    expect(await page.locator('iframe').count()).toBe(0);
    await context.close();
  });
});

/**
 * The my-account script as an account provider would serve it: it finds the slot by id and
 * writes a link into it, counting its own runs.
 */
const MY_ACCOUNT_SCRIPT = `(() => {
  window.__myAccountRuns = (window.__myAccountRuns || 0) + 1;
  const slot = document.getElementById('my-account');
  if (!slot) return;
  const link = document.createElement('a');
  link.href = '/my-account';
  link.textContent = 'My account';
  slot.appendChild(link);
})();`;

describe('given the my-account script URL setting (my_jlr.script_url)', () => {
  const SETTING = 'my_jlr.script_url';
  let server: Server;
  let scriptUrl: string;
  let scriptRequests = 0;
  let settings: Awaited<ReturnType<typeof adminSettings>>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/my-account.js') {
        response.writeHead(404).end();
        return;
      }
      scriptRequests += 1;
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      response.end(MY_ACCOUNT_SCRIPT);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    scriptUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/my-account.js`;

    settings = await adminSettings(browser);
    await settings.set(SETTING, scriptUrl);
  });

  afterAll(async () => {
    // Leave the setting as it was for the files that run after this one.
    await settings?.restore();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** How often the page loaded and ran the script, and how many slots it holds. */
  const loads = (page: Page) =>
    page.evaluate(() => ({
      scripts: document.querySelectorAll('script[data-my-account]').length,
      runs: (window as unknown as { __myAccountRuns?: number }).__myAccountRuns ?? 0,
      slots: document.querySelectorAll('#my-account').length,
    }));

  it('should load the script once and show its link in the bar on desktop', async () => {
    scriptRequests = 0;
    const { context, page } = await openHydrated(browser, '/offers', VIEWPORTS.desktop);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'My account' }).waitFor();
    expect(await loads(page)).toEqual({ scripts: 1, runs: 1, slots: 1 });
    expect(scriptRequests).toBe(1);
    await context.close();
  });

  it('should load the script once and show its link in the mobile drawer', async () => {
    scriptRequests = 0;
    const { context, page } = await openHydrated(browser, '/offers', VIEWPORTS.mobile);
    await expect.poll(async () => (await loads(page)).runs).toBe(1);
    await page.getByRole('button', { name: 'Menu', exact: true }).filter({ visible: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const link = drawer.getByRole('link', { name: 'My account' });
    await link.waitFor();
    expect(await link.isVisible()).toBe(true);
    expect(await loads(page)).toEqual({ scripts: 1, runs: 1, slots: 1 });
    expect(scriptRequests).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
