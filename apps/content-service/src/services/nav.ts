import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { isLocale, navEntryInputSchema, navEntryMoveSchema, type Locale, type NavEntry } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { navEntries } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { changedFields, recordAudit } from './audit.js';
import type { ChangePublisher } from './changes.js';
import { parseBody, parsePartial } from './validation.js';

export const toLocale = (value: string | undefined, fallback: Locale = 'en'): Locale =>
  isLocale(value) ? value : fallback;

export function createNavService(db: Database, changes: ChangePublisher) {
  return {
    /** The navigation tree of `locale`, children in position order. */
    async tree(locale: Locale): Promise<NavEntry[]> {
      const rows = await db
        .select()
        .from(navEntries)
        .where(eq(navEntries.locale, locale))
        .orderBy(asc(navEntries.position), asc(navEntries.id));
      const nodes = new Map<number, NavEntry>(rows.map((row) => [row.id, toEntry(row)]));
      const roots: NavEntry[] = [];
      for (const row of rows) {
        const node = nodes.get(row.id)!;
        const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
        (parent ? parent.children : roots).push(node);
      }
      // In the order the shell shows them (`metadata.position` first), stable otherwise.
      const sortAll = (list: NavEntry[]) => {
        list.sort((a, b) => siblingKey(rowsById.get(a.id)!) - siblingKey(rowsById.get(b.id)!));
        for (const entry of list) sortAll(entry.children);
      };
      const rowsById = new Map(rows.map((row) => [row.id, row]));
      sortAll(roots);
      return roots;
    },

    async create(body: unknown, actor: string): Promise<NavEntry> {
      const input = parseBody(navEntryInputSchema, body);
      await assertParent(input.parent_id, input.locale);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(navEntries).values(input).returning();
        await recordAudit(tx, { actor, entity_type: 'nav_entry', entity_id: created!.id, action: 'create', summary: `Created ${entryLabel(created!)}` });
        return created!;
      });
      await changes.publish({ scope: 'site', reason: 'nav_entry_created' });
      return toEntry(row);
    },

    async update(id: number, body: unknown, actor: string): Promise<NavEntry> {
      const [current] = await db.select().from(navEntries).where(eq(navEntries.id, id));
      if (!current) throw new HttpError(404, 'Navigation entry not found');
      const input = parsePartial(navEntryInputSchema.partial(), body);
      if (input.parent_id !== undefined) {
        await assertParent(input.parent_id, input.locale ?? (current.locale as Locale), id);
      }
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(navEntries)
          .set({ ...input, updated_at: new Date() })
          .where(eq(navEntries.id, id))
          .returning();
        if (!updated) throw new HttpError(404, 'Navigation entry not found');
        await recordAudit(tx, {
          actor,
          entity_type: 'nav_entry',
          entity_id: id,
          action: 'update',
          summary: `Changed ${changedFields(input)} of ${entryLabel(updated)}`,
        });
        return updated;
      });
      await changes.publish({ scope: 'site', reason: 'nav_entry_updated' });
      return toEntry(row);
    },

    /**
     * Moves an entry under `parent_id` (null: the top level) to `index` among its new siblings,
     * renumbering their positions; answers the locale's whole tree.
     */
    async move(id: number, body: unknown, actor: string): Promise<NavEntry[]> {
      const { parent_id, index } = parseBody(navEntryMoveSchema, body);
      const [current] = await db.select().from(navEntries).where(eq(navEntries.id, id));
      if (!current) throw new HttpError(404, 'Navigation entry not found');
      const locale = current.locale as Locale;
      await assertParent(parent_id, locale, id);
      await db.transaction(async (tx) => {
        const siblings = await tx
          .select({ id: navEntries.id, position: navEntries.position, metadata: navEntries.metadata })
          .from(navEntries)
          .where(
            and(
              eq(navEntries.locale, locale),
              parent_id === null ? isNull(navEntries.parent_id) : eq(navEntries.parent_id, parent_id),
              ne(navEntries.id, id),
            ),
          )
          .orderBy(asc(navEntries.position), asc(navEntries.id));
        const order = [...siblings].sort((a, b) => siblingKey(a) - siblingKey(b)).map((row) => row.id);
        order.splice(Math.min(index, order.length), 0, id);
        // Both orders follow the move: the row's, and `metadata.position` that the shell sorts by.
        for (const [position, entryId] of order.entries()) {
          await tx
            .update(navEntries)
            .set({
              position,
              metadata: sql`jsonb_set(${navEntries.metadata}, '{position}', to_jsonb(${position + 1}::int))`,
              ...(entryId === id ? { parent_id, updated_at: new Date() } : {}),
            })
            .where(eq(navEntries.id, entryId));
        }
        await recordAudit(tx, {
          actor,
          entity_type: 'nav_entry',
          entity_id: id,
          action: 'update',
          summary: `Moved ${entryLabel(current)} to position ${order.indexOf(id) + 1} ${parent_id === null ? 'of the top level' : `under entry ${parent_id}`}`,
        });
      });
      await changes.publish({ scope: 'site', reason: 'nav_entries_moved' });
      return this.tree(locale);
    },

    /** Deletes the entry and everything under it. */
    async remove(id: number, actor: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(navEntries).where(eq(navEntries.id, id)).returning();
        if (!deleted) throw new HttpError(404, 'Navigation entry not found');
        await recordAudit(tx, {
          actor,
          entity_type: 'nav_entry',
          entity_id: id,
          action: 'delete',
          summary: `Deleted ${entryLabel(deleted)} and the entries under it`,
        });
      });
      await changes.publish({ scope: 'site', reason: 'nav_entry_deleted' });
    },
  };

  async function assertParent(parentId: number | null, locale: Locale, selfId?: number) {
    if (parentId === null) return;
    const fail = (message: string) => {
      throw new HttpError(400, message, [{ path: 'parent_id', rule: 'parent', message }]);
    };
    const seen = new Set<number>();
    for (let current: number | null = parentId; current !== null && !seen.has(current); ) {
      if (current === selfId) fail('An entry cannot be moved under itself or its children');
      seen.add(current);
      const [row] = await db
        .select({ parent_id: navEntries.parent_id })
        .from(navEntries)
        .where(and(eq(navEntries.id, current), eq(navEntries.locale, locale)));
      if (!row) fail(current === parentId ? `No ${locale} navigation entry with id ${parentId}` : 'Broken navigation tree');
      current = row!.parent_id;
    }
  }
}

/**
 * Where an entry stands among its siblings: its `metadata.position` (1-based, what the shell sorts
 * by) when it has one, else its row position; ties keep the row order.
 */
function siblingKey(row: { position: number; metadata: unknown }): number {
  const meta = row.metadata as { position?: unknown } | null;
  const position = typeof meta?.position === 'number' ? meta.position : row.position + 1;
  return position * 100_000 + row.position;
}

/** A navigation entry for the audit log: its label, locale and address. */
const entryLabel = (row: typeof navEntries.$inferSelect) =>
  `navigation entry "${row.label}" (${row.locale}${row.url ? `, ${row.url}` : ''})`;

function toEntry(row: typeof navEntries.$inferSelect): NavEntry {
  return {
    id: row.id,
    label: row.label,
    url: row.url,
    description: row.description,
    image_id: row.image_id,
    disclaimer: row.disclaimer,
    metadata: row.metadata as NavEntry['metadata'],
    children: [],
  };
}
