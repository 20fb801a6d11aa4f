// /admin_api/users: admins see every user the sign-in provider knows, with roles and last
// sign-in; with the embedded provider they change roles (audited, never their own admin role,
// never the last admin); with an external issuer roles are read-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogPageSchema, CSRF_HEADER, sessionSchema, userDirectorySchema, type UserDirectory } from '@forecourt/api-client';
import { createUserDirectory } from '../services/users.js';
import { Browser, startTestService, type TestService } from '../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

/** Signs in through the embedded provider's form, as a person would. */
async function signIn(email: string, password: string) {
  const browser = new Browser();
  const { response, visited } = await browser.go(`${service.url}/auth/login?return_to=/admin`);
  const html = await response.text();
  const action = new URL(html.match(/<form method="post" action="([^"]+)"/)![1]!, visited.at(-1)).href;
  await browser.go(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const session = sessionSchema.parse(await (await browser.go(`${service.url}/auth/session`)).response.json());
  expect(session.user?.email).toBe(email);
  return async (method: string, path: string, body?: unknown) => {
    const url = new URL(path, service.url);
    const response = await fetch(url, {
      method,
      headers: { Cookie: browser.cookieHeader(url), [CSRF_HEADER]: session.csrf_token!, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

type Caller = Awaited<ReturnType<typeof signIn>>;
let admin: Caller;
let editor: Caller;
beforeAll(async () => {
  admin = await signIn('admin@forecourt.test', 'forecourt-admin');
  editor = await signIn('editor@forecourt.test', 'forecourt-editor');
});

async function directory(): Promise<UserDirectory> {
  const { status, body } = await admin('GET', '/admin_api/users');
  expect(status).toBe(200);
  return userDirectorySchema.parse(body.data);
}
const userId = async (email: string) => (await directory()).users.find((user) => user.email === email)!.id;

describe('given the embedded provider and its seeded accounts', () => {
  it('should list every account with name, e-mail, roles and last sign-in, roles editable', async () => {
    const { provider, roles_editable, users } = await directory();
    expect({ provider, roles_editable }).toEqual({ provider: 'embedded', roles_editable: true });
    expect(users.map(({ name, email, roles }) => ({ name, email, roles }))).toEqual([
      { name: 'Ada Admin', email: 'admin@forecourt.test', roles: ['admin', 'editor'] },
      { name: 'Edward Editor', email: 'editor@forecourt.test', roles: ['editor'] },
      { name: 'Wiktor Visitor', email: 'visitor@forecourt.test', roles: [] },
    ]);
    const signedIn = users.filter((user) => user.last_sign_in_at !== null).map((user) => user.email);
    expect(signedIn.sort()).toEqual(['admin@forecourt.test', 'editor@forecourt.test']);
    expect(Date.parse(users[0]!.last_sign_in_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('should refuse the list and role changes to an editor', async () => {
    expect((await editor('GET', '/admin_api/users')).status).toBe(403);
    const id = await userId('editor@forecourt.test');
    expect((await editor('PUT', `/admin_api/users/${id}/roles`, { roles: ['admin', 'editor'] })).status).toBe(403);
  });

  it("should change a user's roles, take effect on their live session at once, and audit it", async () => {
    const id = await userId('editor@forecourt.test');
    const { status, body } = await admin('PUT', `/admin_api/users/${id}/roles`, { roles: ['editor', 'admin'] });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, email: 'editor@forecourt.test', roles: ['admin', 'editor'] });
    // The editor's session, opened before the change, now reaches an admin-only route.
    expect((await editor('GET', '/admin_api/users')).status).toBe(200);
    const audit = auditLogPageSchema.parse((await admin('GET', '/admin_api/audit?entity_type=user&per_page=1')).body.data);
    expect(audit.items[0]).toMatchObject({
      actor: 'admin@forecourt.test',
      entity_type: 'user',
      entity_id: id,
      action: 'update',
      summary: 'Changed the roles of editor@forecourt.test: editor → admin, editor',
    });
    expect((await admin('PUT', `/admin_api/users/${id}/roles`, { roles: ['editor'] })).status).toBe(200);
    expect((await editor('GET', '/admin_api/users')).status).toBe(403);
  });

  it('should refuse to remove your own admin role (409), keeping it', async () => {
    const id = await userId('admin@forecourt.test');
    const { status, body } = await admin('PUT', `/admin_api/users/${id}/roles`, { roles: ['editor'] });
    expect(status).toBe(409);
    expect(body.error).toBe('You cannot remove your own admin role: another admin has to do it');
    expect((await directory()).users.find((user) => user.id === id)!.roles).toEqual(['admin', 'editor']);
  });

  it('should refuse to remove the last admin (409)', async () => {
    const adminId = await userId('admin@forecourt.test');
    // A session with the admin role but no account of its own (as one signed in before its
    // account was removed): Ada is the last account with the admin role.
    const ops = await service.session(['admin'], { email: 'ops@forecourt.test' });
    const { status, body } = await service.request(ops.headers, 'PUT', `/admin_api/users/${adminId}/roles`, { roles: ['editor'] });
    expect(status).toBe(409);
    expect(body.error).toBe('admin@forecourt.test is the last admin: give someone else the admin role first');
    // With a second admin account, the same change goes through.
    const editorId = await userId('editor@forecourt.test');
    expect((await admin('PUT', `/admin_api/users/${editorId}/roles`, { roles: ['admin'] })).status).toBe(200);
    expect((await service.request(ops.headers, 'PUT', `/admin_api/users/${adminId}/roles`, { roles: ['editor'] })).status).toBe(200);
    expect((await editor('PUT', `/admin_api/users/${adminId}/roles`, { roles: ['admin', 'editor'] })).status).toBe(200);
    expect((await admin('PUT', `/admin_api/users/${editorId}/roles`, { roles: ['editor'] })).status).toBe(200);
  });

  it('should answer 400 for unknown roles or bad bodies and 404 for unknown users, with clear messages', async () => {
    const id = await userId('visitor@forecourt.test');
    const unknownRole = await admin('PUT', `/admin_api/users/${id}/roles`, { roles: ['owner'] });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.issues[0]).toMatchObject({ path: 'roles[0]', message: 'A role is one of: admin, editor' });
    expect((await admin('PUT', `/admin_api/users/${id}/roles`, { roles: ['editor', 'editor'] })).body.issues[0].message).toBe(
      'Each role at most once',
    );
    expect((await admin('PUT', `/admin_api/users/${id}/roles`, {})).status).toBe(400);
    for (const missing of ['999999', 'abc', '0']) {
      const answer = await admin('PUT', `/admin_api/users/${missing}/roles`, { roles: [] });
      expect(answer).toEqual({ status: 404, body: { error: 'User not found' } });
    }
  });
});

describe('given an external issuer', () => {
  it('should list the users as they signed in, with the roles their token gave, and refuse role changes', async () => {
    const embedded = service.ctx.users;
    const external = createUserDirectory(service.ctx.db, { issuer: 'https://id.example.com', embedded: false });
    service.ctx.users = external;
    try {
      await external.recordSignIn({ sub: 'auth0|42', name: 'Zoe External', email: 'zoe@example.com', roles: ['editor'] });
      const { provider, issuer, roles_editable, users } = await directory();
      expect({ provider, issuer, roles_editable }).toEqual({ provider: 'external', issuer: 'https://id.example.com', roles_editable: false });
      expect(users.find((user) => user.id === 'auth0|42')).toMatchObject({ name: 'Zoe External', email: 'zoe@example.com', roles: ['editor'] });
      const refused = await admin('PUT', `/admin_api/users/${encodeURIComponent('auth0|42')}/roles`, { roles: ['admin'] });
      expect(refused).toEqual({
        status: 409,
        body: { error: 'Roles are managed in the sign-in provider (https://id.example.com): change them there' },
      });
    } finally {
      service.ctx.users = embedded;
    }
  });
});
