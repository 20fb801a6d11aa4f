// The map update as an owner uses it on the seeded /map-update page, at 1280 and 390 px: the VIN
// (the spec's error for one the map service does not know), the map package with the terms, the
// download link; back and forward walk the steps; keyboard only; axe clean at every step; and the
// same three steps without JavaScript (GET forms the server answers). The map service is the
// local stand-in the e2e stack runs (its known VINs are in apps/content-service/src/stand-ins).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  launchBrowser,
  newContext,
  openHydrated,
  seriousA11yViolations,
  VIEWPORTS,
} from './browser.js';

const VIN_ERROR =
  'VIN not recognised. Please check you have entered your VIN correctly or try again later.';
const KNOWN_VIN = 'SALGA2BE8LA600001';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const vinField = (page: Page) =>
  page.getByRole('textbox', { name: 'Vehicle identification number (VIN)' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Presses Tab until `target` has the focus, as a keyboard user would (at most 80 times). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element was not reached with the Tab key');
}

const focused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

describe.each(Object.entries(VIEWPORTS))(
  'given an owner on the map update page at %s width',
  (_name, viewport) => {
    it('should walk every step with the keyboard alone, with the VIN error, back and forward, axe clean', async () => {
      const { context, page } = await openHydrated(browser, '/map-update', viewport);
      try {
        await stepHeading(page, 'Enter your VIN').waitFor();
        await page.getByText('Step 1 of 3').waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);

        // A VIN the map service does not know: the spec's error, on the field, which has the focus.
        await tabTo(page, vinField(page));
        await page.keyboard.type('SALGA2BE8LA999999');
        await page.keyboard.press('Enter');
        await page.getByText(VIN_ERROR, { exact: true }).waitFor();
        await expect.poll(() => focused(vinField(page))).toBe(true);
        expect(await vinField(page).getAttribute('aria-invalid')).toBe('true');
        expect(await seriousA11yViolations(page)).toEqual([]);

        // A known VIN typed in lower case with spaces: step 2, its heading focused.
        await vinField(page).press('ControlOrMeta+a');
        await page.keyboard.type(' salga2 be8la600001 ');
        await page.keyboard.press('Enter');
        await stepHeading(page, 'Download maps').waitFor();
        await expect.poll(() => focused(stepHeading(page, 'Download maps'))).toBe(true);
        expect(new URL(page.url()).searchParams.get('vin')).toBe(KNOWN_VIN);
        await page.getByText('Step 2 of 3').waitFor();
        await page.getByText(/Range Rover \(2020\), Pivi Pro/).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);

        // The second package, then "Download maps" without the terms: the checkbox says so and has the focus.
        const uk = page.getByRole('radio', { name: /United Kingdom and Ireland/ });
        await tabTo(page, page.getByRole('radio', { name: /^Europe/ }));
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => uk.isChecked()).toBe(true);
        const download = page.getByRole('button', { name: 'Download maps', exact: true });
        await tabTo(page, download);
        await page.keyboard.press('Enter');
        const terms = page.getByRole('checkbox', {
          name: 'I accept the terms and conditions of the map update',
        });
        await page
          .getByText('Please accept the terms and conditions to download the maps.')
          .waitFor();
        await expect.poll(() => focused(terms)).toBe(true);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // Terms accepted: step 3, the link to the package's file.
        await page.keyboard.press('Space');
        await tabTo(page, download);
        await page.keyboard.press('Enter');
        await stepHeading(page, 'Your maps are ready').waitFor();
        await expect.poll(() => focused(stepHeading(page, 'Your maps are ready'))).toBe(true);
        const link = page.getByRole('link', {
          name: `Download uk-2026-q3-${KNOWN_VIN}.zip`,
          exact: true,
        });
        const file = await fetch((await link.getAttribute('href'))!);
        expect(file.status).toBe(200);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // Back returns to step 2 with the package the owner picked, forward to step 3, without reloading.
        await page.goBack();
        await stepHeading(page, 'Download maps').waitFor();
        expect(await uk.isChecked()).toBe(true);
        await page.goForward();
        await stepHeading(page, 'Your maps are ready').waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');

        // Start again: step 1, empty.
        await tabTo(page, page.getByRole('link', { name: 'Update the maps of another vehicle' }));
        await page.keyboard.press('Enter');
        await stepHeading(page, 'Enter your VIN').waitFor();
        expect(await vinField(page).inputValue()).toBe('');
      } finally {
        await context.close();
      }
    });

    it('should walk every step without JavaScript, the server answering each GET form', async () => {
      const context = await newContext(browser, { viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        await page.goto(`${BASE_URL}/map-update`);
        await vinField(page).fill('SALGA2BE8LA60000O');
        await page.getByRole('button', { name: 'Find my maps' }).click();
        await page.getByText(VIN_ERROR, { exact: true }).waitFor();
        expect(await vinField(page).inputValue()).toBe('SALGA2BE8LA60000O');

        await vinField(page).fill(KNOWN_VIN);
        await page.getByRole('button', { name: 'Find my maps' }).click();
        await stepHeading(page, 'Download maps').waitFor();
        const answer = await page.request.get(page.url());
        expect(answer.headers()['cache-control']).toBe('private, no-store');

        await page.getByRole('radio', { name: /United Kingdom and Ireland/ }).check();
        await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
        await page.getByRole('button', { name: 'Download maps', exact: true }).click();
        await stepHeading(page, 'Your maps are ready').waitFor();
        await page
          .getByRole('link', { name: `Download uk-2026-q3-${KNOWN_VIN}.zip`, exact: true })
          .waitFor();

        // A browser that sends the form without the required checkbox gets step 2 with the terms error.
        await page.goto(`${BASE_URL}/map-update?vin=${KNOWN_VIN}&package=uk-2026-q3`);
        await page
          .getByText('Please accept the terms and conditions to download the maps.')
          .waitFor();
        expect(
          await page
            .getByRole('checkbox', { name: /I accept the terms/ })
            .getAttribute('aria-invalid'),
        ).toBe('true');
        // (Axe needs scripts: the same steps are checked with JavaScript on in the test above.)
      } finally {
        await context.close();
      }
    });
  },
);
