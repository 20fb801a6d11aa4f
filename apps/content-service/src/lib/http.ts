import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ValidationIssue } from '@forecourt/api-client';

/** Every non-2xx JSON answer: `{ error, issues? }`. */
export function jsonError(c: Context, status: ContentfulStatusCode, error: string, issues?: ValidationIssue[]) {
  return c.json(issues && issues.length > 0 ? { error, issues } : { error }, status);
}

/** Thrown anywhere in a handler to answer with an error body (see `onError` in app.ts). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
  }
}

/** Public reads may be cached by a CDN for a minute; everything else is private. */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=60';
export const NO_STORE = 'no-store';

/** Sets Cache-Control on answers that did not set their own. */
export function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', value);
  };
}

/** Ids are `serial` columns: PostgreSQL `integer`, which refuses anything larger. */
export const MAX_ID = 2_147_483_647;

/** Whether `value` can be the id of a row (a positive `integer`). */
export const isId = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= MAX_ID;

/** Parses a positive integer route parameter, or throws 404 (an id that cannot exist). */
export function idParam(value: string | undefined, what = 'Page'): number {
  const id = Number(value);
  if (!isId(id)) throw new HttpError(404, `${what} not found`);
  return id;
}
