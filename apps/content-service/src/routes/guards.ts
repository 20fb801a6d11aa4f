import type { Role } from '@forecourt/api-client';
import type { ServiceContext } from '../context.js';
import { cacheControl, NO_STORE } from '../lib/http.js';
import { requireRole, requireSession } from './admin.js';

/**
 * The admin API's guards for `/admin_api` routes mounted apart from `adminRoutes` (and before
 * them): never cached, a session (with the CSRF token on writes), one of `roles`.
 */
export const adminGuards = (ctx: ServiceContext, ...roles: Role[]) =>
  [cacheControl(NO_STORE), requireSession(ctx), requireRole(...roles)] as const;
