/**
 * The site as the edge, over real HTTP: body limits on every route (before anything is forwarded)
 * and the forwarding headers only the site may set.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, sendBody, startTestContentService, type TestContentService } from '@forecourt/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../server.js';

const MB = 1024 * 1024;

let content: TestContentService;
let site: Awaited<ReturnType<typeof startSite>>;
let tmp: string;

beforeAll(async () => {
  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  content = await startTestContentService({ publicUrl: siteOrigin });
  tmp = await mkdtemp(path.join(tmpdir(), 'forecourt-edge-'));
  await mkdir(path.join(tmp, 'cms'), { recursive: true });
  await writeFile(path.join(tmp, 'cms/index.html'), '<!DOCTYPE html><title>Forecourt CMS</title><div id="root"></div>');
  site = await startSite({
    port: sitePort,
    hostname: '127.0.0.1',
    publicUrl: siteOrigin,
    contentServiceUrl: content.url,
    cmsDist: path.join(tmp, 'cms'),
    clientDist: tmp,
  });
});

afterAll(async () => {
  await site?.close();
  await content?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
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
      cmsDist: path.join(tmp, 'cms'),
      clientDist: tmp,
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
