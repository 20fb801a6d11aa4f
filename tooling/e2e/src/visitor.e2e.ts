import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, VIEWPORTS, launchBrowser, newContext, publicPage, seriousA11yViolations } from './browser.js';

const NOT_FOUND_TEXT =
  "We're sorry, there seems to be a problem. The page you are looking for may have moved or might no longer exist. Please use the search below to find what you were looking for.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function heroHeading(path: string) {
  const page = await publicPage(path);
  const hero = page.blocks.find((b) => b.template === 'hero_title_banner');
  expect(hero, `${path} should have a hero title banner in the seed`).toBeDefined();
  return (hero!.data.fields.heading as Record<string, string>).en!;
}

describe('given a visitor with JavaScript disabled', () => {
  it('should get the home page blocks in the server-rendered HTML', async () => {
    const heading = await heroHeading('/');
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${BASE_URL}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: heading }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('given a visitor in Chromium', () => {
  it('should navigate between pages client-side after hydration', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // A marker on window survives client-side navigation and is lost on a full reload.
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'still here'));
    const link = page.locator('main a[href^="/"]:not([href="/"])').first();
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    await link.click();
    await page.waitForURL(`${BASE_URL}${href}`);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('still here');
    await context.close();
  });

  it('should serve the same page whatever the case of the path', async () => {
    const lower = await fetch(`${BASE_URL}/models/range-rover-sport`);
    const mixed = await fetch(`${BASE_URL}/Models/Range-Rover-Sport`);
    expect(lower.status).toBe(200);
    expect(mixed.status).toBe(200);
    const heading = await heroHeading('/models/range-rover-sport');
    expect(await mixed.text()).toContain(heading);
  });

  it('should answer an unknown path with 404 and the page-not-found screen', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${BASE_URL}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(NOT_FOUND_TEXT).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it('should redirect a url_redirection page with its http code and Location', async () => {
    const response = await fetch(`${BASE_URL}/stare-oferty`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/offers');
  });

  it('should answer 404 for a disabled page', async () => {
    const response = await fetch(`${BASE_URL}/ukryta-strona`);
    expect(response.status).toBe(404);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`should have no serious accessibility violations on the seeded pages (${name})`, async () => {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      for (const path of ['/', '/models/range-rover-sport', '/offers', '/no-such-page-here']) {
        await page.goto(`${BASE_URL}${path}`);
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
      await context.close();
    });
  }
});
