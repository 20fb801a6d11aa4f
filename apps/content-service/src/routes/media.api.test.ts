import sharp from 'sharp';
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

const call = async (method: string, path: string, body?: unknown, headers = editor.headers) => {
  const response = await service.fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { response, status: response.status, body: text ? (JSON.parse(text) as any) : null };
};

const png = (width: number, height: number, background = '#336699') =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

const send = async (method: string, path: string, file: Blob, name: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  form.append('file', file, name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await service.fetch(path, { method, headers: { Cookie: editor.cookie, 'X-CSRF-Token': editor.csrf }, body: form });
  return { status: response.status, body: (await response.json()) as any };
};
const upload = async (name = 'banner.png', fields: Record<string, string> = { alt: 'Blue banner', bucket: 'offers' }) =>
  send('POST', '/admin_api/media', new Blob([new Uint8Array(await png(800, 400))], { type: 'image/png' }), name, fields);

describe('the media library', () => {
  it('should file an upload in its bucket and find it by search and bucket', async () => {
    const { status, body } = await upload('summer-offer.png');
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ bucket: 'offers', alt_text: { en: 'Blue banner' }, focus: { x: 50, y: 50 }, version: 1 });
    const search = await call('GET', '/admin_api/media?q=SUMMER-off');
    expect(search.body.data.map((m: any) => m.id)).toEqual([body.data.id]);
    const byAlt = await call('GET', '/admin_api/media?q=blue%20banner&bucket=offers');
    expect(byAlt.body.data.map((m: any) => m.id)).toContain(body.data.id);
    const otherBucket = await call('GET', '/admin_api/media?bucket=brand');
    expect(otherBucket.body.data.map((m: any) => m.id)).not.toContain(body.data.id);
    expect((await call('GET', '/admin_api/media?bucket=trash')).status).toBe(400);
  });

  it('should find Polish names and alternative texts typed in any case, and wildcards as themselves', async () => {
    const { body } = await upload('Łódź-salon.png', { alt: 'Żółty baner', bucket: 'brand' });
    const ids = async (q: string) => (await call('GET', `/admin_api/media?q=${encodeURIComponent(q)}`)).body.data.map((m: any) => m.id);
    expect(await ids('łÓDŹ-SAL')).toContain(body.data.id);
    expect(await ids('ŻÓŁTY')).toContain(body.data.id);
    expect(await ids('ź%s')).not.toContain(body.data.id);
    expect(await ids('_')).not.toContain(body.data.id);
  });

  it('should refuse other types with 415, unreadable images with 422 and name the limit', async () => {
    const text = await send('POST', '/admin_api/media', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    expect(text.status).toBe(415);
    expect(text.body.error).toBe('Only JPEG, PNG and WebP images can be uploaded; notes.txt is text/plain');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    const asGif = await send('POST', '/admin_api/media', new Blob([new Uint8Array(gif)]), 'anim.gif');
    expect(asGif.status).toBe(415);
    const broken = await send('POST', '/admin_api/media', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' }), 'broken.png');
    expect(broken.status).toBe(422);
    expect(broken.body.error).toBe('broken.png could not be read as an image');
    // A sound header over broken pixel data: refused now, not failing on every page later.
    const damaged = Buffer.from(await png(40, 20));
    damaged.fill(7, 40, damaged.length - 12);
    const corrupt = await send('POST', '/admin_api/media', new Blob([new Uint8Array(damaged)], { type: 'image/png' }), 'damaged.png');
    expect(corrupt.status).toBe(422);
  });

  it('should refuse a file over 15 MB with 413', async () => {
    const big = new Blob([new Uint8Array(15 * 1024 * 1024 + 10)], { type: 'image/png' });
    const response = await send('POST', '/admin_api/media', big, 'huge.png');
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('Request body is too large (limit 15 MB)');
  });

  it('should keep alt texts per locale and a focal point that the focus stylesheet serves', async () => {
    const { body } = await upload();
    const id = body.data.id as string;
    const updated = await call('PATCH', `/admin_api/media/${id}`, { alt_text: { pl: 'Niebieski baner' }, focus: { x: 20, y: 75 } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ alt: 'Blue banner', alt_text: { en: 'Blue banner', pl: 'Niebieski baner' }, focus: { x: 20, y: 75 } });
    const css = await service.fetch('/api/v1/image-focus.css');
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain(`img[src*="/api/v1/image/${id}/"]{object-position:20% 75%}`);
    expect((await call('PATCH', `/admin_api/media/${id}`, { focus: { x: 101, y: 0 } })).status).toBe(400);
    expect((await call('PATCH', `/admin_api/media/${id}`, { bucket: 'nope' })).status).toBe(400);
    expect((await call('PATCH', '/admin_api/media/missing', { bucket: 'brand' })).status).toBe(404);
    const audit = await call('GET', `/admin_api/audit?entity_type=media`, undefined, admin.headers);
    expect(audit.body.data.items.map((e: any) => e.summary)).toContain('Changed alternative text, focal point of banner.png');
  });

  it('should replace the file under the same id and serve the new file', async () => {
    const { body } = await upload();
    const id = body.data.id as string;
    const before = await service.fetch(`/api/v1/image/${id}/w/320`);
    const etag = before.headers.get('etag');
    expect(before.headers.get('cache-control')).not.toContain('immutable');
    expect((await service.fetch(`/api/v1/image/${id}/w/320`, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#cc0000' } }).jpeg().toBuffer();
    const replaced = await send('PUT', `/admin_api/media/${id}/file`, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'red.jpg');
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ id, filename: 'red.jpg', mime_type: 'image/jpeg', width: 400, height: 400, version: 2, alt: 'Blue banner' });
    const after = await service.fetch(`/api/v1/image/${id}/w/320`, { headers: { 'If-None-Match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('content-type')).toBe('image/jpeg');
    const bad = await send('PUT', `/admin_api/media/${id}/file`, new Blob(['x'], { type: 'text/plain' }), 'x.txt');
    expect(bad.status).toBe(415);
  });

  it('should name the pages, navigation entries and vehicles using an image and refuse to delete it with 409', async () => {
    const usage = await call('GET', '/admin_api/media/seed-hero-range-rover-sport/usage');
    expect(usage.status).toBe(200);
    expect(usage.body.data.pages.length).toBeGreaterThan(0);
    expect(usage.body.data.pages[0]).toMatchObject({ published: true, blocks: [expect.stringContaining('(')] });
    const navUsage = await call('GET', '/admin_api/media/seed-defender/usage');
    expect(navUsage.body.data.nav_entries.length).toBeGreaterThan(0);
    const refused = await call('DELETE', '/admin_api/media/seed-hero-range-rover-sport');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^The image is still used by page \//);
    expect((await call('GET', '/admin_api/media/seed-hero-range-rover-sport')).status).toBe(200);
  });

  it('should delete an unused image, audited, and answer 404 for it afterwards', async () => {
    const { body } = await upload('unused.png');
    const id = body.data.id as string;
    expect((await call('GET', `/admin_api/media/${id}/usage`)).body.data).toEqual({ pages: [], nav_entries: [], vehicles: 0 });
    expect((await call('DELETE', `/admin_api/media/${id}`)).status).toBe(204);
    expect((await call('GET', `/admin_api/media/${id}`)).status).toBe(404);
    expect((await service.fetch(`/api/v1/image/${id}/w/320`)).status).toBe(404);
    const audit = await call('GET', `/admin_api/audit?entity_type=media`, undefined, admin.headers);
    expect(audit.body.data.items.map((e: any) => e.summary)).toContain('Deleted unused.png');
  });

  it('should refuse media writes without a session or CSRF token', async () => {
    expect((await call('DELETE', '/admin_api/media/seed-defender', undefined, {} as any)).status).toBe(401);
    expect((await call('PATCH', '/admin_api/media/seed-defender', { bucket: 'brand' }, { Cookie: editor.cookie, 'Content-Type': 'application/json' })).status).toBe(403);
  });
});

describe('moving navigation entries', () => {
  const tree = async () => (await call('GET', '/admin_api/nav_entries?locale=en', undefined, admin.headers)).body.data as any[];

  it('should move an entry to a new index, renumber its siblings and answer the tree', async () => {
    const before = await tree();
    const last = before.at(-1);
    const moved = await call('POST', `/admin_api/nav_entries/${last.id}/move`, { parent_id: null, index: 0 }, admin.headers);
    expect(moved.status).toBe(200);
    expect(moved.body.data.map((e: any) => e.id)).toEqual([last.id, ...before.slice(0, -1).map((e: any) => e.id)]);
    expect((await tree()).map((e: any) => e.id)).toEqual(moved.body.data.map((e: any) => e.id));
  });

  it('should move an entry under another and refuse a move under its own child', async () => {
    const before = await tree();
    const parent = before.find((e: any) => e.children.length > 0);
    const child = parent.children[0];
    const refused = await call('POST', `/admin_api/nav_entries/${parent.id}/move`, { parent_id: child.id, index: 0 }, admin.headers);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('An entry cannot be moved under itself or its children');
    const other = before.find((e: any) => e.id !== parent.id);
    const moved = await call('POST', `/admin_api/nav_entries/${child.id}/move`, { parent_id: other.id, index: 0 }, admin.headers);
    expect(moved.status).toBe(200);
    expect(moved.body.data.find((e: any) => e.id === other.id).children[0].id).toBe(child.id);
  });

  it('should leave moving to admins', async () => {
    const entry = (await tree())[0];
    expect((await call('POST', `/admin_api/nav_entries/${entry.id}/move`, { parent_id: null, index: 1 })).status).toBe(403);
    expect((await call('POST', '/admin_api/nav_entries/999999/move', { parent_id: null, index: 0 }, admin.headers)).status).toBe(404);
  });
});
