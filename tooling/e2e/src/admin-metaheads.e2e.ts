// Issue 13, admin: metaheads as an admin uses them in /admin/metaheads, seen on the site, and the
// kill switch that takes every metahead off the site at once; code typed into the CodeMirror editor
// with the keyboard only; at 1280 and 390 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BASE_URL, VIEWPORTS, adminSettings, launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.js';

let browser: Browser;
let settings: Awaited<ReturnType<typeof adminSettings>>;
beforeAll(async () => {
  browser = await launchBrowser();
  settings = await adminSettings(browser);
});
afterAll(async () => {
  // Whatever happened, the site's metaheads are left on.
  await settings?.reset('metaheads.enabled');
  await settings?.restore();
  await browser?.close();
});

describe('given an editor', () => {
  it('should keep them out of the metaheads screen', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.editor, '/admin/metaheads');
    await page.waitForURL(`${BASE_URL}/auth/error?type=noPermissions`);
    await context.close();
  });
});

describe.each(Object.entries(VIEWPORTS))('given an admin at %s width', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let visitor: BrowserContext;
  const metaName = `e2e-metahead-${name}`;
  const marker = `<meta name="${metaName}" content="on">`;
  /** The home page's HTML as the site serves it to a visitor. */
  const homeHtml = async () => (await visitor.request.get(`${BASE_URL}/`)).text();

  beforeAll(async () => {
    context = await newContext(browser, { viewport });
    page = await context.newPage();
    visitor = await newContext(browser, { viewport });
    await signIn(page, ACCOUNTS.admin, '/admin/metaheads');
    await page.getByRole('heading', { name: 'Metaheads', level: 1, exact: true }).waitFor();
  });
  afterAll(async () => {
    await visitor?.close();
    await context?.close();
  });

  it('should add a global HTML metahead the site shows, take every metahead off with the kill switch and bring them back', async () => {
    await page.getByRole('switch', { name: 'Metaheads on the site', exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E tag ${name}`);
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('HTML');
    await page.locator('[data-code-editor]').getByRole('textbox', { name: 'Code', exact: true }).fill(marker);
    await page.getByRole('button', { name: 'Add metahead', exact: true }).click();
    await page.getByText(`Added the metahead “E2E tag ${name}”.`, { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Metaheads on every page' }).getByRole('rowheader', { name: `E2E tag ${name}`, exact: true }).waitFor();

    // The site hears of the new metahead through the change feed: ask until it shows it.
    await expect.poll(homeHtml).toContain(marker);
    const visit = await visitor.newPage();
    await visit.goto(`${BASE_URL}/`);
    expect(await visit.locator(`head meta[name="${metaName}"]`).count()).toBe(1);

    // Off, with the keyboard: no metahead code of any kind, ours or the seeded ones.
    const killSwitch = page.getByRole('switch', { name: 'Metaheads on the site', exact: true });
    await killSwitch.focus();
    await page.keyboard.press('Space');
    await page.getByText('Metaheads are off: the site writes none of them into any page.', { exact: true }).waitFor();
    expect(await killSwitch.isChecked()).toBe(false);
    await expect.poll(homeHtml).not.toContain(marker);
    const off = await homeHtml();
    expect(off).not.toContain('data-fc-metahead');
    expect(off).not.toContain('<!--fc-metahead:');
    await visit.reload();
    expect(await visit.locator(`meta[name="${metaName}"]`).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // On again: the metaheads return.
    await killSwitch.focus();
    await page.keyboard.press('Space');
    await page.getByText('Metaheads are on: the site writes them into its pages again.', { exact: true }).waitFor();
    await expect.poll(homeHtml).toContain(marker);
    await visit.reload();
    expect(await visit.locator(`head meta[name="${metaName}"]`).count()).toBe(1);

    // A change goes live; the first version, named with the admin who saved it, is loaded back
    // into the form and saved, and the site has the first code again. Then it is deleted.
    const changed = `<meta name="${metaName}" content="changed">`;
    await page.getByRole('button', { name: `Edit: E2E tag ${name}`, exact: true }).click();
    await page.locator('[data-code-editor]').getByRole('textbox', { name: 'Code', exact: true }).fill(changed);
    await page.getByRole('button', { name: 'Save metahead', exact: true }).click();
    await page.getByText(`Saved the metahead “E2E tag ${name}”.`, { exact: true }).waitFor();
    await expect.poll(homeHtml).toContain(changed);
    await page.getByRole('button', { name: `Edit: E2E tag ${name}`, exact: true }).click();
    const versions = page.getByRole('region', { name: 'Versions', exact: true });
    await versions.getByRole('listitem').filter({ hasText: 'Version 1' }).filter({ hasText: ACCOUNTS.admin.email }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await versions.getByRole('button', { name: 'Load version 1 into the form', exact: true }).click();
    await page.getByText('Version 1 is in the form: save the metahead to restore it.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save metahead', exact: true }).click();
    await page.getByText(`Saved the metahead “E2E tag ${name}”.`, { exact: true }).waitFor();
    await expect.poll(homeHtml).toContain(marker);
    await page.getByRole('button', { name: `Delete: E2E tag ${name}`, exact: true }).click();
    await page.getByText(`Deleted the metahead “E2E tag ${name}”.`, { exact: true }).waitFor();
    await expect.poll(homeHtml).not.toContain(marker);
  });

  it('should take CSS typed into the code editor with the keyboard, let Tab leave it, and show the style on the site', async () => {
    const property = `--e2e-metahead-css-${name}`;
    const css = `:root { ${property}: typed; }`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E styles ${name}`);
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('CSS');
    // The code editor (CodeMirror) replaces the plain text area once it has loaded.
    const code = page.locator('[data-code-editor]').getByRole('textbox', { name: 'Code', exact: true });
    await code.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Keyboard only: Tab from the Pages choice into the editor, type, Tab on and Shift+Tab back.
    await page.getByRole('combobox', { name: 'Pages', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => code.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(css);
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'At the end of the body', exact: true }).evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => code.evaluate((element) => element === document.activeElement)).toBe(true);
    // Tab moved focus rather than indenting: the code is what was typed.
    expect(await code.textContent()).toBe(css);

    await page.getByRole('button', { name: 'Add metahead', exact: true }).click();
    await page.getByText(`Added the metahead “E2E styles ${name}”.`, { exact: true }).waitFor();
    await expect.poll(homeHtml).toContain(css);
    const visit = await visitor.newPage();
    await visit.goto(`${BASE_URL}/`);
    expect(await visit.evaluate((custom) => getComputedStyle(document.documentElement).getPropertyValue(custom).trim(), property)).toBe('typed');

    await page.getByRole('button', { name: `Delete: E2E styles ${name}`, exact: true }).click();
    await page.getByText(`Deleted the metahead “E2E styles ${name}”.`, { exact: true }).waitFor();
    await expect.poll(homeHtml).not.toContain(css);
  });
});
