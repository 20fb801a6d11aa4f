/**
 * The front door against the real content service (in-memory database, seeded demo site): the
 * pages, settings and metaheads these tests need are created through the admin API by the seeded
 * admin, signed in through the embedded OpenID provider via the site. The service's PUBLIC_URL is
 * the site, as in production, so /auth and /oidc round trips go through the site's forwarding.
 */
import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createContentClient,
  type Block,
  type ContentClient,
  type Metahead,
  type NavEntry,
  type PageInput,
  internalLinkTo,
} from '@forecourt/api-client';
import {
  Browser,
  freePort,
  startTestContentService,
  type SignedInSession,
  type TestContentService,
} from '@forecourt/test-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInventoryClient } from '@forecourt/inventory';
import { startSite } from '../server.js';

const NOT_FOUND_TEXT =
  "We're sorry, there seems to be a problem. The page you are looking for may have moved or might no longer exist. Please use the search below to find what you were looking for.";

const quote = (id: string, text: string): Block => ({
  id,
  template: 'quote',
  version: 1,
  data: { fields: { quote: { en: text }, author: { en: 'Chief engineer' } }, groups: [] },
});

let content: TestContentService;
let site: Awaited<ReturnType<typeof startSite>>;
let admin: SignedInSession;
let client: ContentClient;
let tmp: string;
let cmsDist: string;
/** Metahead ids by name, and page ids by path, as the service assigned them. */
const metaheadIds: Record<string, number> = {};
const pageIds: Record<string, number> = {};
let previewToken: string;

const get = (p: string, init?: RequestInit) =>
  fetch(`${site.url}${p}`, { redirect: 'manual', ...init });

/** Creates and publishes a page through the admin API. */
async function publishedPage(input: PageInput) {
  const page = await client.admin.createPage(input);
  pageIds[page.path] = page.id;
  return client.admin.publishPage(page.id, page.version);
}

async function addMetahead(
  name: string,
  m: Pick<Metahead, 'language' | 'content' | 'sequence'> & Partial<Metahead>,
) {
  const response = await fetch(`${content.url}/admin_api/metaheads`, {
    method: 'POST',
    headers: admin.headers,
    body: JSON.stringify({
      name,
      in_body: false,
      reload_on_each_page: false,
      rdx_core_page_id: null,
      ...m,
    }),
  });
  expect(response.status).toBe(201);
  metaheadIds[name] = ((await response.json()) as { data: Metahead }).data.id;
}

beforeAll(async () => {
  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  content = await startTestContentService({ publicUrl: siteOrigin });
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
  await writeFile(path.join(tmp, 'client/_site/entry-abcd.js.map'), '{"version":3}');
  // The build's precompressed copy, as the compression plugin writes it.
  await writeFile(path.join(tmp, 'client/_site/entry-abcd.js.gz'), gzipSync('console.log("site")'));
  site = await startSite({
    port: sitePort,
    hostname: '127.0.0.1',
    publicUrl: siteOrigin,
    contentServiceUrl: content.url,
    cmsDist,
    clientDist: path.join(tmp, 'client'),
  });

  // The sign-in's redirects go through the site (the provider's issuer is on its origin).
  admin = await content.signIn('admin');
  client = createContentClient({
    baseUrl: content.url,
    headers: { Cookie: admin.cookie },
    csrfToken: () => admin.csrf,
  });
  await publishedPage({
    path: '/some-path',
    title: { en: 'Electric range' },
    meta: { description: { en: 'Every electric model we make.' } },
    blocks: [quote('b1', 'Built for the road ahead.')],
  });
  await publishedPage({
    path: '/old-offers',
    title: { en: 'Old offers' },
    type: 'url_redirection',
    to: '/offers-and-finance',
    http_code: 301,
  });
  await publishedPage({
    path: '/brochure',
    title: { en: 'Brochure' },
    type: 'url_redirection',
    to: 'https://example.com/brochure',
  });
  await publishedPage({ path: '/with-metaheads', title: { en: 'Tracked page' } });
  await publishedPage({ path: '/oferty/zażółć', title: { en: 'Polish path' } });
  const sale = await publishedPage({ path: '/summer-sale', title: { en: 'Summer sale' } });
  await client.admin.setPageStatus(sale.id, 'disabled', sale.version);
  previewToken = (await client.admin.createPreviewToken(sale.id)).token;

  const tracked = pageIds['/with-metaheads']!;
  await addMetahead('first script', {
    language: 'javascript',
    content: 'window.first = 1;',
    sequence: 1,
  });
  await addMetahead('global css', { language: 'css', content: 'body{margin:0}', sequence: 2 });
  await addMetahead('tag', {
    language: 'js-src',
    content: 'https://cdn.example.com/tag.js',
    sequence: 3,
    in_body: true,
  });
  await addMetahead('pixel', {
    language: 'html',
    content: '<noscript><img src="/pixel.gif" alt=""></noscript>',
    sequence: 4,
    in_body: true,
    rdx_core_page_id: tracked,
  });
  await addMetahead('page scss', {
    language: 'scss',
    content: '.fc-page .x{color:red}',
    sequence: 5,
    rdx_core_page_id: tracked,
  });
  await addMetahead('other page script', {
    language: 'javascript',
    content: 'window.other = 1;',
    sequence: 1,
    rdx_core_page_id: pageIds['/oferty/zażółć']!,
  });

  // Server logs of the failure cases are expected; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterAll(async () => {
  await site?.close();
  await content?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
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
    expect(html).toMatch(/<meta charSet="utf-8"( nonce="[^"]+")?\/?>/i);
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
    // The seeded home page.
    const home = await client.getPageByPath('/');
    expect(await (await get('/')).text()).toContain(`<title>${home.title.en}</title>`);
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

describe('given a page with a block that shows site data', () => {
  it('should server-render the offer and its car price from the site’s offers', async () => {
    await publishedPage({
      path: '/spring-offer',
      title: { en: 'Spring offer' },
      blocks: [
        { id: 'o1', template: 'single_offer', version: 1, data: { fields: { hash: 'range-rover-sport' }, groups: [] } },
        { id: 'o2', template: 'single_offer', version: 1, data: { fields: { hash: 'no-such-offer' }, groups: [] } },
        quote('o3', 'Offers change every month.'),
      ],
    });
    const html = await (await get('/spring-offer')).text();
    // The seeded offer of that anchor, with the seeded car price and price settings.
    expect(html).toMatch(/<section id="rdx-range-rover-sport"[^>]*>/);
    expect(html).toContain('Range Rover Sport from 4 990 zł a month');
    expect(html).toMatch(/From <span>519 900 ?zł<\/span>/);
    // An anchor without an offer leaves out only its own block.
    expect(html).toMatch(/<div id="component-2"[^>]*data-block-template="single_offer"[^>]*><\/div>/);
    expect(html).toContain('Offers change every month.');
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
    await client.admin.putSetting(
      'general.404_page',
      '<p>Looking for a <a href="/retailer-locator">retailer</a>?</p>',
    );
    try {
      const response = await get('/gone');
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<p>Looking for a <a href="/retailer-locator">retailer</a>?</p>');
      expect(html).not.toContain('Back to home');
    } finally {
      await client.admin.deleteSetting('general.404_page');
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

describe('given pages of every link type and folders', () => {
  beforeAll(async () => {
    const target = await publishedPage({ path: '/link-target', title: { en: 'Link target' } });
    await publishedPage({ path: '/go-internal', title: { en: 'Internal' }, type: 'url_redirection', link_type: 'internal', to: internalLinkTo(target.id), http_code: 301 });
    await publishedPage({ path: '/go-external', title: { en: 'External' }, type: 'url_redirection', link_type: 'external', to: 'https://configurator.example.com/', link_new_window: true });
    await publishedPage({ path: '/go-file', title: { en: 'File' }, type: 'url_redirection', link_type: 'file', to: '/api/v1/image/brochure/w/1920', http_code: 302 });
    await publishedPage({ path: '/folder-on', title: { en: 'Folder' }, page_type: 'folder', redirect_path: '/link-target' });
    await publishedPage({ path: '/folder-shown', title: { en: 'Shown folder' }, page_type: 'folder', blocks: [quote('f1', 'Everything in this folder.')] });
  });

  it('should send an internal link to its target page’s path with its code', async () => {
    const response = await get('/go-internal');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/link-target');
  });

  it('should keep the visitor’s language on an internal link', async () => {
    const response = await get('/pl/go-internal');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/pl/link-target');
  });

  it('should send an external link to its address (302 by default) and a file link to the file', async () => {
    const external = await get('/go-external');
    expect(external.status).toBe(302);
    expect(external.headers.get('location')).toBe('https://configurator.example.com/');
    const file = await get('/go-file');
    expect(file.status).toBe(302);
    expect(file.headers.get('location')).toBe('/api/v1/image/brochure/w/1920');
  });

  it('should render navigation links to a link page straight to its target, in a new window when it says so', async () => {
    const entry = await client.admin.createNavEntry({ label: 'Build yours', url: '/go-external', metadata: { type: 'link' } });
    try {
      // The navigation change reaches the site's caches through the change feed.
      await vi.waitFor(async () => {
        const html = await (await get('/link-target')).text();
        expect(html).toMatch(/<a[^>]*href="https:\/\/configurator\.example\.com\/"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>/);
      });
    } finally {
      await client.admin.deleteNavEntry(entry.id);
    }
  });

  it('should send a folder on to its redirect path, and show a folder without one as a page', async () => {
    const on = await get('/folder-on');
    expect(on.status).toBe(302);
    expect(on.headers.get('location')).toBe('/link-target');
    const shown = await get('/folder-shown');
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Everything in this folder.');
  });
});

describe('given redirects an admin manages', () => {
  it('should answer one before any page, keep the visitor’s query, and stop once it is deleted', async () => {
    // Loaded once: the map is in memory before the redirect exists.
    expect((await get('/spring-sale')).status).toBe(404);
    const made = await client.admin.createRedirect({ from: '/Spring-Sale', to: '/some-path', code: 302 });
    const answer = await vi.waitFor(async () => {
      const response = await get('/spring-sale/?utm_source=mail');
      expect(response.status).toBe(302);
      return response;
    });
    expect(answer.headers.get('location')).toBe('/some-path?utm_source=mail');
    expect(answer.headers.get('cache-control')).toBe('no-cache');

    await client.admin.deleteRedirect(made.id);
    await vi.waitFor(async () => {
      expect((await get('/spring-sale')).status).toBe(404);
    });
  });

  it('should send visitors of a page’s old path to its new one once the move is published', async () => {
    const page = await publishedPage({ path: '/moving-page', title: { en: 'Moving' }, meta: { description: {} }, blocks: [quote('m1', 'On the move.')] });
    expect((await get('/moving-page')).status).toBe(200);
    const moved = await client.admin.updatePage(page.id, { version: page.version, path: '/moved-page' });
    await client.admin.publishPage(moved.id, moved.version);
    const answer = await vi.waitFor(async () => {
      const response = await get('/moving-page');
      expect(response.status).toBe(301);
      return response;
    });
    expect(answer.headers.get('location')).toBe('/moved-page');
    expect(await (await get('/moved-page')).text()).toContain('On the move.');
  });
});

describe('given the content service fails', () => {
  it('should show the error screen with the failure status and message', async () => {
    // The real service cannot be made to fail on demand: a failure-only stand-in answers 503
    // with the wire's error shape to every request.
    const failing = await startFailingContentService(503, 'The content service is restarting');
    const degraded = await startSite({
      port: 0,
      contentServiceUrl: failing.url,
      cmsDist,
      clientDist: tmp,
    });
    try {
      const response = await fetch(`${degraded.url}/restarting`);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>Error 503<\/h1>/);
      expect(html).toContain('The content service is restarting');
    } finally {
      await degraded.close();
      await failing.close();
    }
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
    const js = head.indexOf(`data-fc-metahead="${metaheadIds['first script']}"`);
    const css = head.indexOf(`data-fc-metahead="${metaheadIds['global css']}"`);
    const scss = head.indexOf(`data-fc-metahead="${metaheadIds['page scss']}"`);
    expect(js).toBeGreaterThan(-1);
    expect(js).toBeLessThan(css);
    expect(css).toBeLessThan(scss);
    expect(head).toMatch(
      new RegExp(
        `<script data-fc-metahead="${metaheadIds['first script']}"[^>]*>try\\{\\nwindow\\.first = 1;\\n\\}catch`,
      ),
    );
    expect(head).toMatch(
      new RegExp(`<style data-fc-metahead="${metaheadIds['global css']}" data-fc-scope="global" nonce="[^"]+">body\\{margin:0\\}</style>`),
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
    const response = await get(`/disabled-preview/summer-sale?token=${previewToken}`);
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
  it('should forward method, query, body and cookies', async () => {
    // A settings write through the site: method, JSON body, session cookie and CSRF header must
    // all arrive for the service to accept it.
    const write = await get('/admin_api/settings/retailers.top_bar_text', {
      method: 'PUT',
      headers: admin.headers,
      body: JSON.stringify({ value: 'Forecourt Kraków' }),
    });
    expect(write.status).toBe(200);
    const settings = await client.getSettings();
    expect(settings.find((setting) => setting.key === 'retailers.top_bar_text')?.value).toBe(
      'Forecourt Kraków',
    );

    // The query string selects the page's metaheads.
    const pageId = pageIds['/with-metaheads']!;
    const query = `/api/metaheads?q[page_id_equal_or_null]=${pageId}`;
    const viaSite = (await (await get(query)).json()) as { data: Metahead[] };
    expect(viaSite.data.map((m) => m.id)).toContain(metaheadIds['pixel']);
    expect(viaSite).toEqual(await (await fetch(`${content.url}${query}`)).json());
  });

  it('should add the forwarding headers, so the provider names the site origin', async () => {
    // The embedded provider builds its endpoint URLs from X-Forwarded-Host/Proto.
    const response = await get('/oidc/.well-known/openid-configuration');
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as { authorization_endpoint: string };
    expect(discovery.authorization_endpoint).toBe(`${site.url}/oidc/auth`);
  });

  it('should pass redirects and every Set-Cookie through, so editors sign in via the site', async () => {
    const login = await get('/auth/login?return_to=/cms');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toMatch(new RegExp(`^${site.url}/oidc/auth\\?`));
    // The provider answers the authorization request with several cookies in one response.
    const authorize = await get(login.headers.get('location')!.slice(site.url.length));
    expect(authorize.status).toBe(303);
    expect(authorize.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      '_interaction',
      '_interaction.sig',
      '_interaction_resume',
      '_interaction_resume.sig',
    ]);

    const browser = new Browser();
    const form = await browser.go(`${site.url}/auth/login?return_to=/cms`);
    const action = /<form method="post" action="([^"]+)"/.exec(await form.response.text())![1]!;
    const done = await browser.go(new URL(action, site.url).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'editor@forecourt.test',
        password: 'forecourt-editor',
      }).toString(),
    });
    expect([...form.visited, ...done.visited].every((url) => url.startsWith(site.url))).toBe(true);
    expect(done.visited.at(-1)).toBe(`${site.url}/cms`);
    expect(await done.response.text()).toContain('<title>Forecourt CMS</title>');
    const session = browser.setCookies.find((c) => c.startsWith('forecourt_session='))!;
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    const who = (await (await browser.go(`${site.url}/auth/session`)).response.json()) as {
      user: { email: string; roles: string[] } | null;
    };
    expect(who.user).toMatchObject({ email: 'editor@forecourt.test', roles: ['editor'] });
  });

  it('should pass error statuses and bodies through', async () => {
    const page = await client.admin.getPage(pageIds['/some-path']!);
    const stale = await get(`/admin_api/pages/${page.id}`, {
      method: 'PUT',
      headers: admin.headers,
      body: JSON.stringify({ version: page.version - 1, title: { en: 'Too late' } }),
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: `This page was changed by someone else since you opened it (your version ${page.version - 1}, current version ${page.version}). Reload to see their changes; nothing was overwritten.`,
    });
    expect((await get('/admin_api/pages')).status).toBe(401);
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
    for (const p of [
      '/cms',
      '/cms/pages/12',
      '/admin',
      '/admin/settings',
      '/CMS',
      '/Admin/Settings',
    ]) {
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

  it('should send the precompressed copy to a browser that takes gzip, the file to one that does not', async () => {
    const gzipped = await rawGet('/_site/entry-abcd.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzipped.body).toString()).toBe('console.log("site")');
    const plain = await rawGet('/_site/entry-abcd.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log("site")');
  });

  it('should not serve source maps to visitors', async () => {
    expect((await get('/_site/entry-abcd.js.map')).status).toBe(404);
  });
});

/** A GET whose body is read as sent (fetch would decompress it). */
function rawGet(p: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = httpGet(`${site.url}${p}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}

describe('given the published-page cache', () => {
  it('should answer a page again from the cache, compressed, with an ETag a browser revalidates', async () => {
    await get('/some-path');
    // Kept once compressed (off the request's path): a later request is served from it.
    const hit = await vi.waitFor(async () => {
      const answer = await rawGet('/some-path', { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['x-page-cache']).toBe('hit');
      return answer;
    });
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers.vary).toBe('Accept-Encoding');
    expect(hit.headers['surrogate-key']).toBe(`forecourt-pages forecourt-page-${pageIds['/some-path']}`);
    expect(brotliDecompressSync(hit.body).toString()).toContain('Built for the road ahead.');
    const etag = hit.headers.etag!;
    const revalidated = await get('/some-path', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('should show a published change at once: the content service tells every site process', async () => {
    const before = await get('/some-path');
    expect(await before.text()).toContain('Built for the road ahead.');
    const page = await client.admin.getPage(pageIds['/some-path']!);
    const saved = await client.admin.updatePage(page.id, {
      version: page.version,
      blocks: [quote('b1', 'Now with a longer range.')],
    });
    // A draft changes nothing for visitors.
    expect(await (await get('/some-path')).text()).toContain('Built for the road ahead.');
    await client.admin.publishPage(saved.id, saved.version);
    await vi.waitFor(async () => {
      expect(await (await get('/some-path')).text()).toContain('Now with a longer range.');
    });
  });

  it('should never keep a page rendered for a signed-in editor', async () => {
    const response = await get('/some-path', { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-page-cache')).toBeNull();
  });

  it('should pass the content service’s compression of API answers through', async () => {
    const answer = await rawGet('/api/settings', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toHaveProperty('data');
  });
});

/** A failure-only stand-in: answers every request with `status` and the wire's error shape. */
async function startFailingContentService(status: number, error: string) {
  const server: Server = createServer((_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('given the Polish locale prefix (i18n)', () => {
  beforeAll(async () => {
    await publishedPage({
      path: '/gama',
      title: { en: 'Range', pl: 'Gama' },
      meta: { description: { en: 'All models.', pl: 'Wszystkie modele.' } },
      blocks: [
        {
          id: 'pl1',
          template: 'quote',
          version: 1,
          data: { fields: { quote: { en: 'Made to move.', pl: 'Stworzone do jazdy.' }, author: { en: 'Designer', pl: 'Projektant' } }, groups: [] },
        },
      ],
    });
  });

  it('should render the unprefixed page in Polish under /pl with lang="pl"', async () => {
    const response = await get('/pl/gama');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="pl" dir="ltr"/);
    expect(html).toContain('<title>Gama</title>');
    expect(html).toContain('content="Wszystkie modele."');
    expect(html).toContain('Stworzone do jazdy.');
    // The dehydrated data holds both languages; the rendered page shows only Polish.
    expect(/<main[\s\S]*<\/main>/.exec(html)?.[0]).not.toContain('Made to move.');
  });

  it('should keep English without a prefix and match the prefix in any case', async () => {
    expect(await (await get('/gama')).text()).toMatch(/<html lang="en" dir="ltr"[\s\S]*<title>Range<\/title>/);
    expect(await (await get('/PL/Gama')).text()).toContain('<title>Gama</title>');
    expect((await get('/pl/no-such-page')).status).toBe(404);
  });

  it('should redirect the root 302 to /pl when the cookie or the browser says Polish', async () => {
    const byCookie = await get('/', { headers: { Cookie: 'i18n_redirected=pl' } });
    expect(byCookie.status).toBe(302);
    expect(byCookie.headers.get('location')).toBe('/pl');
    expect(byCookie.headers.get('cache-control')).toBe('private, no-store');
    const byBrowser = await get('/?utm=x', { headers: { 'Accept-Language': 'pl-PL,pl;q=0.9,en;q=0.8' } });
    expect(byBrowser.status).toBe(302);
    expect(byBrowser.headers.get('location')).toBe('/pl?utm=x');
  });

  it('should not redirect when the cookie says English, even for a Polish browser', async () => {
    const response = await get('/', { headers: { Cookie: 'i18n_redirected=en', 'Accept-Language': 'pl' } });
    expect(response.status).toBe(200);
    expect((await get('/pl', { headers: { 'Accept-Language': 'pl' } })).status).toBe(200);
  });
});

describe('given the English answer of the root path (caching)', () => {
  it('should keep it out of shared caches and vary it by cookie and browser language', async () => {
    const response = await get('/', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(await response.text()).toMatch(/<html lang="en"/);
  });

  it('should leave the caching of other English pages alone', async () => {
    const response = await get('/gama');
    expect(response.headers.get('cache-control')).not.toBe('private, no-cache');
  });
});

describe('given the general.theme setting (themes)', () => {
  it('should render the programme theme on <html> by default, before any script runs', async () => {
    expect(await (await get('/some-path')).text()).toMatch(/<html [^>]*data-theme="programme"/);
  });
});

describe('given the showroom route /showroom/:custom-:id', () => {
  it('should render the stock-locator preview of a listed vehicle with price and attributes', async () => {
    const inventory = createInventoryClient({ baseUrl: content.url });
    const [vehicle] = (await inventory.listing('pl-used', { items: 1 })).data;
    expect(vehicle).toBeDefined();
    const response = await get(`/showroom/pl-used-${vehicle!.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const title = `${vehicle!.nameplate_brand_name} ${vehicle!.nameplate_name} ${vehicle!.production_year}`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<h1 id="showroom-title">${title}</h1>`);
    expect(html).toContain('data-family="prices"');
    // Readable labels and units (the seed's power is in KM, the metric horsepower): no raw keys.
    expect(html).toContain(`<dt>Power</dt><dd>${vehicle!.power}\u00a0hp</dd>`);
    expect(html).toContain(`<dt>Year</dt><dd>${vehicle!.production_year}</dd>`);
    expect(html).toContain(`<dt>Mileage</dt><dd>${vehicle!.mileage.toLocaleString('en-GB')}\u00a0km</dd>`);
    expect(html).not.toMatch(/<dt>(engine_type|production_year|color_canonical)<\/dt>/);
    expect(html).toContain('<meta name="description" content="');
    // Link previews (Facebook, LinkedIn, messengers) only follow absolute image URLs: PUBLIC_URL's.
    const image = encodeURIComponent(vehicle!.images[0]!);
    expect(html).toContain(`<meta property="og:image" content="${site.url}/api/v1/image/${image}/w/1180"`);
  });

  it('should label the preview in Polish under /pl', async () => {
    const inventory = createInventoryClient({ baseUrl: content.url });
    const [vehicle] = (await inventory.listing('pl-used', { items: 1 })).data;
    const html = await (await get(`/pl/showroom/pl-used-${vehicle!.id}`)).text();
    expect(html).toMatch(/<html lang="pl"/);
    expect(html).toContain(`<dt>Moc</dt><dd>${vehicle!.power}\u00a0KM</dd>`);
  });

  it('should answer 404 with the vehicle-not-found screen for an unknown vehicle or listing', async () => {
    for (const path of ['/showroom/pl-used-999999', '/showroom/no-such-listing-1', '/showroom/no-id']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('This vehicle could not be found');
    }
  });
});

describe('given general.theme set to a brand theme (themes)', () => {
  afterAll(async () => {
    await client.admin.deleteSetting('general.theme').catch(() => {});
  });

  it('should render that theme on <html>, and programme again once the setting is reset', async () => {
    await client.admin.putSetting('general.theme', 'jaguar');
    expect(await (await get('/some-path')).text()).toMatch(/<html [^>]*data-theme="jaguar"/);
    // The content service refuses an unknown theme (422); a reset goes back to the default.
    await expect(client.admin.putSetting('general.theme', 'no-such-theme')).rejects.toMatchObject({ status: 422 });
    await client.admin.deleteSetting('general.theme');
    expect(await (await get('/some-path')).text()).toMatch(/<html [^>]*data-theme="programme"/);
  });
});

describe('given the seeded site', () => {
  it('should lead nowhere “not found”: every link of its navigation, mega menus and footer opens a page, in both languages', async () => {
    const linked = (entries: NavEntry[]): string[] =>
      entries.flatMap((entry) => [...(entry.url?.startsWith('/') ? [entry.url] : []), ...linked(entry.children)]);
    const homeLinks = async (home: string) =>
      [...(await (await get(home)).text()).matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)].map((match) => match[1]!);
    const paths = new Set(
      [
        ...linked(await client.getNavEntries('en')),
        ...linked(await client.getNavEntries('pl')).map((url) => (url.startsWith('/pl/') ? url : `/pl${url}`)),
        ...(await homeLinks('/')),
        ...(await homeLinks('/pl')),
      ].map((href) => href.split(/[?#]/)[0]!),
    );
    expect(paths).toContain('/models');
    const broken: string[] = [];
    for (const href of paths) {
      const response = await get(href, { redirect: 'follow' });
      await response.arrayBuffer();
      if (response.status !== 200) broken.push(`${href} → ${response.status}`);
    }
    expect(broken).toEqual([]);
  });
});
