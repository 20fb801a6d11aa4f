import { parsePatternList, siteRoot, type URLPatternConstructor } from './patterns.js';

export interface ExitMatcherOptions {
  /** `exit_popup.do_url`: URL patterns, one per line. Empty (or only invalid lines) means never. */
  whitelist: string | readonly string[] | null | undefined;
  /** `exit_popup.dont_url`: URL patterns, one per line; a match here always wins. */
  blacklist?: string | readonly string[] | null | undefined;
  /**
   * Absolute URL of the site root including its base path (e.g. `https://www.brand.pl/pl/`).
   * Relative entries are prefixed with it and relative URLs passed to `shouldIntercept` resolve
   * against it.
   */
  baseUrl: string | URL;
  /** `URLPattern` implementation. Defaults to the native one (see `loadURLPattern` for the others). */
  URLPattern?: URLPatternConstructor | undefined;
}

export interface ExitMatcher {
  /** Whether following `url` should first show the exit popup. Never throws. */
  shouldIntercept(url: string | URL): boolean;
}

/**
 * The exit-popup rule (site-shell.md §5): a URL is intercepted only if it matches a whitelist
 * entry and no blacklist entry; with an empty whitelist nothing is intercepted.
 */
export function createExitMatcher({
  whitelist,
  blacklist,
  baseUrl,
  URLPattern,
}: ExitMatcherOptions): ExitMatcher {
  const compile = (list: ExitMatcherOptions['whitelist']) =>
    parsePatternList(list, { baseUrl, URLPattern })
      .map((entry) => entry.pattern)
      .filter((pattern) => pattern !== null);
  const allow = compile(whitelist);
  const deny = compile(blacklist);
  const root = siteRoot(baseUrl);
  return {
    shouldIntercept(url) {
      if (allow.length === 0) return false;
      let href: string;
      try {
        href = new URL(url, root ?? undefined).href;
      } catch {
        return false;
      }
      return (
        allow.some((pattern) => pattern.test(href)) && !deny.some((pattern) => pattern.test(href))
      );
    },
  };
}
