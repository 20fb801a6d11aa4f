// The headers that tell browsers how to treat the site's answers (see SECURITY.md):
// - every answer: no content sniffing, referrers cut to the origin across sites, and HSTS when
//   the public origin is https;
// - the editor, the admin and the APIs may not be framed (clickjacking);
// - rendered pages run only our own scripts: a Content-Security-Policy with a nonce per render,
//   which every inline script and style we write carries (router, consent boot, metaheads).
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { consentHeadScripts } from '../chrome/consent-head.js';

/** Hono's secureHeaders sets a dozen headers by default; these are the ones we chose, nothing else. */
const NOTHING_BY_DEFAULT = {
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: false,
  // A header the answer already has is kept: the content service's stricter ones (its sign-in
  // form's `no-referrer`) and a page's own CSP.
  overwrite: false,
} as const;

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer of the site carries. HSTS only when browsers reach it over https. */
export function baseSecurityHeaderValues(publicUrl: string | undefined): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(publicUrl?.startsWith('https:') ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * Sets the base headers on every answer that goes through the app; a header the answer already
 * has is kept (the content service's stricter `no-referrer` on its sign-in pages). Cached pages
 * answered before the app (see app.ts) add the same values themselves.
 */
export function baseSecurityHeaders(publicUrl: string | undefined): MiddlewareHandler {
  const values = Object.entries(baseSecurityHeaderValues(publicUrl));
  return async (c, next) => {
    await next();
    for (const [name, value] of values) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}

/** For the editor, the admin and the APIs: no other page may show them in a frame. */
export const noFraming: MiddlewareHandler = secureHeaders({
  ...NOTHING_BY_DEFAULT,
  xFrameOptions: 'DENY',
  contentSecurityPolicy: { frameAncestors: ["'none'"] },
});

/** A fresh nonce for one render (128 random bits). */
export const createNonce = () => randomBytes(16).toString('base64');

/** The setting where an admin lists the origins pages may load scripts and stylesheets from. */
export const SCRIPT_ORIGINS_SETTING = 'security.script_origins';

/** `https://host[:port]` (or http) of `value`, or null: anything else could smuggle in a directive. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where Google Maps loads its script and styles from, allowed only while `general.maps_key` is
 * set (the map blocks then draw with Google Maps). MapLibre, the maps without a key, needs
 * nothing here: its worker is a file of the site ('self') and its style, tiles, fonts and
 * sprites are fetched data, which this policy does not restrict.
 */
export const GOOGLE_MAPS_ORIGINS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://fonts.googleapis.com'];

/**
 * Origins allowed beside our own: those an admin listed, the configured consent platform's
 * (its loader carries the nonce; what it loads comes from the same origin), and Google Maps'
 * when a maps key is set.
 */
export function allowedOrigins(settings: Record<string, string>): string[] {
  const listed = (settings[SCRIPT_ORIGINS_SETTING] ?? '').split(/[\s,]+/).filter(Boolean);
  const consentLoaders = consentHeadScripts(settings).flatMap((script) => (script.src ? [script.src] : []));
  const maps = settings['general.maps_key']?.trim() ? GOOGLE_MAPS_ORIGINS : [];
  const origins = [...listed, ...consentLoaders, ...maps].map(originOf);
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/**
 * The policy of a rendered page: scripts and stylesheets from this origin, the allowed origins,
 * or inline with this render's nonce; inline style attributes stay allowed (they cannot run
 * code, and rich text from the editor uses them). Everything else (images, media, frames of
 * embedded videos) is not restricted here.
 */
export function pageContentSecurityPolicy(nonce: string, origins: readonly string[]): string {
  const sources = ["'self'", `'nonce-${nonce}'`, ...origins].join(' ');
  return [
    `script-src ${sources}`,
    `style-src ${sources}`,
    "style-src-attr 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
