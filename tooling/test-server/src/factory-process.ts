/**
 * The content-service factory, run as its own Node process by ./global-setup.ts (through tsx,
 * with the `@forecourt/source` condition): starting a service compiles PGlite and runs the
 * migrations and seed, which would otherwise stall Vitest's main process while it is starting
 * workers and serving them modules. Prints `READY <url>` once it listens; stops every service
 * and exits on SIGTERM or when its parent goes away (stdin closes).
 *
 *   POST   /services               → 201 { url, cookie, csrf } (a fresh service, admin signed in)
 *   POST   /sessions?url=&account= → 201 { cookie, csrf } (one more sign-in at that service)
 *   DELETE /services?url=          → 204 (stops that service)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestContentService, type TestContentService } from './index.js';

const running = new Map<string, TestContentService>();
// Most suites ask for a service straight away: have the first one starting already.
let warm: Promise<TestContentService> | null = startTestContentService();
warm.catch(() => {});

const factory = createServer((req, res) => {
  const answer = (status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const fail = (error: unknown) =>
    answer(500, { error: error instanceof Error ? error.stack : String(error) });
  const url = new URL(req.url ?? '/', 'http://factory');
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
    const key = url.searchParams.get('url') ?? '';
    const service = running.get(key);
    running.delete(key);
    void (service?.close() ?? Promise.resolve()).then(() => answer(204), fail);
    return;
  }
  answer(405, { error: 'Method not allowed' });
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  factory.closeAllConnections();
  factory.close();
  const unused = await warm?.catch(() => null);
  await Promise.allSettled(
    [...running.values(), ...(unused ? [unused] : [])].map((s) => s.close()),
  );
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();

// Test files ask the factory at their start and again at their end, often more than 5 s apart:
// its idle connections must outlive the test files' (fetch keeps them about 4 s), or a file's last
// request can go out on a socket the factory is closing (ECONNRESET).
factory.keepAliveTimeout = 65_000;
factory.listen(0, '127.0.0.1', () => {
  process.stdout.write(`READY http://127.0.0.1:${(factory.address() as AddressInfo).port}\n`);
});
