import { describe, expect, it } from 'vitest';
import { rolesFromClaim } from '../auth/sessions.js';
import { normalizePath, staleVersionMessage } from '../services/pages.js';
import { hashPassword, verifyPassword } from './passwords.js';

describe('normalizePath', () => {
  it('should give home for empty and slash-only paths', () => {
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('//')).toBe('/');
  });

  it('should add the leading slash, drop the trailing one and collapse doubles, keeping case', () => {
    expect(normalizePath('Models//Range-Rover/')).toBe('/Models/Range-Rover');
  });
});

describe('passwords', () => {
  it('should verify the right password and refuse a wrong one', async () => {
    const hash = await hashPassword('s3cret');
    expect(await verifyPassword('s3cret', hash)).toBe(true);
    expect(await verifyPassword('s3cret!', hash)).toBe(false);
  });

  it('should salt every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe('rolesFromClaim', () => {
  it('should keep only the roles the app knows, from a list or a string', () => {
    expect(rolesFromClaim(['editor', 'superuser'])).toEqual(['editor']);
    expect(rolesFromClaim('admin editor')).toEqual(['admin', 'editor']);
    expect(rolesFromClaim(undefined)).toEqual([]);
  });
});

describe('staleVersionMessage', () => {
  it('should name both versions in the agreed text', () => {
    expect(staleVersionMessage(3, 5)).toBe(
      'This page was changed by someone else since you opened it (your version 3, current version 5). Reload to see their changes; nothing was overwritten.',
    );
  });
});
