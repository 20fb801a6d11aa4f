import type { ConsentStorage } from './store.js';

/**
 * A storage that lives only as long as the page: for previews, stories and tests, or a site that
 * must not persist the choice. Not a fallback for a missing localStorage: that is an error.
 */
export function createMemoryStorage(initial: Record<string, string> = {}): ConsentStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}
