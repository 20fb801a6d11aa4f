/**
 * Test harness: a real content service on a free port, with its own database — in-memory
 * PGlite by default, or a fresh PostgreSQL database per test file under `npm run test:pg`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { CSRF_HEADER, type Role } from '@forecourt/api-client';
import { SESSION_COOKIE } from '../auth/sessions.js';
import type { SignInThrottlePolicy } from '../auth/sign-in-throttle.js';
import type { LeadRateLimit } from '../services/leads.js';
import { createContentServer, type ContentServer, type ContentServiceOptions } from '../server.js';

export const usePostgres = process.env.FORECOURT_TEST_DB === 'postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database on the server of DATABASE_URL; dropped by the returned function. */
async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL must point at a PostgreSQL server for test:pg');
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const again = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export interface TestService extends ContentServer {
  /** The PostgreSQL database of this service (test:pg), null on PGlite. */
  databaseUrl: string | null;
  /** Fetch against the service (path relative to its URL). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A JSON request with `headers` (e.g. a session's): the status and the parsed body (null when empty). */
  request(
    headers: Record<string, string>,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: any }>;
  /**
   * A signed-in session created directly in the store (the sign-in flow has its own test), of
   * test@forecourt.test unless `user` names someone else.
   */
  session(
    roles: Role[],
    user?: { email?: string; sub?: string },
  ): Promise<{ cookie: string; csrf: string; headers: Record<string, string> }>;
}

export async function startTestService(
  options: {
    publicUrl?: string;
    /** Failed sign-ins' waits (the defaults wait up to a minute). */
    signInThrottle?: SignInThrottlePolicy;
    /** Lead posts per client and form (the default allows 10 a minute). */
    leadRateLimit?: LeadRateLimit;
    /** Where reCAPTCHA tokens are verified (a local stand-in). */
    recaptchaVerifyUrl?: string;
    /**
     * Another replica on the database of this service (PostgreSQL only: an embedded PGlite
     * belongs to one process). Close it before the service whose database it shares.
     */
    sameDatabaseAs?: TestService;
  } & Pick<ContentServiceOptions, 'outbox' | 'smtpUrl'> = {},
): Promise<TestService> {
  if (options.sameDatabaseAs && !options.sameDatabaseAs.databaseUrl) {
    throw new Error('sameDatabaseAs needs a service on PostgreSQL (test:pg)');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'forecourt-cs-'));
  const shared = options.sameDatabaseAs?.databaseUrl;
  const pg = shared ? { url: shared, drop: async () => {} } : usePostgres ? await createPgDatabase() : null;
  const publicUrl = options.publicUrl ?? `http://127.0.0.1:${port}`;
  const server = await createContentServer({
    port,
    publicUrl,
    dataDir,
    inMemory: !pg,
    ...(pg ? { databaseUrl: pg.url } : {}),
    ...(options.signInThrottle ? { signInThrottle: options.signInThrottle } : {}),
    ...(options.outbox ? { outbox: options.outbox } : {}),
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    ...(options.leadRateLimit ? { leadRateLimit: options.leadRateLimit } : {}),
    ...(options.recaptchaVerifyUrl ? { recaptchaVerifyUrl: options.recaptchaVerifyUrl } : {}),
  });
  return {
    ...server,
    databaseUrl: pg?.url ?? null,
    fetch: (path, init) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init }),
    async request(headers, method, path, body) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers,
        redirect: 'manual',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async session(roles, user = {}) {
      const { token, session } = await server.ctx.sessions.create(
        {
          sub: user.sub ?? `test-${randomBytes(4).toString('hex')}`,
          name: 'Test User',
          email: user.email ?? 'test@forecourt.test',
          roles,
        },
        null,
      );
      const cookie = `${SESSION_COOKIE}=${token}`;
      return {
        cookie,
        csrf: session.csrf_token,
        headers: { Cookie: cookie, [CSRF_HEADER]: session.csrf_token, 'Content-Type': 'application/json' },
      };
    },
    async close() {
      await server.close();
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A minimal browser: a cookie jar honouring cookie paths, and redirects followed by hand so
 * every Set-Cookie along the way is kept.
 */
export class Browser {
  private cookies = new Map<string, { value: string; path: string }>();
  /** Every Set-Cookie header received, in order. */
  readonly setCookies: string[] = [];

  cookieHeader(url: URL): string {
    return [...this.cookies]
      .filter(([, c]) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/')
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  private store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      this.setCookies.push(header);
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      const attrs = new Map(attributes.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=').slice(1).join('=')]));
      const expired =
        attrs.get('max-age') === '0' || (attrs.has('expires') && new Date(attrs.get('expires')!).getTime() < Date.now());
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attrs.get('path') || '/' });
    }
  }

  /**
   * Requests `url`, following redirects; returns the final response and the URLs visited.
   * `stopAt` ends the walk before a redirect target it accepts (returning the redirect), as a
   * person copying a link out of the address bar would.
   */
  async go(
    url: string,
    init: RequestInit = {},
    stopAt?: (target: URL) => boolean,
  ): Promise<{ response: Response; visited: string[]; next?: URL }> {
    const visited: string[] = [];
    let current = new URL(url);
    let request: RequestInit = init;
    for (let hop = 0; hop < 20; hop++) {
      visited.push(current.href);
      const headers = new Headers(request.headers);
      const cookie = this.cookieHeader(current);
      if (cookie) headers.set('Cookie', cookie);
      const response = await fetch(current, { ...request, headers, redirect: 'manual' });
      this.store(response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        const target = new URL(location, current);
        if (stopAt?.(target)) return { response, visited, next: target };
        current = target;
        // 303 (and 302 after a POST, as browsers do) continue with GET.
        request = response.status === 307 || response.status === 308 ? request : {};
        continue;
      }
      return { response, visited };
    }
    throw new Error(`Too many redirects from ${url}`);
  }
}
