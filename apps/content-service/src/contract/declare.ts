/**
 * How a route of the content service is declared: once, with `createRoute` from
 * @hono/zod-openapi, naming its path, query and body schemas (the wire contract's, from
 * @forecourt/api-client) and its answers. The declaration validates every request before the
 * handler runs and is what `GET /api/openapi.json` describes. This module holds the pieces
 * every declaration shares.
 */
import { OpenAPIHono, z, type Hook, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { errorBodySchema, lineText, MAX_INT32 } from '@forecourt/api-client';
import { HttpError, PUBLIC_CACHE } from '../lib/http.js';
import { zodIssues } from '../services/validation.js';

/** The issue a path id that names nothing carries: it answers 404, not 400 (see `idPathParam`). */
const NOT_FOUND = { status: 404 } as const;

/**
 * What a declaration does with a request it refuses: 400 `{ error, issues }` naming each field,
 * or 404 for a path id that no row can have. Thrown, so `onError` answers it like any error.
 */
export const refuseInvalidRequest = (result: Parameters<Hook<unknown, Env, string, void>>[0]): undefined => {
  if (result.success) return;
  const notFound = result.error.issues.find((issue) => issue.code === 'custom' && issue.params?.status === NOT_FOUND.status);
  if (notFound) throw new HttpError(404, notFound.message);
  const issues = zodIssues(result.error);
  const message =
    result.target === 'json' || result.target === 'form'
      ? 'Invalid request body'
      : issues.map((issue) => `${issue.path} ${issue.message}`).join('; ');
  throw new HttpError(400, message, issues);
};

type OpenApiMetadata = NonNullable<Parameters<z.ZodType['openapi']>[1]>;

/**
 * `schema.openapi(…)` for any schema. zod 4 copies prototype methods onto a schema when it is
 * made, so a schema made before @hono/zod-openapi was loaded — the wire contract's, in
 * @forecourt/api-client, often is — lacks the `.openapi` the extension adds to the prototype.
 */
export function withOpenApi<S extends z.ZodType>(schema: S, ...args: [string] | [OpenApiMetadata] | [string, OpenApiMetadata]): S {
  return (z.ZodType.prototype.openapi as (...rest: unknown[]) => S).apply(schema, args);
}

/** A group of declared routes (mounted with `app.route('/', …)`; its declarations join the document). */
export const contractApp = <E extends Env = Env>() => new OpenAPIHono<E>({ defaultHook: refuseInvalidRequest });

const json = <S extends z.ZodType>(schema: S) => ({ 'application/json': { schema } });

/** A 200 answer `{ data }`. */
export const ok = <S extends z.ZodType>(data: S, description: string) => ({
  200: { description, content: json(z.object({ data })) },
});

/** A 200 answer whose body is `schema` itself (no `data` wrapper). */
export const okBody = <S extends z.ZodType>(schema: S, description: string) => ({ 200: { description, content: json(schema) } });

/** A 201 answer `{ data }`. */
export const created = <S extends z.ZodType>(data: S, description: string) => ({
  201: { description, content: json(z.object({ data })) },
});

export const noContent = (description: string) => ({ 204: { description } });

const ERROR_MEANINGS = {
  400: 'Invalid input: `issues` names each field (`path`, `rule`, `message`)',
  401: 'Sign-in required (no session)',
  403: 'Missing role, or missing or invalid CSRF token',
  404: 'Not found',
  409: 'Conflict: stale version, or the path is taken',
  413: 'Request body too large',
  415: 'Body is not of the declared media type',
  422: 'Unprocessable: a Sass compile error, a lead the form refuses, or an image that cannot be read or is too large (`issues` names each field)',
  429: 'Too many requests: wait for `Retry-After` seconds',
  502: 'The upstream API failed',
  503: 'A service the answer depends on is unavailable: try again',
} as const;
type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** Error answers `{ error, issues? }`, one entry per status, described by what they mean here. */
export function errors<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: ERROR_MEANINGS[status], content: json(errorBody) }]),
  ) as unknown as Record<S, { description: string; content: ReturnType<typeof json<typeof errorBody>> }>;
}
const errorBody = withOpenApi(errorBodySchema, 'Error');

/** The 404 of a route marked `publicNotFound`: cached publicly on purpose, and documented so. */
export const publiclyCachedNotFound = (description: string) => ({
  404: {
    description,
    headers: {
      'Cache-Control': {
        description: `${PUBLIC_CACHE}: a missing page is cached publicly like a page, so a dead link many visitors follow is answered by the CDN`,
        schema: { type: 'string' as const },
      },
    },
    content: json(errorBody),
  },
});

/**
 * A row id in the path. Anything but 1 … 2,147,483,647 names nothing that can exist, so it
 * answers 404 `${what} not found` (as an unknown id does), not 400.
 */
export const idPathParam = (what: string) =>
  z
    .string()
    .transform((raw, ctx) => {
      const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
      if (id <= MAX_INT32) return id;
      ctx.issues.push({ code: 'custom', input: raw, message: `${what} not found`, params: NOT_FOUND });
      return z.NEVER;
    })
    .openapi({ type: 'integer', minimum: 1, maximum: MAX_INT32, description: `${what} id`, example: 1 });

/** A text path parameter (a key, a name): one line, at most `max` characters, else 400. */
export const textPathParam = (max: number, description: string) => lineText(max).openapi({ description });

/** A query parameter given once as one line of text; absent (when required) or given twice, it is refused. */
export const queryText = (max: number) =>
  lineText(max, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be given once, as text') });

/**
 * `locale` of the reads: en or pl. Any other value answers in English (documented, tested
 * behaviour the site relies on), so only control characters and length are refused.
 */
export const localeQuery = queryText(35)
  .optional()
  .openapi({ description: 'en or pl; any other value answers in English (the default)', example: 'pl' });

export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: 'forecourt_session' },
  csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
  previewToken: { type: 'http', scheme: 'bearer', description: 'A page preview token (POST /admin_api/pages/{id}/preview_token)' },
} as const;

/** Reads: the session cookie. Writes: the session cookie and its CSRF token in `X-CSRF-Token`. */
export const signedIn = { read: [{ session: [] }], write: [{ session: [], csrf: [] }] };

/**
 * Declares a route whose last parameter `{path}` is the rest of the URL: slashes included,
 * empty or absent meaning the home page. OpenAPI has no such parameter, so the document shows
 * `{path}` while Hono matches `:path{.*}` and the bare prefix.
 */
export function openapiRestOfPath<E extends Env, R extends RouteConfig>(
  app: OpenAPIHono<E>,
  route: R,
  handler: RouteHandler<R, E>,
) {
  const { middleware: _middleware, hide: _hide, ...documented } = route;
  app.openAPIRegistry.registerPath(documented);
  const prefix = route.path.replace(/\/\{path\}$/, '');
  // Hidden twins of the declaration (same validation, same handler) under Hono's own paths.
  const routeAt = (path: string, request: R['request']) => ({ ...route, hide: true, path, request }) as unknown as R;
  app.openapi(routeAt(`${prefix}/:path{.*}`, route.request), handler as never);
  app.openapi(routeAt(prefix, { ...route.request, params: undefined }), handler as never);
}
