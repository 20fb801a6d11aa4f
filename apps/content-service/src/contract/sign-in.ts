/**
 * Sign-in routes as the document lists them. Their code (routes/auth.ts, routes/interaction.ts
 * and the embedded provider) stays plain Hono — sign-in is reworked apart — so they are
 * documented here, not declared: nothing here validates a request.
 */
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { RouteConfig } from '@hono/zod-openapi';
import { sessionSchema } from '@forecourt/api-client';
import { signedIn } from './declare.js';

const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const redirect = (description: string) => ({ description });

const SIGN_IN_ROUTES: RouteConfig[] = [
  {
    method: 'get',
    path: '/auth/login',
    tags: ['Auth'],
    summary: 'Start sign-in (OpenID Connect code flow with PKCE)',
    request: { query: z.object({ return_to: z.string().optional().openapi({ description: 'Same-origin path to land on (default /cms)' }) }) },
    responses: { 302: redirect('To the provider'), 502: html('The provider cannot be reached') },
  },
  {
    method: 'get',
    path: '/auth/callback',
    tags: ['Auth'],
    summary: 'Provider callback: sets the session cookie, redirects to return_to or /auth/error?type=noPermissions',
    responses: { 302: redirect('Signed in'), 400: html('Invalid or expired sign-in') },
  },
  {
    method: 'get',
    path: '/auth/session',
    tags: ['Auth'],
    summary: 'The signed-in user and CSRF token (not wrapped in data)',
    responses: { 200: { description: 'The session, or nulls', content: { 'application/json': { schema: sessionSchema } } } },
  },
  {
    method: 'post',
    path: '/auth/logout',
    tags: ['Auth'],
    summary: 'Sign out (CSRF header, or a csrf_token form field from the error page)',
    security: signedIn.write,
    responses: {
      200: { description: '`{ data: { signed_out: true } }` (CSRF header)' },
      303: redirect('To return_to (form)'),
      403: { description: 'Invalid CSRF token' },
    },
  },
  {
    method: 'get',
    path: '/auth/error',
    tags: ['Auth'],
    summary: 'Sign-in error page; type=noPermissions explains the account has no permission and offers Sign out',
    request: { query: z.object({ type: z.string().optional().openapi({ description: 'noPermissions' }) }) },
    responses: { 400: html('Sign-in error'), 403: html('No permission') },
  },
  {
    method: 'get',
    path: '/oidc/interaction/{uid}',
    tags: ['OpenID provider'],
    summary: 'Embedded provider sign-in form (Email, Password, Sign in)',
    request: { params: z.object({ uid: z.string().openapi({ description: 'Interaction id' }) }) },
    responses: { 200: html('The form'), 303: redirect('Continue the authorization'), 400: html('Sign-in expired') },
  },
  {
    method: 'post',
    path: '/oidc/interaction/{uid}',
    tags: ['OpenID provider'],
    summary: 'Check the credentials against the accounts',
    request: { params: z.object({ uid: z.string().openapi({ description: 'Interaction id' }) }) },
    responses: {
      303: redirect('Signed in, back to the provider'),
      401: html('The form with an error'),
      429: html('Too many failed attempts for this account (10 per 15 minutes)'),
    },
  },
  {
    method: 'get',
    path: '/oidc/.well-known/openid-configuration',
    tags: ['OpenID provider'],
    summary: 'Embedded provider discovery (only when OIDC_ISSUER is unset); its other endpoints are listed there',
    responses: { 200: { description: 'Discovery document' } },
  },
];

/** Adds the sign-in routes to the document of `app`. */
export function documentSignInRoutes(app: Pick<OpenAPIHono, 'openAPIRegistry'>) {
  for (const route of SIGN_IN_ROUTES) app.openAPIRegistry.registerPath(route);
}
