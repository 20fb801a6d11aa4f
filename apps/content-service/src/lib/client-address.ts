/**
 * The address of the browser behind a request. The site is the edge: it replaces
 * `X-Forwarded-For` with the address of its own connection, so the header is believed only when
 * the request comes from a trusted proxy (by default this machine, where `npm start` runs the
 * site; `TRUSTED_PROXIES` lists others, comma-separated). From anyone else it could be forged,
 * and the connection's own address counts.
 */
import { isIP } from 'node:net';

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** The proxies whose `X-Forwarded-For` is believed: `TRUSTED_PROXIES`, else loopback. */
export function trustedProxies(configured = process.env.TRUSTED_PROXIES): ReadonlySet<string> {
  const listed = (configured ?? '').split(',').map((entry) => entry.trim()).filter((entry) => isIP(entry) !== 0);
  return new Set(listed.length > 0 ? listed : LOOPBACK);
}

/** The client's address: the last `X-Forwarded-For` entry from a trusted proxy, else the peer. */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: ReadonlySet<string>,
): string {
  const connection = peer ?? 'unknown';
  if (!forwardedFor || !trusted.has(connection)) return connection;
  const last = forwardedFor.split(',').at(-1)!.trim();
  return isIP(last) !== 0 ? last : connection;
}
