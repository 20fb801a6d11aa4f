// Presence in the page editor: who else has a page open and since when, taking over editing
// (audited), leaving, and expiry after a minute without a heartbeat. Nothing here locks a page:
// saves still go by the version (page-locks.api.test.ts).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let anna: Awaited<ReturnType<TestService['session']>>;
let piotr: Awaited<ReturnType<TestService['session']>>;
let visitor: Awaited<ReturnType<TestService['session']>>;
let admin: Awaited<ReturnType<TestService['session']>>;
beforeAll(async () => {
  service = await startTestService();
  anna = await service.session(['editor'], { email: 'anna@forecourt.test', sub: 'anna' });
  piotr = await service.session(['editor'], { email: 'piotr@forecourt.test', sub: 'piotr' });
  visitor = await service.session([], { email: 'visitor@forecourt.test' });
  admin = await service.session(['admin'], { email: 'admin@forecourt.test' });
});
afterAll(async () => {
  await service?.close();
});

type Session = typeof anna;
const call = (session: Session, method: string, path: string, body?: unknown) => service.request(session.headers, method, path, body);

async function newPage(path: string): Promise<number> {
  const created = await call(anna, 'POST', '/admin_api/pages', { path, title: { en: `Page ${path}` } });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

const heartbeat = (session: Session, page: number, tab: string) => call(session, 'PUT', `/admin_api/pages/${page}/presence`, { session_id: tab });

describe('given Anna has a page open and Piotr opens it too', () => {
  let page: number;
  const annaTab = randomUUID();
  const piotrTab = randomUUID();
  beforeAll(async () => {
    page = await newPage('/presence-two');
    expect((await heartbeat(anna, page, annaTab)).body.data).toEqual({ others: [], taken_over: null });
  });

  it('should tell Piotr who is editing and since when', async () => {
    const { status, body } = await heartbeat(piotr, page, piotrTab);
    expect(status).toBe(200);
    expect(body.data.taken_over).toBeNull();
    expect(body.data.others).toEqual([{ name: 'Test User', email: 'anna@forecourt.test', since: expect.any(String), yours: false }]);
    expect(Date.now() - Date.parse(body.data.others[0].since)).toBeLessThan(60_000);
  });

  it('should tell Anna about Piotr with her next heartbeat', async () => {
    const { body } = await heartbeat(anna, page, annaTab);
    expect(body.data.others.map((o: { email: string }) => o.email)).toEqual(['piotr@forecourt.test']);
  });

  it('should count Anna’s second tab as another session of hers', async () => {
    const { body } = await heartbeat(anna, page, randomUUID());
    expect(body.data.others).toEqual([
      expect.objectContaining({ email: 'anna@forecourt.test', yours: true }),
      expect.objectContaining({ email: 'piotr@forecourt.test', yours: false }),
    ]);
  });
});

describe('given Piotr takes over editing from Anna', () => {
  let page: number;
  const annaTab = randomUUID();
  const piotrTab = randomUUID();
  beforeAll(async () => {
    page = await newPage('/presence-take-over');
    await heartbeat(anna, page, annaTab);
    await heartbeat(piotr, page, piotrTab);
  });

  it('should no longer list Anna for Piotr', async () => {
    const { status, body } = await call(piotr, 'POST', `/admin_api/pages/${page}/presence/take_over`, { session_id: piotrTab });
    expect(status).toBe(200);
    expect(body.data).toEqual({ others: [], taken_over: null });
  });

  it('should tell Anna’s tab who took over and when', async () => {
    const { body } = await heartbeat(anna, page, annaTab);
    expect(body.data.taken_over).toEqual({ name: 'Test User', email: 'piotr@forecourt.test', at: expect.any(String) });
    expect(body.data.others.map((o: { email: string }) => o.email)).toEqual(['piotr@forecourt.test']);
  });

  it('should record the take-over in the audit log', async () => {
    const { body } = await call(admin, 'GET', `/admin_api/audit?entity_type=page&entity_id=${page}`);
    expect(body.data.items[0]).toMatchObject({
      actor: 'piotr@forecourt.test',
      action: 'take_over',
      summary: 'Took over editing of /presence-take-over from anna@forecourt.test',
    });
  });

  it('should leave saving to the version lock: Anna’s save from a stale version is still 409', async () => {
    const saved = await call(piotr, 'PUT', `/admin_api/pages/${page}`, { title: { en: 'Piotr’s title' }, version: 1 });
    expect(saved.status).toBe(200);
    const stale = await call(anna, 'PUT', `/admin_api/pages/${page}`, { title: { en: 'Anna’s title' }, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/^This page was changed by someone else since you opened it/);
  });
});

describe('given an editor tab leaves or goes quiet', () => {
  it('should not list a tab that left', async () => {
    const page = await newPage('/presence-leave');
    const annaTab = randomUUID();
    await heartbeat(anna, page, annaTab);
    expect((await call(anna, 'DELETE', `/admin_api/pages/${page}/presence/${annaTab}`)).status).toBe(204);
    expect((await heartbeat(piotr, page, randomUUID())).body.data.others).toEqual([]);
  });

  it('should not list a tab whose last heartbeat is more than a minute old', async () => {
    const page = await newPage('/presence-expired');
    await heartbeat(anna, page, randomUUID());
    await service.ctx.db.execute(sql`update page_presence set seen_at = now() - interval '61 seconds' where page_id = ${page}`);
    expect((await heartbeat(piotr, page, randomUUID())).body.data.others).toEqual([]);
  });
});

describe('given requests the presence routes refuse', () => {
  let page: number;
  beforeAll(async () => {
    page = await newPage('/presence-refused');
  });

  it('should refuse a signed-in visitor without the editor role with 403', async () => {
    const { status, body } = await heartbeat(visitor, page, randomUUID());
    expect(status).toBe(403);
    expect(body.error).toBe('You do not have permission to do this');
    expect((await call(visitor, 'POST', `/admin_api/pages/${page}/presence/take_over`, { session_id: randomUUID() })).status).toBe(403);
  });

  it('should refuse an anonymous heartbeat with 401', async () => {
    const response = await service.fetch(`/admin_api/pages/${page}/presence`, { method: 'PUT', body: '{}' });
    expect(response.status).toBe(401);
  });

  it('should answer 404 for an unknown page', async () => {
    const { status, body } = await heartbeat(anna, 999_999, randomUUID());
    expect(status).toBe(404);
    expect(body.error).toBe('Page not found');
    expect((await call(anna, 'POST', '/admin_api/pages/999999/presence/take_over', { session_id: randomUUID() })).status).toBe(404);
    expect((await call(anna, 'DELETE', `/admin_api/pages/999999/presence/${randomUUID()}`)).status).toBe(404);
  });

  it('should refuse a body without a usable session id with 400 naming the field', async () => {
    for (const bad of [{}, { session_id: 'x' }, { session_id: 'not a uuid!' }, { session_id: 42 }]) {
      const { status, body } = await call(anna, 'PUT', `/admin_api/pages/${page}/presence`, bad);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain('session_id');
    }
  });

  it('should refuse another user’s session id with 409', async () => {
    const tab = randomUUID();
    await heartbeat(anna, page, tab);
    const { status, body } = await heartbeat(piotr, page, tab);
    expect(status).toBe(409);
    expect(body.error).toBe('This editor session id belongs to someone else; open the page again');
  });
});
