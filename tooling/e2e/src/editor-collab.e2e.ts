import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BASE_URL, VIEWPORTS, csrfHeaders, launchBrowser, seriousA11yViolations, signedInEditor, uniquePath } from './browser.js';

// Two people on one page in the editor: Edward (the seeded editor) and Ada (the seeded admin), each
// in a browser of their own. Presence, take-over, and the reload that asks before discarding edits.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const titleOf = (page: Page) => page.getByRole('region', { name: 'Page settings' }).getByRole('textbox', { name: 'Title (English) (required)' });

/** Opens the page's editor and waits until the service has heard this tab's first heartbeat. */
async function openEditorFor(page: Page, path: string) {
  const heartbeat = page.waitForResponse((r) => /\/admin_api\/pages\/\d+\/presence$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT');
  await page.goto(`${BASE_URL}/cms/_?path=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: 'Save draft' }).waitFor();
  expect((await heartbeat).status()).toBe(200);
}

/** What the browser tells the page when its person switches back to the tab: the editor asks the service at once. */
const returnToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

describe.each(Object.entries(VIEWPORTS))('given two editors on one page (%s)', (name, viewport) => {
  it('should show who is editing, let the other take over, and ask before the reload discards edits', async () => {
    const edward = await signedInEditor(browser, ACCOUNTS.editor, viewport);
    const ada = await signedInEditor(browser, ACCOUNTS.admin, viewport);
    const path = uniquePath(`collab-${name}`);
    const created = await edward.context.request.post(`${BASE_URL}/admin_api/pages`, {
      data: { path, title: { en: 'Shared page' } },
      headers: await csrfHeaders(edward.context.request),
    });
    expect(created.status()).toBe(201);

    await openEditorFor(edward.page, path);
    await openEditorFor(ada.page, path);

    // Ada is told, politely, who has the page open and since when.
    const note = ada.page.getByRole('status').filter({ hasText: /Edward Editor \(editor@forecourt\.test\) is editing this page since \d\d:\d\d\./ });
    await note.waitFor();
    expect(await seriousA11yViolations(ada.page)).toEqual([]);

    // Ada takes over (by keyboard), then saves her title.
    await note.getByRole('button', { name: 'Take over editing' }).focus();
    await ada.page.keyboard.press('Enter');
    await note.waitFor({ state: 'detached' });
    await titleOf(ada.page).fill('Ada’s title');
    await ada.page.getByRole('button', { name: 'Save draft' }).click();
    const savedNotice = ada.page.getByRole('status').filter({ hasText: /Draft saved \(version \d+\)/ });
    await savedNotice.waitFor();
    const saved = Number(/version (\d+)/.exec((await savedNotice.textContent()) ?? '')?.[1]);

    // Edward's editor learns it, says who and when, and keeps what he types on screen.
    await returnToTab(edward.page);
    const stopped = edward.page.getByRole('alert').filter({ hasText: /^Ada Admin \(admin@forecourt\.test\) took over editing at \d\d:\d\d/ });
    await stopped.waitFor();
    await titleOf(edward.page).fill('Edward’s unsaved title');
    expect(await seriousA11yViolations(edward.page)).toEqual([]);

    // Reloading asks first, in a dialog; discarding loads Ada's version.
    await stopped.getByRole('button', { name: 'Reload to see their changes' }).click();
    const ask = edward.page.getByRole('dialog', { name: `Discard your unsaved changes and load version ${saved}?` });
    await ask.waitFor();
    expect(await seriousA11yViolations(edward.page)).toEqual([]);
    await ask.getByRole('button', { name: `Discard and load version ${saved}` }).click();
    await stopped.waitFor({ state: 'detached' });
    expect(await titleOf(edward.page).inputValue()).toBe('Ada’s title');

    // The reload saved nothing of Edward's: the service holds Ada's title.
    const stored = await (await ada.context.request.get(`${BASE_URL}/admin_api/pages`)).json();
    expect(stored.data.find((p: { path: string }) => p.path === path).title.en).toBe('Ada’s title');
    await edward.context.close();
    await ada.context.close();
  });
});
