import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '@forecourt/api-client';
import { Browser, startTestService, type TestService } from '../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

/** Follows /auth/login to the provider's form and returns the form's absolute action URL. */
async function openLoginForm(browser: Browser, returnTo = '/cms') {
  const { response, visited } = await browser.go(`${service.url}/auth/login?return_to=${encodeURIComponent(returnTo)}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<label for="email">Email</label>');
  expect(html).toContain('<label for="password">Password</label>');
  expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
  const action = html.match(/<form method="post" action="([^"]+)"/)![1]!;
  return { action: new URL(action, visited.at(-1)).href, visited };
}

async function signIn(browser: Browser, email: string, password: string, returnTo = '/cms') {
  const { action, visited } = await openLoginForm(browser, returnTo);
  const result = await browser.go(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { ...result, visited: [...visited, ...result.visited] };
}

async function session(browser: Browser) {
  const { response } = await browser.go(`${service.url}/auth/session`);
  return sessionSchema.parse(await response.json());
}

describe('given the embedded OpenID provider', () => {
  it('should send /auth/login to the provider with PKCE, state and nonce', async () => {
    const response = await service.fetch('/auth/login?return_to=/cms');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.href.startsWith(`${service.ctx.publicUrl}/oidc/auth`)).toBe(true);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${service.ctx.publicUrl}/auth/callback`);
  });

  it('should publish discovery under the issuer ${PUBLIC_URL}/oidc', async () => {
    const response = await service.fetch('/oidc/.well-known/openid-configuration');
    const body = (await response.json()) as any;
    expect(body.issuer).toBe(`${service.ctx.publicUrl}/oidc`);
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
  });

  describe('when the admin signs in', () => {
    const browser = new Browser();
    let landed: string;

    beforeAll(async () => {
      const { visited } = await signIn(browser, 'admin@forecourt.test', 'forecourt-admin', '/cms/pages');
      landed = visited.at(-1)!;
    });

    it('should land on return_to through the callback, with an HttpOnly Lax session cookie', async () => {
      expect(new URL(landed).pathname).toBe('/cms/pages');
      expect(browser.cookie('forecourt_session')).toBeTruthy();
      const header = browser.setCookies.find((c) => c.startsWith('forecourt_session='))!;
      expect(header).toMatch(/; HttpOnly/i);
      expect(header).toMatch(/; SameSite=Lax/i);
      expect(header).toMatch(/; Path=\//);
    });

    it('should answer the session with the roles claim and a CSRF token', async () => {
      const current = await session(browser);
      expect(current.user).toEqual({
        sub: expect.any(String),
        name: 'Ada Admin',
        email: 'admin@forecourt.test',
        roles: ['admin', 'editor'],
      });
      expect(current.csrf_token).toBeTruthy();
    });

    it('should open the admin API with the cookie and CSRF header', async () => {
      const current = await session(browser);
      const { response } = await browser.go(`${service.url}/admin_api/settings/general.maps_key`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': current.csrf_token! },
        body: JSON.stringify({ value: 'key-1' }),
      });
      expect(response.status).toBe(200);
    });

    it('should sign out with the CSRF header and forget the session', async () => {
      const current = await session(browser);
      const { response } = await browser.go(`${service.url}/auth/logout`, {
        method: 'POST',
        headers: { 'X-CSRF-Token': current.csrf_token! },
      });
      expect(response.status).toBe(200);
      expect(await session(browser)).toEqual({ user: null, csrf_token: null });
    });
  });

  it('should send an account without a role to the no-permission page', async () => {
    const browser = new Browser();
    const { response, visited } = await signIn(browser, 'visitor@forecourt.test', 'forecourt-visitor');
    expect(visited.at(-1)).toBe(`${service.url}/auth/error?type=noPermissions`);
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('no permission');
    expect(html).toMatch(/<button type="submit">Sign out<\/button>/);
    expect((await session(browser)).user).toMatchObject({ email: 'visitor@forecourt.test', roles: [] });

    // The admin API stays closed to this account.
    const current = await session(browser);
    const { response: pages } = await browser.go(`${service.url}/admin_api/pages`);
    expect(pages.status).toBe(403);

    // The page's sign-out form works without JavaScript (token in a hidden field).
    const csrf = html.match(/name="csrf_token" value="([^"]+)"/)![1]!;
    expect(csrf).toBe(current.csrf_token);
    const { visited: afterSignOut } = await browser.go(`${service.url}/auth/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf_token: csrf, return_to: '/' }).toString(),
    });
    expect(afterSignOut.at(-1)).toBe(`${service.url}/`);
    expect((await session(browser)).user).toBeNull();
  });

  it('should show the form again with an error for a wrong password', async () => {
    const browser = new Browser();
    const { response } = await signIn(browser, 'editor@forecourt.test', 'wrong-password');
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Incorrect email or password.');
    expect((await session(browser)).user).toBeNull();
  });

  it('should refuse sign-out without the CSRF token', async () => {
    const { headers } = await service.session(['editor']);
    const response = await service.fetch('/auth/logout', { method: 'POST', headers: { Cookie: headers.Cookie! } });
    expect(response.status).toBe(403);
  });

  it('should not follow a return_to that leaves the site', async () => {
    const browser = new Browser();
    const { visited } = await signIn(browser, 'editor@forecourt.test', 'forecourt-editor', 'https://evil.example/');
    expect(new URL(visited.at(-1)!).pathname).toBe('/');
    expect(new URL(visited.at(-1)!).origin).toBe(service.url);
  });
});
