import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { CONSENT_ATTRIBUTE } from '../boot-script.js';
import { consentSettings, type ConsentTexts } from '../settings.js';
import type { ConsentScope } from '../scopes.js';
import { createConsentStore, type ConsentState, type ConsentStore } from '../store.js';
import { resolveStrategy } from '../strategies/resolve.js';
import type { ConsentSettings, ConsentStrategy } from '../strategies/strategy.js';

export interface ConsentContextValue {
  /** Current state; 'pending' while server rendering and hydrating (the choice lives in the browser). */
  state: ConsentState;
  strategy: ConsentStrategy;
  /** Texts and keys from the settings, code defaults filled in. */
  texts: ConsentTexts;
  /** True only when accepted with `scope`. */
  allows(scope: ConsentScope): boolean;
  /** Accepts `scopes`, by default every scope of the strategy. */
  accept(scopes?: Iterable<ConsentScope>): void;
  reject(): void;
  /** Forgets the choice: back to pending. */
  reset(): void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export interface ConsentProviderProps {
  /** Resolved settings (`resolveSettings`); the strategy, texts and storage key come from them. Defaults to the code defaults. */
  settings?: ConsentSettings;
  /** A store to use instead of the one built from the settings (stories, tests, a shared store). */
  store?: ConsentStore;
  /** A strategy to use instead of the one named by cookie_consent.strategy. */
  strategy?: ConsentStrategy;
  children?: ReactNode;
}

const PENDING_STATE: ConsentState = Object.freeze({ status: 'pending' });
const serverSnapshot = () => PENDING_STATE;
const noSubscription = () => () => {};

/**
 * Holds the consent store and the strategy named by the settings. The store is created in the
 * browser only (it needs localStorage); on the server and during hydration the state reads
 * 'pending', and the boot script plus styles.css keep a chosen visitor from seeing the banner.
 */
export function ConsentProvider({ settings, store: givenStore, strategy: givenStrategy, children }: ConsentProviderProps) {
  const texts = useMemo(() => consentSettings(settings), [settings]);
  const [store] = useState<ConsentStore | null>(() => {
    if (givenStore) return givenStore;
    if (typeof window === 'undefined') return null;
    return createConsentStore({ storageKey: texts.storageKey });
  });
  const strategy = useMemo(
    () => givenStrategy ?? resolveStrategy(texts.strategy),
    [givenStrategy, texts.strategy],
  );

  const state = useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    store ? store.getState : serverSnapshot,
    serverSnapshot,
  );

  useEffect(() => {
    if (!store) return;
    strategy.init(store, settings);
    return () => strategy.dispose();
  }, [store, strategy, settings]);

  // Keep <html data-consent> in step after the boot script's first guess, so styles.css follows.
  useEffect(() => {
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, state.status);
  }, [state.status]);

  const value = useMemo<ConsentContextValue>(
    () => ({
      state,
      strategy,
      texts,
      allows: (scope) => state.status === 'accepted' && state.scopes.includes(scope),
      accept: (scopes) => store?.accept(scopes ?? strategy.scopes),
      reject: () => store?.reject(),
      reset: () => store?.reset(),
    }),
    [state, strategy, texts, store],
  );

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

/** The consent state and actions; throws outside `ConsentProvider`. */
export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used inside <ConsentProvider> (from @forecourt/consent/react).');
  return value;
}
