// Redirects: admins manage them, the site reads them all, and publishing a page at a new path
// leaves one behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectSchema } from '@forecourt/api-client';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let editor: Awaited<ReturnType<TestService['session']>>;
let admin: Awaited<ReturnType<TestService['session']>>;
beforeAll(async () => {
  service = await startTestService();
  editor = await service.session(['editor']);
  admin = await service.session(['admin', 'editor']);
});
afterAll(async () => {
  await service?.close();
});

const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
  const response = await service.fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
};
const siteRedirects = async () => (await call('GET', '/public_api/redirects', {})).body.data as { from: string; to: string; code: number }[];

describe('given an admin managing redirects', () => {
  it('should create, list, change and delete one, audited, and give the site every redirect', async () => {
    const made = await call('POST', '/admin_api/redirects', admin.headers, { from: '/Old-Offers', to: '/offers', code: 301 });
    expect(made.status).toBe(201);
    const redirect = redirectSchema.parse(made.body.data);
    expect(redirect).toMatchObject({ from: '/Old-Offers', to: '/offers', code: 301, automatic: false });
    expect(await siteRedirects()).toContainEqual({ from: '/old-offers', to: '/offers', code: 301 });

    const changed = await call('PUT', `/admin_api/redirects/${redirect.id}`, admin.headers, { from: '/old-offers', to: 'https://example.com/offers?x=1', code: 308 });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/admin_api/redirects', admin.headers)).body.data).toContainEqual(
      expect.objectContaining({ id: redirect.id, to: 'https://example.com/offers?x=1', code: 308 }),
    );

    expect((await call('DELETE', `/admin_api/redirects/${redirect.id}`, admin.headers)).status).toBe(204);
    expect((await call('DELETE', `/admin_api/redirects/${redirect.id}`, admin.headers)).status).toBe(404);
    expect((await siteRedirects()).find((r) => r.from === '/old-offers')).toBeUndefined();

    const audit = await call('GET', '/admin_api/audit?entity_type=redirect', admin.headers);
    expect(audit.body.data.items.map((e: any) => e.action).slice(0, 3)).toEqual(['delete', 'update', 'create']);
  });

  it.each([
    [{ from: 'no-slash', to: '/x', code: 301 }, 'from'],
    [{ from: '/a b', to: '/x', code: 301 }, 'from'],
    [{ from: '/a?b=1', to: '/x', code: 301 }, 'from'],
    [{ from: '/a', to: 'javascript:alert(1)', code: 301 }, 'to'],
    [{ from: '/a', to: '//evil.example', code: 301 }, 'to'],
    [{ from: '/a', to: '/x', code: 303 }, 'code'],
  ])('should refuse %j with 400 naming %s', async (input, field) => {
    const { status, body } = await call('POST', '/admin_api/redirects', admin.headers, input);
    expect(status).toBe(400);
    expect(body.issues.map((i: any) => i.path)).toContain(field);
  });

  it('should refuse a loop, a redirect to itself and a second redirect from the same path', async () => {
    const self = await call('POST', '/admin_api/redirects', admin.headers, { from: '/loop-a', to: '/Loop-A/', code: 302 });
    expect(self.status).toBe(422);
    expect(self.body.error).toBe('A redirect cannot point to its own path');

    expect((await call('POST', '/admin_api/redirects', admin.headers, { from: '/loop-a', to: '/loop-b', code: 302 })).status).toBe(201);
    const loop = await call('POST', '/admin_api/redirects', admin.headers, { from: '/loop-b', to: '/loop-a?utm=1', code: 302 });
    expect(loop.status).toBe(422);
    expect(loop.body.error).toBe('This redirect would loop: /loop-a?utm=1 leads back to /loop-b');

    const twice = await call('POST', '/admin_api/redirects', admin.headers, { from: '/LOOP-A', to: '/elsewhere', code: 302 });
    expect(twice.status).toBe(409);
  });

  it('should keep redirects to admins', async () => {
    expect((await call('GET', '/admin_api/redirects', editor.headers)).status).toBe(403);
    expect((await call('POST', '/admin_api/redirects', editor.headers, { from: '/e', to: '/f', code: 301 })).status).toBe(403);
    expect((await call('GET', '/admin_api/redirects', {})).status).toBe(401);
  });
});

describe('given a published page whose path changes', () => {
  it('should redirect the old path to the new one (301) once the new path is published, and drop chains', async () => {
    const page = (
      await call('POST', '/admin_api/pages', editor.headers, {
        path: '/summer-event',
        title: { en: 'Summer event' },
        meta: { description: {} },
        blocks: [],
      })
    ).body.data;
    let version = (await call('POST', `/admin_api/pages/${page.id}/publish`, editor.headers, { version: page.version })).body.data.version;
    // Someone had pointed an old campaign at the page.
    await call('POST', '/admin_api/redirects', admin.headers, { from: '/campaign', to: '/summer-event', code: 302 });

    version = (await call('PUT', `/admin_api/pages/${page.id}`, editor.headers, { path: '/events/summer', version })).body.data.version;
    // Saving the draft changes nothing visitors see yet.
    expect((await siteRedirects()).find((r) => r.from === '/summer-event')).toBeUndefined();

    expect((await call('POST', `/admin_api/pages/${page.id}/publish`, editor.headers, { version })).status).toBe(200);
    const redirects = await siteRedirects();
    expect(redirects).toContainEqual({ from: '/summer-event', to: '/events/summer', code: 301 });
    expect(redirects).toContainEqual({ from: '/campaign', to: '/events/summer', code: 302 });
    const listed = (await call('GET', '/admin_api/redirects', admin.headers)).body.data;
    expect(listed.find((r: any) => r.from === '/summer-event').automatic).toBe(true);
  });
});
