import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { ServiceContext } from '../context.js';
import { users } from '../db/schema.js';
import { cacheControl, NO_STORE } from '../lib/http.js';
import { escapeHtml, htmlPage } from '../lib/html.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';

/** Failed sign-ins allowed per account within the window before the form refuses for a while. */
export const MAX_FAILED_LOGINS = 10;
const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Per-process count of recent failed sign-ins by email (slows down password guessing). */
function createThrottle() {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((at) => at > Date.now() - FAILED_LOGIN_WINDOW_MS);
  return {
    blocked: (key: string) => recent(key).length >= MAX_FAILED_LOGINS,
    fail(key: string) {
      failures.set(key, [...recent(key), Date.now()]);
    },
    reset(key: string) {
      failures.delete(key);
    },
  };
}

const dummyHash = hashPassword('not-a-real-password');

/**
 * Sign-in pages of the embedded provider (`/oidc/interaction/:uid`): a login form checked
 * against the `users` table. Consent needs no page: it is granted for the first-party app.
 * These routes need the Node request and response (oidc-provider reads its own cookies).
 */
export function interactionRoutes(ctx: ServiceContext) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use('/oidc/interaction/*', cacheControl(NO_STORE));
  const provider = ctx.provider;
  const throttle = createThrottle();

  const nodePair = (c: { env: HttpBindings }) => {
    const req = c.env?.incoming as IncomingMessage | undefined;
    const res = c.env?.outgoing as ServerResponse | undefined;
    if (!provider || !req || !res) return null;
    return { req, res };
  };

  app.get('/oidc/interaction/:uid', async (c) => {
    const pair = nodePair(c);
    if (!pair) return c.html(expiredPage(), 404);
    let details;
    try {
      details = await provider!.interactionDetails(pair.req, pair.res);
    } catch {
      return c.html(expiredPage(), 400);
    }
    if (details.uid !== c.req.param('uid')) return c.html(expiredPage(), 400);
    if (details.prompt.name === 'login') {
      return c.html(loginForm(details.uid, typeof details.params.login_hint === 'string' ? details.params.login_hint : ''));
    }
    // Any other prompt (consent): the grant is created by loadExistingGrant; just continue.
    const to = await provider!.interactionResult(pair.req, pair.res, {}, { mergeWithLastSubmission: true });
    return c.redirect(to, 303);
  });

  app.post('/oidc/interaction/:uid', async (c) => {
    const pair = nodePair(c);
    if (!pair) return c.html(expiredPage(), 404);
    let details;
    try {
      details = await provider!.interactionDetails(pair.req, pair.res);
    } catch {
      return c.html(expiredPage(), 400);
    }
    const form = await c.req.parseBody();
    const email = (typeof form.email === 'string' ? form.email : '').trim().toLowerCase();
    const password = typeof form.password === 'string' ? form.password : '';
    if (throttle.blocked(email)) {
      return c.html(loginForm(details.uid, email, 'Too many failed attempts. Please wait a few minutes and try again.'), 429);
    }
    const [user] = email ? await ctx.db.select().from(users).where(eq(users.email, email)) : [];
    // Unknown accounts cost a hash check too, so timing does not tell which emails exist.
    const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
    if (!user || !valid) {
      throttle.fail(email);
      return c.html(loginForm(details.uid, email, 'Incorrect email or password.'), 401);
    }
    throttle.reset(email);
    const to = await provider!.interactionResult(
      pair.req,
      pair.res,
      { login: { accountId: String(user.id) } },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(to, 303);
  });

  return app;
}

function loginForm(uid: string, email: string, error?: string): string {
  const action = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return htmlPage(
    'Sign in',
    `<h1>Sign in to Forecourt</h1>
${error ? `<p role="alert" id="login-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}"${error ? ' aria-describedby="login-error"' : ''}>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
  );
}

function expiredPage(): string {
  return htmlPage(
    'Sign-in expired',
    `<h1>Sign-in expired</h1><p>This sign-in page is no longer valid.</p><p><a href="/auth/login">Start again</a></p>`,
  );
}
