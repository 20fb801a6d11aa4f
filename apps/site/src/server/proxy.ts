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
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
];

export interface ProxyOptions {
  /** Origin of the content service, e.g. `http://127.0.0.1:4000`. */
  target: string;
  /** Browser-visible origin; its protocol is forwarded as `X-Forwarded-Proto`. */
  publicUrl?: string;
}

/**
 * Forwards the request as it came (method, path, query, headers, streamed body, cookies) and
 * passes the answer back as it is: status, every `Set-Cookie`, redirects not followed.
 */
export function createProxy({ target, publicUrl }: ProxyOptions) {
  return async (c: Context): Promise<Response> => {
    const incoming = new URL(c.req.url);
    const url = new URL(`${incoming.pathname}${incoming.search}`, target);
    const headers = new Headers(c.req.raw.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    headers.delete('host');
    // fetch would transparently decompress; asking for identity keeps bytes and headers in step.
    headers.set('accept-encoding', 'identity');
    if (!headers.has('x-forwarded-host')) headers.set('x-forwarded-host', incoming.host);
    if (!headers.has('x-forwarded-proto')) {
      headers.set(
        'x-forwarded-proto',
        (publicUrl ? new URL(publicUrl).protocol : incoming.protocol).replace(':', ''),
      );
    }
    const method = c.req.method;
    const hasBody = method !== 'GET' && method !== 'HEAD';

    let upstream: Response;
    try {
      upstream = await fetch(url, {
        method,
        headers,
        body: hasBody ? c.req.raw.body : undefined,
        redirect: 'manual',
        signal: c.req.raw.signal,
        // Stream the request body instead of buffering it.
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch (error) {
      if (c.req.raw.signal.aborted) throw error;
      console.error(
        `Forwarding ${method} ${incoming.pathname} to the content service failed:`,
        error,
      );
      return c.json({ error: 'The content service could not be reached' }, 502);
    }

    const out = new Headers(upstream.headers);
    for (const name of HOP_BY_HOP) out.delete(name);
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: out,
    });
  };
}
