// Editor fields (issue 13): rich text in a visual editor reaching the site as sanitised HTML, link
// addresses checked ('not a url' never publishes), the page picker, and in-page navigation links
// that keep their block when the blocks are reordered.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BASE_URL, VIEWPORTS, csrfHeaders, launchBrowser, openHydrated, scrollSettled, seriousA11yViolations, signedInEditor, uniquePath } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function createPage(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post(`${BASE_URL}/admin_api/pages`, { data: body, headers: await csrfHeaders(page.request) });
  return { status: response.status(), body: await response.json() };
}

async function openEditorFor(page: Page, path: string) {
  await page.goto(`${BASE_URL}/cms/_?path=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: 'Save draft' }).waitFor();
}

const htmlBox = (html: string) => ({ id: 'box', template: 'html_box', version: 1, data: { fields: { html: { en: html } }, groups: [] } });

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const)('given an editor on %s writing rich text', (name, viewport) => {
  it('should publish bold text and a link (refusing "not a url") that visitors see on the site', async () => {
    const { context, page } = await signedInEditor(browser, ACCOUNTS.editor, viewport);
    const path = uniquePath(`rich-${name}`);
    expect((await createPage(page, { path, title: { en: 'Rich text' }, blocks: [htmlBox('<p>Drive further</p>')] })).status).toBe(201);
    await openEditorFor(page, path);

    const box = page.getByRole('article', { name: /HTML box/ });
    const text = box.getByRole('textbox', { name: /^HTML \(English\)/ });
    await box.getByRole('toolbar', { name: /HTML \(English\).* formatting/ }).waitFor();
    await text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await box.getByRole('button', { name: 'Bold', exact: true }).click();
    expect(await box.getByRole('button', { name: 'Bold', exact: true }).getAttribute('aria-pressed')).toBe('true');

    await box.getByRole('button', { name: 'Link', exact: true }).click();
    const address = box.getByRole('textbox', { name: 'Link address' });
    await address.fill('not a url');
    await address.press('Enter');
    await box.getByText('Link address must be a full web address such as https://example.com (or mailto:, tel:)').waitFor();

    // The page picker fills in a page's path.
    await box.getByRole('button', { name: /^Choose page for the link in HTML/ }).click();
    await box.getByRole('searchbox', { name: 'Search pages by title or path' }).fill('Find a retailer');
    await box.getByRole('button', { name: 'Find a retailer /retailer-locator' }).click();
    expect(await address.inputValue()).toBe('/retailer-locator');
    await box.getByRole('button', { name: 'Apply link', exact: true }).click();
    await page.getByRole('region', { name: /Preview/ }).getByRole('link', { name: 'Drive further' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: /Draft saved/ }).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Published. Visitors now see this version.' }).waitFor();

    const html = await (await fetch(`${BASE_URL}${path}`)).text();
    // Bold and link, in whichever nesting the editor wrote them, survive the site's sanitising.
    expect(html).toMatch(/<a href="\/retailer-locator"><strong>Drive further<\/strong><\/a>|<strong><a href="\/retailer-locator">Drive further<\/a><\/strong>/);
    await context.close();
  });
});

describe('given a link whose address is "not a url"', () => {
  it('should refuse to save it, naming the field', async () => {
    const { context, page } = await signedInEditor(browser);
    const snippet = { id: 'cta', template: 'snippet', version: 1, data: { fields: { link: { en: { labelText: 'Terms', href: 'not a url', type: 'external' } } }, groups: [] } };
    const { status, body } = await createPage(page, { path: uniquePath('bad-link'), title: { en: 'Bad link' }, blocks: [snippet] });
    expect(status).toBe(400);
    expect(body.issues).toEqual([expect.objectContaining({ path: 'blocks[0].fields.link.en', rule: 'url' })]);
    await context.close();
  });
});

describe('given an in-page navigation on a page whose blocks are reordered', () => {
  it('should still take the visitor to the block its link was made for', async () => {
    const { context, page } = await signedInEditor(browser);
    const path = uniquePath('in-page');
    const tall = (heading: string) => htmlBox(`<h2>${heading}</h2>${'<p>Range, charging and equipment in detail.</p>'.repeat(30)}`);
    const nav = {
      id: 'nav',
      template: 'in_page_navigation',
      version: 1,
      // Made by number, as an older editor stored it: the third block is "Charging".
      data: { fields: {}, groups: [{ label: { en: 'Charging' }, blockId: '3' }] },
    };
    const blocks = [nav, { ...tall('Range'), id: 'range' }, { ...tall('Charging'), id: 'charging' }];
    const created = await createPage(page, { path, title: { en: 'Reordered' }, blocks });
    expect(created.status).toBe(201);
    const { id, version, blocks: stored } = created.body.data;
    // Charging moves above Range: block 3 is now Range, but the link follows Charging.
    const headers = await csrfHeaders(page.request);
    const saved = await page.request.put(`${BASE_URL}/admin_api/pages/${id}`, { data: { version, blocks: [stored[0], stored[2], stored[1]] }, headers });
    expect(saved.status()).toBe(200);
    const publish = await page.request.post(`${BASE_URL}/admin_api/pages/${id}/publish`, { data: { version: (await saved.json()).data.version }, headers });
    expect(publish.status()).toBe(200);
    await context.close();

    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const visitor = await openHydrated(browser, path, viewport);
      await visitor.page.getByRole('navigation', { name: 'In-page navigation' }).getByRole('link', { name: 'Charging' }).click();
      await expect.poll(() => visitor.page.evaluate(() => location.hash)).toBe('#block-charging');
      await scrollSettled(visitor.page);
      const target = visitor.page.locator('[data-block-id="charging"]');
      const box = (await target.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(viewport.height / 2);
      expect(await seriousA11yViolations(visitor.page)).toEqual([]);
      await visitor.context.close();
    }
  });
});
