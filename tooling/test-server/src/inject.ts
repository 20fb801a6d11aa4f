/**
 * Test-file side of @forecourt/test-server (runs in jsdom or Node): asks the global setup's
 * factory for a real content service of this file's own, signed in as the seeded admin.
 * Needs `globalSetup: ['@forecourt/test-server/global-setup']` (see `./vitest.ts`).
 */
import { createContentClient, type ContentClient } from '@forecourt/api-client';
import { inject } from 'vitest';
import './provided-context.js';

export interface FileContentService {
  /** Origin of the service, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** `Cookie` header value of the admin's session (obtained through the real sign-in flow). */
  cookie: string;
  csrf: string;
  /** Headers for a JSON admin request: cookie, CSRF token and content type. */
  headers: Record<string, string>;
  /**
   * What the browser does on the cms origin: relative URLs go to the service, with the session
   * cookie. Pass it as `fetch` to the app or to `createContentClient`.
   */
  browserFetch: typeof fetch;
  /** A content client signed in as the admin, as the cms builds it. */
  client(): ContentClient;
  /** Stops the service (the global teardown stops any left running). */
  close(): Promise<void>;
}

/**
 * Starts a fresh content service (own in-memory database, seeded demo site) for the calling test
 * file. Call it in `beforeAll`: starting takes a second or two.
 */
export async function startFileContentService(): Promise<FileContentService> {
  const factory = inject('contentServiceFactory');
  if (!factory) throw new Error('No content-service factory: add @forecourt/test-server/global-setup to globalSetup');
  const response = await fetch(`${factory}/services`, { method: 'POST' });
  if (response.status !== 201) throw new Error(`The content service did not start: ${await response.text()}`);
  const { url, cookie, csrf } = (await response.json()) as { url: string; cookie: string; csrf: string };
  const browserFetch: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Cookie', cookie);
    const target = typeof input === 'string' || input instanceof URL ? new URL(String(input), url) : new URL(input.url, url);
    return fetch(target, { ...init, headers });
  };
  return {
    url,
    cookie,
    csrf,
    headers: { Cookie: cookie, 'X-CSRF-Token': csrf, 'Content-Type': 'application/json' },
    browserFetch,
    client: () => createContentClient({ fetch: browserFetch, csrfToken: () => csrf }),
    async close() {
      await fetch(`${factory}/services?url=${encodeURIComponent(url)}`, { method: 'DELETE' });
    },
  };
}
