import { asc, eq } from 'drizzle-orm';
import { isLocale, type Locale, type NavEntry } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { navEntries } from '../db/schema.js';

export const toLocale = (value: string | undefined, fallback: Locale = 'en'): Locale =>
  isLocale(value) ? value : fallback;

export function createNavService(db: Database) {
  return {
    /** The navigation tree of `locale`, children in position order. */
    async tree(locale: Locale): Promise<NavEntry[]> {
      const rows = await db
        .select()
        .from(navEntries)
        .where(eq(navEntries.locale, locale))
        .orderBy(asc(navEntries.position), asc(navEntries.id));
      const nodes = new Map<number, NavEntry>(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            label: row.label,
            url: row.url,
            description: row.description,
            image_id: row.image_id,
            disclaimer: row.disclaimer,
            metadata: row.metadata as NavEntry['metadata'],
            children: [],
          },
        ]),
      );
      const roots: NavEntry[] = [];
      for (const row of rows) {
        const node = nodes.get(row.id)!;
        const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
        (parent ? parent.children : roots).push(node);
      }
      return roots;
    },
  };
}
