import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { contractApp } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const CHANGES_PING_MS = 15_000;

const changes = createRoute({
  method: 'get',
  path: '/internal/changes',
  tags: ['Internal'],
  summary: 'Server-Sent Events of changes visitors see, for the site\'s caches (never forwarded to browsers)',
  description:
    '`text/event-stream`, `no-store`, from every content-service process on the database. `event: ready` with `{"listening":true}` once subscribed, then `event: change` with `{ scope: \'site\' | \'page\', page_id?, reason }` per change, and a `: ping` comment every 15 s.',
  responses: {
    200: { description: 'An event stream that stays open', content: { 'text/event-stream': { schema: z.string() } } },
  },
});

/**
 * `/internal`: for the site's server processes, never forwarded to browsers (the site forwards
 * only `/public_api`, `/api`, `/forms_api`, `/admin_api`, `/auth` and `/oidc`).
 */
export function internalRoutes(ctx: ServiceContext) {
  const app = contractApp();

  /**
   * Server-Sent Events of changes visitors see, from every content-service process sharing the
   * database: `event: ready` once subscribed, then `event: change` per change (see
   * services/changes.ts), and a `: ping` comment every 15 s.
   */
  app.openapi(changes, (c) => {
    const response = streamSSE(c, async (stream) => {
      // One write at a time, in order: a change may arrive while a ping is being written.
      let writing = Promise.resolve();
      const write = (send: () => Promise<unknown>) => {
        // A write to a client that has gone fails; the stream is closing then, nothing to tell.
        writing = writing.then(async () => void (await send())).catch(() => {});
        return writing;
      };
      const closed = new Promise<void>((resolve) => {
        stream.onAbort(resolve);
        c.req.raw.signal.addEventListener('abort', () => resolve(), { once: true });
      });
      // Subscribed before `ready` is sent, so a client that waits for it misses nothing.
      const unsubscribe = ctx.changes.subscribe(
        (change) => void write(() => stream.writeSSE({ event: 'change', data: JSON.stringify(change) })),
      );
      const ping = setInterval(() => void write(() => stream.write(': ping\n\n')), CHANGES_PING_MS);
      try {
        await write(() => stream.writeSSE({ event: 'ready', data: JSON.stringify({ listening: true }) }));
        await closed;
      } finally {
        clearInterval(ping);
        unsubscribe();
      }
    });
    // An event stream is never a cacheable answer (streamSSE says no-cache); nginx: do not buffer.
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('X-Accel-Buffering', 'no');
    return response;
  });

  return app;
}
