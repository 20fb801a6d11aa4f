// What the admin metaheads screen relies on: the kill switch (`metaheads.enabled`), a typed boolean
// setting only admins change, audited and announced to the site's servers like every setting (the
// site then writes no metahead code; see apps/site/src/metaheads.ts); and one metahead's history
// from the audit log; and its stored versions, which an admin restores from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../test/sse.js';
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

const KEY = '/admin_api/settings/metaheads.enabled';

const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
  const response = await service.fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
};

describe('given the metaheads kill switch', () => {
  it('should be listed for admins, on by default, with what it does', async () => {
    const { body } = await call('GET', '/admin_api/settings', admin.headers);
    expect(body.data.find((s: any) => s.key === 'metaheads.enabled')).toMatchObject({
      default_value: 'true',
      value: null,
      description: expect.stringContaining('no custom code'),
    });
  });

  it('should refuse anything but true or false with 422', async () => {
    const { status, body } = await call('PUT', KEY, admin.headers, { value: 'off' });
    expect(status).toBe(422);
    expect(body.error).toBe('Invalid value for metaheads.enabled: Must be true or false');
  });

  it('should refuse an editor with 403', async () => {
    expect((await call('PUT', KEY, editor.headers, { value: 'false' })).status).toBe(403);
  });

  it('should turn off for every site server at once, audited, and back on', async () => {
    const stream = await openEventStream(`${service.url}/internal/changes`);
    try {
      expect(await stream.next()).toEqual({ event: 'ready', data: { listening: true } });
      expect((await call('PUT', KEY, admin.headers, { value: 'false' })).status).toBe(200);
      expect(await stream.next()).toEqual({ event: 'change', data: { scope: 'site', reason: 'setting_changed' } });
      const publicSettings = (await (await service.fetch('/api/settings')).json()) as any;
      expect(publicSettings.data).toContainEqual(expect.objectContaining({ key: 'metaheads.enabled', value: 'false' }));
      const audit = await call('GET', '/admin_api/audit?entity_type=setting', admin.headers);
      expect(audit.body.data.items[0]).toMatchObject({ entity_id: 'metaheads.enabled', action: 'update' });

      expect((await call('PUT', KEY, admin.headers, { value: 'true' })).status).toBe(200);
      expect(await stream.next()).toEqual({ event: 'change', data: { scope: 'site', reason: 'setting_changed' } });
    } finally {
      stream.close();
    }
  });
});

describe('given a metahead changed twice', () => {
  it('should list its own audit entries alone, newest first, with who made them', async () => {
    const create = (name: string) => call('POST', '/admin_api/metaheads', admin.headers, { name, language: 'html', content: '<meta name="x">' });
    const mine = (await create('History probe')).body.data;
    const other = (await create('Other probe')).body.data;
    await call('PUT', `/admin_api/metaheads/${mine.id}`, admin.headers, { sequence: 4 });
    await call('PUT', `/admin_api/metaheads/${other.id}`, admin.headers, { sequence: 5 });

    const { status, body } = await call('GET', `/admin_api/audit?entity_type=metahead&entity_id=${mine.id}`, admin.headers);
    expect(status).toBe(200);
    expect(body.data.items.map((entry: any) => [entry.entity_id, entry.action, entry.actor])).toEqual([
      [String(mine.id), 'update', expect.any(String)],
      [String(mine.id), 'create', expect.any(String)],
    ]);
    expect(body.data.items[0].summary).toBe('Changed sequence of metahead "History probe" (html, every page)');
    expect(body.data.page.total).toBe(2);
  });
});

describe('given a metahead whose code was changed and then restored', () => {
  it('should keep every saved version, newest first, with its code and who saved it', async () => {
    const created = await call('POST', '/admin_api/metaheads', admin.headers, { name: 'Versioned', language: 'css', content: 'main{color:red}' });
    const id = created.body.data.id as number;
    await call('PUT', `/admin_api/metaheads/${id}`, admin.headers, { content: 'main{color:blue}' });

    const { status, body } = await call('GET', `/admin_api/metaheads/${id}/versions`, admin.headers);
    expect(status).toBe(200);
    expect(body.data.map((v: any) => [v.version, v.source, v.actor])).toEqual([
      [2, 'main{color:blue}', expect.stringContaining('@')],
      [1, 'main{color:red}', expect.stringContaining('@')],
    ]);

    // Restoring is saving an old version's fields again: a third version, and the site gets it.
    const first = body.data[1];
    const restored = await call('PUT', `/admin_api/metaheads/${id}`, admin.headers, { content: first.source });
    expect(restored.body.data.content).toBe('main{color:red}');
    const after = await call('GET', `/admin_api/metaheads/${id}/versions`, admin.headers);
    expect(after.body.data.map((v: any) => [v.version, v.source])[0]).toEqual([3, 'main{color:red}']);
  });

  it('should answer 404 for an unknown metahead and 403 for an editor', async () => {
    expect((await call('GET', '/admin_api/metaheads/999999/versions', admin.headers)).status).toBe(404);
    const created = await call('POST', '/admin_api/metaheads', admin.headers, { name: 'Private', language: 'html', content: '<meta name="y">' });
    expect((await call('GET', `/admin_api/metaheads/${created.body.data.id}/versions`, editor.headers)).status).toBe(403);
  });
});
