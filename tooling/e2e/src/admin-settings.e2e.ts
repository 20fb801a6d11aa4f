// Issue 13, admin: typed settings and redirects as an admin uses them in /admin, seen on the site,
// at 1280 and 390 px. (Metaheads and their kill switch: admin-metaheads.e2e.ts.)
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BASE_URL, VIEWPORTS, adminSettings, csrfHeaders, launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.js';

let browser: Browser;
let settings: Awaited<ReturnType<typeof adminSettings>>;
beforeAll(async () => {
  browser = await launchBrowser();
  settings = await adminSettings(browser);
});
afterAll(async () => {
  await settings?.restore();
  await browser?.close();
});

/** The sticky search bar's bottom edge: a focused field must sit below it. */
async function expectClearOfStickyBar(page: Page) {
  const { fieldTop, barBottom } = await page.evaluate(() => ({
    fieldTop: document.activeElement!.getBoundingClientRect().top,
    barBottom: document.querySelector('.fe-settings-screen__bar')!.getBoundingClientRect().bottom,
  }));
  expect(fieldTop).toBeGreaterThanOrEqual(barBottom);
}

const themeOf = async (context: BrowserContext, path = '/') => {
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${path}`);
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.close();
  return theme;
};

describe.each(Object.entries(VIEWPORTS))('given an admin at %s width', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { viewport });
    page = await context.newPage();
    await signIn(page, ACCOUNTS.admin, '/admin/settings');
    await page.getByRole('heading', { name: 'General', level: 2 }).waitFor();
  });
  afterAll(async () => {
    await settings.reset('general.theme');
    await settings.set('general.global_fab_secondary', settings.storedValue('general.global_fab_secondary') ?? 'false');
    await context?.close();
  });

  it('should save a choice and a switch that the site then uses, and refuse a value the site could not use', async () => {
    const theme = page.getByRole('combobox', { name: 'Theme general.theme', exact: true });
    await theme.focus();
    await expectClearOfStickyBar(page);
    await theme.selectOption('jaguar');
    await page.getByRole('button', { name: 'Save: general.theme', exact: true }).click();
    await page.getByText('Saved general.theme.', { exact: true }).waitFor();
    // The first paint, as themes.e2e.ts reads it: server HTML only.
    const visitor = await newContext(browser, { viewport, javaScriptEnabled: false });
    expect(await themeOf(visitor)).toBe('jaguar');

    const flag = page.getByRole('switch', { name: 'Floating menu in secondary mode general.global_fab_secondary', exact: true });
    const before = await flag.isChecked();
    await flag.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save: general.global_fab_secondary', exact: true }).click();
    await page.getByText('Saved general.global_fab_secondary.', { exact: true }).waitFor();
    // What the site reads (through its own origin).
    const read = async () =>
      ((await (await visitor.request.get(`${BASE_URL}/api/settings`)).json()) as { data: { key: string; value: string }[] }).data.find(
        (s) => s.key === 'general.global_fab_secondary',
      )?.value;
    expect(await read()).toBe(String(!before));
    await visitor.close();

    // The API refuses what the select cannot offer.
    const refused = await context.request.put(`${BASE_URL}/admin_api/settings/general.theme`, {
      data: { value: 'jagaur' },
      headers: await csrfHeaders(context.request),
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toContain('Must be one of: programme, jaguar, land-rover');

    // JSON the site could not use is flagged and cannot be saved (typed into the code editor, once loaded).
    const fab = page.locator('[data-code-editor]').getByRole('textbox', { name: 'Floating menu items general.global_fab', exact: true });
    await fab.fill('{"label": ');
    await expect.poll(() => fab.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Save: general.global_fab', exact: true }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Price families', exact: true }).click();
    await page.getByRole('heading', { name: 'How price families override each other' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('should create a redirect the site follows, and redirect a page’s old path after it moves', async () => {
    const from = `/e2e-${name}-sale`;
    await page.goto(`${BASE_URL}/admin/redirects`);
    await page.getByRole('textbox', { name: 'From (site path)', exact: true }).fill(from);
    await page.getByRole('textbox', { name: 'To (site path or URL)', exact: true }).fill('/offers');
    await page.getByRole('button', { name: 'Add redirect', exact: true }).click();
    await page.getByText(`Added the redirect from ${from}.`, { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const visitor = await newContext(browser, { viewport });
    const visit = await visitor.newPage();
    // The site hears of the new redirect through the change feed: ask until it answers it.
    const location = async (path: string) => (await visitor.request.get(`${BASE_URL}${path}`, { maxRedirects: 0 })).headers().location;
    await expect.poll(() => location(`${from}?utm_source=e2e`)).toBe('/offers?utm_source=e2e');
    await visit.goto(`${BASE_URL}${from}?utm_source=e2e`);
    expect(new URL(visit.url()).pathname).toBe('/offers');

    // A loop is refused with the reason.
    await page.getByRole('textbox', { name: 'From (site path)', exact: true }).fill('/offers');
    await page.getByRole('textbox', { name: 'To (site path or URL)', exact: true }).fill(from);
    await page.getByRole('button', { name: 'Add redirect', exact: true }).click();
    await page.getByRole('alert').getByText('would loop').waitFor();

    // A page moved and published: its old address follows it.
    const headers = await csrfHeaders(context.request);
    const path = `/e2e-${name}-moving`;
    const created = (await (
      await context.request.post(`${BASE_URL}/admin_api/pages`, { data: { path, title: { en: 'Moving' }, meta: { description: {} }, blocks: [] }, headers })
    ).json()) as { data: { id: number; version: number } };
    const published = (await (
      await context.request.post(`${BASE_URL}/admin_api/pages/${created.data.id}/publish`, { data: { version: created.data.version }, headers })
    ).json()) as { data: { version: number } };
    const saved = (await (
      await context.request.put(`${BASE_URL}/admin_api/pages/${created.data.id}`, { data: { path: `${path}-moved`, version: published.data.version }, headers })
    ).json()) as { data: { version: number } };
    await context.request.post(`${BASE_URL}/admin_api/pages/${created.data.id}/publish`, { data: { version: saved.data.version }, headers });
    await expect.poll(() => location(path)).toBe(`${path}-moved`);
    await visit.goto(`${BASE_URL}${path}`);
    expect(new URL(visit.url()).pathname).toBe(`${path}-moved`);
    await visitor.close();
  });
});
