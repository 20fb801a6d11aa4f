import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BASE_URL, launchBrowser, newContext, signedInEditor, uniquePath } from './browser.js';

const CONFLICT =
  /This page was changed by someone else since you opened it \(your version \d+, current version \d+\)\. Reload to see their changes; nothing was overwritten\./;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Admin API calls with the session cookie and its CSRF token, as the editor makes them. */
async function adminApi(request: APIRequestContext) {
  const session = await (await request.get(`${BASE_URL}/auth/session`)).json();
  const headers = { 'X-CSRF-Token': session.csrf_token as string };
  return {
    create: (body: unknown) => request.post(`${BASE_URL}/admin_api/pages`, { data: body, headers }),
    update: (id: number, body: unknown) => request.put(`${BASE_URL}/admin_api/pages/${id}`, { data: body, headers }),
  };
}

async function addBlock(page: Page, name: string) {
  await page.getByRole('button', { name: /Add block/ }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Add a block' });
  await dialog
    .locator('.fe-catalogue__item', { has: page.locator('.fe-catalogue__name', { hasText: new RegExp(`^${name}$`) }) })
    .click();
  return page.getByRole('article', { name: new RegExp(name) }).last();
}

async function openEditorFor(page: Page, path: string) {
  await page.goto(`${BASE_URL}/cms/_?path=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: 'Save draft' }).waitFor();
}

function accordion(groups: number) {
  return {
    id: 'acc',
    template: 'accordion',
    version: 1,
    data: {
      fields: { heading: { en: 'Questions' } },
      groups: Array.from({ length: groups }, (_, i) => ({ accordion_title: { en: `Question ${i + 1}` } })),
    },
  };
}

describe('given an editor building a page', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedInEditor(browser));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('should create, fill, preview, save, publish and show it to visitors', async () => {
    const path = uniquePath('build');
    await page.getByRole('button', { name: /New page/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByRole('textbox', { name: /^Path/ }).fill(path);
    await dialog.getByRole('textbox', { name: /^Title \(English\)/ }).fill('Built in the browser');
    await dialog.getByRole('button', { name: 'Create and edit' }).click();
    await page.getByRole('button', { name: 'Save draft' }).waitFor();

    const faq = await addBlock(page, 'Accordion');
    await faq.getByRole('textbox', { name: 'Heading (English)' }).fill('Frequently asked');
    for (let i = 0; i < 3; i++) await faq.getByRole('button', { name: /Add group/ }).click();
    const titles = faq.getByRole('textbox', { name: 'Title (English) (required)' });
    await titles.nth(0).fill('Alpha question');
    await titles.nth(1).fill('Beta question');
    await titles.nth(2).fill('Gamma question');
    await faq.getByRole('button', { name: 'Move group 2 up' }).click();
    await faq.getByRole('button', { name: 'Remove group 3' }).click();

    const quote = await addBlock(page, 'Quote');
    await quote.getByRole('textbox', { name: /^Quote \(English\)/ }).fill('Nothing beats a test drive.');

    const preview = page.getByRole('region', { name: /Preview/ });
    await preview.getByText('Nothing beats a test drive.').waitFor();
    await preview.getByText('Beta question').waitFor();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: /Draft saved/ }).waitFor();
    expect((await fetch(`${BASE_URL}${path}`)).status).toBe(404);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Published. Visitors now see this version.' }).waitFor();

    const visitor = await newContext(browser, { javaScriptEnabled: false });
    const live = await visitor.newPage();
    const response = await live.goto(`${BASE_URL}${path}`);
    expect(response?.status()).toBe(200);
    const text = await live.locator('main').innerText();
    expect(text).toContain('Nothing beats a test drive.');
    // Reordered then removed: Beta, Alpha remain, in that order; Gamma is gone.
    expect(text.indexOf('Beta question')).toBeLessThan(text.indexOf('Alpha question'));
    expect(text).not.toContain('Gamma question');
    await visitor.close();
  });

  it('should share a draft preview link that shows a colleague the draft while visitors keep the live page', async () => {
    const path = uniquePath('share');
    const api = await adminApi(context.request);
    const created = await api.create({ path, title: { en: 'Shared draft' }, blocks: [accordion(1)] });
    expect(created.status()).toBe(201);
    await openEditorFor(page, path);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Published. Visitors now see this version.' }).waitFor();

    await page.getByRole('textbox', { name: 'Heading (English)' }).fill('Coming next week');
    await page.getByRole('button', { name: 'Share draft preview' }).click();
    const link = await page.getByRole('textbox', { name: /Draft preview link/ }).inputValue();

    // A colleague with no sign-in opens the link; a visitor opens the page itself.
    const colleague = await newContext(browser);
    const shared = await colleague.newPage();
    expect((await shared.goto(link))?.status()).toBe(200);
    await shared.getByRole('heading', { name: 'Coming next week' }).waitFor();
    const visitor = await colleague.newPage();
    await visitor.goto(`${BASE_URL}${path}`);
    await visitor.getByRole('heading', { name: 'Questions' }).waitFor();
    expect(await visitor.getByText('Coming next week').count()).toBe(0);
    await colleague.close();
  });

  it('should refuse a 31st Accordion group in the editor and in the API', async () => {
    const path = uniquePath('groups');
    const api = await adminApi(context.request);
    const created = await api.create({ path, title: { en: 'Thirty questions' }, blocks: [accordion(30)] });
    expect(created.status()).toBe(201);
    const { data } = await created.json();

    await openEditorFor(page, path);
    const add = page.getByRole('article', { name: /Accordion/ }).getByRole('button', { name: /Add group/ });
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    await add.click({ force: true });
    const block = page.getByRole('article', { name: /Accordion/ });
    await block.getByRole('heading', { name: /Field groups \(30 of 30\)/ }).waitFor();
    expect(await block.getByRole('button', { name: /^Group \d+/ }).count()).toBe(30);

    const refused = await api.update(data.id, { version: data.version, blocks: [accordion(31)] });
    expect(refused.status()).toBe(400);
    const body = await refused.json();
    expect(body.issues).toContainEqual(expect.objectContaining({ path: 'blocks[0].groups[30]', rule: 'max_field_groups' }));
  });
});

describe('given two editors saving the same page from the same version', () => {
  it('should refuse the second save with 409 and overwrite nothing', async () => {
    const first = await signedInEditor(browser);
    const second = await signedInEditor(browser, ACCOUNTS.admin);
    const path = uniquePath('conflict');
    const api = await adminApi(first.context.request);
    expect((await api.create({ path, title: { en: 'Shared page' } })).status()).toBe(201);

    await openEditorFor(first.page, path);
    await openEditorFor(second.page, path);
    const titleOf = (p: Page) => p.getByRole('region', { name: 'Page settings' }).getByRole('textbox', { name: 'Title (English) (required)' });

    await titleOf(first.page).fill('Title from the first editor');
    await first.page.getByRole('button', { name: 'Save draft' }).click();
    await first.page.getByRole('status').filter({ hasText: /Draft saved/ }).waitFor();

    await titleOf(second.page).fill('Title from the second editor');
    await second.page.getByRole('button', { name: 'Save draft' }).click();
    await second.page.getByRole('alert').filter({ hasText: CONFLICT }).waitFor();
    expect(await titleOf(second.page).inputValue()).toBe('Title from the second editor');

    const stored = await (await first.context.request.get(`${BASE_URL}/admin_api/pages`)).json();
    const page = stored.data.find((p: { path: string }) => p.path === path);
    expect(page.title.en).toBe('Title from the first editor');
    await first.context.close();
    await second.context.close();
  });
});

describe('given an admin in /admin', () => {
  it('should edit a setting that replaces its default on the site', async () => {
    const { context, page } = await signedInEditor(browser, ACCOUNTS.admin);
    await page.goto(`${BASE_URL}/admin/settings`);
    const input = page.getByRole('textbox', { name: 'general.404_page' });
    await input.fill('<p>Sorry, this car has left the showroom.</p>');
    await page.getByRole('button', { name: 'Save: general.404_page' }).click();
    await page.getByText('Saved general.404_page.').waitFor();

    const notFound = await context.newPage();
    const response = await notFound.goto(`${BASE_URL}/no-such-car`);
    expect(response?.status()).toBe(404);
    await notFound.getByText('Sorry, this car has left the showroom.').waitFor();

    await page.getByRole('button', { name: 'Reset to default: general.404_page' }).click();
    await page.getByText('general.404_page is back to its default.').waitFor();
    await context.close();
  });
});
