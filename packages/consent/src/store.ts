import { normalizeScopes, type ConsentScope } from './scopes.js';

/** Default localStorage key of the visitor's choice (site-shell.md §9). */
export const DEFAULT_STORAGE_KEY = 'cookieConsentStatus';

/** The consent state machine (site-shell.md §4): pending, then accepted with scopes, or rejected. */
export type ConsentState =
  | { readonly status: 'pending' }
  | { readonly status: 'accepted'; readonly scopes: readonly ConsentScope[] }
  | { readonly status: 'rejected' };

export type ConsentStatus = ConsentState['status'];

/** The part of the Web Storage API the store uses (localStorage, or a stand-in). */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ConsentStoreOptions {
  /** localStorage key the choice is kept under. Defaults to 'cookieConsentStatus'. */
  storageKey?: string;
  /**
   * Where the choice is kept. Defaults to `globalThis.localStorage`; constructing a store where
   * that is missing throws, as the spec requires (site-shell.md §8 "Missing localStorage").
   */
  storage?: ConsentStorage;
}

export interface ConsentStore {
  /** The localStorage key in use. */
  readonly storageKey: string;
  /** The current state; the same object until the state changes. */
  getState(): ConsentState;
  /** Accepted with exactly these scopes (unknown names are dropped). */
  accept(scopes: Iterable<ConsentScope>): void;
  reject(): void;
  /** Back to pending, forgetting the stored choice (e.g. "change my cookie settings"). */
  reset(): void;
  /** True only when accepted with `scope`. */
  allows(scope: ConsentScope): boolean;
  /** Called after every change of state; returns the unsubscribe function. */
  subscribe(listener: (state: ConsentState) => void): () => void;
}

export const PENDING: ConsentState = Object.freeze({ status: 'pending' });
const REJECTED: ConsentState = Object.freeze({ status: 'rejected' });

export const MISSING_STORAGE_MESSAGE =
  '@forecourt/consent: localStorage is not available, so the consent store cannot remember the ' +
  "visitor's cookie choice. Create the store in a browser, or pass `storage` explicitly.";

/**
 * Reads a stored choice. Anything unreadable counts as no choice (pending), so a corrupt value
 * shows the banner again instead of silently granting consent.
 */
export function parseConsentState(raw: string | null): ConsentState {
  if (!raw) return PENDING;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return PENDING;
  }
  if (typeof value !== 'object' || value === null) return PENDING;
  const { status, scopes } = value as { status?: unknown; scopes?: unknown };
  if (status === 'rejected') return REJECTED;
  if (status === 'accepted' && Array.isArray(scopes)) {
    return Object.freeze({ status: 'accepted', scopes: Object.freeze(normalizeScopes(scopes)) });
  }
  return PENDING;
}

/** The stored form of a state; the boot script reads the same form (see `consentBootScript`). */
export function serializeConsentState(state: ConsentState): string {
  return JSON.stringify(state);
}

function sameState(a: ConsentState, b: ConsentState): boolean {
  if (a.status !== b.status) return false;
  if (a.status !== 'accepted' || b.status !== 'accepted') return true;
  return a.scopes.length === b.scopes.length && a.scopes.every((s, i) => s === b.scopes[i]);
}

function defaultStorage(): ConsentStorage {
  let storage: Storage | undefined;
  try {
    // Reading `localStorage` itself throws in some browsers when storage is blocked.
    storage = (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    storage = undefined;
  }
  if (!storage) throw new Error(MISSING_STORAGE_MESSAGE);
  return storage;
}

/** Creates the consent store, restoring the choice kept under `storageKey`. */
export function createConsentStore(options: ConsentStoreOptions = {}): ConsentStore {
  const storageKey = options.storageKey || DEFAULT_STORAGE_KEY;
  const storage = options.storage ?? defaultStorage();
  const listeners = new Set<(state: ConsentState) => void>();
  let state = parseConsentState(storage.getItem(storageKey));

  const set = (next: ConsentState) => {
    if (sameState(state, next)) return;
    state = next;
    if (next.status === 'pending') storage.removeItem(storageKey);
    else storage.setItem(storageKey, serializeConsentState(next));
    for (const listener of [...listeners]) listener(state);
  };

  return {
    storageKey,
    getState: () => state,
    accept: (scopes) =>
      set(Object.freeze({ status: 'accepted', scopes: Object.freeze(normalizeScopes(scopes)) })),
    reject: () => set(REJECTED),
    reset: () => set(PENDING),
    allows: (scope) => state.status === 'accepted' && state.scopes.includes(scope),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
