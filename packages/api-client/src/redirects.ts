// Redirects the site answers before rendering a page: from a site path to a site path or an
// http(s) URL, with a redirect status. Admins manage them; a published page whose path changes
// leaves one behind (old path → new path, 301).
import { z } from 'zod';
import { idSchema, lineText, MAX_PATH_LENGTH } from './input.js';

/** The statuses a redirect may answer with. */
export const REDIRECT_CODES = [301, 302, 307, 308] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];

/** A site path: starts with one slash, no spaces, no query or fragment. */
const SITE_PATH = /^\/(?!\/)[^\s?#]*$/;
/** A site path (a query allowed) or an http(s) URL. */
const TARGET = /^(\/(?!\/)\S*|https?:\/\/[^\s/?#]+\S*)$/i;

export const REDIRECT_FROM_MESSAGE = 'must be a site path starting with /, without spaces, query or #fragment (e.g. /old-offers)';
export const REDIRECT_TO_MESSAGE = 'must be a site path starting with / or an http(s) URL (e.g. /offers or https://example.com/)';

export const redirectInputSchema = z.object({
  from: lineText(MAX_PATH_LENGTH).regex(SITE_PATH, { error: REDIRECT_FROM_MESSAGE }),
  to: lineText(2048).regex(TARGET, { error: REDIRECT_TO_MESSAGE }),
  code: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)], {
    error: `must be one of ${REDIRECT_CODES.join(', ')}`,
  }),
});
export type RedirectInput = z.infer<typeof redirectInputSchema>;

export const redirectSchema = redirectInputSchema.extend({
  id: idSchema,
  /** Made when a published page's path changed (else by an admin). */
  automatic: z.boolean(),
  updated_at: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** What the site needs of a redirect: the lower-cased path it answers, and where to. */
export const siteRedirectSchema = z.object({ from: z.string(), to: z.string(), code: z.number().int() });
export type SiteRedirect = z.infer<typeof siteRedirectSchema>;

/** A path as the site compares it: no trailing slash (home is /), lower-cased. */
export function redirectKey(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** Whether `to` is a site path (as opposed to another site's URL). */
export const isSitePath = (to: string) => to.startsWith('/') && !to.startsWith('//');
