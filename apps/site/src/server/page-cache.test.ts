import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, preferredEncoding } from './accept-encoding.js';
import { cachedResponse, createPageCache, etagOf, matchesEtag } from './page-cache.js';

const html = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Range Rover Sport</p>'.repeat(200)}</body></html>`);
const page = (pageId = 7) => ({
  pageId,
  etag: etagOf(html),
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60' },
  identity: html,
});
const request = (headers: Record<string, string> = {}) =>
  new Request('http://localhost/models/range-rover-sport', { headers });

describe('given the change feed is connected', () => {
  it('should drop a render stored with a time to live once it has passed (pages showing stock)', async () => {
    let now = 1_000;
    const cache = createPageCache({ clock: { now: () => now } });
    cache.setLive(true);
    await cache.store('/used-cars?page=2', cache.generation, page(), 60_000);
    await cache.store('/models/range-rover-sport', cache.generation, page());
    now += 59_000;
    expect(cache.get('/used-cars?page=2')).toBeDefined();
    now += 2_000;
    expect(cache.get('/used-cars?page=2')).toBeUndefined();
    // Pages without stock stay until the change feed reports a change.
    expect(cache.get('/models/range-rover-sport')).toBeDefined();
  });

  it('should keep a render and answer it in the encoding the browser takes best', async () => {
    const cache = createPageCache();
    cache.setLive(true);
    await cache.store('/models/range-rover-sport', cache.generation, page());
    const hit = cache.get('/models/range-rover-sport')!;

    const brotli = cachedResponse(hit, request({ 'accept-encoding': 'gzip, deflate, br' }));
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer()))).toEqual(html);

    const gzip = cachedResponse(hit, request({ 'accept-encoding': 'gzip' }));
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer()))).toEqual(html);

    const plain = cachedResponse(hit, request());
    expect(plain.headers.has('content-encoding')).toBe(false);
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(html);
  });

  it('should answer 304 with the validator when the browser has the same bytes', async () => {
    const cache = createPageCache();
    cache.setLive(true);
    await cache.store('/x', cache.generation, page());
    const response = cachedResponse(cache.get('/x')!, request({ 'if-none-match': etagOf(html) }));
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(etagOf(html));
    expect(await response.text()).toBe('');
  });

  it('should not keep a render that a change overtook while it was being made', async () => {
    const cache = createPageCache();
    cache.setLive(true);
    const startedIn = cache.generation;
    cache.purgeAll();
    await cache.store('/x', startedIn, page());
    expect(cache.get('/x')).toBeUndefined();
  });

  it('should drop one page’s entries, or all of them', async () => {
    const cache = createPageCache();
    cache.setLive(true);
    await cache.store('/a', cache.generation, page(1));
    await cache.store('/a?utm=1', cache.generation, page(1));
    await cache.store('/b', cache.generation, page(2));
    cache.purgePage(1);
    expect([cache.get('/a'), cache.get('/a?utm=1'), cache.get('/b')?.pageId]).toEqual([undefined, undefined, 2]);
    cache.purgeAll();
    expect(cache.get('/b')).toBeUndefined();
  });
});

describe('given the change feed is down', () => {
  it('should neither keep nor serve anything, and start empty when it returns', async () => {
    const cache = createPageCache();
    cache.setLive(true);
    await cache.store('/x', cache.generation, page());
    cache.setLive(false);
    expect(cache.get('/x')).toBeUndefined();
    await cache.store('/x', cache.generation, page());
    cache.setLive(true);
    expect(cache.get('/x')).toBeUndefined();
  });
});

describe('given Accept-Encoding and If-None-Match headers', () => {
  it('should honour q-values and the wildcard', () => {
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding(null)).toBe('identity');
    expect(acceptsEncoding('gzip;q=0.5, *;q=0', 'br')).toBe(false);
  });

  it('should match a validator in a list, weak or strong, or the wildcard', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(null, '"b"')).toBe(false);
  });
});
