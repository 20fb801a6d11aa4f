/**
 * Consent scopes (site-shell.md §9): the basic strategy knows obligatory and optional; the
 * consent platforms add statistic, marketing and unclassified.
 */
export const CONSENT_SCOPES = [
  'obligatory',
  'optional',
  'statistic',
  'marketing',
  'unclassified',
] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];

/** Scopes of the basic strategy. */
export const BASIC_SCOPES: readonly ConsentScope[] = ['obligatory', 'optional'];

/** Scopes of every third-party consent-platform strategy. */
export const PLATFORM_SCOPES: readonly ConsentScope[] = CONSENT_SCOPES;

export function isConsentScope(value: unknown): value is ConsentScope {
  return typeof value === 'string' && (CONSENT_SCOPES as readonly string[]).includes(value);
}

/** Known scopes of `scopes`, each once, in the order of `CONSENT_SCOPES` (stable for comparisons). */
export function normalizeScopes(scopes: Iterable<unknown>): ConsentScope[] {
  const given = new Set(scopes);
  return CONSENT_SCOPES.filter((scope) => given.has(scope));
}
