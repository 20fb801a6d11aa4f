import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BASE_URL, launchBrowser, newContext, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('given the sign-in gate', () => {
  it('should send an anonymous visitor of /cms to the OpenID provider', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/cms`);
    await page.waitForURL(/\/oidc\//);
    await expect(page.getByLabel('Email').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('should bring an editor back to /cms signed in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.editor);
    await page.waitForURL(`${BASE_URL}/cms`);
    const session = await (await context.request.get(`${BASE_URL}/auth/session`)).json();
    expect(session.user.email).toBe(ACCOUNTS.editor.email);
    await context.close();
  });

  it('should send a signed-in user without permissions to /auth/error?type=noPermissions', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.visitor);
    await page.waitForURL(`${BASE_URL}/auth/error?type=noPermissions`);
    await context.close();
  });

  it('should require sign-in for /admin and keep editors out of it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.editor, '/admin');
    await page.waitForURL(`${BASE_URL}/auth/error?type=noPermissions`);
    await context.close();
  });
});
