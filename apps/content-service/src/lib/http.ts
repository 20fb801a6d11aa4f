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
export const PUBLIC_MAX_AGE_MS = 60_000;
export const PUBLIC_CACHE = `public, max-age=${PUBLIC_MAX_AGE_MS / 1000}, s-maxage=${PUBLIC_MAX_AGE_MS / 1000}`;
export const NO_STORE = 'no-store';
/** An answer about one client's request (its bad input, its missing session): nobody else's. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Sets Cache-Control on answers that did not set their own. */
export function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', value);
  };
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `publicNotFound`: this route's 404 may be cached publicly. */
    publicNotFound?: boolean;
  }
}

/**
 * Marks a route whose 404 may keep its public cache: a missing page is asked for by many
 * visitors (a dead link), and the CDN should answer them, not the database.
 */
export const publicNotFound: MiddlewareHandler = async (c, next) => {
  c.set('publicNotFound', true);
  await next();
};

/**
 * The one place error answers get their Cache-Control, whatever a route or middleware set
 * before: a 5xx is `no-store`, a 4xx `private, no-store` — a CDN must never keep a failure, or
 * the answer to one client's bad input, for everyone. The exception is on purpose: the 404 of
 * a route marked `publicNotFound` keeps its public cache.
 */
export const errorCaching: MiddlewareHandler = async (c, next) => {
  await next();
  const { status } = c.res;
  if (status < 400 || (status === 404 && c.get('publicNotFound'))) return;
  c.res.headers.set('Cache-Control', status >= 500 ? NO_STORE : PRIVATE_NO_STORE);
};

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
