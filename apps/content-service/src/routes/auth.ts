import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CSRF_HEADER, lineText, sessionSchema } from '@forecourt/api-client';
import { bindingHash, bindingValue, SIGN_IN_COOKIE, SIGN_IN_TTL_MS } from '../auth/browser-binding.js';
import { DEFAULT_RETURN_TO, safeReturnTo } from '../auth/return-to.js';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../auth/sessions.js';
import { contractApp, okBody, signedIn, withOpenApi } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { cacheControl, HttpError, jsonError, NO_STORE } from '../lib/http.js';
import { escapeHtml, htmlPage } from '../lib/html.js';

export const NO_PERMISSIONS_PATH = '/auth/error?type=noPermissions';

const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const redirect = (description: string) => ({ description, headers: { Location: { schema: { type: 'string' as const } } } });

/**
 * A `return_to` as sent: any value is taken, but only a same-origin path is followed (anything
 * else lands on `/`), so a bad value never stops a sign-in.
 */
const returnTo = withOpenApi(z.unknown(), {
  type: 'string',
  description: 'A path of this site to land on; anything else (another origin, control characters, over 2,048 characters) lands on /',
  example: '/cms/pages',
});

const login = createRoute({
  method: 'get',
  path: '/auth/login',
  tags: ['Auth'],
  summary: 'Start sign-in (OpenID Connect code flow with PKCE)',
  description: `Binds the sign-in to this browser with a short-lived \`${SIGN_IN_COOKIE}\` cookie: only a browser sending it back completes the sign-in at the callback. Without \`return_to\` the sign-in lands on ${DEFAULT_RETURN_TO}.`,
  request: { query: z.object({ return_to: returnTo.optional() }) },
  responses: { 302: redirect('To the provider'), 502: html('The provider cannot be reached') },
});

/** The parameters a provider sends back; each one line of text (its own limits are far lower). */
const callbackQuery = z.object({
  code: lineText(4096).optional(),
  state: lineText(512).optional(),
  iss: lineText(2048).optional(),
  error: lineText(256).optional(),
  error_description: lineText(2048).optional(),
});

const callback = createRoute({
  method: 'get',
  path: '/auth/callback',
  tags: ['Auth'],
  summary: 'Provider callback: sets the session cookie, redirects to return_to or /auth/error?type=noPermissions',
  description: `Accepted only from the browser that started the sign-in (its \`${SIGN_IN_COOKIE}\` cookie), once.`,
  request: { query: callbackQuery },
  responses: { 302: redirect('Signed in'), 400: html('Invalid or expired sign-in, or one started in another browser') },
});

const currentSession = createRoute({
  method: 'get',
  path: '/auth/session',
  tags: ['Auth'],
  summary: 'The signed-in user and CSRF token (not wrapped in data)',
  responses: okBody(sessionSchema, 'The session, or nulls'),
});

const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['Auth'],
  summary: 'Sign out',
  description:
    'With a session, its CSRF token is required: in `X-CSRF-Token` (answered with JSON) or as the `csrf_token` field of a form (answered with a redirect to `return_to`, a path of this site, else /). Without a session there is nothing to sign out: the answer is the same, to /.',
  security: signedIn.write,
  request: {
    body: {
      required: false,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({ csrf_token: lineText(256).optional(), return_to: returnTo.optional() }),
        },
      },
    },
  },
  responses: {
    ...okBody(z.object({ data: z.object({ signed_out: z.literal(true) }) }), 'Signed out (CSRF header)'),
    303: redirect('Signed out (form), to return_to'),
    403: { description: 'Missing or invalid CSRF token' },
  },
});

const errorScreen = createRoute({
  method: 'get',
  path: '/auth/error',
  tags: ['Auth'],
  summary: 'Sign-in error page; type=noPermissions explains the account has no permission and offers Sign out',
  request: { query: z.object({ type: lineText(64).optional().openapi({ description: 'noPermissions' }) }) },
  responses: { 400: html('Sign-in error'), 403: html('No permission') },
});

/** A browser landing on a sign-in URL it cannot use is shown a page, not JSON. */
const signInFailedPage = (result: { success: boolean }, c: Context) => {
  if (result.success) return;
  return c.html(errorPage('Sign-in failed', 'The sign-in response was not understood. Please sign in again.', null), 400);
};

/** `/auth`: sign-in through OpenID Connect, the session, sign-out and the auth error page. */
export function authRoutes(ctx: ServiceContext) {
  const app = contractApp();
  const secure = ctx.publicUrl.startsWith('https:');
  app.use('/auth/*', cacheControl(NO_STORE));

  app.openapi(login, async (c) => {
    const query = c.req.valid('query');
    const target = query.return_to === undefined ? DEFAULT_RETURN_TO : safeReturnTo(query.return_to);
    // One binding per browser, shared by sign-ins started in several tabs.
    const binding = bindingValue(getCookie(c, SIGN_IN_COOKIE));
    let url: URL;
    try {
      // With the embedded provider, always show its form, so signing out lets another account sign in.
      url = await ctx.oidc.authorizationUrl(target, bindingHash(binding)!, ctx.provider ? { prompt: 'login' } : {});
    } catch (error) {
      console.error('[content-service] sign-in provider unreachable:', error);
      return c.html(
        errorPage('Sign-in unavailable', 'The sign-in service cannot be reached right now. Please try again in a moment.', null),
        502,
      );
    }
    setCookie(c, SIGN_IN_COOKIE, binding, {
      path: '/auth',
      httpOnly: true,
      // Lax: sent on the provider's top-level redirect back to the callback, not on cross-site posts.
      sameSite: 'Lax',
      secure,
      maxAge: Math.floor(SIGN_IN_TTL_MS / 1000),
    });
    return c.redirect(url.href, 302);
  });

  app.openapi(
    callback,
    async (c) => {
      const callbackUrl = new URL(`/auth/callback${new URL(c.req.url).search}`, ctx.publicUrl);
      const { error, error_description } = c.req.valid('query');
      if (error) return c.html(errorPage('Sign-in failed', error_description ?? error, null), 400);
      let result;
      try {
        result = await ctx.oidc.complete(callbackUrl, bindingHash(getCookie(c, SIGN_IN_COOKIE)));
      } catch (failure) {
        const message = failure instanceof HttpError ? failure.message : 'The sign-in could not be completed. Please sign in again.';
        if (!(failure instanceof HttpError)) console.error('[content-service] sign-in callback failed:', failure);
        return c.html(errorPage('Sign-in failed', message, null), 400);
      }
      const { token } = await ctx.sessions.create(result.user, result.idToken);
      await ctx.users.recordSignIn(result.user);
      setCookie(c, SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        maxAge: Math.floor(SESSION_TTL_MS / 1000),
      });
      return c.redirect(result.user.roles.length === 0 ? NO_PERMISSIONS_PATH : result.returnTo, 302);
    },
    signInFailedPage,
  );

  app.openapi(currentSession, async (c) => {
    const session = await ctx.sessions.get(getCookie(c, SESSION_COOKIE));
    return c.json({ user: session?.user ?? null, csrf_token: session?.csrf_token ?? null }, 200);
  });

  app.openapi(logout, async (c) => {
    const session = await ctx.sessions.get(getCookie(c, SESSION_COOKIE));
    const viaHeader = c.req.header(CSRF_HEADER);
    // A plain form (the no-permission page) sends the token as a field instead of a header.
    const form = viaHeader === undefined ? c.req.valid('form') : {};
    if (session) {
      const token = viaHeader ?? form.csrf_token;
      if (token !== session.csrf_token) return jsonError(c, 403, 'Missing or invalid CSRF token');
      await ctx.sessions.destroy(session.id);
    }
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
    if (viaHeader !== undefined) return c.json({ data: { signed_out: true as const } }, 200);
    // Only a signed-in, token-carrying form chooses where it lands.
    return c.redirect(session ? safeReturnTo(form.return_to) : '/', 303);
  });

  app.openapi(
    errorScreen,
    async (c) => {
      const session = await ctx.sessions.get(getCookie(c, SESSION_COOKIE));
      if (c.req.valid('query').type === 'noPermissions') {
        return c.html(
          errorPage(
            'No permission',
            `You are signed in${session ? ` as ${session.user.email}` : ''}, but your account has no permission to use the editor or the admin area. Ask an administrator for access, or sign out and sign in with another account.`,
            session?.csrf_token ?? '',
          ),
          403,
        );
      }
      return c.html(errorPage('Sign-in error', 'Something went wrong while signing you in.', session?.csrf_token ?? null), 400);
    },
    signInFailedPage,
  );

  return app;
}

function errorPage(title: string, message: string, csrfToken: string | null): string {
  const signOut =
    csrfToken === null
      ? `<p><a href="/auth/login">Try again</a></p>`
      : `<form method="post" action="/auth/logout">
<input type="hidden" name="csrf_token" value="${escapeHtml(csrfToken)}">
<input type="hidden" name="return_to" value="/">
<button type="submit">Sign out</button>
</form>`;
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${signOut}`);
}
