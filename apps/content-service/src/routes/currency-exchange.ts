import { createRoute, z } from '@hono/zod-openapi';
import { MAX_PATH_LENGTH } from '@forecourt/api-client';
import { contractApp, errors, okBody, queryText } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { HttpError } from '../lib/http.js';

/** How long an exchange-rate answer is reused: rates change daily, not per visitor. */
const CACHE_MS = 10 * 60_000;
const UPSTREAM_TIMEOUT_MS = 5_000;

const currencyExchange = createRoute({
  method: 'get',
  path: '/api/currency-exchange',
  tags: ['Site API'],
  summary: 'The configured exchange-rate API, fetched for the browser and answered unchanged; cached 10 minutes',
  request: {
    query: z.object({
      endpoint: queryText(MAX_PATH_LENGTH).openapi({
        description: 'Encoded URL of the exchange-rate API: the origin and path of the setting currency_exchange.api_url, any query',
      }),
    }),
  },
  responses: {
    ...okBody(z.unknown(), 'The exchange-rate API JSON, unchanged'),
    ...errors(400, 403, 404, 502),
  },
});

/**
 * `GET /api/currency-exchange?endpoint=<encoded url>` (site-shell.md §7): fetches the exchange-rate
 * API on the browser's behalf and answers its JSON unchanged, so the client reads the rate at
 * `currency_exchange.response_key` itself. Only the API an admin configured in
 * `currency_exchange.api_url` may be reached (same origin and exact path, any query): anything
 * else would turn the service into an open proxy. Redirects are never followed, since one would
 * take the request wherever the upstream (or whoever controls it) points. A failing upstream is a
 * 502, never cached (errors get `no-store` in one place, see app.ts): the next request tries again.
 */
export function currencyExchangeRoutes(ctx: ServiceContext, fetchUpstream: typeof fetch = fetch) {
  const app = contractApp();
  const cache = new Map<string, { at: number; body: unknown }>();

  app.openapi(currencyExchange, async (c) => {
    const endpoint = c.req.query('endpoint');
    if (!endpoint) {
      throw new HttpError(400, 'endpoint is required: the encoded URL of the exchange-rate API', [
        { path: 'endpoint', rule: 'required', message: 'endpoint is required' },
      ]);
    }
    const target = parseHttpUrl(endpoint);
    if (!target) {
      throw new HttpError(400, 'endpoint must be an absolute http(s) URL', [
        { path: 'endpoint', rule: 'url', message: 'endpoint must be an absolute http(s) URL' },
      ]);
    }
    const configured = (await ctx.settings.list()).find((s) => s.key === 'currency_exchange.api_url')?.value ?? '';
    const allowed = parseHttpUrl(configured);
    if (!allowed) throw new HttpError(404, 'No exchange-rate API is configured (currency_exchange.api_url)');
    if (!isConfiguredEndpoint(target, allowed)) {
      throw new HttpError(403, 'endpoint is not the configured exchange-rate API (currency_exchange.api_url)');
    }

    // What is fetched is built from the configured origin and path; only the query is the caller's.
    const upstream = new URL(allowed.href);
    upstream.search = target.search;
    upstream.hash = '';
    const hit = cache.get(upstream.href);
    if (hit && Date.now() - hit.at < CACHE_MS) return c.json(hit.body, 200);

    let response: Response;
    try {
      response = await fetchUpstream(upstream.href, {
        headers: { Accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      throw new HttpError(502, `The exchange-rate API could not be reached: ${(error as Error).message}`);
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new HttpError(502, `The exchange-rate API answered a redirect (${response.status}), which is not followed`);
    }
    if (!response.ok) throw new HttpError(502, `The exchange-rate API answered ${response.status}`);
    const body: unknown = await response.json().catch(() => {
      throw new HttpError(502, 'The exchange-rate API did not answer JSON');
    });
    cache.set(upstream.href, { at: Date.now(), body });
    return c.json(body, 200);
  });
  return app;
}

/** The configured API, compared as parsed URLs: same origin and the very same path (`/ratesevil` is not `/rates`). */
function isConfiguredEndpoint(target: URL, allowed: URL): boolean {
  return target.origin === allowed.origin && target.pathname === allowed.pathname;
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
