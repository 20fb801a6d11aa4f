// PUT /admin_api/pages/{id}/schedule: editors set when a page is published and when it stops
// being visible; the scheduler applies each at its time and announces it like a publish.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_ORDER_MESSAGE, SCHEDULE_PAST_MESSAGE } from '@forecourt/api-client';
import { pages } from '../db/schema.js';
import { openEventStream, type EventStream } from '../test/sse.js';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let editor: Awaited<ReturnType<TestService['session']>>;
let admin: Awaited<ReturnType<TestService['session']>>;
let stream: EventStream;
beforeAll(async () => {
  service = await startTestService();
  editor = await service.session(['editor']);
  admin = await service.session(['admin']);
  stream = await openEventStream(`${service.url}/internal/changes`);
  expect(await stream.next()).toEqual({ event: 'ready', data: { listening: true } });
});
afterAll(async () => {
  stream?.close();
  await service?.close();
});

const call = (method: string, path: string, body?: unknown) => service.request(editor.headers, method, path, body);
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const publicStatus = async (path: string) => (await service.fetch(`/public_api/pages/by_path${path}`)).status;

/**
 * Brings a page's schedule (set through the API an hour ahead, so a slow request can never make
 * it "in the past") to a moment from now, and has the scheduler look again, as it does when any
 * process announces a schedule change: what happens then is what happens at the real time.
 */
async function dueSoon(pageId: number, column: 'publish_at' | 'unpublish_at') {
  await service.ctx.db.update(pages).set({ [column]: sql`now() + interval '300 milliseconds'` }).where(eq(pages.id, pageId));
  await service.ctx.pageScheduler.runOnce();
}

/** The next change event about `pageId` with `reason` (others, from other tests' writes, are skipped). */
async function changeOf(pageId: number, reason: string) {
  for (;;) {
    const event = await stream.next();
    const data = event.data as { page_id?: number; reason?: string };
    if (data.page_id === pageId && data.reason === reason) return data;
  }
}

async function createPage(path: string, title: Record<string, string> = { en: 'Winter sale' }) {
  const { status, body } = await call('POST', '/admin_api/pages', { path, title });
  expect(status).toBe(201);
  return body.data as { id: number; version: number };
}

describe('given a draft page', () => {
  let page: { id: number; version: number };
  beforeAll(async () => {
    page = await createPage('/schedule/winter-sale');
  });

  it('should keep a publish and an unpublish time and show them in the page list', async () => {
    const publishAt = inSeconds(3600);
    const unpublishAt = inSeconds(7200);
    const { status, body } = await call('PUT', `/admin_api/pages/${page.id}/schedule`, {
      publish_at: publishAt,
      unpublish_at: unpublishAt,
      version: page.version,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ publish_at: publishAt, unpublish_at: unpublishAt, version: page.version, status: 'draft' });
    const list = await call('GET', '/admin_api/pages');
    expect(list.body.data.find((summary: { id: number }) => summary.id === page.id)).toMatchObject({
      publish_at: publishAt,
      unpublish_at: unpublishAt,
    });
    expect(await changeOf(page.id, 'page_scheduled')).toEqual({ scope: 'page', page_id: page.id, reason: 'page_scheduled' });
  });

  it('should accept a time with a zone offset and answer it in UTC', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const local = `${at.toISOString().slice(0, 19)}+00:00`;
    const { status, body } = await call('PUT', `/admin_api/pages/${page.id}/schedule`, { publish_at: local, unpublish_at: null, version: page.version });
    expect(status).toBe(200);
    expect(body.data.publish_at).toBe(`${at.toISOString().slice(0, 19)}.000Z`);
  });

  it('should clear the schedule with nulls and record both in the audit log', async () => {
    const { status, body } = await call('PUT', `/admin_api/pages/${page.id}/schedule`, { publish_at: null, unpublish_at: null, version: page.version });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ publish_at: null, unpublish_at: null });
    const audit = await service.request(admin.headers, 'GET', `/admin_api/audit?entity_type=page&entity_id=${page.id}`);
    const summaries = audit.body.data.items.filter((entry: { action: string }) => entry.action === 'schedule').map((entry: { summary: string }) => entry.summary);
    expect(summaries[0]).toBe('Cleared the schedule of /schedule/winter-sale');
    expect(summaries[1]).toMatch(/^Scheduled \/schedule\/winter-sale: publish .+Z \(version 1\)$/);
  });

  it('should refuse an unpublish time not after the publish time with 400 naming the rule', async () => {
    const at = inSeconds(3600);
    const { status, body } = await call('PUT', `/admin_api/pages/${page.id}/schedule`, { publish_at: at, unpublish_at: at, version: page.version });
    expect(status).toBe(400);
    expect(body.error).toBe(SCHEDULE_ORDER_MESSAGE);
    expect(body.issues).toEqual([{ path: 'unpublish_at', rule: 'after_publish', message: SCHEDULE_ORDER_MESSAGE }]);
  });

  it('should refuse a time over a minute in the past with 400', async () => {
    const { status, body } = await call('PUT', `/admin_api/pages/${page.id}/schedule`, { publish_at: inSeconds(-600), unpublish_at: null, version: page.version });
    expect(status).toBe(400);
    expect(body.error).toBe(SCHEDULE_PAST_MESSAGE);
  });

  it('should refuse a time without its zone with 400 naming the field', async () => {
    const { status, body } = await call('PUT', `/admin_api/pages/${page.id}/schedule`, { publish_at: '2030-01-01T09:00', unpublish_at: null, version: page.version });
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe('publish_at');
  });

  it('should refuse a schedule from a stale version with 409', async () => {
    const { status } = await call('PUT', `/admin_api/pages/${page.id}/schedule`, { publish_at: inSeconds(3600), unpublish_at: null, version: page.version + 5 });
    expect(status).toBe(409);
  });
});

describe('given a draft that could not be published (no English title)', () => {
  it('should refuse to schedule its publish with the publish issues', async () => {
    const page = await createPage('/schedule/untitled', { pl: 'Bez tytułu' });
    const { status, body } = await call('PUT', `/admin_api/pages/${page.id}/schedule`, { publish_at: inSeconds(3600), unpublish_at: null, version: page.version });
    expect(status).toBe(400);
    expect(body.error).toBe('The page is not ready to publish');
    expect(body.issues).toContainEqual(expect.objectContaining({ path: 'title.en' }));
  });
});

describe('given a scheduled publish whose time comes', () => {
  it('should publish the draft as scheduled at that time and announce it', async () => {
    const page = await createPage('/schedule/spring-launch', { en: 'Spring launch' });
    expect(await publicStatus('/schedule/spring-launch')).toBe(404);
    const scheduled = await call('PUT', `/admin_api/pages/${page.id}/schedule`, { publish_at: inSeconds(3600), unpublish_at: null, version: page.version });
    expect(scheduled.status).toBe(200);
    // A later save is not what was scheduled: it waits for the next publish.
    const saved = await call('PUT', `/admin_api/pages/${page.id}`, { version: page.version, title: { en: 'Spring launch (draft 2)' } });
    expect(saved.status).toBe(200);
    await dueSoon(page.id, 'publish_at');

    expect(await changeOf(page.id, 'page_published')).toEqual({ scope: 'site', page_id: page.id, reason: 'page_published' });
    const live = await service.fetch('/public_api/pages/by_path/schedule/spring-launch');
    expect(live.status).toBe(200);
    expect(((await live.json()) as { data: { title: unknown } }).data.title).toEqual({ en: 'Spring launch' });
    const stored = (await call('GET', `/admin_api/pages/${page.id}`)).body.data;
    expect(stored).toMatchObject({ status: 'published', publish_at: null, has_unpublished_changes: true });
    const audit = await service.request(admin.headers, 'GET', `/admin_api/audit?entity_type=page&entity_id=${page.id}`);
    expect(audit.body.data.items[0]).toMatchObject({ actor: 'scheduler', action: 'publish', summary: 'Published /schedule/spring-launch (version 1) as scheduled' });
  });
});

describe('given a publish time that passed while the editor was saving', () => {
  it('should take it and publish the page at once', async () => {
    const page = await createPage('/schedule/just-now', { en: 'Just now' });
    // The minute a date-time field shows has already begun: a few seconds past is "now".
    const scheduled = await call('PUT', `/admin_api/pages/${page.id}/schedule`, { publish_at: inSeconds(-5), unpublish_at: null, version: page.version });
    expect(scheduled.status).toBe(200);
    expect(await changeOf(page.id, 'page_published')).toMatchObject({ page_id: page.id });
    expect(await publicStatus('/schedule/just-now')).toBe(200);
  });
});

describe('given a live page whose scheduled unpublish time comes', () => {
  it('should stop showing it to visitors at that time and announce it', async () => {
    const page = await createPage('/schedule/summer-offer', { en: 'Summer offer' });
    const published = await call('POST', `/admin_api/pages/${page.id}/publish`, { version: page.version });
    expect(published.status).toBe(200);
    expect(await publicStatus('/schedule/summer-offer')).toBe(200);
    const scheduled = await call('PUT', `/admin_api/pages/${page.id}/schedule`, { publish_at: null, unpublish_at: inSeconds(3600), version: page.version });
    expect(scheduled.status).toBe(200);
    await dueSoon(page.id, 'unpublish_at');

    expect(await changeOf(page.id, 'page_status_changed')).toEqual({ scope: 'site', page_id: page.id, reason: 'page_status_changed' });
    expect(await publicStatus('/schedule/summer-offer')).toBe(404);
    const stored = (await call('GET', `/admin_api/pages/${page.id}`)).body.data;
    expect(stored).toMatchObject({ status: 'disabled', unpublish_at: null, version: page.version + 1 });
    const audit = await service.request(admin.headers, 'GET', `/admin_api/audit?entity_type=page&entity_id=${page.id}`);
    expect(audit.body.data.items[0]).toMatchObject({ actor: 'scheduler', action: 'status', summary: 'Disabled /schedule/summer-offer as scheduled' });
  });
});

describe('given a live page past its unpublish time while the scheduler is stopped', () => {
  it('should never serve it to visitors, and the scheduler should disable it once running', async () => {
    const page = await createPage('/schedule/late-timer', { en: 'Late timer' });
    await call('POST', `/admin_api/pages/${page.id}/publish`, { version: page.version });
    await service.ctx.pageScheduler.stop();
    await service.ctx.db.update(pages).set({ unpublish_at: sql`now() - interval '1 second'` }).where(eq(pages.id, page.id));

    expect(await publicStatus('/schedule/late-timer')).toBe(404);
    const view = await service.fetch('/public_api/page_view/by_path/schedule/late-timer');
    expect(view.status).toBe(404);

    service.ctx.pageScheduler.start();
    expect(await changeOf(page.id, 'page_status_changed')).toMatchObject({ page_id: page.id });
  });
});

describe('given a due publish that two schedulers reach at once', () => {
  it('should be applied exactly once', async () => {
    const page = await createPage('/schedule/exactly-once', { en: 'Exactly once' });
    await service.ctx.pageScheduler.stop();
    try {
      const [row] = await service.ctx.db.select().from(pages).where(eq(pages.id, page.id));
      const { path, parent_id, type, page_type, link_type, link_new_window, to, http_code, redirect_path, title, meta, blocks } = row!;
      await service.ctx.db
        .update(pages)
        .set({
          publish_at: sql`now() - interval '1 second'`,
          scheduled: { path, parent_id, type, page_type, link_type, link_new_window, to, http_code, redirect_path, title, meta, blocks },
          scheduled_version: row!.version,
        })
        .where(eq(pages.id, page.id));
      const applied = await Promise.all([service.ctx.pages.applyDueSchedules(), service.ctx.pages.applyDueSchedules()]);
      expect(applied[0] + applied[1]).toBe(1);
      expect(await publicStatus('/schedule/exactly-once')).toBe(200);
      const audit = await service.request(admin.headers, 'GET', `/admin_api/audit?entity_type=page&entity_id=${page.id}`);
      expect(audit.body.data.items.filter((entry: { actor: string }) => entry.actor === 'scheduler')).toHaveLength(1);
    } finally {
      service.ctx.pageScheduler.start();
    }
  });
});
