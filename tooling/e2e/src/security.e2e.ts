// What the browser enforces: the pages' Content-Security-Policy lets every seeded page run as it
// should (no violation reported), and the editor cannot be shown inside another page's frame.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, VIEWPORTS, launchBrowser, newContext } from './browser.js';

const SEEDED_PAGES = ['/', '/models', '/models/range-rover-sport', '/offers', '/partner-programme', '/pl', '/nothing-here'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A context whose pages collect every policy violation and every CSP console error. */
async function watchedContext(viewport: { width: number; height: number }): Promise<{
  context: BrowserContext;
  violations: () => Promise<string[]>;
}> {
  const context = await newContext(browser, { viewport });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const console: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return {
    context,
    violations: async () => {
      const pages = context.pages();
      const reported = await Promise.all(
        pages.map((page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
      );
      return [...reported.flat(), ...console];
    },
  };
}

describe('given the seeded pages under their Content-Security-Policy', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`should load, hydrate and run with no violation (${name}, ${viewport.width} px)`, async () => {
      const { context, violations } = await watchedContext(viewport);
      const page = await context.newPage();
      for (const path of SEEDED_PAGES) {
        const response = await page.goto(`${BASE_URL}${path}`);
        expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-/);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        // The seeded global metahead script ran (it carries the nonce); a 404 has no metaheads.
        if (path !== '/nothing-here') {
          expect(await page.evaluate(() => Array.isArray((window as { dataLayer?: unknown }).dataLayer)), path).toBe(true);
        }
      }
      // A client-side navigation adds the next page's code and metaheads under the same policy.
      await page.goto(`${BASE_URL}/`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.getByRole('link', { name: 'Explore the model' }).first().click();
      await page.waitForURL(/\/models\//);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      await context.close();
    });
  }
});

describe('given another site framing the editor', () => {
  it('should not show /cms inside the frame', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const refused = new Promise<string>((resolve) =>
      page.on('console', (message) => {
        if (/frame-ancestors/.test(message.text())) resolve(message.text());
      }),
    );
    // A page of another origin (about:blank with content written into it) framing the editor.
    await page.setContent(`<iframe src="${BASE_URL}/cms" width="800" height="600"></iframe>`);
    await expect(refused).resolves.toMatch(/frame-ancestors 'none'.*blocked/s);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame?.url()).not.toBe(`${BASE_URL}/cms`);
    await context.close();
  });
});
