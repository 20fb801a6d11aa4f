import { describe, expect, it } from 'vitest';
import { createSignInThrottle, DEFAULT_SIGN_IN_THROTTLE } from './sign-in-throttle.js';

/** The production policy on a clock the test moves. */
function throttleAt(start = 1_000_000) {
  const clock = { now: start };
  const throttle = createSignInThrottle(DEFAULT_SIGN_IN_THROTTLE, () => clock.now);
  return { throttle, clock };
}

const victim = { account: 'editor@forecourt.test', address: '203.0.113.9' };

describe('the sign-in throttle', () => {
  it('should let the first five wrong passwords of an account through without waiting', () => {
    const { throttle } = throttleAt();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(throttle.wait(victim)).toBe(0);
      throttle.failed(victim);
    }
    expect(throttle.wait(victim)).toBe(1000);
  });

  it('should double the wait with each further failure, never beyond 30 s for an account', () => {
    const { throttle, clock } = throttleAt();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      clock.now += throttle.wait(victim);
      throttle.failed({ ...victim, address: `198.51.100.${attempt}` });
      waits.push(throttle.wait(victim));
    }
    expect(waits.slice(4)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('should never lock the account: once the wait is over the next attempt is checked', () => {
    const { throttle, clock } = throttleAt();
    for (let attempt = 0; attempt < 100; attempt++) throttle.failed({ ...victim, address: `198.51.100.${attempt % 50}` });
    expect(throttle.wait(victim)).toBe(30_000);
    clock.now += 30_000;
    expect(throttle.wait(victim)).toBe(0);
    throttle.succeeded(victim);
    expect(throttle.wait(victim)).toBe(0);
  });

  it('should slow one address trying many accounts, not the same accounts from elsewhere', () => {
    const { throttle } = throttleAt();
    const spray = (n: number) => ({ account: `user${n}@forecourt.test`, address: '192.0.2.1' });
    for (let n = 0; n < 20; n++) {
      expect(throttle.wait(spray(n))).toBe(0);
      throttle.failed(spray(n));
    }
    expect(throttle.wait(spray(20))).toBe(1000);
    expect(throttle.wait({ account: 'user20@forecourt.test', address: '192.0.2.2' })).toBe(0);
  });

  it('should forget failures after the window', () => {
    const { throttle, clock } = throttleAt();
    for (let attempt = 0; attempt < 8; attempt++) throttle.failed(victim);
    clock.now += DEFAULT_SIGN_IN_THROTTLE.windowMs + 1;
    expect(throttle.wait(victim)).toBe(0);
  });
});
