// The redirects admins manage (and that moved pages leave behind), answered before any page is
// rendered. All of them are kept in one map, so a request costs one lookup however many there
// are; like the page cache, the map is kept while the change feed is there to say when it changes.
import { isSitePath, redirectKey, type SiteRedirect } from '@forecourt/api-client';

export interface RedirectStore {
  /** The redirect answering `url`'s path, or null. */
  answer(url: URL): Promise<Response | null>;
  /** Forgets the map, so the next request loads it again. */
  clear(): void;
}

export interface RedirectStoreOptions {
  /** Whether the map may be kept now (the change feed is connected). */
  keep?: () => boolean;
}

/** The path as the redirects compare it: decoded segment by segment, lower-cased, no trailing slash. */
function keyOf(pathname: string): string | null {
  try {
    return redirectKey(pathname.split('/').map(decodeURIComponent).join('/'));
  } catch {
    return null;
  }
}

/** A store over `load` (the content service's `GET /public_api/redirects`). */
export function createRedirectStore(load: () => Promise<SiteRedirect[]>, { keep = () => true }: RedirectStoreOptions = {}): RedirectStore {
  let kept: Promise<Map<string, SiteRedirect>> | null = null;

  const read = () =>
    load().then(
      (list) => new Map(list.map((redirect) => [redirect.from, redirect])),
      (error: unknown) => {
        // Pages still render without redirects; the next request asks again.
        console.error('Redirects could not be loaded; answering without them.', error);
        kept = null;
        return new Map<string, SiteRedirect>();
      },
    );

  return {
    async answer(url) {
      const key = keyOf(url.pathname);
      if (key === null) return null;
      let map: Map<string, SiteRedirect>;
      if (keep()) {
        kept ??= read();
        map = await kept;
      } else {
        map = await read();
      }
      const redirect = map.get(key);
      if (!redirect) return null;
      // A site target keeps the visitor's query (campaign tags) unless it names its own.
      const location = isSitePath(redirect.to) && !redirect.to.includes('?') ? `${redirect.to}${url.search}` : redirect.to;
      return new Response(null, {
        status: redirect.code,
        // Admins may change a redirect: browsers ask again rather than remember a permanent one.
        headers: { Location: location, 'Cache-Control': 'no-cache' },
      });
    },
    clear() {
      kept = null;
    },
  };
}
