/**
 * Test-file side of @forecourt/test-server (runs in jsdom or Node): asks the global setup's
 * factory for a real content service of this file's own, signed in as the seeded admin.
 * Needs `globalSetup: ['@forecourt/test-server/global-setup']` (see `./vitest.ts`).
 */
import { CSRF_HEADER, createContentClient, type ContentClient } from '@forecourt/api-client';
import { inject } from 'vitest';
import './provided-context.js';

/** One signed-in session at a test service. */
export interface TestSession {
  /** `Cookie` header value of the session (obtained through the real sign-in flow). */
  cookie: string;
  csrf: string;
  /** Headers for a JSON admin request: cookie, CSRF token and content type. */
  headers: Record<string, string>;
  /**
   * What the browser does on the cms origin: relative URLs go to the service, with the session
   * cookie. Pass it as `fetch` to the app or to `createContentClient`.
   */
  browserFetch: typeof fetch;
  /** A content client with this session, as the cms builds it. */
  client(): ContentClient;
}

export interface FileContentService extends TestSession {
  /** Origin of the service, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Signs in once more (a separate session, e.g. to sign it out in a test). */
  signIn(account?: 'admin' | 'editor'): Promise<TestSession>;
  /** Stops the service (the global teardown stops any left running). */
  close(): Promise<void>;
}

function factoryUrl(): string {
  const factory = inject('contentServiceFactory');
  if (!factory)
    throw new Error(
      'No content-service factory: add @forecourt/test-server/global-setup to globalSetup',
    );
  return factory;
}

function session(url: string, cookie: string, csrf: string): TestSession {
  const browserFetch: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Cookie', cookie);
    const target =
      typeof input === 'string' || input instanceof URL
        ? new URL(String(input), url)
        : new URL(input.url, url);
    return fetch(target, { ...init, headers });
  };
  return {
    cookie,
    csrf,
    headers: { Cookie: cookie, [CSRF_HEADER]: csrf, 'Content-Type': 'application/json' },
    browserFetch,
    client: () => createContentClient({ fetch: browserFetch, csrfToken: () => csrf }),
  };
}

async function created<T>(response: Response, what: string): Promise<T> {
  if (response.status !== 201) throw new Error(`${what} failed: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Starts a fresh content service (own in-memory database, seeded demo site) for the calling test
 * file, with the admin signed in. Call it in `beforeAll`: starting takes a second or two.
 */
export async function startFileContentService(): Promise<FileContentService> {
  const factory = factoryUrl();
  const { url, cookie, csrf } = await created<{ url: string; cookie: string; csrf: string }>(
    await fetch(`${factory}/services`, { method: 'POST' }),
    'Starting the content service',
  );
  return {
    url,
    ...session(url, cookie, csrf),
    async signIn(account = 'admin') {
      const query = new URLSearchParams({ url, account });
      const more = await created<{ cookie: string; csrf: string }>(
        await fetch(`${factory}/sessions?${query}`, { method: 'POST' }),
        `Signing in as ${account}`,
      );
      return session(url, more.cookie, more.csrf);
    },
    async close() {
      await fetch(`${factory}/services?url=${encodeURIComponent(url)}`, { method: 'DELETE' });
    },
  };
}
