/**
 * Binds a sign-in in progress to the browser that started it (no login CSRF): `/auth/login` gives
 * the browser a random value in a short-lived cookie and keeps its hash with the OpenID state;
 * the callback is accepted only from a browser that sends the same value. A callback URL copied
 * into another browser (an attacker's code and state) signs nobody in there.
 */
import { createHash, randomBytes } from 'node:crypto';

export const SIGN_IN_COOKIE = 'forecourt_sign_in';
/** As long as a sign-in may take (the OpenID state expires with it). */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;

const VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The browser's current binding value when it has a well-formed one, else a new one. */
export function bindingValue(cookie: string | undefined): string {
  return cookie && VALUE.test(cookie) ? cookie : randomBytes(32).toString('base64url');
}

/** What is stored beside the state: the cookie value is never kept. */
export function bindingHash(value: string | undefined): string | null {
  return value && VALUE.test(value) ? createHash('sha256').update(value).digest('base64url') : null;
}
