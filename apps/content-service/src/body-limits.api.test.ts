// Every route's body limit, over real HTTP: what a client sending too much notices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './test/harness.js';
import { sendBody } from './test/raw-http.js';

const MB = 1024 * 1024;

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

describe('given a body over the default limit (64 KB) on a public route', () => {
  it('should refuse a declared 150 MB sign-out form with 413 before reading it', async () => {
    const answer = await sendBody(service.url, { path: '/auth/logout', bytes: 150 * MB, framing: 'content-length' });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request body is too large (limit 64 KB)' });
    expect(answer.headers.connection).toBe('close');
    expect(answer.closedByServer).toBe(true);
    // The client stopped sending at the answer, long before 150 MB, so the service cannot have held
    // it. (Not measured by this process's memory: test files run as threads of one process.)
    expect(answer.bytesSent).toBeLessThan(20 * MB);
  });

  it('should count a chunked body as it streams and close the connection after the 413', async () => {
    const answer = await sendBody(service.url, { path: '/auth/logout', bytes: 4 * MB, framing: 'chunked' });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request body is too large (limit 64 KB)' });
    expect(answer.closedByServer).toBe(true);
    expect(answer.bytesSent).toBeLessThan(4 * MB);
  });

  it('should answer 413 instead of 100 Continue when the declared length is too large', async () => {
    const answer = await sendBody(service.url, { path: '/auth/logout', bytes: 150 * MB, framing: 'expect-continue' });
    expect(answer.status).toBe(413);
    expect(answer.continued).toBe(false);
    expect(answer.bytesSent).toBe(0);
  });

  it('should refuse a declared body over the limit on the OpenID provider’s own endpoints', async () => {
    const answer = await sendBody(service.url, { path: '/oidc/token', bytes: 2 * MB, framing: 'content-length' });
    expect(answer.status).toBe(413);
  });
});

describe('given a body within its limit', () => {
  it('should handle it whatever its framing', async () => {
    for (const framing of ['content-length', 'chunked', 'expect-continue'] as const) {
      const answer = await sendBody(service.url, { path: '/auth/logout', bytes: 32 * 1024, framing });
      expect(answer.status, framing).toBe(303);
      expect(answer.continued, framing).toBe(framing === 'expect-continue');
    }
  });
});

describe('given the admin API', () => {
  it('should keep its own limits: 1 MB of JSON, 15 MB for a media upload', async () => {
    const admin = await service.session(['admin', 'editor']);
    const json = await sendBody(service.url, {
      path: '/admin_api/pages',
      bytes: 2 * MB,
      framing: 'chunked',
      headers: admin.headers,
    });
    expect(json.status).toBe(413);
    expect(JSON.parse(json.body)).toEqual({ error: 'Request body is too large (limit 1 MB)' });

    const upload = await sendBody(service.url, { path: '/admin_api/media', bytes: 16 * MB, framing: 'content-length' });
    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.body)).toEqual({ error: 'Request body is too large (limit 15 MB)' });
    // Within its limit an upload is not refused for its size (this one is not multipart: 400).
    const small = await sendBody(service.url, {
      path: '/admin_api/media',
      bytes: 2 * MB,
      framing: 'content-length',
      headers: { Cookie: admin.cookie, 'X-CSRF-Token': admin.csrf },
    });
    expect(small.status).not.toBe(413);
  });
});
