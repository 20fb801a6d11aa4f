/**
 * The site as the edge, over real HTTP: body limits on every route (before anything is forwarded)
 * and the forwarding headers only the site may set.
 */
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
