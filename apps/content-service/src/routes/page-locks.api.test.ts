// What protects a page from a stale screen and from a careless delete: status changes take the
// version lock like saves, a live page is unpublished before an editor may delete it, and a
// deleted page keeps its history and can be restored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness.js';
import { openEventStream, type EventStream } from '../test/sse.js';

let service: TestService;
let editor: Awaited<ReturnType<TestService['session']>>;
let admin: Awaited<ReturnType<TestService['session']>>;
beforeAll(async () => {
  service = await startTestService();
  editor = await service.session(['editor'], { email: 'editor@forecourt.test' });
  admin = await service.session(['admin', 'editor'], { email: 'admin@forecourt.test' });
});
afterAll(async () => {
  await service?.close();
});

type Session = typeof editor;

const call = (session: Session, method: string, path: string, body?: unknown) =>
  service.request(session.headers, method, path, body);

const visitorStatus = async (path: string) => (await service.fetch(`/public_api/pages/by_path${path}`)).status;

/** A page published by the editor, as the editor's screen holds it after publishing. */
async function livePage(path: string): Promise<{ id: number; version: number }> {
  const created = await call(editor, 'POST', '/admin_api/pages', { path, title: { en: `Page ${path}` } });
  expect(created.status).toBe(201);
  const published = await call(editor, 'POST', `/admin_api/pages/${created.body.data.id}/publish`, { version: 1 });
  expect(published.status).toBe(200);
  return published.body.data;
}

describe('given an admin disabled a page an editor still has open', () => {
  let page: { id: number; version: number };
  beforeAll(async () => {
    page = await livePage('/spring-offer');
    const disabled = await call(admin, 'POST', `/admin_api/pages/${page.id}/status`, { status: 'disabled', version: page.version });
    expect(disabled.status).toBe(200);
  });

  it('should refuse the editor’s enable from the stale version with 409 and the agreed message', async () => {
    const { status, body } = await call(editor, 'POST', `/admin_api/pages/${page.id}/status`, { status: 'draft', version: page.version });
    expect(status).toBe(409);
    expect(body.error).toBe(
      `This page was changed by someone else since you opened it (your version ${page.version}, current version ${page.version + 1}). Reload to see their changes; nothing was overwritten.`,
    );
  });

  it('should leave the page disabled and hidden from visitors', async () => {
    const { body } = await call(editor, 'GET', `/admin_api/pages/${page.id}`);
    expect(body.data).toMatchObject({ status: 'disabled', version: page.version + 1 });
    expect(await visitorStatus('/spring-offer')).toBe(404);
  });

  it('should let the editor enable it from the current version', async () => {
    const { status, body } = await call(editor, 'POST', `/admin_api/pages/${page.id}/status`, { status: 'draft', version: page.version + 1 });
    expect(status).toBe(200);
    // Nothing but the status changed: what visitors see is still the latest draft.
    expect(body.data).toMatchObject({ status: 'published', version: page.version + 2, has_unpublished_changes: false });
    expect(await visitorStatus('/spring-offer')).toBe(200);
  });
});

describe('given two status changes sent at once from the same version', () => {
  it('should apply exactly one of them', async () => {
    const page = await livePage('/race');
    const results = await Promise.all(
      (['disabled', 'draft'] as const).map((status) =>
        call(editor, 'POST', `/admin_api/pages/${page.id}/status`, { status, version: page.version }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await call(editor, 'GET', `/admin_api/pages/${page.id}`)).body.data.version).toBe(page.version + 1);
  });
});

describe('given a live page an editor wants to delete', () => {
  let page: { id: number; version: number };
  beforeAll(async () => {
    page = await livePage('/summer-sale');
  });

  it('should refuse the editor with 409 saying to disable (unpublish) it first, and keep it live', async () => {
    const { status, body } = await call(editor, 'DELETE', `/admin_api/pages/${page.id}`);
    expect(status).toBe(409);
    expect(body.error).toBe('Visitors can see this page. Disable (unpublish) it first, then delete it; only an admin can delete a live page.');
    expect(await visitorStatus('/summer-sale')).toBe(200);
  });

  it('should let the editor delete it once disabled', async () => {
    const disabled = await call(editor, 'POST', `/admin_api/pages/${page.id}/status`, { status: 'disabled', version: page.version });
    expect(disabled.status).toBe(200);
    expect((await call(editor, 'DELETE', `/admin_api/pages/${page.id}`)).status).toBe(204);
    expect((await call(editor, 'GET', `/admin_api/pages/${page.id}`)).status).toBe(404);
  });

  it('should let an editor delete a draft visitors never saw', async () => {
    const draft = await call(editor, 'POST', '/admin_api/pages', { path: '/idea', title: { en: 'Idea' } });
    expect((await call(editor, 'DELETE', `/admin_api/pages/${draft.body.data.id}`)).status).toBe(204);
  });
});

describe('given an admin deleting a live page', () => {
  let page: { id: number; version: number };
  let stream: EventStream;
  beforeAll(async () => {
    page = await livePage('/winter-sale');
    // A draft saved after publishing: a restore brings back the draft and the published version apart.
    const saved = await call(editor, 'PUT', `/admin_api/pages/${page.id}`, { version: page.version, title: { en: 'Winter sale (draft)' } });
    expect(saved.status).toBe(200);
    stream = await openEventStream(`${service.url}/internal/changes`);
    expect((await stream.next()).event).toBe('ready');
    expect((await call(admin, 'DELETE', `/admin_api/pages/${page.id}`)).status).toBe(204);
  });
  afterAll(() => stream?.close());

  it('should take it off the site and announce a site-wide change', async () => {
    expect(await visitorStatus('/winter-sale')).toBe(404);
    expect(await stream.next()).toEqual({ event: 'change', data: { scope: 'site', page_id: page.id, reason: 'page_deleted' } });
  });

  it('should free its path and list it among the deleted pages with who deleted it', async () => {
    const { status, body } = await call(editor, 'GET', '/admin_api/pages/deleted');
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({
      id: page.id,
      path: '/winter-sale',
      title: { en: 'Winter sale (draft)' },
      status: 'published',
      deleted_by: 'admin@forecourt.test',
    });
    expect((await call(editor, 'GET', '/admin_api/pages')).body.data.map((p: { id: number }) => p.id)).not.toContain(page.id);
  });

  it('should refuse a restore while another page has its path, and restore it once the path is free', async () => {
    const squatter = await call(editor, 'POST', '/admin_api/pages', { path: '/Winter-Sale', title: { en: 'Someone else' } });
    expect(squatter.status).toBe(201);
    const refused = await call(editor, 'POST', `/admin_api/pages/deleted/${page.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('A page already exists at /winter-sale: move or delete it, then restore this one');

    expect((await call(editor, 'DELETE', `/admin_api/pages/${squatter.body.data.id}`)).status).toBe(204);
    const restored = await call(editor, 'POST', `/admin_api/pages/deleted/${page.id}/restore`);
    expect(restored.status).toBe(200);
    // Back under its id with its draft, hidden until someone enables it.
    expect(restored.body.data).toMatchObject({ id: page.id, path: '/winter-sale', status: 'disabled', title: { en: 'Winter sale (draft)' } });
    expect(await visitorStatus('/winter-sale')).toBe(404);
    const listed = (await call(editor, 'GET', '/admin_api/pages/deleted')).body.data.map((p: { id: number }) => p.id);
    expect(listed).not.toContain(page.id);
    expect(listed).toContain(squatter.body.data.id);
  });

  it('should keep every revision, with the deletion and the restore', async () => {
    const { body } = await call(editor, 'GET', `/admin_api/pages/${page.id}/revisions`);
    expect(body.data.map((r: { action: string }) => r.action)).toEqual(['restore', 'delete', 'update', 'publish', 'create']);
  });

  it('should show visitors its last published version again once enabled', async () => {
    const current = (await call(editor, 'GET', `/admin_api/pages/${page.id}`)).body.data;
    const enabled = await call(editor, 'POST', `/admin_api/pages/${page.id}/status`, { status: 'draft', version: current.version });
    expect(enabled.body.data).toMatchObject({ status: 'published', has_unpublished_changes: true });
    const seen = (await (await service.fetch('/public_api/pages/by_path/winter-sale')).json()) as any;
    expect(seen.data.title.en).toBe('Page /winter-sale');
  });

  it('should answer 404 to restoring a page that is not deleted, or twice', async () => {
    expect((await call(editor, 'POST', `/admin_api/pages/deleted/${page.id}/restore`)).status).toBe(404);
    expect((await call(editor, 'POST', '/admin_api/pages/deleted/99999/restore')).status).toBe(404);
  });
});

describe('given a deleted draft whose parent was deleted too', () => {
  it('should restore it as a draft at the top level', async () => {
    const parent = (await call(editor, 'POST', '/admin_api/pages', { path: '/folder', title: { en: 'Folder' } })).body.data;
    const child = (await call(editor, 'POST', '/admin_api/pages', { path: '/folder/child', title: { en: 'Child' }, parent_id: parent.id })).body.data;
    expect((await call(editor, 'DELETE', `/admin_api/pages/${child.id}`)).status).toBe(204);
    expect((await call(editor, 'DELETE', `/admin_api/pages/${parent.id}`)).status).toBe(204);
    const restored = await call(editor, 'POST', `/admin_api/pages/deleted/${child.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id: child.id, status: 'draft', parent_id: null, path: '/folder/child' });
  });
});

describe('given no session or the wrong token', () => {
  it('should guard the deleted pages like the rest of the admin API', async () => {
    const anonymous = await service.fetch('/admin_api/pages/deleted');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    const noCsrf = await service.fetch('/admin_api/pages/deleted/1/restore', { method: 'POST', headers: { Cookie: editor.cookie } });
    expect(noCsrf.status).toBe(403);
  });
});
