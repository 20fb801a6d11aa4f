/**
 * The site as the edge, over real HTTP: body limits on every route (before anything is forwarded)
 * and the forwarding headers only the site may set.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { freePort, sendBody, type TestContentService } from '@forecourt/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../server.js';
import { startTestSite, type TestSite } from './test-site.js';

const MB = 1024 * 1024;

let stack: TestSite;
let content: TestContentService;
let site: TestSite['site'];
/** The stand-in builds, for the other sites some tests start. */
let builds: { cmsDist: string; clientDist: string };

beforeAll(async () => {
  stack = await startTestSite();
  ({ site, content } = stack);
  builds = { cmsDist: stack.cmsDist, clientDist: stack.clientDist };
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('given a request body over its route’s limit', () => {
  it('should answer 413 with a JSON message to a declared length, before forwarding anything', async () => {
    const answer = await sendBody(site.url, { path: '/auth/logout', bytes: 2 * MB, framing: 'content-length' });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request body is too large (limit 64 KB)' });
    expect(answer.closedByServer).toBe(true);

    const upload = await sendBody(site.url, { path: '/admin_api/media', bytes: 20 * MB, framing: 'content-length' });
    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.body)).toEqual({ error: 'Request body is too large (limit 15 MB)' });
  });

  it('should count a chunked body as it is forwarded and close the connection after the 413', async () => {
    const answer = await sendBody(site.url, { path: '/auth/logout', bytes: 4 * MB, framing: 'chunked' });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request body is too large (limit 64 KB)' });
    expect(answer.closedByServer).toBe(true);
  });

  it('should answer 413 instead of 100 Continue when the declared length is too large', async () => {
    const answer = await sendBody(site.url, { path: '/admin_api/pages', bytes: 150 * MB, framing: 'expect-continue' });
    expect(answer.status).toBe(413);
    expect(answer.continued).toBe(false);
    expect(answer.bytesSent).toBe(0);
  });

  it('should refuse bodies on the site’s own routes too', async () => {
    const answer = await sendBody(site.url, { path: '/some-page', bytes: 1 * MB, framing: 'content-length' });
    expect(answer.status).toBe(413);
  });
});

describe('given a request body within its limit', () => {
  it('should forward it whatever its framing, answering 100 Continue itself', async () => {
    for (const framing of ['content-length', 'chunked', 'expect-continue'] as const) {
      const answer = await sendBody(site.url, { path: '/auth/logout', bytes: 32 * 1024, framing });
      expect(answer.status, framing).toBe(303);
      expect(answer.continued, framing).toBe(framing === 'expect-continue');
    }
  });
});

describe('given forwarding headers sent by a client', () => {
  it('should keep the provider advertising the site’s own origin', async () => {
    const response = await fetch(`${site.url}/oidc/.well-known/openid-configuration`, {
      headers: {
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
        Forwarded: 'for=203.0.113.9;host=evil.example;proto=https',
      },
    });
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as { issuer: string; authorization_endpoint: string };
    expect(discovery.issuer).toBe(`${site.url}/oidc`);
    expect(discovery.authorization_endpoint).toBe(`${site.url}/oidc/auth`);
  });

  it('should replace X-Forwarded-For with the connection’s address and drop Forwarded', async () => {
    // A stand-in content service that answers with the headers it received.
    const echo = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(req.headers));
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    const edge = await startSite({
      port,
      hostname: '127.0.0.1',
      publicUrl: 'https://www.forecourt.test',
      contentServiceUrl: `http://127.0.0.1:${(echo.address() as { port: number }).port}`,
      ...builds,
    });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/settings`, {
        headers: {
          'X-Forwarded-For': '203.0.113.9',
          'X-Forwarded-Host': 'evil.example',
          Forwarded: 'for=203.0.113.9;host=evil.example',
        },
      });
      const received = (await response.json()) as IncomingHttpHeaders;
      expect(received['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(received['x-forwarded-host']).toBe('www.forecourt.test');
      expect(received['x-forwarded-proto']).toBe('https');
      expect(received.forwarded).toBeUndefined();
    } finally {
      await edge.close();
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
  });
});

describe('given any answer of the site', () => {
  it('should forbid content sniffing and send referrers only as the origin to other sites', async () => {
    for (const path of ['/', '/nothing-here', '/_site/missing.js', '/cms', '/oidc/.well-known/openid-configuration']) {
      const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      // Browsers reach this site over http: HSTS would be ignored, or wrong behind a TLS proxy.
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
    // The content service's stricter policy for its own answers (sign-in URLs) is kept.
    expect((await fetch(`${site.url}/api/settings`)).headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('should ask browsers to use https only when the public origin is https', async () => {
    const port = await freePort();
    const secure = await startSite({
      port,
      hostname: '127.0.0.1',
      publicUrl: 'https://www.forecourt.test',
      contentServiceUrl: content.url,
      ...builds,
    });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/cms`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

describe('given the editor, the admin and the APIs', () => {
  it('should forbid other pages to frame them; public pages stay as they were', async () => {
    for (const path of ['/cms', '/admin/settings', '/CMS/pages', '/admin_api/pages', '/api/settings', '/auth/session']) {
      const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'");
    }
    const page = await fetch(`${site.url}/`);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).not.toContain('frame-ancestors');
  });
});

/** The nonce of a page's policy, and the nonces its script and style elements carry. */
async function policyOf(pagePath: string, init?: RequestInit) {
  const response = await fetch(`${site.url}${pagePath}`, init);
  const policy = response.headers.get('content-security-policy') ?? '';
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const elements = html.match(/<(script|style)\b[^>]*>/g) ?? [];
  return {
    response,
    policy,
    nonce,
    elements,
    nonces: elements.map((tag) => / nonce="([^"]*)"/.exec(tag)?.[1]),
  };
}

describe('given a rendered page (Content-Security-Policy)', () => {
  it('should allow only our scripts and styles, each inline one carrying this render’s nonce', async () => {
    const { policy, nonce, elements, nonces } = await policyOf('/');
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toBe(
      `script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'; object-src 'none'; base-uri 'self'`,
    );
    // The router's scripts, the consent boot script and the seeded metaheads (a script, styles).
    expect(elements.length).toBeGreaterThanOrEqual(5);
    expect(elements.some((tag) => tag.includes('data-fc-metahead'))).toBe(true);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    // A 404 page is rendered the same way.
    const missing = await policyOf('/nothing-here');
    expect(missing.response.status).toBe(404);
    expect(new Set(missing.nonces)).toEqual(new Set([missing.nonce]));
  });

  it('should keep a cached page’s nonce with it, and render a new one after a change', async () => {
    // Misses until the first render is stored (compressed off the request), then hits.
    const rendered = new Set<string | undefined>();
    let hit = await policyOf('/models');
    for (let tries = 0; hit.response.headers.get('x-page-cache') !== 'hit' && tries < 40; tries++) {
      rendered.add(hit.nonce);
      await new Promise((resolve) => setTimeout(resolve, 50));
      hit = await policyOf('/models');
    }
    expect(hit.response.headers.get('x-page-cache')).toBe('hit');
    // A hit is answered before the app: it still carries the headers every answer has.
    expect(hit.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(rendered).toContain(hit.nonce);
    expect(new Set(hit.nonces)).toEqual(new Set([hit.nonce]));
    const first = await policyOf('/models');
    expect(first.policy).toBe(hit.policy);

    const admin = await content.signIn('admin');
    const saved = await fetch(`${site.url}/admin_api/settings/security.script_origins`, {
      method: 'PUT',
      headers: admin.headers,
      body: JSON.stringify({
        value: "https://www.googletagmanager.com\nhttps://cdn.example.com/path/tag.js\nnot a url\n'unsafe-eval'",
      }),
    });
    expect(saved.status).toBe(200);
    let changed = await policyOf('/models');
    for (let tries = 0; changed.nonce === first.nonce && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      changed = await policyOf('/models');
    }
    expect(changed.nonce).not.toBe(first.nonce);
    // Only well-formed origins are taken; anything else could add a directive of its own.
    expect(changed.policy).toContain(
      `script-src 'self' 'nonce-${changed.nonce}' https://www.googletagmanager.com https://cdn.example.com;`,
    );
    expect(changed.policy).not.toContain('unsafe-eval');
  });
});
