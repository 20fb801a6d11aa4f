import { CSRF_HEADER, type Session } from '@forecourt/api-client';

export type GateDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** /admin and everything below it needs the admin role. */
export const isAdminPath = (pathname: string) => /^\/admin(\/|$)/i.test(pathname);

export const NO_PERMISSIONS_URL = '/auth/error?type=noPermissions';

/**
 * The sign-in gate (site-shell.md §6): no user → sign in and come back here; a user without a
 * role, or a non-admin on /admin → the no-permissions page.
 */
export function gateDecision(session: Session, location: { pathname: string; search: string }): GateDecision {
  if (!session.user) {
    return { kind: 'redirect', to: `/auth/login?return_to=${encodeURIComponent(location.pathname + location.search)}` };
  }
  const { roles } = session.user;
  if (roles.length === 0) return { kind: 'redirect', to: NO_PERMISSIONS_URL };
  if (isAdminPath(location.pathname) && !roles.includes('admin')) return { kind: 'redirect', to: NO_PERMISSIONS_URL };
  return { kind: 'allow' };
}

/** Signs out (POST /auth/logout with the CSRF header), then leaves for the public site. */
export async function signOut(csrfToken: string | null, fetchImpl: typeof fetch = fetch): Promise<void> {
  await fetchImpl('/auth/logout', {
    method: 'POST',
    credentials: 'include',
    headers: csrfToken ? { [CSRF_HEADER]: csrfToken } : {},
  });
}
