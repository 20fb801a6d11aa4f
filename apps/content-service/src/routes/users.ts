import { createRoute, z } from '@hono/zod-openapi';
import { adminUserSchema, userDirectorySchema, userRolesInputSchema } from '@forecourt/api-client';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { contractApp, errors, ok, signedIn, textPathParam, withOpenApi } from '../contract/declare.js';
import { adminGuards } from './guards.js';

const AdminUser = withOpenApi(adminUserSchema, 'AdminUser');
const UserDirectory = withOpenApi(userDirectorySchema, 'UserDirectory');
const UserRolesInput = withOpenApi(userRolesInputSchema, 'UserRolesInput');

/**
 * Users and roles (admins): `GET /admin_api/users` lists everyone the sign-in provider knows;
 * `PUT /admin_api/users/{id}/roles` changes an account's roles when the provider is the embedded
 * one (audited; never one's own admin role, never the last admin).
 */
export function userRoutes(ctx: ServiceContext) {
  const app = contractApp<{ Variables: { session: Session } }>();
  const access = (kind: 'read' | 'write') => ({
    tags: ['Admin'],
    description: 'Roles: admin.',
    security: signedIn[kind],
    middleware: [...adminGuards(ctx, 'admin')],
  });
  const list = createRoute({
    method: 'get',
    path: '/admin_api/users',
    ...access('read'),
    summary: 'Every user the sign-in provider knows: name, e-mail, roles, last sign-in; and whether roles can be changed here',
    responses: { ...ok(UserDirectory, 'The provider and its users'), ...errors(401, 403) },
  });
  const setRoles = createRoute({
    method: 'put',
    path: '/admin_api/users/{id}/roles',
    ...access('write'),
    summary: "Set a user's roles (embedded provider only): 409 for one's own admin role, the last admin, or an external issuer",
    request: {
      params: z.object({ id: textPathParam(200, 'The user id') }),
      body: { required: true, description: '`{ roles }`', content: { 'application/json': { schema: UserRolesInput } } },
    },
    responses: { ...ok(AdminUser, 'The user with their new roles'), ...errors(400, 401, 403, 404, 409, 413, 415) },
  });

  app.openapi(list, async (c) => c.json({ data: await ctx.users.list() }, 200));
  app.openapi(setRoles, async (c) =>
    c.json({ data: await ctx.users.setRoles(c.get('session').user, c.req.valid('param').id, c.req.valid('json').roles) }, 200),
  );
  return app;
}
