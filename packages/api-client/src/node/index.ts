// Enforcing the body limits of `../body-limits.ts` in a Node HTTP server, in two places:
// - before a request reaches the app: a declared `Content-Length` over the limit, or an
//   `Expect: 100-continue` announcing one, is refused with 413 and the body is never read;
// - while the app reads it: a body without a declared length (chunked) is counted as it streams,
//   and the request is answered 413 once it passes the limit.
// Either way the connection is closed after the 413, so the unread rest is not taken for the
// next request and the client stops sending.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { bodyLimitFor, bodyTooLargeMessage, type BodyLimit } from '../body-limits.js';

/** The error a counted body stream fails with once it passes its limit. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: BodyLimit) {
    super(bodyTooLargeMessage(limit));
    this.name = 'BodyTooLargeError';
  }
}

const TOO_LARGE_HEADERS = {
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
  Connection: 'close',
};

const tooLargeBody = (limit: BodyLimit) => JSON.stringify({ error: bodyTooLargeMessage(limit) });

/** The limit of a Node request, by its method and path (dot segments resolved, as routers see it). */
function limitOfRequest(req: IncomingMessage): BodyLimit {
  return bodyLimitFor(req.method ?? 'GET', new URL(req.url ?? '/', 'http://localhost').pathname);
}

/** The limit a request's declared `Content-Length` passes, or null when it declares none or fits. */
function declaredOverLimit(req: IncomingMessage): BodyLimit | null {
  const declared = req.headers['content-length'];
  if (declared === undefined) return null;
  const limit = limitOfRequest(req);
  return Number(declared) > limit.bytes ? limit : null;
}

function refuse(res: ServerResponse, limit: BodyLimit): void {
  const body = tooLargeBody(limit);
  res.writeHead(413, { ...TOO_LARGE_HEADERS, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * Serves `listener` on `server` (created without a listener of its own), refusing declared
 * bodies over their limit before `listener` sees them. `Expect: 100-continue` is answered here:
 * 413 when the declared length is over the limit, else 100 and the request goes on.
 */
export function serveWithBodyLimits<S extends Server>(server: S, listener: RequestListener): S {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const over = declaredOverLimit(req);
    if (over) return refuse(res, over);
    listener(req, res);
  });
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    const over = declaredOverLimit(req);
    if (over) return refuse(res, over);
    res.writeContinue();
    listener(req, res);
  });
  return server;
}

/** A 413 answer for a body that passed `limit` while it was read. */
export function bodyTooLargeResponse(limit: BodyLimit): Response {
  return new Response(tooLargeBody(limit), { status: 413, headers: TOO_LARGE_HEADERS });
}

type FetchHandler<E> = (request: Request, env: E) => Response | Promise<Response>;

/**
 * Wraps a fetch handler (Hono's `app.fetch`) so that a body without a declared length is counted
 * as the handler reads it: past the limit the handler's read fails with `BodyTooLargeError` and
 * the answer is 413, whatever the handler made of the failure.
 */
export function countRequestBodies<E>(fetch: FetchHandler<E>): (request: Request, env: E) => Promise<Response> {
  return async (request, env) => {
    if (!request.body || request.headers.has('content-length')) return fetch(request, env);
    const limit = bodyLimitFor(request.method, new URL(request.url).pathname);
    const source = request.body.getReader();
    let received = 0;
    let exceeded = false;
    let answered = false;
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) return controller.close();
        received += value.byteLength;
        if (received <= limit.bytes) return controller.enqueue(value);
        exceeded = true;
        // Not cancelling the source yet: that would drop the connection before the 413 is sent.
        controller.error(new BodyTooLargeError(limit));
        // Already answered (the handler did not wait for the body): nobody is left to tell, so
        // stop reading by dropping the connection.
        if (answered) void source.cancel();
      },
      cancel: (reason) => source.cancel(reason),
    });
    const response = await fetch(
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: counted,
        signal: request.signal,
        duplex: 'half',
      } as RequestInit),
      env,
    );
    answered = true;
    if (!exceeded) return response;
    await response.body?.cancel();
    return bodyTooLargeResponse(limit);
  };
}

/** The body-limit failure `error` is or was caused by, if any. */
export function bodyTooLargeIn(error: unknown): BodyTooLargeError | undefined {
  if (error instanceof BodyTooLargeError) return error;
  return error instanceof Error && error.cause instanceof BodyTooLargeError ? error.cause : undefined;
}
