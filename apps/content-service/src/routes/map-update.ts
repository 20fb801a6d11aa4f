import type { z } from '@hono/zod-openapi';
import { createRoute } from '@hono/zod-openapi';
import {
  mapUpdateDownloadRequestSchema,
  mapUpdateDownloadSchema,
  mapUpdateLookupSchema,
  mapUpdateVinRequestSchema,
  normaliseVin,
  VIN_NOT_RECOGNISED,
  vinProblem,
} from '@forecourt/api-client';
import { contractApp, errors, ok, withOpenApi } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddress } from '../lib/client-address.js';
import { cacheControl, HttpError, jsonError, NO_STORE } from '../lib/http.js';

/**
 * Map update calls one client address may make a minute (MAP_UPDATE_RATE_LIMIT_PER_MINUTE
 * overrides): a visitor needs a handful; many more is someone trying VINs, at the map service's cost.
 */
export const MAP_UPDATE_RATE_LIMIT_PER_MINUTE = 30;

/** How long the map-update service may take before the visitor is told to try again later (MAP_UPDATE_TIMEOUT_MS overrides). */
export const MAP_UPDATE_TIMEOUT_MS = 8_000;

const vinRoute = createRoute({
  method: 'post',
  path: '/api/map_update/vin',
  tags: ['Site API'],
  summary:
    'Look a VIN up at the map-update service: the vehicle and the map packages it may download',
  description: [
    'Public; never cached. The VIN is normalised (spaces removed, upper case) and checked first (17 characters, no I, O or Q,',
    "the check digit where the VIN's region requires one): a VIN that breaks a rule is a 400, one the service does not know a 404,",
    'both with the error the visitor sees. A service that is not configured (503), fails or does not answer in time (502) says the same.',
  ].join(' '),
  middleware: [cacheControl(NO_STORE)],
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: withOpenApi(mapUpdateVinRequestSchema, 'MapUpdateVinRequest'),
        },
      },
    },
  },
  responses: {
    ...ok(
      withOpenApi(mapUpdateLookupSchema, 'MapUpdateLookup'),
      'The vehicle and its map packages',
    ),
    ...errors(400, 404, 413, 415, 429, 502, 503),
  },
});

const downloadRoute = createRoute({
  method: 'post',
  path: '/api/map_update/download',
  tags: ['Site API'],
  summary: 'The download link of a map package, once the visitor accepted the terms',
  description:
    'Public; never cached. `terms_accepted` must be true (else 400 naming it). An unknown VIN or package is a 404; the service failing a 502.',
  middleware: [cacheControl(NO_STORE)],
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: withOpenApi(mapUpdateDownloadRequestSchema, 'MapUpdateDownloadRequest'),
        },
      },
    },
  },
  responses: {
    ...ok(
      withOpenApi(mapUpdateDownloadSchema, 'MapUpdateDownload'),
      'Where the package downloads from, and until when',
    ),
    ...errors(400, 404, 413, 415, 429, 502, 503),
  },
});

/** The VIN as the service is asked about it, or a 400 with the visitor's error. */
function checkedVin(input: string): string {
  const vin = normaliseVin(input);
  const problem = vinProblem(vin);
  if (problem)
    throw new HttpError(400, VIN_NOT_RECOGNISED, [
      { path: 'vin', rule: problem, message: VIN_NOT_RECOGNISED },
    ]);
  return vin;
}

/**
 * `/api/map_update/*` (block-catalogue.md §2 "Map update"): the map update block's calls, answered
 * by asking the map-update service at `map_update.api_url` (empty: the content service's
 * MAP_UPDATE_API_URL, which the local stack points at its stand-in). The browser never talks to
 * that service itself: its address and answers stay behind this one checked door. Every failure
 * the visitor can meet carries the spec's one message; the log line says what really happened.
 */
export function mapUpdateRoutes(
  ctx: ServiceContext,
  options: { timeoutMs?: number; fallbackUrl?: string | undefined } = {},
) {
  const app = contractApp<{ Bindings: HttpBindings }>();
  const perMinute =
    Number(process.env.MAP_UPDATE_RATE_LIMIT_PER_MINUTE) || MAP_UPDATE_RATE_LIMIT_PER_MINUTE;
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  const rateLimit: MiddlewareHandler<{ Bindings: HttpBindings }> = async (c, next) => {
    const address = clientAddress(
      c.env?.incoming?.socket.remoteAddress,
      c.req.header('x-forwarded-for'),
      ctx.trustedProxies,
    );
    try {
      await limiter.consume(address);
    } catch (rejected) {
      if (!(rejected instanceof RateLimiterRes)) throw rejected;
      const wait = Math.max(1, Math.ceil(rejected.msBeforeNext / 1000));
      c.header('Retry-After', String(wait));
      return jsonError(
        c,
        429,
        `Too many VIN look-ups from your connection. Please wait ${wait} seconds and try again.`,
      );
    }
    return next();
  };
  app.use('/api/map_update/*', rateLimit);
  const timeoutMs =
    options.timeoutMs ?? (Number(process.env.MAP_UPDATE_TIMEOUT_MS) || MAP_UPDATE_TIMEOUT_MS);
  const fallbackUrl = options.fallbackUrl ?? (process.env.MAP_UPDATE_API_URL?.trim() || '');

  async function serviceUrl(): Promise<URL> {
    const configured =
      (await ctx.settings.list()).find((s) => s.key === 'map_update.api_url')?.value.trim() ||
      fallbackUrl;
    const base = URL.canParse(configured) ? new URL(configured) : null;
    if (!base || (base.protocol !== 'http:' && base.protocol !== 'https:')) {
      console.warn(
        '[map-update] map_update.api_url is not set (or not an http(s) URL): no VIN can be looked up',
      );
      throw new HttpError(503, VIN_NOT_RECOGNISED);
    }
    return base;
  }

  /** POSTs to `<base>/<path>`; the parsed answer, null on 404, else a 502 the visitor reads as "try again later". */
  async function ask<S extends z.ZodType>(
    path: 'vin' | 'download',
    body: unknown,
    schema: S,
  ): Promise<z.infer<S> | null> {
    const base = await serviceUrl();
    const target = new URL(`${base.pathname.replace(/\/+$/, '')}/${path}`, base);
    let response: Response;
    try {
      response = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        // A redirect would take the request wherever the service (or whoever controls it) points.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      console.warn(
        `[map-update] ${target.origin} not reached: ${(error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message}`,
      );
      throw new HttpError(502, VIN_NOT_RECOGNISED);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      console.warn(`[map-update] ${target.origin}/${path} answered ${response.status}`);
      throw new HttpError(502, VIN_NOT_RECOGNISED);
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      console.warn(
        `[map-update] ${target.origin}/${path} answered something else than the contract`,
      );
      throw new HttpError(502, VIN_NOT_RECOGNISED);
    }
    return parsed.data;
  }

  app.openapi(vinRoute, async (c) => {
    const vin = checkedVin(c.req.valid('json').vin);
    const found = await ask('vin', { vin }, mapUpdateLookupSchema);
    if (!found) throw new HttpError(404, VIN_NOT_RECOGNISED);
    return c.json({ data: found }, 200);
  });

  app.openapi(downloadRoute, async (c) => {
    const { vin: typed, package_id } = c.req.valid('json');
    const vin = checkedVin(typed);
    const found = await ask('download', { vin, package_id }, mapUpdateDownloadSchema);
    if (!found)
      throw new HttpError(
        404,
        'This map package is not available for this VIN. Please enter your VIN again.',
      );
    return c.json({ data: found }, 200);
  });

  return app;
}
