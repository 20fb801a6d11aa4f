import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CSRF_HEADER } from '@forecourt/api-client';
import { safeReturnTo } from '../auth/oidc-client.js';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { cacheControl, jsonError, NO_STORE } from '../lib/http.js';
import { escapeHtml, htmlPage } from '../lib/html.js';

export const NO_PERMISSIONS_PATH = '/auth/error?type=noPermissions';

/** `/auth`: sign-in through OpenID Connect, the session, sign-out and the auth error page. */
export function authRoutes(ctx: ServiceContext) {
  const app = new Hono();
  const secure = ctx.publicUrl.startsWith('https:');
  app.use('/auth/*', cacheControl(NO_STORE));

  app.get('/auth/login', async (c) => {
    const returnTo = safeReturnTo(c.req.query('return_to'));
    // With the embedded provider, always show its form, so signing out lets another account sign in.
    let url: URL;
    try {
      url = await ctx.oidc.authorizationUrl(returnTo, ctx.provider ? { prompt: 'login' } : {});
    } catch (error) {
      console.error('[content-service] sign-in provider unreachable:', error);
      return c.html(errorPage('Sign-in unavailable', 'The sign-in service cannot be reached right now. Please try again in a moment.', null), 502);
    }
    return c.redirect(url.href, 302);
  });

  app.get('/auth/callback', async (c) => {
    const query = new URL(c.req.url).search;
    const callbackUrl = new URL(`/auth/callback${query}`, ctx.publicUrl);
    if (callbackUrl.searchParams.has('error')) {
      const description = callbackUrl.searchParams.get('error_description') ?? callbackUrl.searchParams.get('error')!;
      return c.html(errorPage('Sign-in failed', description, null), 400);
    }
    let result;
    try {
      result = await ctx.oidc.complete(callbackUrl);
    } catch (error) {
      return c.html(errorPage('Sign-in failed', error instanceof Error ? error.message : String(error), null), 400);
    }
    const { token } = await ctx.sessions.create(result.user, result.idToken);
    setCookie(c, SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      maxAge: Math.floor(SESSION_TTL_MS / 1000),
    });
    return c.redirect(result.user.roles.length === 0 ? NO_PERMISSIONS_PATH : result.returnTo, 302);
  });

  app.get('/auth/session', async (c) => {
    const session = await ctx.sessions.get(getCookie(c, SESSION_COOKIE));
    return c.json({ user: session?.user ?? null, csrf_token: session?.csrf_token ?? null });
  });

  app.post('/auth/logout', async (c) => {
    const session = await ctx.sessions.get(getCookie(c, SESSION_COOKIE));
    const viaHeader = c.req.header(CSRF_HEADER);
    // A plain form (the no-permission page) sends the token as a field instead of a header.
    const form = viaHeader === undefined ? await c.req.parseBody().catch(() => ({}) as Record<string, unknown>) : {};
    const token = viaHeader ?? (typeof form.csrf_token === 'string' ? form.csrf_token : undefined);
    if (session && token !== session.csrf_token) return jsonError(c, 403, 'Missing or invalid CSRF token');
    if (session) await ctx.sessions.destroy(session.id);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
    if (viaHeader !== undefined) return c.json({ data: { signed_out: true } });
    return c.redirect(safeReturnTo(typeof form.return_to === 'string' ? form.return_to : '/', '/'), 303);
  });

  app.get('/auth/error', async (c) => {
    const session = await ctx.sessions.get(getCookie(c, SESSION_COOKIE));
    if (c.req.query('type') === 'noPermissions') {
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
  });

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
