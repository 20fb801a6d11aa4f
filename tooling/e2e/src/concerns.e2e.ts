import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, newContext, seriousA11yViolations } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('given a first-time visitor (basic consent strategy)', () => {
  it('should show the cookie banner until they accept, and never again after', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/`);
    const banner = page.getByRole('region', { name: 'COOKIE POLICY' });
    await banner.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'hidden' });

    // The choice is stored: the next server-rendered page keeps the banner hidden from the
    // first paint, before any React code runs.
    await page.route('**/_site/*.js', (route) => route.abort());
    await page.goto(`${BASE_URL}/offers`);
    expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBe('accepted');
    expect(await page.getByRole('region', { name: 'COOKIE POLICY' }).isVisible()).toBe(false);
    await context.close();
  });
});

describe('given an outbound link on the whitelist', () => {
  it('should ask before leaving; cancel stays, OK follows the link in a new tab', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Nothing outside this machine is reachable: answer the partner site locally.
    await context.route('https://bank.forecourt-partner.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner terms</h1>' }),
    );
    await page.goto(`${BASE_URL}/offers`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const outbound = page.getByRole('link', { name: /Financing terms at our bank partner/ });

    await outbound.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('You are leaving the Forecourt Poland website.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${BASE_URL}/offers`);

    await outbound.click();
    const [partner] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('dialog').getByRole('button', { name: 'OK' }).click(),
    ]);
    await partner.waitForLoadState();
    expect(partner.url()).toBe('https://bank.forecourt-partner.example/terms');
    await context.close();
  });

  it('should not ask for links within the site', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('main a[href="/offers"]').first().click();
    await page.waitForURL(`${BASE_URL}/offers`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
