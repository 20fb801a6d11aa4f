import type { MiddlewareHandler } from 'hono';

/**
 * Every answer: no content sniffing and no referrer (sign-in URLs carry interaction ids). HTML
 * pages (the sign-in form, auth errors) may not be shown in another page's frame, so nobody can
 * overlay them to trick an editor into signing in or out.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'no-referrer');
  if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
    c.res.headers.set('Content-Security-Policy', "frame-ancestors 'none'");
    c.res.headers.set('X-Frame-Options', 'DENY');
  }
};
