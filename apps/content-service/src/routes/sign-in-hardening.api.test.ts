/**
 * Sign-in as an attacker would try it: where a browser lands after signing in or out, a callback
 * URL carried to another browser, sign-out from another site, and password guessing.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '@forecourt/api-client';
import { Browser, startTestService, type TestService } from '../test/harness.js';

let service: TestService;
beforeAll(async () => {
  // The production policy with waits of at most a second, so a test can sit one out.
  service = await startTestService({
    signInThrottle: {
      account: { free: 3, maxDelayMs: 1000 },
      address: { free: 5, maxDelayMs: 1000 },
      windowMs: 60_000,
    },
  });
});
afterAll(async () => {
  await service?.close();
});

const EDITOR = { email: 'editor@forecourt.test', password: 'forecourt-editor' };

/** `/auth/login?return_to=…` (raw, already encoded) to the provider's form: its absolute action URL. */
async function openForm(browser: Browser, rawReturnTo?: string) {
  const query = rawReturnTo === undefined ? '' : `?return_to=${rawReturnTo}`;
  const { response, visited } = await browser.go(`${service.url}/auth/login${query}`);
  expect(response.status).toBe(200);
  const action = (await response.text()).match(/<form method="post" action="([^"]+)"/)![1]!;
  return new URL(action, visited.at(-1)).href;
}

/** Posts the form from `address` (as the site names the client), stopping before the callback when asked. */
function post(browser: Browser, action: string, fields: Record<string, string>, options: { address?: string; stopAtCallback?: boolean } = {}) {
  return browser.go(
    action,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(options.address ? { 'X-Forwarded-For': options.address } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    },
    options.stopAtCallback ? (target) => target.pathname === '/auth/callback' : undefined,
  );
}

async function sessionOf(browser: Browser) {
  const { response } = await browser.go(`${service.url}/auth/session`);
  return sessionSchema.parse(await response.json());
}

describe('given a return_to that is not a path of this site', () => {
  it('should land on / after signing in, wherever the browser would have gone', async () => {
    for (const raw of [
      // A tab inside `/\t/` is dropped by browsers: this was //127.0.0.1:3999/x, another origin.
      '%2F%09%2F127.0.0.1%3A3999%2Fx',
      '%2F%5Cevil.example',
      'https%3A%2F%2Fevil.example%2F',
      '%2Fcms%0ASet-Cookie%3A%20x%3D1',
    ]) {
      const browser = new Browser();
      const { visited } = await post(browser, await openForm(browser, raw), EDITOR);
      expect(visited.at(-1), raw).toBe(`${service.url}/`);
    }
  });

  it('should land on the editor without one, and on the path it names when it is ours', async () => {
    const browser = new Browser();
    expect((await post(browser, await openForm(browser), EDITOR)).visited.at(-1)).toBe(`${service.url}/cms`);
    const again = new Browser();
    const { visited } = await post(again, await openForm(again, '%2Fcms%2Fpages%3Fq%3Dx'), EDITOR);
    expect(visited.at(-1)).toBe(`${service.url}/cms/pages?q=x`);
  });
});

describe('given a callback URL opened in another browser (login CSRF)', () => {
  it('should sign nobody in there, and sign in the browser that started it', async () => {
    const attacker = new Browser();
    const stopped = await post(attacker, await openForm(attacker), EDITOR, { stopAtCallback: true });
    const callback = stopped.next!.href;

    // The victim's browser has no sign-in cookie of this sign-in: refused, no session.
    const victim = new Browser();
    const { response } = await victim.go(callback);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in was started in another browser. Please sign in again here.');
    expect(victim.cookie('forecourt_session')).toBeUndefined();
    expect((await sessionOf(victim)).user).toBeNull();

    // A victim in the middle of a sign-in of their own has a different binding: refused too.
    const busy = new Browser();
    await openForm(busy);
    const second = await post(attacker, await openForm(attacker), EDITOR, { stopAtCallback: true });
    expect((await busy.go(second.next!.href)).response.status).toBe(400);
    expect((await sessionOf(busy)).user).toBeNull();

    // The browser that started a sign-in completes it.
    const third = await post(attacker, await openForm(attacker), EDITOR, { stopAtCallback: true });
    const { visited } = await attacker.go(third.next!.href);
    expect(visited.at(-1)).toBe(`${service.url}/cms`);
    expect((await sessionOf(attacker)).user?.email).toBe(EDITOR.email);
  });

  it('should keep the binding in a short-lived cookie only sign-in URLs receive', async () => {
    const browser = new Browser();
    await openForm(browser);
    const header = browser.setCookies.find((cookie) => cookie.startsWith('forecourt_sign_in='))!;
    expect(header).toMatch(/; Max-Age=600/);
    expect(header).toMatch(/; Path=\/auth/);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
  });
});

describe('given a sign-out request', () => {
  it('should refuse a signed-in browser’s form without its CSRF token, and keep the session', async () => {
    const { cookie } = await service.session(['editor']);
    for (const body of ['return_to=%2F', 'csrf_token=guess&return_to=%2F']) {
      const response = await service.fetch('/auth/logout', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(response.status).toBe(403);
    }
    const session = await service.fetch('/auth/session', { headers: { Cookie: cookie } });
    expect(((await session.json()) as { user: unknown }).user).not.toBeNull();
  });

  it('should send a signed-in form only to a path of this site', async () => {
    const { cookie, csrf } = await service.session(['editor']);
    const response = await service.fetch('/auth/logout', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf_token: csrf, return_to: '/\t/evil.example/x' }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('should answer a request without a session with the home page, whatever it asks for', async () => {
    const response = await service.fetch('/auth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'return_to=%2F%2Fevil.example%2F',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('given repeated wrong passwords for one account', () => {
  it('should make the next attempt wait, then let the right password in (no lock-out)', async () => {
    const browser = new Browser();
    const action = await openForm(browser);
    const visitor = { email: 'visitor@forecourt.test' };
    for (let attempt = 0; attempt < 3; attempt++) {
      // From different addresses: only the account's count grows.
      const { response } = await post(browser, action, { ...visitor, password: `guess-${attempt}` }, { address: `198.51.100.${attempt}` });
      expect(response.status).toBe(401);
    }
    // During the wait even the right password is not checked.
    const early = await post(browser, action, { ...visitor, password: 'forecourt-visitor' }, { address: '198.51.100.9' });
    expect(early.response.status).toBe(429);
    const retryAfter = Number(early.response.headers.get('retry-after'));
    expect(retryAfter).toBe(1);
    expect(await early.response.text()).toContain('Too many failed attempts. Please wait 1 second and try again.');
    expect((await sessionOf(browser)).user).toBeNull();

    // The visitor does as told and gets in.
    await sleep(retryAfter * 1000);
    const { visited } = await post(browser, action, { ...visitor, password: 'forecourt-visitor' }, { address: '198.51.100.9' });
    expect(visited.at(-1)).toBe(`${service.url}/auth/error?type=noPermissions`);
    expect((await sessionOf(browser)).user?.email).toBe('visitor@forecourt.test');
  });
});

describe('given one client address trying many accounts', () => {
  it('should slow that address down, and not the accounts’ owners elsewhere', async () => {
    const browser = new Browser();
    const action = await openForm(browser);
    const sprayer = '192.0.2.1';
    for (let n = 0; n < 5; n++) {
      const { response } = await post(browser, action, { email: `nobody${n}@forecourt.test`, password: 'guess' }, { address: sprayer });
      expect(response.status).toBe(401);
    }
    const slowed = await post(browser, action, { email: 'nobody5@forecourt.test', password: 'guess' }, { address: sprayer });
    expect(slowed.response.status).toBe(429);
    expect(slowed.response.headers.get('retry-after')).toBe('1');

    const owner = new Browser();
    const { visited } = await post(owner, await openForm(owner), EDITOR, { address: '192.0.2.2' });
    expect(visited.at(-1)).toBe(`${service.url}/cms`);
  });
});

describe('given a sign-in form with input no browser sends', () => {
  it('should show the form again with 400, never fail', async () => {
    const browser = new Browser();
    const action = await openForm(browser);
    for (const fields of [
      { email: 'editor@forecourt.test\u0000', password: 'x' },
      { email: 'editor@forecourt.test', password: 'x'.repeat(5000) },
    ]) {
      const { response } = await post(browser, action, fields, { address: '192.0.2.50' });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('<label for="password">Password</label>');
    }
    const json = await browser.go(action, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(json.response.status).toBe(415);
  });

  it('should answer a callback with a NUL in its state as a failed sign-in', async () => {
    const response = await service.fetch('/auth/callback?code=x&state=%00');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
