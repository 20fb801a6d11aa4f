import type { NavEntry } from '@forecourt/api-client';

const byPosition = (a: NavEntry, b: NavEntry) =>
  (a.metadata.position ?? Number.MAX_SAFE_INTEGER) - (b.metadata.position ?? Number.MAX_SAFE_INTEGER);

/** A first-level item opens a content panel: it has a template or is a listItem. */
export function isFirstLevelEntry(entry: NavEntry): boolean {
  return entry.metadata.template !== undefined || entry.metadata.type === 'listItem';
}

/** The first-level items of the bar, in `metadata.position` order. */
export function firstLevelEntries(entries: readonly NavEntry[]): NavEntry[] {
  return entries.filter(isFirstLevelEntry).sort(byPosition);
}

/** The secondary items (icons, links, language, search, exchange rate), in position order. */
export function secondaryEntries(entries: readonly NavEntry[]): NavEntry[] {
  return entries.filter((entry) => !isFirstLevelEntry(entry)).sort(byPosition);
}
