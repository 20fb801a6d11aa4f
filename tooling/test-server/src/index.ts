/**
 * The real content service for tests (Node side): in-memory PGlite with the seeded demo site on a
 * free port, and sessions obtained the way a person gets one — through `/auth/login`, the embedded
 * OpenID provider's sign-in form and `/auth/callback`.
 */
import { CSRF_HEADER, sessionSchema } from '@forecourt/api-client';
// Test-only: the service's own harness (free port, own database, a cookie-keeping HTTP client).
import { Browser, startTestService } from '@forecourt/content-service/src/test/harness.js';

/** Accounts seeded into the embedded provider (see the agreed runtime interfaces). */
export const TEST_ACCOUNTS = {
  admin: { email: 'admin@forecourt.test', password: 'forecourt-admin' },
  editor: { email: 'editor@forecourt.test', password: 'forecourt-editor' },
} as const;
export type TestAccount = keyof typeof TEST_ACCOUNTS;

export interface SignedInSession {
  /** `Cookie` header value carrying the session. */
  cookie: string;
  /** The session's CSRF token, for `X-CSRF-Token` on admin writes. */
  csrf: string;
  /** Headers for a JSON admin request: cookie, CSRF token and content type. */
  headers: Record<string, string>;
}

export interface TestContentService {
  url: string;
  /** Signs `account` in through the embedded provider's form. */
  signIn(account?: TestAccount): Promise<SignedInSession>;
  close(): Promise<void>;
}

/** Signs in at the service at `serviceUrl` like a browser: login redirect, form post, callback. */
export async function signIn(
  serviceUrl: string,
  account: TestAccount = 'admin',
): Promise<SignedInSession> {
  const browser = new Browser();
  // return_to the session endpoint, so the last hop of the flow answers who is signed in.
  const form = await browser.go(
    `${serviceUrl}/auth/login?return_to=${encodeURIComponent('/auth/session')}`,
  );
  const html = await form.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (form.response.status !== 200 || !action) {
    throw new Error(
      `The sign-in form did not open (HTTP ${form.response.status} at ${form.visited.at(-1)})`,
    );
  }
  const { email, password } = TEST_ACCOUNTS[account];
  const { response } = await browser.go(
    new URL(action.replaceAll('&amp;', '&'), form.visited.at(-1)).href,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    },
  );
  const session = sessionSchema.parse(await response.json());
  const token = browser.cookie('forecourt_session');
  if (!session.user || !session.csrf_token || !token)
    throw new Error(`Signing in as ${email} did not create a session`);
  const cookie = `forecourt_session=${token}`;
  return {
    cookie,
    csrf: session.csrf_token,
    headers: {
      Cookie: cookie,
      [CSRF_HEADER]: session.csrf_token,
      'Content-Type': 'application/json',
    },
  };
}

/** Starts a fresh content service: its own in-memory database, seeded with the demo site. */
export async function startTestContentService(
  options: { publicUrl?: string } = {},
): Promise<TestContentService> {
  const service = await startTestService(options);
  return {
    url: service.url,
    signIn: (account) => signIn(service.url, account),
    close: () => service.close(),
  };
}

/** A free TCP port on 127.0.0.1 (e.g. to give the service the site's origin as its PUBLIC_URL). */
export { freePort } from '@forecourt/content-service/src/test/harness.js';
/** A cookie-keeping HTTP client that follows redirects by hand, like a browser. */
export { Browser } from '@forecourt/content-service/src/test/harness.js';
/** Sends a request body with a declared length, chunked or after `100 Continue`, as clients do. */
export { sendBody, type RawAnswer } from '@forecourt/content-service/src/test/raw-http.js';
