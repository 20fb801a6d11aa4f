// What a browser is told about the content service's answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestService, type TestService } from './test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

describe('given the sign-in form', () => {
  it('should forbid framing it, sniffing it and sending its address as a referrer', async () => {
    const { response, visited } = await new Browser().go(`${service.url}/auth/login?return_to=/cms`);
    expect(visited.at(-1)).toMatch(/\/oidc\/interaction\//);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('given a JSON answer', () => {
  it('should forbid sniffing and referrers, and leave framing to HTML', async () => {
    const response = await service.fetch('/api/settings');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toBeNull();
    const missing = await service.fetch('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
