import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { bodyTooLargeIn } from '@forecourt/api-client/node';
import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Path prefixes the site forwards, unchanged, to the content service. */
export const PROXIED_PREFIXES = [
  '/public_api',
  '/api',
  '/forms_api',
  '/admin_api',
  '/auth',
  '/oidc',
] as const;

// Connection-level headers describe one hop and must not be forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
  // The site answers the client's expectation itself (see serveWithBodyLimits): by the time the
  // request is forwarded its body is on its way, so the content service is not asked again.
  'expect',
]);

/**
 * Who the request came from and how it reached us is for this proxy to say: the site is the edge,
 * so whatever a client wrote in these headers itself is dropped (`X-Forwarded-*` are set anew).
 */
const CLIENT_SUPPLIED_FORWARDING = new Set(['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto']);

export interface ProxyOptions {
  /** Origin of the content service, e.g. `http://127.0.0.1:4000`. */
  target: string;
  /** Browser-visible origin; its protocol is forwarded as `X-Forwarded-Proto`. */
  publicUrl?: string;
}

function forwardedHeaders(incoming: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  incoming.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && !CLIENT_SUPPLIED_FORWARDING.has(name) && name !== 'host') out[name] = value;
  });
  return out;
}

function answerHeaders(incoming: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) out.append(name, item);
  }
  return out;
}

/** The address of the connection the request came on (none when the app is called without one, in tests). */
export function clientAddress(c: Context): string | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming ? getConnInfo(c).remote.address : undefined;
}

/**
 * Forwards the request as it came (method, path, query, headers, streamed body, cookies) and
 * passes the answer back byte for byte: status, every `Set-Cookie`, redirects not followed, and
 * its compression (the content service compresses for the browser's `Accept-Encoding`; this hop
 * neither decompresses nor compresses again).
 */
export function createProxy({ target, publicUrl }: ProxyOptions) {
  const origin = new URL(target);
  // Connections to the content service are reused across requests.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const forwardedProto = (incoming: URL) =>
    (publicUrl ? new URL(publicUrl).protocol : incoming.protocol).replace(':', '');

  return (c: Context): Promise<Response> => {
    const incoming = new URL(c.req.url);
    const method = c.req.method;
    const headers = forwardedHeaders(c.req.raw.headers);
    // Ours to say, never the client's: the content service builds its public URLs from them.
    headers['x-forwarded-host'] = publicUrl ? new URL(publicUrl).host : incoming.host;
    headers['x-forwarded-proto'] = forwardedProto(incoming);
    const from = clientAddress(c);
    if (from) headers['x-forwarded-for'] = from;
    const body = method === 'GET' || method === 'HEAD' ? null : c.req.raw.body;

    return new Promise<Response>((resolve) => {
      const upstream = httpRequest(
        {
          protocol: origin.protocol,
          hostname: origin.hostname,
          port: origin.port,
          path: `${incoming.pathname}${incoming.search}`,
          method,
          headers,
          agent,
          signal: c.req.raw.signal,
        },
        (answer) => {
          const status = answer.statusCode ?? 502;
          const stream = method === 'HEAD' || status === 204 || status === 304 ? null : answer;
          resolve(
            new Response(stream ? (Readable.toWeb(stream) as ReadableStream<Uint8Array>) : null, {
              status,
              statusText: answer.statusMessage ?? '',
              headers: answerHeaders(answer.headers),
            }),
          );
        },
      );
      upstream.on('error', (error) => {
        // The browser went away (navigated, closed the tab): nobody is left to answer.
        if (c.req.raw.signal.aborted) return resolve(new Response(null, { status: 499 }));
        // The body passed its limit while it was forwarded: countRequestBodies answers 413.
        if (bodyTooLargeIn(error)) return resolve(new Response(null, { status: 413 }));
        // One line: while the service restarts every forwarded request fails the same way.
        console.error(`Forwarding ${method} ${incoming.pathname} to the content service failed: ${(error as Error).message}`);
        resolve(c.json({ error: 'The content service could not be reached' }, 502));
      });
      if (!body) return void upstream.end();
      // A failing body (too large, the browser gone) ends the forwarded request, and the 'error'
      // above answers. Not the other way round: when the content service fails, the browser's
      // connection stays open for the 502.
      const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
      source.on('error', (error) => upstream.destroy(error));
      source.pipe(upstream);
    });
  };
}
