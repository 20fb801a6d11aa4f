// GET /admin_api/audit: every change to pages, settings, metaheads, navigation and media leaves
// an entry saying who, when, what and a short summary, and admins can page and filter them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActorsSchema, auditLogPageSchema, type AuditEntry } from '@forecourt/api-client';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let admin: Awaited<ReturnType<TestService['session']>>;
let editor: Awaited<ReturnType<TestService['session']>>;
beforeAll(async () => {
  service = await startTestService();
  admin = await service.session(['admin', 'editor'], { email: 'ada@forecourt.test' });
  editor = await service.session(['editor'], { email: 'eddie@forecourt.test' });
});
afterAll(async () => {
  await service?.close();
});

type Session = typeof admin;

const call = (session: Session, method: string, path: string, body?: unknown) =>
  service.request(session.headers, method, path, body);

/** Makes a change and expects it to succeed; answers its `data`. */
async function change(session: Session, method: string, path: string, body?: unknown) {
  const { status, body: answer } = await call(session, method, path, body);
  expect(status, `${method} ${path}`).toBeLessThan(300);
  return answer?.data;
}

async function audit(query = '') {
  const { status, body } = await call(admin, 'GET', `/admin_api/audit${query}`);
  expect(status).toBe(200);
  return auditLogPageSchema.parse(body.data);
}

/** The newest entries, oldest of them first, without ids and times. */
async function latest(count: number): Promise<Omit<AuditEntry, 'id' | 'at'>[]> {
  const { items } = await audit(`?per_page=${count}`);
  return items.reverse().map(({ id: _id, at: _at, ...rest }) => rest);
}

describe('given an admin changing settings and metaheads', () => {
  it('should record who set and removed a setting, naming the key but never the value', async () => {
    await change(admin, 'PUT', '/admin_api/settings/general.maps_key', { value: 'sk-live-secret' });
    await change(admin, 'DELETE', '/admin_api/settings/general.maps_key');
    expect(await latest(2)).toEqual([
      { actor: 'ada@forecourt.test', entity_type: 'setting', entity_id: 'general.maps_key', action: 'update', summary: 'Set general.maps_key' },
      {
        actor: 'ada@forecourt.test',
        entity_type: 'setting',
        entity_id: 'general.maps_key',
        action: 'delete',
        summary: 'Removed the server value of general.maps_key',
      },
    ]);
    expect(JSON.stringify(await audit())).not.toContain('sk-live-secret');
  });

  it('should record who created, changed and deleted a metahead, without its code', async () => {
    const created = await change(admin, 'POST', '/admin_api/metaheads', { name: 'Tracking', language: 'javascript', content: 'track("secret-id")' });
    await change(admin, 'PUT', `/admin_api/metaheads/${created.id}`, { content: 'track("other-id")', sequence: 3 });
    await change(admin, 'DELETE', `/admin_api/metaheads/${created.id}`);
    const id = String(created.id);
    expect(await latest(3)).toEqual([
      { actor: 'ada@forecourt.test', entity_type: 'metahead', entity_id: id, action: 'create', summary: 'Created metahead "Tracking" (javascript, every page)' },
      {
        actor: 'ada@forecourt.test',
        entity_type: 'metahead',
        entity_id: id,
        action: 'update',
        summary: 'Changed content, sequence of metahead "Tracking" (javascript, every page)',
      },
      { actor: 'ada@forecourt.test', entity_type: 'metahead', entity_id: id, action: 'delete', summary: 'Deleted metahead "Tracking" (javascript, every page)' },
    ]);
    expect(JSON.stringify(await audit())).not.toContain('secret-id');
  });

  it('should record nothing for a change that was refused', async () => {
    const before = (await audit()).page.total;
    expect((await call(admin, 'POST', '/admin_api/metaheads', { language: 'scss', content: '.a { color: $nope; }' })).status).toBe(422);
    expect((await call(admin, 'DELETE', '/admin_api/settings/never.set')).status).toBe(404);
    expect((await audit()).page.total).toBe(before);
  });
});

describe('given an admin changing navigation and an editor uploading media', () => {
  it('should record the navigation entry’s creation, change and deletion', async () => {
    const entry = await change(admin, 'POST', '/admin_api/nav_entries', { locale: 'pl', label: 'Kariera', url: '/kariera' });
    await change(admin, 'PUT', `/admin_api/nav_entries/${entry.id}`, { label: 'Praca' });
    await change(admin, 'DELETE', `/admin_api/nav_entries/${entry.id}`);
    expect((await latest(3)).map((e) => [e.entity_type, e.entity_id, e.action, e.summary])).toEqual([
      ['nav_entry', String(entry.id), 'create', 'Created navigation entry "Kariera" (pl, /kariera)'],
      ['nav_entry', String(entry.id), 'update', 'Changed label of navigation entry "Praca" (pl, /kariera)'],
      ['nav_entry', String(entry.id), 'delete', 'Deleted navigation entry "Praca" (pl, /kariera) and the entries under it'],
    ]);
  });

  it('should record the upload with the editor as its author', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#123456' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'swatch.png');
    const response = await service.fetch('/admin_api/media', { method: 'POST', headers: { Cookie: editor.cookie, 'X-CSRF-Token': editor.csrf }, body: form });
    expect(response.status).toBe(201);
    const item = ((await response.json()) as any).data;
    expect(await latest(1)).toEqual([
      { actor: 'eddie@forecourt.test', entity_type: 'media', entity_id: item.id, action: 'create', summary: 'Uploaded swatch.png (64×32) to pages' },
    ]);
  });
});

describe('given an editor working on a page', () => {
  it('should record its creation, save, publish, status change and deletion, by path', async () => {
    const page = await change(editor, 'POST', '/admin_api/pages', { path: '/Audit-Me', title: { en: 'Audit me' } });
    const saved = await change(editor, 'PUT', `/admin_api/pages/${page.id}`, { version: 1, title: { en: 'Audited' }, blocks: [] });
    const published = await change(editor, 'POST', `/admin_api/pages/${page.id}/publish`, { version: saved.version });
    const disabled = await change(editor, 'POST', `/admin_api/pages/${page.id}/status`, { status: 'disabled', version: published.version });
    await change(editor, 'POST', `/admin_api/pages/${page.id}/status`, { status: 'draft', version: disabled.version });
    await change(admin, 'DELETE', `/admin_api/pages/${page.id}`);
    expect((await latest(6)).map((e) => [e.actor, e.entity_id, e.action, e.summary])).toEqual([
      ['eddie@forecourt.test', String(page.id), 'create', 'Created /Audit-Me'],
      ['eddie@forecourt.test', String(page.id), 'update', 'Saved title, blocks of /Audit-Me (version 2)'],
      ['eddie@forecourt.test', String(page.id), 'publish', 'Published /Audit-Me (version 2)'],
      ['eddie@forecourt.test', String(page.id), 'status', 'Disabled /Audit-Me'],
      ['eddie@forecourt.test', String(page.id), 'status', 'Enabled /Audit-Me (live again)'],
      ['ada@forecourt.test', String(page.id), 'delete', 'Deleted /Audit-Me (it was live)'],
    ]);
  });

  it('should record nothing for a stale save', async () => {
    const page = await change(editor, 'POST', '/admin_api/pages', { path: '/stale', title: { en: 'Stale' } });
    await change(editor, 'PUT', `/admin_api/pages/${page.id}`, { version: 1, title: { en: 'Fresh' } });
    const before = (await audit()).page.total;
    expect((await call(editor, 'PUT', `/admin_api/pages/${page.id}`, { version: 1, title: { en: 'Late' } })).status).toBe(409);
    expect((await audit()).page.total).toBe(before);
  });
});

describe('given the audit log', () => {
  it('should list entries newest first with the time of each change', async () => {
    const { items } = await audit();
    const ids = items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Date.now() - Date.parse(items[0]!.at)).toBeLessThan(60_000);
  });

  it('should page through the entries', async () => {
    const all = await audit('?per_page=200');
    const second = await audit('?per_page=3&page=2');
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(3, 6).map((item) => item.id));
    expect(second.page).toEqual({ number: 2, per_page: 3, total: all.page.total, pages: Math.ceil(all.page.total / 3) });
    expect((await audit(`?per_page=3&page=${second.page.pages + 1}`)).items).toEqual([]);
  });

  it('should filter by entity type and by actor', async () => {
    const settings = await audit('?entity_type=setting');
    expect(settings.items.length).toBeGreaterThan(0);
    expect(new Set(settings.items.map((item) => item.entity_type))).toEqual(new Set(['setting']));
    const byEditor = await audit(`?actor=${encodeURIComponent('eddie@forecourt.test')}`);
    expect(new Set(byEditor.items.map((item) => item.actor))).toEqual(new Set(['eddie@forecourt.test']));
    const editorsPages = await audit(`?entity_type=page&actor=${encodeURIComponent('eddie@forecourt.test')}`);
    expect(editorsPages.items.every((item) => item.entity_type === 'page' && item.actor === 'eddie@forecourt.test')).toBe(true);
    expect(editorsPages.page.total).toBeLessThan(byEditor.page.total);
  });

  it('should refuse an unknown entity type or page size with 400 naming the parameter', async () => {
    const unknown = await call(admin, 'GET', '/admin_api/audit?entity_type=users');
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues[0]).toMatchObject({ path: 'entity_type' });
    expect((await call(admin, 'GET', '/admin_api/audit?per_page=1000')).status).toBe(400);
  });

  it('should keep to a date range: whole days (UTC) or exact times, and refuse bad dates with 400', async () => {
    const all = await audit('?per_page=200');
    // The days of the oldest and newest entries (this file's changes may straddle midnight UTC).
    const [first, last] = [all.items.at(-1)!.at.slice(0, 10), all.items[0]!.at.slice(0, 10)];
    expect((await audit(`?from=${first}&to=${last}&per_page=200`)).page.total).toBe(all.page.total);
    expect((await audit('?to=2000-01-01')).page.total).toBe(0);
    expect((await audit('?from=2999-01-01')).page.total).toBe(0);
    const newest = all.items[0]!;
    const since = await audit(`?from=${encodeURIComponent(newest.at)}`);
    expect(since.items.map((item) => item.id)).toContain(newest.id);
    expect((await audit(`?to=${encodeURIComponent(newest.at)}&per_page=200`)).items.map((item) => item.id)).not.toContain(newest.id);
    for (const [query, path, message] of [
      ['from=yesterday', 'from', 'must be a date (YYYY-MM-DD) or an ISO date-time with offset'],
      ['to=2026-02-30', 'to', 'is not a real date'],
      ['from=2026-11-02&to=2026-11-01', 'to', 'must be after from'],
    ] as const) {
      const refused = await call(admin, 'GET', `/admin_api/audit?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.issues[0], query).toMatchObject({ path, message });
    }
  });

  it('should be for admins only, and never cached', async () => {
    expect((await call(editor, 'GET', '/admin_api/audit')).status).toBe(403);
    const anonymous = await service.fetch('/admin_api/audit');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    expect((await service.fetch('/admin_api/audit', { headers: admin.headers })).headers.get('cache-control')).toBe('no-store');
  });
});

describe('given a user whose session has no email', () => {
  it('should record their subject id as the actor', async () => {
    const robot = await service.session(['admin'], { email: '', sub: 'service-account-7' });
    await change(robot, 'PUT', '/admin_api/settings/campaign.banner', { value: 'on' });
    expect((await latest(1))[0]!.actor).toBe('service-account-7');
  });
});

describe('given the actors of the audit log', () => {
  const actors = async () => {
    const { status, body } = await call(admin, 'GET', '/admin_api/audit/actors');
    expect(status).toBe(200);
    return auditActorsSchema.parse(body.data);
  };

  it('should name everyone who changed something once, whoever was active last first, with their entries', async () => {
    const robot = await service.session(['admin'], { email: '', sub: 'service-account-9' });
    await change(robot, 'PUT', '/admin_api/settings/campaign.banner', { value: 'off' });
    expect((await actors()).map((a) => a.actor).slice(0, 1)).toEqual(['service-account-9']);

    await change(admin, 'PUT', '/admin_api/settings/campaign.banner', { value: 'on' });
    const list = await actors();
    expect(list.map((a) => a.actor).slice(0, 2)).toEqual(['ada@forecourt.test', 'service-account-9']);
    expect(new Set(list.map((a) => a.actor)).size).toBe(list.length);
    expect(list.map((a) => a.actor)).toContain('eddie@forecourt.test');
    // Each one's count and newest time are those of their entries in the log.
    for (const { actor, entries, last_at } of list) {
      const theirs = await audit(`?actor=${encodeURIComponent(actor)}&per_page=1`);
      expect(entries, actor).toBe(theirs.page.total);
      expect(last_at, actor).toBe(theirs.items[0]!.at);
    }
  });

  it('should be for admins only, and never cached', async () => {
    expect((await call(editor, 'GET', '/admin_api/audit/actors')).status).toBe(403);
    const anonymous = await service.fetch('/admin_api/audit/actors');
    expect(anonymous.status).toBe(401);
    expect((await service.fetch('/admin_api/audit/actors', { headers: admin.headers })).headers.get('cache-control')).toBe('no-store');
  });
});
