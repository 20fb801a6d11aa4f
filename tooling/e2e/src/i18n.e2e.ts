// site-shell.md §1/§9 i18n as a visitor meets it: the /pl prefix, <html lang>, the language switch
// link built from a language item's 'pattern:replacement:flags', the i18n_redirected cookie and
// the root redirect (302).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, VIEWPORTS, launchBrowser, newContext, seriousA11yViolations } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))('given a visitor on %s', (_name, viewport) => {
  it('should show the Polish home page under /pl with lang="pl"', async () => {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    const response = await page.goto(`${BASE_URL}/pl`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Forecourt Polska');
    expect(await page.locator('html').getAttribute('lang')).toBe('pl');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.getByText('Witamy w Forecourt Polska').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('given an English visitor who switches language', () => {
  it('should follow the switch link client-side, remember Polish in the cookie and be sent back to /pl from the root', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/offers`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // The navigation's language item: its link is the seeded 'pattern:replacement:flags' rule
    // applied to the current full URL (set once the page is hydrated and knows its origin).
    const polski = page.getByRole('link', { name: 'Polski' }).filter({ visible: true });
    await expect.poll(() => polski.getAttribute('href')).toBe(`${BASE_URL}/pl/offers`);
    await polski.click();
    await page.waitForURL(`${BASE_URL}/pl/offers`);
    await page.waitForFunction(() => document.documentElement.lang === 'pl');

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('pl');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // 365 days, give or take the test's own run time.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    const root = await page.request.get(`${BASE_URL}/`, { maxRedirects: 0 });
    expect(root.status()).toBe(302);
    expect(root.headers().location).toBe('/pl');
    await page.goto(`${BASE_URL}/`);
    expect(page.url()).toBe(`${BASE_URL}/pl`);
    await context.close();
  });

  it('should redirect the root 302 for a Polish browser without a cookie', async () => {
    const context = await newContext(browser, { locale: 'pl-PL' });
    const page = await context.newPage();
    // The browser's own navigation sends Accept-Language from its locale.
    const response = await page.goto(`${BASE_URL}/`);
    const redirect = await response!.request().redirectedFrom()!.response();
    expect(redirect!.status()).toBe(302);
    expect(redirect!.headers().location).toBe('/pl');
    expect(page.url()).toBe(`${BASE_URL}/pl`);
    expect(await page.locator('html').getAttribute('lang')).toBe('pl');
    await context.close();
  });
});
