// Issue 13, admin: users and roles. An admin gives an editor the admin role in /admin/users and
// finds the change in the audit log, filtered to that user; at 1280 and 390 px, axe clean.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, VIEWPORTS, launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))('given an admin at %s width', (_name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, { viewport });
    page = await context.newPage();
    await signIn(page, ACCOUNTS.admin, '/admin/users');
    await page.getByRole('table', { name: 'Users', exact: true }).waitFor();
  });
  afterAll(async () => {
    await context?.close();
  });

  const editorRow = () => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Edward Editor', exact: true }) });

  it("should change an editor's roles by keyboard, and find the change in the audit log filtered to that user", async () => {
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect.poll(() => page.getByRole('region', { name: 'What each role may do' }).textContent()).toContain('media library');

    const admin = editorRow().getByRole('checkbox', { name: 'Admin', exact: true });
    await admin.focus();
    await page.keyboard.press('Space');
    expect(await admin.isChecked()).toBe(true);
    await editorRow().getByRole('button', { name: 'Save roles of Edward Editor', exact: true }).click();
    await page.getByText('Saved the roles of Edward Editor: Admin, Editor.', { exact: true }).waitFor();

    await editorRow().getByRole('link', { name: /^Changes\s*to Edward Editor$/ }).click();
    await page.waitForURL(/\/admin\/audit\?/);
    expect(new URL(page.url()).searchParams.get('entity_type')).toBe('user');
    const table = page.getByRole('table', { name: /^Changes \(users, item \d+\), newest first$/ });
    await table.waitFor();
    expect(await page.getByRole('combobox', { name: 'Type of change', exact: true }).inputValue()).toBe('user');
    const newest = table.getByRole('row').nth(1);
    await expect.poll(() => newest.textContent()).toContain('Changed the roles of editor@forecourt.test: editor → admin, editor');
    expect(await newest.textContent()).toContain('admin@forecourt.test');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // "Changed by" offers the log's actors, whoever was active last first: the admin, just now.
    const changedBy = page.getByRole('combobox', { name: 'Changed by', exact: true });
    await expect.poll(() => changedBy.locator('option').nth(1).textContent()).toBe(ACCOUNTS.admin.email);
    await changedBy.selectOption(ACCOUNTS.admin.email);
    await page.waitForURL((url) => url.searchParams.get('actor') === ACCOUNTS.admin.email);
    await page.getByRole('table', { name: new RegExp(`^Changes \\(users, item \\d+, by ${ACCOUNTS.admin.email.replace(/[.]/g, '\\.')}\\), newest first$`) }).waitFor();
    // Back leaves the actor filter again (it lives in the URL).
    await page.goBack();
    await table.waitFor();
    expect(await changedBy.inputValue()).toBe('');

    // Back to the users screen, and the editor is an editor again.
    await page.goBack();
    await page.getByRole('table', { name: 'Users', exact: true }).waitFor();
    await editorRow().getByRole('checkbox', { name: 'Admin', exact: true }).uncheck();
    await editorRow().getByRole('button', { name: 'Save roles of Edward Editor', exact: true }).click();
    await page.getByText('Saved the roles of Edward Editor: Editor.', { exact: true }).waitFor();
  });

  it('should refuse to remove your own admin role, saying why', async () => {
    const own = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ada Admin', exact: true }) });
    await own.getByRole('checkbox', { name: 'Admin', exact: true }).uncheck();
    await own.getByRole('button', { name: 'Save roles of Ada Admin', exact: true }).click();
    await page.getByRole('alert').getByText('Not saved: You cannot remove your own admin role: another admin has to do it', { exact: true }).waitFor();
    expect(await own.getByRole('checkbox', { name: 'Admin', exact: true }).isChecked()).toBe(true);
  });
});
