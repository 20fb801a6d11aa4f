/**
 * The embedded provider's discovery document, as the API document lists it. Its endpoints are
 * oidc-provider's own (served beside the app, see server.ts), so they are documented here, not
 * declared; the discovery document lists the rest.
 */
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';

const DISCOVERY: RouteConfig = {
  method: 'get',
  path: '/oidc/.well-known/openid-configuration',
  tags: ['OpenID provider'],
  summary: 'Embedded provider discovery (only when OIDC_ISSUER is unset); its other endpoints are listed there',
  responses: { 200: { description: 'Discovery document' } },
};

/** Adds the embedded provider's discovery document to the document of `app`. */
export function documentProviderRoutes(app: Pick<OpenAPIHono, 'openAPIRegistry'>) {
  app.openAPIRegistry.registerPath(DISCOVERY);
}
