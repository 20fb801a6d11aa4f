/**
 * Scheduling and link pages, end to end: an editor schedules a publish a few seconds ahead in the
 * page settings and a visitor finds the page at that time (the service is not restarted, nothing
 * is reloaded by hand); an editor makes a page an external link and visitors are sent on.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BASE_URL, VIEWPORTS, csrfHeaders, launchBrowser, newContext, seriousA11yViolations, signedInEditor, uniquePath } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function createPage(request: APIRequestContext, path: string, title: string) {
  const response = await request.post(`${BASE_URL}/admin_api/pages`, {
    data: { path, title: { en: title }, blocks: [{ id: 'q', template: 'quote', version: 1, data: { fields: { quote: { en: `${title} is here.` } }, groups: [] } }] },
    headers: await csrfHeaders(request),
  });
  expect(response.status()).toBe(201);
}

async function openEditorFor(page: Page, path: string) {
  await page.goto(`${BASE_URL}/cms/_?path=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: 'Save draft' }).waitFor();
}

/** `date` as a `datetime-local` input takes it, in the browser's zone, with seconds. */
const localInput = (page: Page, date: Date) =>
  page.evaluate((iso) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }, date.toISOString());

/** Opens `path` as a visitor again and again until it is there, as someone waiting for a launch would. */
async function visitUntilFound(page: Page, path: string, { timeout = 30_000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const response = await page.goto(`${BASE_URL}${path}`);
    if (response?.status() === 200) return;
    if (Date.now() > deadline) throw new Error(`${path} was still ${response?.status()} after ${timeout} ms`);
    await page.waitForTimeout(500);
  }
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`given an editor scheduling a publish (${name}, ${viewport.width} px)`, () => {
    it('should show the schedule, and the site should show the page at that time', async () => {
      const path = uniquePath(`scheduled-${name}`);
      const { context, page } = await signedInEditor(browser, ACCOUNTS.editor, viewport);
      await createPage(page.request, path, 'Winter launch');
      await openEditorFor(page, path);
      // A draft: visitors do not find it yet.
      const visitor = await (await newContext(browser, { viewport })).newPage();
      expect((await visitor.goto(`${BASE_URL}${path}`))!.status()).toBe(404);

      const schedule = page.getByRole('region', { name: 'Schedule' });
      await schedule.getByText('Nothing scheduled.', { exact: false }).waitFor();
      await schedule.getByLabel('Publish at', { exact: true }).fill(await localInput(page, new Date(Date.now() + 4000)));
      await schedule.getByRole('button', { name: 'Save schedule', exact: true }).click();
      await schedule.getByText('Schedule saved.', { exact: true }).waitFor();
      expect(await page.locator('.fe-editor__bar').getByText(/^Publishes \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d$/).isVisible()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await visitUntilFound(visitor, path);
      expect(await visitor.getByText('Winter launch is here.', { exact: true }).isVisible()).toBe(true);
      await visitor.context().close();
      await context.close();
    });
  });

  describe(`given an editor making a page an external link (${name}, ${viewport.width} px)`, () => {
    it('should publish it and send visitors to the address with its code', async () => {
      const path = uniquePath(`external-${name}`);
      const { context, page } = await signedInEditor(browser, ACCOUNTS.editor, viewport);
      await createPage(page.request, path, 'Configurator');
      await openEditorFor(page, path);

      await page.getByRole('radio', { name: 'URL redirection', exact: true }).check();
      await page.getByRole('radio', { name: 'External address', exact: true }).check();
      const target = page.getByRole('textbox', { name: 'Redirect to (required)', exact: true });
      await target.fill('configurator.example.com');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Enter a full address starting with https:// or http://', { exact: true }).first().waitFor();
      await target.fill('https://configurator.example.com/defender');
      await page.getByRole('combobox', { name: 'HTTP status', exact: true }).selectOption('301');
      await page.getByRole('checkbox', { name: 'Open in a new window', exact: true }).check();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Published. Visitors now see this version.', { exact: true }).first().waitFor();

      const response = await page.request.get(`${BASE_URL}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe('https://configurator.example.com/defender');
      await context.close();
    });
  });
}
