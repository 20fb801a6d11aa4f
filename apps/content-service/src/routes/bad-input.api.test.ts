/**
 * The inputs a security review found answering 500 (and a redirect that stored CR/LF), each now
 * refused by its route's declaration with a 400 naming the field — an answer no CDN may keep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let admin: Awaited<ReturnType<TestService['session']>>;
let page: { id: number; version: number };
let navEntry: { id: number };
let metahead: { id: number };

const read = async (path: string, init?: RequestInit) => {
  const response = await service.fetch(path, init);
  return { response, body: (await response.json()) as any };
};

beforeAll(async () => {
  service = await startTestService();
  admin = await service.session(['admin']);
  page = (await read('/admin_api/pages', { headers: admin.headers })).body.data[0];
  navEntry = (await read('/admin_api/nav_entries', { headers: admin.headers })).body.data[0];
  metahead = (await read('/admin_api/metaheads', { headers: admin.headers })).body.data[0];
});
afterAll(async () => {
  await service?.close();
});

const write = (method: string, path: string, body: unknown) => read(path, { method, headers: admin.headers, body: JSON.stringify(body) });

describe('given a NUL in a URL', () => {
  it.each([
    ['/public_api/pages/by_path/%00', 'path'],
    ['/public_api/page_view/by_path/models/%00', 'path'],
    ['/public_api/listings/%00', 'listingId'],
    ['/public_api/nameplates?filter[nameplate_name_eq]=%00', 'filter[nameplate_name_eq]'],
    ['/public_api/listings/pl-used?filter[state_eq]=new%00', 'filter[state_eq]'],
    ['/api/vehicles?filter[color_canonical_eq]=%00', 'filter[color_canonical_eq]'],
  ])('should answer %s with 400 naming %s, private', async (path, field) => {
    const { response, body } = await read(path);
    expect(response.status).toBe(400);
    expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('given numbers beyond PostgreSQL integers', () => {
  it('should refuse a page parent_id above 2^31 - 1', async () => {
    const { response, body } = await write('POST', '/admin_api/pages', { path: '/deep', title: { en: 'Deep' }, parent_id: 2 ** 31 });
    expect(response.status).toBe(400);
    expect(body.issues).toEqual([expect.objectContaining({ path: 'parent_id', rule: 'too_big' })]);
  });

  it('should refuse a metahead sequence above 2^31 - 1', async () => {
    const { response, body } = await write('PUT', `/admin_api/metaheads/${metahead.id}`, { sequence: 2 ** 31 });
    expect(response.status).toBe(400);
    expect(body.issues[0].path).toBe('sequence');
  });

  it('should refuse a navigation position above 2^31 - 1', async () => {
    const { response, body } = await write('PUT', `/admin_api/nav_entries/${navEntry.id}`, { position: 2 ** 31 });
    expect(response.status).toBe(400);
    expect(body.issues[0].path).toBe('position');
  });
});

describe('given control characters in stored text', () => {
  it.each([
    ['a page title', 'POST', '/admin_api/pages', { path: '/nul', title: { en: 'a\u0000b' } }, 'title.en'],
    ['a setting value', 'PUT', '/admin_api/settings/general.note', { value: 'a\u0000b' }, 'value'],
    ['a metahead', 'POST', '/admin_api/metaheads', { name: 'n', content: '<b>\u0000</b>', language: 'html' }, 'content'],
    ['a navigation label', 'POST', '/admin_api/nav_entries', { label: 'Models\u0000' }, 'label'],
    ['a redirect target (CR/LF would split the Location header)', 'POST', '/admin_api/pages', {
      path: '/old-offers',
      title: { en: 'Old' },
      type: 'url_redirection',
      to: '/offers\r\nSet-Cookie: session=stolen',
      http_code: 301,
    }, 'to'],
  ])('should refuse %s with 400 naming the field', async (_, method, path, body, field) => {
    const { response, body: answer } = await write(method, path, body);
    expect(response.status).toBe(400);
    expect(answer.issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
  });

  it('should refuse a 500,000-character path', async () => {
    const { response, body } = await write('POST', '/admin_api/pages', { path: `/${'a'.repeat(500_000)}`, title: { en: 'Long' } });
    expect(response.status).toBe(400);
    expect(body.issues).toEqual([expect.objectContaining({ path: 'path', message: 'must be at most 2048 characters' })]);
  });

  it('should still store multi-line text where lines are meant', async () => {
    const { response } = await write('PUT', '/admin_api/settings/general.note', { value: 'line one\r\n\tline two' });
    expect(response.status).toBe(200);
  });
});

describe('given a stale or impossible version', () => {
  it('should refuse a version beyond 32 bits with 400 rather than comparing it', async () => {
    const { response, body } = await write('PUT', `/admin_api/pages/${page.id}`, { version: 2 ** 40 });
    expect(response.status).toBe(400);
    expect(body.issues[0].path).toBe('version');
  });
});
