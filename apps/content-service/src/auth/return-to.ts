/**
 * Where a browser may be sent after signing in or out: a path of this site, nothing else.
 * Browsers drop tabs and line breaks inside URLs and read `\` as `/`, so `/\t/evil.example`
 * would leave the site; the check parses the value as a browser would and keeps it only when it
 * stays on our origin, and refuses control characters outright.
 */
import { MAX_PATH_LENGTH } from '@forecourt/api-client';

// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const OWN_ORIGIN = 'http://return-to.invalid';

/** Where a sign-in lands without a `return_to`: the editor, which is what sign-in is for. */
export const DEFAULT_RETURN_TO = '/cms';

/**
 * `value` when it is a same-origin path (`/…`, one line, at most 2,048 characters), normalised as
 * the browser would follow it; otherwise `fallback` (the home page).
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > MAX_PATH_LENGTH || CONTROL.test(value)) return fallback;
  if (!value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
