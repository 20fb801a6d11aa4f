import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from './client-address.js';

describe('clientAddress', () => {
  const loopback = trustedProxies('');

  it('should take X-Forwarded-For from the site on this machine', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.1, 203.0.113.9', loopback)).toBe('203.0.113.9');
  });

  it('should ignore X-Forwarded-For from anyone else, or when it is no address', () => {
    expect(clientAddress('192.0.2.7', '203.0.113.9', loopback)).toBe('192.0.2.7');
    expect(clientAddress('127.0.0.1', 'not-an-address', loopback)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '203.0.113.9', loopback)).toBe('unknown');
  });

  it('should trust the proxies TRUSTED_PROXIES lists instead of loopback', () => {
    const listed = trustedProxies('10.0.0.5, nonsense');
    expect(clientAddress('10.0.0.5', '203.0.113.9', listed)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '203.0.113.9', listed)).toBe('127.0.0.1');
  });
});
