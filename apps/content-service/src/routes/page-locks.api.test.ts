// What protects a page from a stale screen and from a careless delete: status changes take the
// version lock like saves, a live page is unpublished before an editor may delete it, and a
// deleted page keeps its history and can be restored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Session = typeof editor;

async function call(session: Session, method: string, path: string, body?: unknown) {
  const response = await service.fetch(path, {
    method,
    headers: session.headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
}

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
