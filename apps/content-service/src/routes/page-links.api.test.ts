// Pages that are links (internal, external, file) and folders, as the public API answers them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalLinkTo, LINK_TARGET_MESSAGES, type PageInput } from '@forecourt/api-client';
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

const call = (method: string, path: string, body?: unknown) => service.request(editor.headers, method, path, body);

async function publishedPage(input: PageInput) {
  const created = await call('POST', '/admin_api/pages', input);
  expect(created.status).toBe(201);
  const published = await call('POST', `/admin_api/pages/${created.body.data.id}/publish`, { version: created.body.data.version });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body.data as { id: number; version: number };
}
const publicPage = (path: string) => service.request({}, 'GET', `/public_api/pages/by_path${path}`);

describe('given an internal link page', () => {
  it('should answer its target page’s current path, also after the target moves', async () => {
    const target = await publishedPage({ path: '/links/target', title: { en: 'Target' } });
    await publishedPage({
      path: '/links/go',
      title: { en: 'Go' },
      type: 'url_redirection',
      link_type: 'internal',
      to: internalLinkTo(target.id),
      http_code: 301,
    });
    expect((await publicPage('/links/go')).body.data).toMatchObject({ type: 'url_redirection', link_type: 'internal', to: '/links/target', http_code: 301 });

    const moved = await call('PUT', `/admin_api/pages/${target.id}`, { version: target.version, path: '/links/moved' });
    await call('POST', `/admin_api/pages/${target.id}/publish`, { version: moved.body.data.version });
    expect((await publicPage('/links/go')).body.data.to).toBe('/links/moved');
  });

  it('should answer 404 while its target is not visible', async () => {
    const hidden = await call('POST', '/admin_api/pages', { path: '/links/hidden', title: { en: 'Hidden' } });
    await publishedPage({ path: '/links/to-hidden', title: { en: 'To hidden' }, type: 'url_redirection', link_type: 'internal', to: internalLinkTo(hidden.body.data.id) });
    expect((await publicPage('/links/to-hidden')).status).toBe(404);
    expect((await service.request({}, 'GET', '/public_api/page_view/by_path/links/to-hidden')).status).toBe(404);
  });
});

describe('given an external link page', () => {
  it('should refuse to publish a target that is not a full web address', async () => {
    const created = await call('POST', '/admin_api/pages', { path: '/links/dealer', title: { en: 'Dealer' }, type: 'url_redirection', link_type: 'external', to: 'www.example.com' });
    const refused = await call('POST', `/admin_api/pages/${created.body.data.id}/publish`, { version: created.body.data.version });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toContainEqual({ path: 'to', rule: 'link_target', message: LINK_TARGET_MESSAGES.external });
  });

  it('should answer its address, code and new-window flag', async () => {
    await publishedPage({
      path: '/links/configurator',
      title: { en: 'Configurator' },
      type: 'url_redirection',
      link_type: 'external',
      to: 'https://configurator.example.com/defender',
      http_code: 302,
      link_new_window: true,
    });
    expect((await publicPage('/links/configurator')).body.data).toMatchObject({
      to: 'https://configurator.example.com/defender',
      http_code: 302,
      link_new_window: true,
    });
  });
});

describe('given a file link page', () => {
  it('should answer the file’s address', async () => {
    await publishedPage({ path: '/links/brochure', title: { en: 'Brochure' }, type: 'url_redirection', link_type: 'file', to: '/api/v1/image/brochure/w/1920' });
    expect((await publicPage('/links/brochure')).body.data).toMatchObject({ link_type: 'file', to: '/api/v1/image/brochure/w/1920' });
  });
});

describe('given a folder', () => {
  it('should answer its redirect path', async () => {
    await publishedPage({ path: '/links/models', title: { en: 'Models' }, page_type: 'folder', redirect_path: '/links/target' });
    expect((await publicPage('/links/models')).body.data).toMatchObject({ page_type: 'folder', redirect_path: '/links/target' });
  });
});

describe('given navigation entries that point at link pages', () => {
  it('should point them straight at the targets, opening a new window where the link page says so', async () => {
    await publishedPage({ path: '/links/finance', title: { en: 'Finance' }, type: 'url_redirection', link_type: 'external', to: 'https://finance.example.com/', link_new_window: true });
    const target = await publishedPage({ path: '/links/nav-target', title: { en: 'Nav target' } });
    await publishedPage({ path: '/links/nav-go', title: { en: 'Nav go' }, type: 'url_redirection', link_type: 'internal', to: internalLinkTo(target.id) });
    for (const [label, url, locale] of [
      ['Finance', '/links/finance', 'en'],
      ['Go', '/Links/Nav-Go/', 'en'],
      ['Idź', '/pl/links/nav-go', 'pl'],
      ['Plain', '/links/nav-target', 'en'],
    ] as const) {
      const created = await service.request(admin.headers, 'POST', '/admin_api/nav_entries', { label, url, locale, metadata: { type: 'link' } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const find = (entries: { label: string; url: string | null; metadata: Record<string, unknown> }[], label: string) => entries.find((entry) => entry.label === label);
    const en = (await service.request({}, 'GET', '/api/nav_entries?locale=en')).body.data;
    expect(find(en, 'Finance')).toMatchObject({ url: 'https://finance.example.com/', metadata: { openInNewTab: true } });
    expect(find(en, 'Go')).toMatchObject({ url: '/links/nav-target' });
    expect(find(en, 'Go')!.metadata.openInNewTab).toBeUndefined();
    expect(find(en, 'Plain')).toMatchObject({ url: '/links/nav-target' });
    const pl = (await service.request({}, 'GET', '/api/nav_entries?locale=pl')).body.data;
    expect(find(pl, 'Idź')).toMatchObject({ url: '/pl/links/nav-target' });
  });
});
