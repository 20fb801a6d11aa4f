import type { SearchResult } from '@forecourt/api-client';

/** Seeded-like search results for stories and tests. */
export function searchResults(count: number, prefix = 'Page'): SearchResult[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    type: 'page' as const,
    attributes: {
      path: `/${prefix.toLowerCase().replace(/\s+/g, '-')}-${index + 1}`,
      title: `${prefix} ${index + 1}`,
      meta_description: `About ${prefix.toLowerCase()} ${index + 1}.`,
    },
  }));
}
