import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BASE_URL, launchBrowser, newContext, signIn } from './browser.js';
import { siteChunkPaths } from './site-build.js';

// The editor toolbar (site-shell.md §2 "Layouts"): only in the browser, only for the current page,
// only with authentication supplied.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Script URLs of the toolbar's lazily loaded chunk that the page asked for. */
const toolbarChunks = siteChunkPaths(/packages\/shell\/src\/editor-toolbar\/editor-toolbar\.tsx?$/);

function recordToolbarChunkRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (toolbarChunks.has(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

describe('given an anonymous visitor', () => {
  it('should show no toolbar and never request its chunk', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const chunkRequests = recordToolbarChunkRequests(page);
    // The session check runs after hydration: wait for its answer before asserting nothing appeared.
    const sessionChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/session', { timeout: 15_000 });
    await page.goto(`${BASE_URL}/offers`);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect((await (await sessionChecked).json()).user).toBeNull();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Editor toolbar' }).count()).toBe(0);
    expect(chunkRequests).toEqual([]);
    await context.close();
  });
});

describe('given a signed-in editor', () => {
  it('should show the toolbar for the current page with a link into the cms', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.editor);
    await page.waitForURL(`${BASE_URL}/cms`);
    const chunkRequests = recordToolbarChunkRequests(page);
    await page.goto(`${BASE_URL}/offers`);
    const toolbar = page.getByRole('region', { name: 'Editor toolbar' });
    await toolbar.waitFor({ timeout: 15_000 });
    const edit = toolbar.getByRole('link', { name: 'Edit this page' });
    expect(await edit.getAttribute('href')).toMatch(/^\/cms\/_\?path=\/offers$/i);
    expect(await toolbar.getByRole('link', { name: 'Open the CMS' }).getAttribute('href')).toBe('/cms');
    expect(await toolbar.textContent()).toContain('Status: Published');
    expect(chunkRequests.length).toBeGreaterThan(0);

    // The server HTML never holds the toolbar, even for a request carrying the editor's cookies.
    const cookies = (await context.cookies(BASE_URL)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const html = await (await fetch(`${BASE_URL}/offers`, { headers: { cookie: cookies } })).text();
    expect(html).toContain('Main navigation');
    expect(html).not.toContain('Editor toolbar');
    expect(html).not.toContain('fc-editor-toolbar');
    await context.close();
  });
});
