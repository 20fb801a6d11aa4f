/**
 * Slows down password guessing without locking anyone out. Failed sign-ins are counted per
 * account (across all addresses: a distributed guess) and per client address (across all
 * accounts: a spray). Past a number of free attempts each further one must wait for a back-off
 * after the last failure, doubling from one second up to a ceiling, and the password is not even
 * checked before then. The ceiling is what a locked-out owner would otherwise suffer: the right
 * password always gets in once the wait is over. Counts fade after the window; a success clears
 * the account's count (not the address's, or one valid account would reset a spray).
 */
import { LRUCache } from 'lru-cache';

export interface ThrottleRule {
  /** Failures within the window answered without any wait. */
  free: number;
  /** The longest wait a back-off reaches. */
  maxDelayMs: number;
}

export interface SignInThrottlePolicy {
  account: ThrottleRule;
  address: ThrottleRule;
  /** How long a failure counts. */
  windowMs: number;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottlePolicy = {
  account: { free: 5, maxDelayMs: 30_000 },
  address: { free: 20, maxDelayMs: 60_000 },
  windowMs: 15 * 60 * 1000,
};

/** Accounts and addresses remembered at most (the least recently failing are forgotten first). */
const MAX_TRACKED = 50_000;

interface Failures {
  count: number;
  last: number;
}

export interface SignInAttempt {
  account: string;
  address: string;
}

export function createSignInThrottle(policy: SignInThrottlePolicy = DEFAULT_SIGN_IN_THROTTLE, now: () => number = Date.now) {
  const track = () => new LRUCache<string, Failures>({ max: MAX_TRACKED, ttl: policy.windowMs, ttlAutopurge: false });
  const accounts = track();
  const addresses = track();

  const waitOf = (failures: Failures | undefined, rule: ThrottleRule): number => {
    if (!failures || failures.count < rule.free) return 0;
    const delay = Math.min(1000 * 2 ** (failures.count - rule.free), rule.maxDelayMs);
    return Math.max(0, failures.last + delay - now());
  };
  const fail = (cache: LRUCache<string, Failures>, key: string) => {
    cache.set(key, { count: (cache.get(key)?.count ?? 0) + 1, last: now() });
  };

  return {
    /** Milliseconds this attempt must still wait (0: check the password). */
    wait({ account, address }: SignInAttempt): number {
      return Math.max(waitOf(accounts.get(account), policy.account), waitOf(addresses.get(address), policy.address));
    },
    failed({ account, address }: SignInAttempt) {
      fail(accounts, account);
      fail(addresses, address);
    },
    succeeded({ account }: SignInAttempt) {
      accounts.delete(account);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
