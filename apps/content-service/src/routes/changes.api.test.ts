// GET /internal/changes: the site's server processes hear, over Server-Sent Events, every change
// visitors would see, from whichever content-service process made it; draft saves are not news.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from '../test/sse.js';
import { startTestService, usePostgres, type TestService } from '../test/harness.js';

let service: TestService;
let admin: Awaited<ReturnType<TestService['session']>>;
let stream: EventStream;
beforeAll(async () => {
  service = await startTestService();
  admin = await service.session(['admin', 'editor']);
});
afterAll(async () => {
  await service?.close();
});

/** Subscribes and waits for `ready`, after which every change arrives. */
async function subscribe(to: TestService = service) {
  const opened = await openEventStream(`${to.url}/internal/changes`);
  expect(await opened.next()).toEqual({ event: 'ready', data: { listening: true } });
  return opened;
}

async function call(method: string, path: string, body?: unknown, through: TestService = service) {
  const response = await through.fetch(path, {
    method,
    headers: admin.headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  const text = await response.text();
  return text ? (JSON.parse(text) as { data: any }).data : null;
}

/** A write known to announce a change: what arrives before its event was sent before it. */
const touchSetting = () => call('PUT', '/admin_api/settings/test.marker', { value: String(Math.random()) });
const settingChange = { event: 'change', data: { scope: 'site', reason: 'setting_changed' } };

describe('given a subscriber of /internal/changes', () => {
  beforeAll(async () => {
    stream = await subscribe();
  });
  afterAll(() => stream?.close());

  it('should answer an uncached event stream', () => {
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
  });

  describe('given a new page', () => {
    let page: { id: number; version: number };
    beforeAll(async () => {
      page = await call('POST', '/admin_api/pages', { path: '/changes-demo', title: { en: 'Changes demo' } });
    });

    it('should announce its first publish to the whole site (it joins other pages’ breadcrumbs)', async () => {
      await call('POST', `/admin_api/pages/${page.id}/publish`, { version: page.version });
      expect(await stream.next()).toEqual({
        event: 'change',
        data: { scope: 'site', page_id: page.id, reason: 'page_published' },
      });
    });

    it('should announce nothing for a draft save', async () => {
      page = await call('PUT', `/admin_api/pages/${page.id}`, { version: page.version, meta: { description: { en: 'Draft only' } } });
      await touchSetting();
      expect(await stream.next()).toEqual(settingChange);
    });

    it('should announce a re-publish that keeps title, path and place as that page’s alone', async () => {
      await call('POST', `/admin_api/pages/${page.id}/publish`, { version: page.version });
      expect(await stream.next()).toEqual({
        event: 'change',
        data: { scope: 'page', page_id: page.id, reason: 'page_published' },
      });
    });

    it('should announce a re-publish with a new title to the whole site', async () => {
      page = await call('PUT', `/admin_api/pages/${page.id}`, { version: page.version, title: { en: 'Renamed demo' } });
      await call('POST', `/admin_api/pages/${page.id}/publish`, { version: page.version });
      expect(await stream.next()).toEqual({
        event: 'change',
        data: { scope: 'site', page_id: page.id, reason: 'page_published' },
      });
    });

    it('should announce disabling and enabling it', async () => {
      page = await call('POST', `/admin_api/pages/${page.id}/status`, { status: 'disabled', version: page.version });
      page = await call('POST', `/admin_api/pages/${page.id}/status`, { status: 'draft', version: page.version });
      const change = { event: 'change', data: { scope: 'site', page_id: page.id, reason: 'page_status_changed' } };
      expect([await stream.next(), await stream.next()]).toEqual([change, change]);
    });

    it('should announce deleting it', async () => {
      await call('DELETE', `/admin_api/pages/${page.id}`);
      expect(await stream.next()).toEqual({ event: 'change', data: { scope: 'site', page_id: page.id, reason: 'page_deleted' } });
    });
  });

  describe('given a page that was never published', () => {
    it('should announce nothing when it is disabled or deleted (visitors never saw it)', async () => {
      const draft = await call('POST', '/admin_api/pages', { path: '/never-published', title: { en: 'Never' } });
      await call('POST', `/admin_api/pages/${draft.id}/status`, { status: 'disabled', version: draft.version });
      await call('DELETE', `/admin_api/pages/${draft.id}`);
      await touchSetting();
      expect(await stream.next()).toEqual(settingChange);
    });
  });

  describe('given settings', () => {
    it('should announce a change and a removal to the whole site', async () => {
      await call('PUT', '/admin_api/settings/currency_symbol', { value: 'PLN' });
      await call('DELETE', '/admin_api/settings/currency_symbol');
      expect([await stream.next(), await stream.next()]).toEqual([
        settingChange,
        { event: 'change', data: { scope: 'site', reason: 'setting_deleted' } },
      ]);
    });
  });

  describe('given metaheads', () => {
    it('should announce a global one to the whole site and a page’s own to that page', async () => {
      const offers = await call('GET', '/public_api/pages/by_path/offers');
      const global = await call('POST', '/admin_api/metaheads', { name: 'Global', language: 'css', content: 'a{}' });
      const own = await call('POST', '/admin_api/metaheads', { name: 'Own', language: 'css', content: 'b{}', rdx_core_page_id: offers.id });
      await call('PUT', `/admin_api/metaheads/${own.id}`, { content: 'b{color:red}' });
      await call('DELETE', `/admin_api/metaheads/${global.id}`);
      expect([await stream.next(), await stream.next(), await stream.next(), await stream.next()]).toEqual([
        { event: 'change', data: { scope: 'site', reason: 'metahead_created' } },
        { event: 'change', data: { scope: 'page', page_id: offers.id, reason: 'metahead_created' } },
        { event: 'change', data: { scope: 'page', page_id: offers.id, reason: 'metahead_updated' } },
        { event: 'change', data: { scope: 'site', reason: 'metahead_deleted' } },
      ]);
    });
  });

  describe('given navigation', () => {
    it('should announce creating, changing and deleting an entry to the whole site', async () => {
      const entry = await call('POST', '/admin_api/nav_entries', { label: 'Changes', url: '/changes' });
      await call('PUT', `/admin_api/nav_entries/${entry.id}`, { label: 'Changed' });
      await call('DELETE', `/admin_api/nav_entries/${entry.id}`);
      expect([await stream.next(), await stream.next(), await stream.next()].map((e) => e.data)).toEqual([
        { scope: 'site', reason: 'nav_entry_created' },
        { scope: 'site', reason: 'nav_entry_updated' },
        { scope: 'site', reason: 'nav_entry_deleted' },
      ]);
    });
  });

  describe('given a media upload', () => {
    it('should announce it to the whole site', async () => {
      const sharp = (await import('sharp')).default;
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } }).png().toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'swatch.png');
      const response = await service.fetch('/admin_api/media', {
        method: 'POST',
        headers: { Cookie: admin.cookie, 'X-CSRF-Token': admin.csrf },
        body: form,
      });
      expect(response.status).toBe(201);
      expect(await stream.next()).toEqual({ event: 'change', data: { scope: 'site', reason: 'media_added' } });
    });
  });

  describe('given something else notifying on the channel', () => {
    it('should pass on only well-formed changes', async () => {
      await service.ctx.db.execute(sql`select pg_notify('forecourt_changes', 'not json'), pg_notify('forecourt_changes', '{"scope":"everything"}')`);
      await touchSetting();
      expect(await stream.next()).toEqual(settingChange);
    });
  });
});

describe('given a subscriber that disconnects', () => {
  it('should stop relaying to it', async () => {
    // The subscriber of the tests above has disconnected too.
    await expect.poll(() => service.ctx.changes.subscriberCount, { timeout: 5_000 }).toBe(0);
    const leaving = await subscribe();
    expect(service.ctx.changes.subscriberCount).toBe(1);
    leaving.close();
    await expect.poll(() => service.ctx.changes.subscriberCount, { timeout: 5_000 }).toBe(0);
  });
});

describe.runIf(usePostgres)('given two content-service instances on one PostgreSQL database', () => {
  let replica: TestService;
  let onReplica: EventStream | undefined;
  beforeAll(async () => {
    replica = await startTestService({ sameDatabaseAs: service });
  });
  afterEach(() => onReplica?.close());
  afterAll(async () => {
    await replica?.close();
  });

  it('should tell a subscriber of one about a change made through the other', async () => {
    onReplica = await subscribe(replica);
    // The first instance hears its own change back from the database too; waiting for that here
    // keeps it from reaching the next test's subscriber late.
    const onFirst = await subscribe(service);
    try {
      await call('PUT', '/admin_api/settings/test.marker', { value: 'from the first instance' });
      expect([await onFirst.next(), await onReplica.next()]).toEqual([settingChange, settingChange]);
    } finally {
      onFirst.close();
    }
  });

  it('should tell subscribers of both about a page published through the replica', async () => {
    onReplica = await subscribe(replica);
    const onFirst = await subscribe(service);
    try {
      const replicaAdmin = await replica.session(['editor']);
      const created = await replica.fetch('/admin_api/pages', {
        method: 'POST',
        headers: replicaAdmin.headers,
        body: JSON.stringify({ path: '/from-replica', title: { en: 'From the replica' } }),
      });
      const { id } = ((await created.json()) as { data: { id: number } }).data;
      await replica.fetch(`/admin_api/pages/${id}/publish`, { method: 'POST', headers: replicaAdmin.headers, body: '{"version":1}' });
      const published = { event: 'change', data: { scope: 'site', page_id: id, reason: 'page_published' } };
      expect([await onFirst.next(), await onReplica.next()]).toEqual([published, published]);
    } finally {
      onFirst.close();
    }
  });
});
