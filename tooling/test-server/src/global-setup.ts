/**
 * Vitest global setup: a small factory that starts real content services on request, one per
 * test file. It runs in Vitest's Node process because PGlite cannot run inside jsdom (it rejects
 * jsdom's typed-array globals); test files reach it over HTTP through `./inject.ts`.
 *
 *   POST   /services             → 201 { url, cookie, csrf } (a fresh service, admin signed in)
 *   POST   /sessions?url=&account= → 201 { cookie, csrf } (one more sign-in at that service)
 *   DELETE /services?url=        → 204 (stops that service)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startTestContentService, type TestContentService } from './index.js';
import './provided-context.js';

export default async function setup(project: TestProject) {
  const running = new Map<string, TestContentService>();
  // Starting takes a few seconds (database, migrations, seed): start the first service while
  // Vitest is still spawning workers and importing the test files.
  let warm: Promise<TestContentService> | null = startTestContentService();
  warm.catch(() => {});
  const factory = createServer((req, res) => {
    const answer = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://factory');
    const fail = (error: unknown) =>
      answer(500, { error: error instanceof Error ? error.stack : String(error) });
    if (url.pathname === '/sessions' && req.method === 'POST') {
      const service = running.get(url.searchParams.get('url') ?? '');
      if (!service) return answer(404, { error: 'No such service' });
      const account = url.searchParams.get('account') === 'editor' ? 'editor' : 'admin';
      void service
        .signIn(account)
        .then((session) => answer(201, { cookie: session.cookie, csrf: session.csrf }), fail);
      return;
    }
    if (url.pathname !== '/services') return answer(404, { error: 'Not found' });
    if (req.method === 'POST') {
      void (async () => {
        // Taken synchronously, so two files asking at once never share the warm one.
        const pending = warm ?? startTestContentService();
        warm = null;
        const service = await pending;
        running.set(service.url, service);
        const session = await service.signIn('admin');
        answer(201, { url: service.url, cookie: session.cookie, csrf: session.csrf });
      })().catch(fail);
      return;
    }
    if (req.method === 'DELETE') {
      const service = running.get(url.searchParams.get('url') ?? '');
      running.delete(url.searchParams.get('url') ?? '');
      void (service?.close() ?? Promise.resolve()).then(() => answer(204));
      return;
    }
    answer(405, { error: 'Method not allowed' });
  });
  await new Promise<void>((resolve) => factory.listen(0, '127.0.0.1', resolve));
  project.provide(
    'contentServiceFactory',
    `http://127.0.0.1:${(factory.address() as AddressInfo).port}`,
  );

  return async () => {
    factory.closeAllConnections();
    await new Promise<void>((resolve) => factory.close(() => resolve()));
    const unused = await warm?.catch(() => null);
    if (unused) running.set('unused', unused);
    await Promise.all([...running.values()].map((service) => service.close()));
  };
}
