import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRoute, z } from '@hono/zod-openapi';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { lineText } from '@forecourt/api-client';
import { contractApp, textPathParam } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { users } from '../db/schema.js';
import { clientAddress } from '../lib/client-address.js';
import { cacheControl, NO_STORE } from '../lib/http.js';
import { escapeHtml, htmlPage } from '../lib/html.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';

const dummyHash = hashPassword('not-a-real-password');

type Bindings = { Bindings: HttpBindings };

const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const uidParam = z.object({ uid: textPathParam(128, 'Interaction id') });

const interactionPage = createRoute({
  method: 'get',
  path: '/oidc/interaction/{uid}',
  tags: ['OpenID provider'],
  summary: 'Embedded provider sign-in form (Email, Password, Sign in)',
  request: { params: uidParam },
  responses: {
    200: html('The form'),
    303: { description: 'Continue the authorization' },
    400: html('Sign-in expired'),
    404: html('No embedded provider'),
  },
});

/** Longest password checked: far beyond any real one, short enough that hashing it costs nothing extra. */
const MAX_PASSWORD_LENGTH = 1024;

const credentials = createRoute({
  method: 'post',
  path: '/oidc/interaction/{uid}',
  tags: ['OpenID provider'],
  summary: 'Check the credentials against the accounts',
  description:
    'Failed sign-ins are throttled per account and per client address: past a few free attempts each further one waits for a back-off (doubling from 1 s, at most 30 s per account and 60 s per address) and is answered 429 with `Retry-After` until then. The right password is never refused once the wait is over.',
  request: {
    params: uidParam,
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({
            email: lineText(320).optional(),
            password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
          }),
        },
      },
    },
  },
  responses: {
    303: { description: 'Signed in, back to the provider' },
    400: html('Sign-in expired, or the form was not understood'),
    401: html('The form with an error'),
    429: html('The form asking to wait (`Retry-After` says how long)'),
  },
});

/** A browser's form that breaks the declaration (a control character, a huge password) sees the form again. */
const formRefused = (result: { success: boolean }, c: Context<Bindings>) => {
  if (result.success) return;
  const uid = c.req.param('uid') ?? '';
  return c.html(uid && uid.length <= 128 ? loginForm(uid, '', 'Enter your email address and password.') : expiredPage(), 400);
};

/**
 * Sign-in pages of the embedded provider (`/oidc/interaction/:uid`): a login form checked
 * against the `users` table. Consent needs no page: it is granted for the first-party app.
 * These routes need the Node request and response (oidc-provider reads its own cookies).
 */
export function interactionRoutes(ctx: ServiceContext) {
  const app = contractApp<Bindings>();
  app.use('/oidc/interaction/*', cacheControl(NO_STORE));
  const provider = ctx.provider;

  const nodePair = (c: { env: HttpBindings }) => {
    const req = c.env?.incoming as IncomingMessage | undefined;
    const res = c.env?.outgoing as ServerResponse | undefined;
    if (!provider || !req || !res) return null;
    return { req, res };
  };

  app.openapi(
    interactionPage,
    async (c) => {
      const pair = nodePair(c);
      if (!pair) return c.html(expiredPage(), 404);
      let details;
      try {
        details = await provider!.interactionDetails(pair.req, pair.res);
      } catch {
        return c.html(expiredPage(), 400);
      }
      if (details.uid !== c.req.valid('param').uid) return c.html(expiredPage(), 400);
      if (details.prompt.name === 'login') {
        return c.html(loginForm(details.uid, typeof details.params.login_hint === 'string' ? details.params.login_hint : ''), 200);
      }
      // Any other prompt (consent): the grant is created by loadExistingGrant; just continue.
      const to = await provider!.interactionResult(pair.req, pair.res, {}, { mergeWithLastSubmission: true });
      return c.redirect(to, 303);
    },
    formRefused,
  );

  app.openapi(
    credentials,
    async (c) => {
      const pair = nodePair(c);
      if (!pair) return c.html(expiredPage(), 404);
      let details;
      try {
        details = await provider!.interactionDetails(pair.req, pair.res);
      } catch {
        return c.html(expiredPage(), 400);
      }
      const form = c.req.valid('form');
      const email = (form.email ?? '').trim().toLowerCase();
      const password = form.password ?? '';
      const attempt = {
        account: email,
        address: clientAddress(pair.req.socket.remoteAddress, c.req.header('x-forwarded-for'), ctx.trustedProxies),
      };
      // Checked before the password: an answer during the wait tells nothing about the guess.
      const wait = ctx.signInThrottle.wait(attempt);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        c.header('Retry-After', String(seconds));
        return c.html(
          loginForm(details.uid, email, `Too many failed attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`),
          429,
        );
      }
      const [user] = email ? await ctx.db.select().from(users).where(eq(users.email, email)) : [];
      // Unknown accounts cost a hash check too, so timing does not tell which emails exist.
      const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
      if (!user || !valid) {
        ctx.signInThrottle.failed(attempt);
        return c.html(loginForm(details.uid, email, 'Incorrect email or password.'), 401);
      }
      ctx.signInThrottle.succeeded(attempt);
      const to = await provider!.interactionResult(
        pair.req,
        pair.res,
        { login: { accountId: String(user.id) } },
        { mergeWithLastSubmission: false },
      );
      return c.redirect(to, 303);
    },
    formRefused,
  );

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
