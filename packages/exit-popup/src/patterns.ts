/** The `URLPattern` class used to compile entries (the WHATWG URL Pattern standard). */
export type URLPatternConstructor = typeof URLPattern;

/**
 * The platform's own `URLPattern`, where it has one: Chromium and Node 24 ship it, Safari before
 * 26 and Firefox before 142 do not (see `loadURLPattern`).
 */
export const NativeURLPattern: URLPatternConstructor | undefined = (
  globalThis as { URLPattern?: URLPatternConstructor }
).URLPattern;

/**
 * The platform's `URLPattern`, or, where there is none, `urlpattern-polyfill`, fetched only then
 * (it would otherwise add ~6 KB gzip to every visitor's first load).
 */
export async function loadURLPattern(): Promise<URLPatternConstructor> {
  if (NativeURLPattern) return NativeURLPattern;
  const { URLPattern } = await import('urlpattern-polyfill/urlpattern');
  return URLPattern as unknown as URLPatternConstructor;
}

/** One line of a pattern list, compiled. */
export interface PatternEntry {
  /** 1-based line number in the list. */
  line: number;
  /** The line as typed, without surrounding whitespace. */
  source: string;
  /** The compiled pattern; null when the line is not a valid pattern (it is then ignored). */
  pattern: URLPattern | null;
}

export interface ParsePatternListOptions {
  /**
   * Absolute URL of the site root including its base path (e.g. `https://www.brand.pl/pl/`).
   * Relative entries are resolved under it. Without it relative entries are invalid.
   */
  baseUrl?: string | URL | undefined;
  /**
   * `URLPattern` implementation. Defaults to the native one; where the platform has none, pass the
   * one `loadURLPattern()` resolves to (without any, every entry counts as invalid).
   */
  URLPattern?: URLPatternConstructor | undefined;
}

// `scheme:` (letters, digits, + - . or a `*` wildcard) starts an absolute entry.
const ABSOLUTE = /^[a-z*][a-z0-9+.*-]*:/i;

/** The site root as a directory URL (trailing slash, no query or fragment), or null. */
export function siteRoot(baseUrl: string | URL | undefined): URL | null {
  if (baseUrl === undefined) return null;
  let root: URL;
  try {
    root = new URL(baseUrl);
  } catch {
    return null;
  }
  root.search = '';
  root.hash = '';
  if (!root.pathname.endsWith('/')) root.pathname += '/';
  return root;
}

/**
 * Compiles one entry (see README "Pattern syntax"): the fragment is dropped, the first `?` starts
 * the query part, and an entry without a scheme is resolved under the site's base path.
 */
function compileEntry(
  source: string,
  root: URL | null,
  Impl: URLPatternConstructor,
): URLPattern | null {
  // Fragments never reach a server, so they never decide anything.
  const withoutHash = source.split('#', 1)[0]!;
  const queryAt = withoutHash.indexOf('?');
  // In the URLPattern grammar `/*?` would make `*` optional; admins mean "then a query".
  const location = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const search = queryAt === -1 ? '*' : withoutHash.slice(queryAt + 1);
  if (!location) return null;
  try {
    let parsed: URLPattern;
    if (ABSOLUTE.test(location)) {
      parsed = new Impl(location);
    } else if (location.startsWith('//')) {
      if (!root) return null;
      parsed = new Impl(`${root.protocol}${location}`);
    } else {
      if (!root) return null;
      // A path relative to the root directory: URLPattern escapes the base URL's own characters.
      parsed = new Impl(location.replace(/^\/+/, ''), root.href);
    }
    return new Impl({
      protocol: parsed.protocol,
      username: parsed.username,
      password: parsed.password,
      hostname: parsed.hostname,
      port: parsed.port,
      pathname: parsed.pathname,
      search,
      hash: '*',
    });
  } catch {
    // Invalid patterns are ignored silently (site-shell.md §5).
    return null;
  }
}

/**
 * Splits a newline-separated pattern list (LF, CRLF or CR) and compiles each line. Blank lines and
 * lines starting with `#` (comments) are skipped; surrounding whitespace is trimmed. Never throws.
 */
export function parsePatternList(
  list: string | readonly string[] | null | undefined,
  options: ParsePatternListOptions = {},
): PatternEntry[] {
  const lines = typeof list === 'string' ? list.split(/\r\n|\r|\n/) : [...(list ?? [])];
  const root = siteRoot(options.baseUrl);
  const Impl = options.URLPattern ?? NativeURLPattern;
  const entries: PatternEntry[] = [];
  lines.forEach((raw, index) => {
    const source = raw.trim();
    if (!source || source.startsWith('#')) return;
    entries.push({ line: index + 1, source, pattern: Impl ? compileEntry(source, root, Impl) : null });
  });
  return entries;
}
