// How large a request body each route of Forecourt accepts. Both servers enforce the same table
// (see `@forecourt/api-client/node`): the site at the edge, the content service behind it.

const KB = 1024;
const MB = 1024 * KB;

/** A body limit and how to say it to a person. */
export interface BodyLimit {
  bytes: number;
  label: string;
}

/** Media uploads and replacements (multipart: one image and its alt text). */
export const UPLOAD_BODY_LIMIT: BodyLimit = { bytes: 15 * MB, label: '15 MB' };
/** The editor's and admin's JSON (a page with all its blocks fits many times over). */
export const ADMIN_BODY_LIMIT: BodyLimit = { bytes: 1 * MB, label: '1 MB' };
/**
 * Everything else: sign-in and sign-out forms, OpenID token requests, form submissions. None of
 * them needs more than a few kilobytes, and a small limit keeps an anonymous request from making
 * a server read (and hold) megabytes.
 */
export const DEFAULT_BODY_LIMIT: BodyLimit = { bytes: 64 * KB, label: '64 KB' };

/** A visitor's form submission: the one public route of the forms API, which keeps the default. */
const LEAD_POST = /^\/forms_api\/forms\/[^/]+\/leads\/?$/;

/** `PUT /admin_api/media/{id}/file`: a new file for an image. */
const MEDIA_REPLACE = /^\/admin_api\/media\/[^/]+\/file$/;

/** Whether `method` `pathname` carries an uploaded image. */
export const isMediaUpload = (method: string, pathname: string) =>
  (method === 'POST' && pathname === '/admin_api/media') || (method === 'PUT' && MEDIA_REPLACE.test(pathname));

/** The limit of a request to `pathname` (no query) with `method`. */
export function bodyLimitFor(method: string, pathname: string): BodyLimit {
  if (isMediaUpload(method, pathname)) return UPLOAD_BODY_LIMIT;
  if (pathname === '/admin_api' || pathname.startsWith('/admin_api/')) return ADMIN_BODY_LIMIT;
  // The admin's form definitions and imports; never a visitor's lead.
  if (pathname.startsWith('/forms_api/') && !(method === 'POST' && LEAD_POST.test(pathname))) return ADMIN_BODY_LIMIT;
  return DEFAULT_BODY_LIMIT;
}

/** The JSON error of a refused body (`413`). */
export const bodyTooLargeMessage = (limit: BodyLimit) => `Request body is too large (limit ${limit.label})`;
