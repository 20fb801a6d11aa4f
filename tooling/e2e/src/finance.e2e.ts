// The finance calculator on /finance as a visitor uses it, at 1280 and 390 px: vehicle → finance
// product → options → quote, focus on each step's heading, "Edit" keeping the values, the
// browser's back button stepping back, a quote of each of the six products matching the worked
// examples (@forecourt/pricing docs/finance-worked-examples.md, the Discovery Sport at 219 900 zł
// and each product's defaults), the enquiry form opening with the quote, the whole walk without
// JavaScript, and axe clean at every step.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, newContext, openHydrated, seriousA11yViolations, VIEWPORTS } from './browser.js';

/** docs/finance-worked-examples.md, second table: worked by hand. */
const WORKED_EXAMPLES = [
  { product: 'Hire purchase', monthly: '4 383.34 zł', deposit: '43 980 zł' },
  { product: 'Hire purchase (Thailand)', monthly: '3 132.2 zł', deposit: '54 975 zł' },
  { product: 'Hire purchase (Brunei)', monthly: '2 281.46 zł', deposit: '65 970 zł' },
  { product: 'Hire purchase (Singapore)', monthly: '2 138.16 zł', deposit: '87 960 zł' },
  { product: 'Car loan (New Zealand)', monthly: '6 381.35 zł', deposit: '21 990 zł' },
  { product: 'Operating lease (New Zealand)', monthly: '4 025.63 zł', deposit: '21 990 zł' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const calculator = (page: Page) => page.getByRole('region', { name: 'Work out your monthly payment', exact: true });
const row = (page: Page, label: string) =>
  calculator(page).locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function stepIs(page: Page, heading: string) {
  await calculator(page).getByRole('heading', { name: heading, exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe.each(Object.entries(VIEWPORTS))('given the finance page at %s width', (_name, viewport) => {
  it('should walk every step by keyboard, keep the values on Edit and step back with the back button', async () => {
    const { context, page } = await openHydrated(browser, '/finance', viewport);
    try {
      await stepIs(page, 'Choose your vehicle');
      await calculator(page).getByRole('radio', { name: /^Discovery Sport/ }).check();
      await calculator(page).getByRole('button', { name: 'Next', exact: true }).press('Enter');

      await stepIs(page, 'Choose a finance product');
      expect(await focusedText(page)).toBe('Choose a finance product');
      expect(page.url()).toContain('finance_car=discovery-sport');
      await calculator(page).getByRole('radio', { name: 'Hire purchase', exact: true }).check();
      await calculator(page).getByRole('button', { name: 'Next', exact: true }).click();

      await stepIs(page, 'Choose your options');
      expect(await focusedText(page)).toBe('Choose your options');
      const down = calculator(page).getByRole('spinbutton', { name: 'Down payment (%)', exact: true });
      expect(await down.inputValue()).toBe('20');
      expect(await calculator(page).getByRole('spinbutton', { name: 'Duration (years)', exact: true }).inputValue()).toBe('4');
      await down.fill('30');
      await calculator(page).getByRole('button', { name: 'Calculate', exact: true }).click();

      // 219 900 at 30 % down: credit 153 930; interest × 4.9 % × 4 = 30 170.28; 184 100.28 / 48
      await stepIs(page, 'Your quote');
      expect(await focusedText(page)).toBe('Your quote');
      expect(await row(page, 'Monthly payment').innerText()).toBe('3 835.42 zł');
      expect(await row(page, 'Total deposit').innerText()).toBe('65 970 zł');

      await calculator(page).getByRole('link', { name: 'Edit', exact: true }).click();
      await stepIs(page, 'Choose your options');
      expect(await down.inputValue()).toBe('30');

      // The back button returns to the quote, forward to the options being edited.
      await page.goBack();
      await stepIs(page, 'Your quote');
      expect(await row(page, 'Monthly payment').innerText()).toBe('3 835.42 zł');
      await page.goForward();
      await stepIs(page, 'Choose your options');
      expect(await down.inputValue()).toBe('30');
    } finally {
      await context.close();
    }
  });

  it('should quote each of the six products as worked by hand, and open the enquiry with the quote', async () => {
    const start = '/finance?finance_step=product&finance_car=discovery-sport';
    const { context, page } = await openHydrated(browser, start, viewport);
    try {
      for (const example of WORKED_EXAMPLES) {
        if (example !== WORKED_EXAMPLES[0]) {
          await page.goto(`${BASE_URL}${start}`);
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        }
        await stepIs(page, 'Choose a finance product');
        await calculator(page).getByRole('radio', { name: example.product, exact: true }).check();
        await calculator(page).getByRole('button', { name: 'Next', exact: true }).click();
        await calculator(page).getByRole('heading', { name: 'Choose your options', exact: true }).waitFor();
        await calculator(page).getByRole('button', { name: 'Calculate', exact: true }).click();
        await stepIs(page, 'Your quote');
        expect(await row(page, 'Monthly payment').innerText(), example.product).toBe(example.monthly);
        expect(await row(page, 'Total deposit').innerText(), example.product).toBe(example.deposit);
        expect(await row(page, 'On the road price').innerText()).toBe('219 900 zł');
        if (example.product === 'Hire purchase') {
          await calculator(page).getByRole('button', { name: 'Enquire about this quote', exact: true }).click();
          const modal = page.getByRole('dialog', { name: 'Enquire about this quote' });
          const form = modal.locator('form[data-interactive="true"]');
          await form.waitFor();
          expect(await form.locator('input[type=hidden][name=monthly_payment]').inputValue()).toBe('4383.34');
          expect(await form.locator('input[type=hidden][name=car_model]').inputValue()).toBe('discovery-sport');
          expect(await seriousA11yViolations(page)).toEqual([]);
        }
      }
    } finally {
      await context.close();
    }
  });

  it('should give a quote without JavaScript, each step a form the server answers', async () => {
    const context = await newContext(browser, { viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    // Keyboard only (no pointer): the page is the server's HTML, nothing hydrates it. (axe needs
    // scripts; the same HTML is checked with them in the tests above.)
    const heading = (name: string) => calculator(page).getByRole('heading', { name, exact: true }).waitFor();
    const submit = (name: string) => calculator(page).getByRole('button', { name, exact: true }).press('Enter');
    try {
      await page.goto(`${BASE_URL}/finance`);
      await heading('Choose your vehicle');
      await calculator(page).getByRole('radio', { name: /^Discovery Sport/ }).press('Space');
      await submit('Next');
      await heading('Choose a finance product');
      expect(page.url()).toContain('finance_car=discovery-sport');
      await calculator(page).getByRole('radio', { name: 'Operating lease (New Zealand)', exact: true }).press('Space');
      await submit('Next');
      await heading('Choose your options');
      expect(
        await calculator(page).getByRole('spinbutton', { name: 'Monthly rentals (months)', exact: true }).inputValue(),
      ).toBe('36');
      await submit('Calculate');
      await heading('Your quote');
      expect(await row(page, 'Monthly payment').innerText()).toBe('4 025.63 zł');
      expect(await row(page, 'Residual value').innerText()).toBe('87 960 zł');
    } finally {
      await context.close();
    }
  });
});
