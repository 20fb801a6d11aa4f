import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Metahead } from '@forecourt/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSite } from '../server.js';
import {
  makePage,
  startFakeContentService,
  type FakeContentState,
} from '../test/fake-content-service.js';

const NOT_FOUND_TEXT =
  "We're sorry, there seems to be a problem. The page you are looking for may have moved or might no longer exist. Please use the search below to find what you were looking for.";

const metahead = (
  m: Partial<Metahead> & Pick<Metahead, 'id' | 'language' | 'content' | 'sequence'>,
): Metahead => ({
  name: `metahead ${m.id}`,
  in_body: false,
  reload_on_each_page: false,
  rdx_core_page_id: null,
  ...m,
});

const quote = (id: string, text: string) => ({
  id,
  template: 'quote',
  version: 1,
  data: { fields: { quote: { en: text }, author: { en: 'Chief engineer' } }, groups: [] },
});

const state: FakeContentState = {
  pages: [
    makePage({
      id: 1,
      path: '/some-path',
      title: { en: 'Electric range' },
      meta: { description: { en: 'Every electric model we make.' } },
      blocks: [quote('b1', 'Built for the road ahead.')],
    }),
    makePage({
      id: 2,
      path: '/old-offers',
      type: 'url_redirection',
      to: '/offers-and-finance',
      http_code: 301,
    }),
    makePage({
      id: 3,
      path: '/brochure',
      type: 'url_redirection',
      to: 'https://example.com/brochure',
    }),
    makePage({ id: 4, path: '/with-metaheads', title: { en: 'Tracked page' } }),
    makePage({ id: 5, path: '/', title: { en: 'Home' } }),
    makePage({ id: 6, path: '/oferty/zażółć', title: { en: 'Polish path' } }),
  ],
  disabled: [
    {
      page: makePage({
        id: 9,
        path: '/summer-sale',
        title: { en: 'Summer sale' },
        status: 'disabled',
      }),
      token: 'preview-123',
    },
  ],
  metaheads: [
    metahead({ id: 11, language: 'css', content: 'body{margin:0}', sequence: 2 }),
    metahead({ id: 12, language: 'javascript', content: 'window.first = 1;', sequence: 1 }),
    metahead({
      id: 13,
      language: 'js-src',
      content: 'https://cdn.example.com/tag.js',
      sequence: 3,
      in_body: true,
    }),
    metahead({
      id: 14,
      language: 'html',
      content: '<noscript><img src="/pixel.gif" alt=""></noscript>',
      sequence: 4,
      in_body: true,
      rdx_core_page_id: 4,
    }),
    metahead({
      id: 15,
      language: 'scss',
      content: '.fc-page .x{color:red}',
      sequence: 5,
      rdx_core_page_id: 4,
    }),
    metahead({
      id: 16,
      language: 'javascript',
      content: 'window.other = 1;',
      sequence: 1,
      rdx_core_page_id: 99,
    }),
  ],
  settings: [],
  failures: { '/restarting': { status: 503, error: 'The content service is restarting' } },
};

let content: Awaited<ReturnType<typeof startFakeContentService>>;
let site: Awaited<ReturnType<typeof startSite>>;
let tmp: string;
let cmsDist: string;

const get = (p: string, init?: RequestInit) =>
  fetch(`${site.url}${p}`, { redirect: 'manual', ...init });

beforeAll(async () => {
  content = await startFakeContentService(state);
  tmp = await mkdtemp(path.join(tmpdir(), 'forecourt-site-'));
  cmsDist = path.join(tmp, 'cms');
  await mkdir(path.join(cmsDist, 'assets'), { recursive: true });
  await writeFile(
    path.join(cmsDist, 'index.html'),
    '<!DOCTYPE html><title>Forecourt CMS</title><div id="root"></div>',
  );
  await writeFile(path.join(cmsDist, 'assets/app-1234.js'), 'console.log("cms")');
  await mkdir(path.join(tmp, 'client/_site'), { recursive: true });
  await writeFile(path.join(tmp, 'client/_site/entry-abcd.js'), 'console.log("site")');
  site = await startSite({
    port: 0,
    contentServiceUrl: content.url,
    cmsDist,
    clientDist: path.join(tmp, 'client'),
  });
  // Server logs of the failure cases are expected; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterAll(async () => {
  await site?.close();
  await content?.close();
  await rm(tmp, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('given a published page', () => {
  it('should server-render its blocks inside the html shell with the head defaults', async () => {
    const response = await get('/some-path');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<meta charSet="utf-8"\/?>/i);
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain('name="theme-color" content="#0c121c"');
    expect(html).toContain('<title>Electric range</title>');
    expect(html).toContain('name="description" content="Every electric model we make."');
    // The block is in the HTML itself (readable without JavaScript), not streamed in later.
    expect(html).toMatch(/<div id="component-1"[^>]*data-block-template="quote"/);
    expect(html).toContain('Built for the road ahead.');
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  it('should serve the home page at / and paths with non-ASCII characters', async () => {
    expect(await (await get('/')).text()).toContain('<title>Home</title>');
    const response = await get('/oferty/za%C5%BC%C3%B3%C5%82%C4%87?utm_source=news');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Polish path</title>');
  });

  it('should redirect a trailing slash to the canonical path', async () => {
    const response = await get('/some-path/');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/some-path');
  });

  it('should answer the same page whatever the case of the path', async () => {
    const response = await get('/Some-PATH');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Electric range</title>');
  });
});

describe('given a path no page has', () => {
  it('should answer 404 with the page-not-found screen', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>This page could not be found</title>');
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(html).toContain(NOT_FOUND_TEXT.replace(/'/g, '&#x27;'));
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to home<\/a>/);
  });

  it('should show the general.404_page setting instead of the default text', async () => {
    state.settings = [
      {
        id: 1,
        key: 'general.404_page',
        value: '<p>Looking for a <a href="/retailer-locator">retailer</a>?</p>',
      },
    ];
    try {
      const response = await get('/gone');
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<p>Looking for a <a href="/retailer-locator">retailer</a>?</p>');
      expect(html).not.toContain('Back to home');
    } finally {
      state.settings = [];
    }
  });
});

describe('given a url_redirection page', () => {
  it('should redirect with its http_code to its target', async () => {
    const response = await get('/old-offers');
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, site.url).pathname).toBe(
      '/offers-and-finance',
    );
  });

  it('should default to 302 and allow external targets', async () => {
    const response = await get('/brochure');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://example.com/brochure');
  });
});

describe('given the content service fails', () => {
  it('should show the error screen with the failure status and message', async () => {
    const response = await get('/restarting');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Error 503<\/h1>/);
    expect(html).toContain('The content service is restarting');
  });

  it('should answer 500 when the service cannot be reached', async () => {
    const offline = await startSite({
      port: 0,
      contentServiceUrl: 'http://127.0.0.1:9',
      cmsDist,
      clientDist: tmp,
    });
    try {
      const response = await fetch(`${offline.url}/some-path`);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('The content service could not be reached');
    } finally {
      await offline.close();
    }
  });
});

describe('given metaheads', () => {
  it('should inject global and page metaheads in sequence order, in head or body', async () => {
    const html = await (await get('/with-metaheads')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));
    const js = head.indexOf('data-fc-metahead="12"');
    const css = head.indexOf('data-fc-metahead="11"');
    const scss = head.indexOf('data-fc-metahead="15"');
    expect(js).toBeGreaterThan(-1);
    expect(js).toBeLessThan(css);
    expect(css).toBeLessThan(scss);
    expect(head).toMatch(/<script data-fc-metahead="12"[^>]*>try\{\nwindow\.first = 1;\n\}catch/);
    expect(head).toContain(
      '<style data-fc-metahead="11" data-fc-scope="global">body{margin:0}</style>',
    );
    const src = body.indexOf('src="https://cdn.example.com/tag.js"');
    const raw = body.indexOf('<noscript><img src="/pixel.gif" alt=""></noscript>');
    expect(src).toBeGreaterThan(-1);
    expect(raw).toBeGreaterThan(src);
    expect(html).not.toContain('window.other');
  });

  it('should inject only global metaheads on other pages', async () => {
    const html = await (await get('/some-path')).text();
    expect(html).toContain('window.first = 1;');
    expect(html).not.toContain('pixel.gif');
  });
});

describe('given a disabled page', () => {
  it('should show it on /disabled-preview with a valid token, uncached', async () => {
    const response = await get('/disabled-preview/summer-sale?token=preview-123');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<title>Summer sale</title>');
    expect(html).toContain('name="robots" content="noindex, nofollow"');
  });

  it('should be not found without a token or at its public path', async () => {
    expect((await get('/disabled-preview/summer-sale')).status).toBe(404);
    expect((await get('/disabled-preview/summer-sale?token=wrong')).status).toBe(404);
    expect((await get('/summer-sale')).status).toBe(404);
  });
});

describe('given API requests', () => {
  it('should forward method, query, body and cookies, adding forwarding headers', async () => {
    const response = await get('/api/echo?x=1&y=two', {
      method: 'POST',
      body: JSON.stringify({ hello: 'world' }),
      headers: { 'Content-Type': 'application/json', Cookie: 'forecourt_session=abc' },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, string> };
    expect(data).toEqual({
      method: 'POST',
      path: '/api/echo',
      query: '?x=1&y=two',
      body: '{"hello":"world"}',
      cookie: 'forecourt_session=abc',
      forwardedHost: new URL(site.url).host,
      forwardedProto: 'http',
    });
  });

  it('should pass redirects and every Set-Cookie through without following them', async () => {
    const response = await get('/auth/callback?code=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cms');
    expect(response.headers.getSetCookie()).toEqual([
      'forecourt_session=abc; Path=/; HttpOnly; SameSite=Lax',
      'forecourt_state=; Path=/auth; Max-Age=0',
    ]);
  });

  it('should pass error statuses and bodies through', async () => {
    const response = await get('/admin_api/pages/1', { method: 'PUT', body: '{}' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'This page was changed by someone else' });
    expect((await get('/oidc/.well-known/openid-configuration')).status).toBe(200);
    expect((await get('/public_api/pages/by_path/nothing')).status).toBe(404);
  });
});

describe('given the cms build', () => {
  it('should serve its hashed assets with immutable caching', async () => {
    const response = await get('/cms/assets/app-1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("cms")');
  });

  it('should fall back to its index.html for /cms and /admin routes', async () => {
    for (const p of ['/cms', '/cms/pages/12', '/admin', '/admin/settings', '/CMS', '/Admin/Settings']) {
      const response = await get(p);
      expect(response.status, p).toBe(200);
      expect(await response.text(), p).toContain('<title>Forecourt CMS</title>');
    }
  });

  it('should answer 404 for a missing asset rather than the index page', async () => {
    expect((await get('/cms/assets/missing.js')).status).toBe(404);
  });

  it('should answer a clear 503 page when the cms is not built', async () => {
    const bare = await startSite({
      port: 0,
      contentServiceUrl: content.url,
      cmsDist: path.join(tmp, 'nothing'),
      clientDist: tmp,
    });
    try {
      const response = await fetch(`${bare.url}/cms/pages`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('The editor is not available');
    } finally {
      await bare.close();
    }
  });
});

describe('given the site client build', () => {
  it('should serve its files with immutable caching', async () => {
    const response = await get('/_site/entry-abcd.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/_site/../../etc/passwd')).status).toBe(404);
  });
});
