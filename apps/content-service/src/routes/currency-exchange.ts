import { Hono, type Context } from 'hono';
import type { ServiceContext } from '../context.js';
import { HttpError } from '../lib/http.js';

/** How long an exchange-rate answer is reused: rates change daily, not per visitor. */
const CACHE_MS = 10 * 60_000;
const UPSTREAM_TIMEOUT_MS = 5_000;

/**
 * `GET /api/currency-exchange?endpoint=<encoded url>` (site-shell.md §7): fetches the exchange-rate
 * API on the browser's behalf and answers its JSON unchanged, so the client reads the rate at
 * `currency_exchange.response_key` itself. Only the API an admin configured in
 * `currency_exchange.api_url` may be reached (same origin and exact path, any query): anything
 * else would turn the service into an open proxy. Redirects are never followed, since one would
 * take the request wherever the upstream (or whoever controls it) points.
 */
export function currencyExchangeRoutes(ctx: ServiceContext, fetchUpstream: typeof fetch = fetch) {
  const app = new Hono();
  const cache = new Map<string, { at: number; body: unknown }>();

  app.get('/api/currency-exchange', async (c) => {
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
    if (hit && Date.now() - hit.at < CACHE_MS) return c.json(hit.body);

    let response: Response;
    try {
      response = await fetchUpstream(upstream.href, {
        headers: { Accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      return upstreamFailure(c, `The exchange-rate API could not be reached: ${(error as Error).message}`);
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return upstreamFailure(c, `The exchange-rate API answered a redirect (${response.status}), which is not followed`);
    }
    if (!response.ok) return upstreamFailure(c, `The exchange-rate API answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return upstreamFailure(c, 'The exchange-rate API did not answer JSON');
    }
    cache.set(upstream.href, { at: Date.now(), body });
    return c.json(body);
  });
  return app;
}

/** The configured API, compared as parsed URLs: same origin and the very same path (`/ratesevil` is not `/rates`). */
function isConfiguredEndpoint(target: URL, allowed: URL): boolean {
  return target.origin === allowed.origin && target.pathname === allowed.pathname;
}

/** 502 for a failing upstream, never cached: the next request should try again. */
function upstreamFailure(c: Context, message: string) {
  return c.json({ error: message }, 502, { 'Cache-Control': 'no-store' });
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
