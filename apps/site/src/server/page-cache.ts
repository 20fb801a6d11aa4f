// The published-page cache: the HTML of a page render, per URL (whose path carries the locale;
// the theme comes from settings, whose changes empty the cache), stored compressed with brotli
// and gzip so a hit costs no rendering and no compressing. It is emptied exactly when the content
// service reports a change (see change-feed.ts); while that feed is down nothing is kept or served.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { preferredEncoding } from './accept-encoding.js';

/** A cached render. */
export interface CachedPage {
  /** The page shown (for purging one page's entries). */
  pageId: number;
  etag: string;
  /**
   * Headers of the render (content type, cache control, vary, surrogate keys, and the
   * Content-Security-Policy with the nonce the HTML carries). A hit sends that nonce again until a
   * change re-renders the page; acceptable because the cached bytes hold nothing a request chose
   * but its URL, which is the key (a URL carrying a payload gets a render and a nonce of its own),
   * and stored content is a change, so it never shares a nonce it could learn. See SECURITY.md.
   */
  headers: Record<string, string>;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface PageCacheOptions {
  /** Bytes of HTML (all three encodings) kept at most. Defaults to 64 MB. */
  maxBytes?: number;
  /** The clock entries with a time to live are measured by (tests set their own). */
  clock?: { now(): number };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `"…"`: a strong validator of the exact bytes of `body`. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header names `etag` (or `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

export function createPageCache({ maxBytes = 64 * 1024 * 1024, clock }: PageCacheOptions = {}) {
  const entries = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    // Resolution 0: read the given clock on every check (the default caches it for 1 ms).
    ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    sizeCalculation: (page) => page.identity.length + page.gzip.length + page.br.length + 256,
  });
  // Bumped by every purge: a render that started before a purge may hold old content, so it is
  // not stored (see `store`).
  let generation = 0;
  let live = false;

  return {
    /** Whether the change feed is connected (only then is anything kept or served). */
    get live() {
      return live;
    },
    /** Called by the change feed: connected (the cache starts empty) or lost (empties it). */
    setLive(connected: boolean) {
      live = connected;
      generation += 1;
      entries.clear();
    },
    /** The generation a render starts in; pass it to `store`. */
    get generation() {
      return generation;
    },
    get(key: string): CachedPage | undefined {
      return live ? entries.get(key) : undefined;
    },
    /**
     * Keeps a render, unless a change arrived since it started (`startedIn`). Compressed once, off
     * the event loop (zlib's thread pool), at a high ratio: every later hit is served from these
     * bytes. With `ttlMs` the entry also expires after that long.
     */
    async store(
      key: string,
      startedIn: number,
      page: Omit<CachedPage, 'gzip' | 'br'>,
      /** Kept at most this long (ms), for pages with data the change feed does not report. */
      ttlMs?: number,
    ): Promise<void> {
      if (!live || startedIn !== generation) return;
      const [gzipped, brotlied] = await Promise.all([
        gzipAsync(page.identity, { level: 9 }),
        brotli(page.identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 10,
            [constants.BROTLI_PARAM_SIZE_HINT]: page.identity.length,
          },
        }),
      ]);
      if (!live || startedIn !== generation) return;
      // Two renders of the same content raced (a request arrived while the first was being
      // compressed): keep the first, so browsers revalidating its ETag still get a 304.
      if (entries.has(key)) return;
      entries.set(key, { ...page, gzip: gzipped, br: brotlied }, ttlMs ? { ttl: ttlMs } : undefined);
    },
    purgeAll() {
      generation += 1;
      entries.clear();
    },
    /** Drops the entries of one page (its own content changed, nothing else). */
    purgePage(pageId: number) {
      generation += 1;
      for (const [key, page] of entries.entries()) if (page.pageId === pageId) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** What a cached page answers a request: 304 when the client has it, else its bytes. */
export function cachedAnswer(
  page: CachedPage,
  request: { ifNoneMatch: string | null | undefined; acceptEncoding: string | null | undefined; head: boolean },
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | null } {
  const headers: Record<string, string> = { ...page.headers, etag: page.etag };
  if (matchesEtag(request.ifNoneMatch ?? null, page.etag)) return { status: 304, headers, body: null };
  const encoding = preferredEncoding(request.acceptEncoding);
  const body = page[encoding];
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  headers['x-page-cache'] = 'hit';
  return { status: 200, headers, body: request.head ? null : body };
}

/** The answer to `request` from a cached page, as a Fetch response. */
export function cachedResponse(page: CachedPage, request: Request): Response {
  const { status, headers, body } = cachedAnswer(page, {
    ifNoneMatch: request.headers.get('if-none-match'),
    acceptEncoding: request.headers.get('accept-encoding'),
    head: request.method === 'HEAD',
  });
  return new Response(body ? new Uint8Array(body) : null, { status, headers });
}
