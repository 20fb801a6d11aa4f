import { resolveSettings, settingValue } from '@forecourt/api-client';
import { CONSENT_SCOPES, isConsentScope, type ConsentScope } from '../scopes.js';
import type { ConsentStore } from '../store.js';

/** Resolved settings (server values over code defaults), as `resolveSettings` returns them. */
export type ConsentSettings = ReadonlyMap<string, string>;

/** A consent platform's loader script, for the site to render in `<head>`. */
export interface ConsentScript {
  src: string;
  /** Attributes besides `src`, e.g. the platform's account id and language. */
  attributes: Readonly<Record<string, string>>;
}

/**
 * How the visitor's choice is collected: our own banner (basic) or a consent platform whose
 * documented browser API drives the store.
 */
export interface ConsentStrategy {
  readonly name: string;
  /** Scopes this strategy can grant (site-shell.md §9). */
  readonly scopes: readonly ConsentScope[];
  /** Whether the site shows its own banner while pending; only basic does (site-shell.md §4). */
  readonly showsBanner: boolean;
  /** Starts listening to the platform and keeps `store` in step. Safe to call without `window`. */
  init(store: ConsentStore, settings?: ConsentSettings): void;
  /** Stops listening and restores any global it wrapped. */
  dispose(): void;
  /** The platform's loader script, or null when none is configured (or for basic). */
  script(settings?: ConsentSettings): ConsentScript | null;
}

const CODE_DEFAULTS = resolveSettings([]);

/** `key` from `settings`, else its code default. */
export function readSetting(settings: ConsentSettings | undefined, key: string): string {
  return settingValue(settings ?? CODE_DEFAULTS, key);
}

/** The browser window, or undefined in Node / during server rendering. */
export function browserWindow(): (Window & typeof globalThis) | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * A platform id → scope map from a JSON setting. Entries naming an unknown scope are ignored; an
 * unreadable value falls back to the code default, so a typo in the admin cannot grant consent.
 */
export function readScopeMap(settings: ConsentSettings | undefined, key: string): Map<string, ConsentScope> {
  const parse = (raw: string) => {
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
      return new Map(
        Object.entries(value).filter((entry): entry is [string, ConsentScope] => isConsentScope(entry[1])),
      );
    } catch {
      return undefined;
    }
  };
  return parse(readSetting(settings, key)) ?? parse(readSetting(undefined, key)) ?? new Map();
}

/**
 * Applies a platform's granted scopes to the store. 'obligatory' is always granted (the platforms
 * treat strictly necessary cookies as always active); if nothing beyond it is granted, the
 * visitor said no to everything optional, which is our 'rejected'.
 */
export function applyGrantedScopes(store: ConsentStore, granted: Iterable<ConsentScope>) {
  const scopes = new Set<ConsentScope>(granted);
  scopes.add('obligatory');
  if (scopes.size === 1) store.reject();
  else store.accept(CONSENT_SCOPES.filter((scope) => scopes.has(scope)));
}
