import { describe, expect, it, vi } from 'vitest';
import { gateDecision, signOut } from './session.js';

const user = (roles: ('admin' | 'editor')[]) => ({ user: { sub: '1', name: 'Ada', email: 'ada@forecourt.test', roles }, csrf_token: 'csrf' });

describe('given the sign-in gate', () => {
  it('should send a visitor without a session to sign in and back to where they were', () => {
    expect(gateDecision({ user: null, csrf_token: null }, { pathname: '/cms/pages/3', search: '?x=1' })).toEqual({
      kind: 'redirect',
      to: '/auth/login?return_to=%2Fcms%2Fpages%2F3%3Fx%3D1',
    });
  });

  it('should send a user without a role to the no-permissions page', () => {
    expect(gateDecision(user([]), { pathname: '/cms', search: '' })).toEqual({ kind: 'redirect', to: '/auth/error?type=noPermissions' });
  });

  it('should keep editors out of /admin but let them into /cms', () => {
    expect(gateDecision(user(['editor']), { pathname: '/admin/settings', search: '' })).toEqual({
      kind: 'redirect',
      to: '/auth/error?type=noPermissions',
    });
    expect(gateDecision(user(['editor']), { pathname: '/cms', search: '' })).toEqual({ kind: 'allow' });
  });

  it('should let admins into /admin', () => {
    expect(gateDecision(user(['admin', 'editor']), { pathname: '/Admin', search: '' })).toEqual({ kind: 'allow' });
  });
});

describe('given sign out', () => {
  it('should POST /auth/logout with the CSRF header', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    await signOut('token-1', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/auth/logout', expect.objectContaining({ method: 'POST', headers: { 'X-CSRF-Token': 'token-1' } }));
  });
});
