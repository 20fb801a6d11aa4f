import { and, asc, desc, eq, exists, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { metaheadInputSchema, type Metahead, type MetaheadVersion } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { metaheadVersions, metaheads, pages } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { changedFields, recordAudit } from './audit.js';
import type { Change, ChangePublisher } from './changes.js';
import { compileSass } from './sass-compiler.js';
import { parseBody, parsePartial } from './validation.js';

type MetaheadRow = typeof metaheads.$inferSelect;

/** The versions an admin can page back through; older ones stay stored. */
const VERSIONS_SHOWN = 100;

/** What a version keeps of a metahead: everything an admin typed (the source, not the compiled CSS). */
export const versionedFields = (
  row: Pick<MetaheadRow, 'name' | 'language' | 'source' | 'sequence' | 'in_body' | 'reload_on_each_page' | 'page_id'>,
) => ({
  name: row.name,
  language: row.language,
  source: row.source,
  sequence: row.sequence,
  in_body: row.in_body,
  reload_on_each_page: row.reload_on_each_page,
  page_id: row.page_id,
});

/** Stores the metahead as it now is as its next version, in the change's transaction. */
async function recordVersion(tx: Pick<Database, 'insert'>, row: MetaheadRow, actor: string) {
  await tx.insert(metaheadVersions).values({
    metahead_id: row.id,
    version: sql`(select coalesce(max(${metaheadVersions.version}), 0) + 1 from ${metaheadVersions} where ${metaheadVersions.metahead_id} = ${row.id})`,
    ...versionedFields(row),
    actor,
  });
}

export function toWireMetahead(row: MetaheadRow): Metahead {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    language: row.language,
    sequence: row.sequence,
    in_body: row.in_body,
    reload_on_each_page: row.reload_on_each_page,
    rdx_core_page_id: row.page_id,
  };
}

/**
 * Compiles sass/scss sources to CSS (compressed, in a worker: see sass-compiler.ts); other
 * languages are stored as written. A compile error is the editor's to fix: 422 with sass's own
 * message.
 */
export async function compileMetahead(language: Metahead['language'], source: string): Promise<string> {
  if (language !== 'sass' && language !== 'scss') return source;
  return compileSass(source, language === 'sass' ? 'indented' : 'scss');
}

/** The metaheads of a page: the global ones and its own, by sequence then id. */
export async function readMetaheads(db: Database, pageId: number | null): Promise<Metahead[]> {
  const rows = await db
    .select()
    .from(metaheads)
    .where(pageId === null ? isNull(metaheads.page_id) : or(isNull(metaheads.page_id), eq(metaheads.page_id, pageId)))
    .orderBy(asc(metaheads.sequence), asc(metaheads.id));
  return rows.map(toWireMetahead);
}

/**
 * What anyone may read of a page's metaheads: the global ones, and the page's own only while
 * visitors can see the page (enabled, published). A never-published or disabled page's own are
 * not public, and the answer is the same as for an id with no page, so it tells nobody which
 * hidden pages exist. Previews read them through the page view, with the preview token.
 */
export async function readPublicMetaheads(db: Database, pageId: number | null): Promise<Metahead[]> {
  if (pageId === null) return readMetaheads(db, null);
  const pageIsVisible = exists(
    db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.id, metaheads.page_id), eq(pages.status, 'published'), isNotNull(pages.published))),
  );
  const rows = await db
    .select()
    .from(metaheads)
    .where(or(isNull(metaheads.page_id), and(eq(metaheads.page_id, pageId), pageIsVisible)))
    .orderBy(asc(metaheads.sequence), asc(metaheads.id));
  return rows.map(toWireMetahead);
}

/**
 * A metahead of one page changes that page alone; a global one (or one moving between pages)
 * changes every page.
 */
function metaheadChange(before: number | null, after: number | null, reason: Change['reason']): Change {
  return before !== null && before === after ? { scope: 'page', page_id: before, reason } : { scope: 'site', reason };
}

/** A metahead for the audit log: its name, language and where it is injected, never its code. */
const metaheadLabel = (row: MetaheadRow) =>
  `metahead "${row.name || 'unnamed'}" (${row.language}, ${row.page_id === null ? 'every page' : `page ${row.page_id}`})`;

export function createMetaheadService(db: Database, changes: ChangePublisher) {
  async function assertPage(pageId: number | null) {
    if (pageId === null) return;
    const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId));
    if (!page) {
      throw new HttpError(400, 'Page not found', [
        { path: 'rdx_core_page_id', rule: 'page', message: `No page with id ${pageId}` },
      ]);
    }
  }

  return {
    /** Global metaheads plus those of `pageId` if visitors can see it, in sequence order. */
    forPage: (pageId: number | null) => readPublicMetaheads(db, pageId),

    /** Every metahead with its source, for the admin screen. */
    async list() {
      const rows = await db.select().from(metaheads).orderBy(asc(metaheads.sequence), asc(metaheads.id));
      return rows.map((row) => ({ ...toWireMetahead(row), source: row.source }));
    },

    async get(id: number) {
      const [row] = await db.select().from(metaheads).where(eq(metaheads.id, id));
      if (!row) throw new HttpError(404, 'Metahead not found');
      return { ...toWireMetahead(row), source: row.source };
    },

    async create(body: unknown, actor: string) {
      const input = parseBody(metaheadInputSchema, body);
      await assertPage(input.rdx_core_page_id);
      const content = await compileMetahead(input.language, input.content);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(metaheads)
          .values({
            name: input.name,
            language: input.language,
            source: input.content,
            content,
            sequence: input.sequence,
            in_body: input.in_body,
            reload_on_each_page: input.reload_on_each_page,
            page_id: input.rdx_core_page_id,
          })
          .returning();
        await recordVersion(tx, created!, actor);
        await recordAudit(tx, { actor, entity_type: 'metahead', entity_id: created!.id, action: 'create', summary: `Created ${metaheadLabel(created!)}` });
        return created!;
      });
      await changes.publish(metaheadChange(row.page_id, row.page_id, 'metahead_created'));
      return { ...toWireMetahead(row), source: row.source };
    },

    async update(id: number, body: unknown, actor: string) {
      const current = await this.get(id);
      const input = parsePartial(metaheadInputSchema.partial(), body);
      const language = input.language ?? current.language;
      const source = input.content ?? current.source;
      if (input.rdx_core_page_id !== undefined) await assertPage(input.rdx_core_page_id);
      const content = await compileMetahead(language, source);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(metaheads)
          .set({
            name: input.name,
            language,
            source,
            content,
            sequence: input.sequence,
            in_body: input.in_body,
            reload_on_each_page: input.reload_on_each_page,
            page_id: input.rdx_core_page_id,
            updated_at: new Date(),
          })
          .where(eq(metaheads.id, id))
          .returning();
        if (!updated) throw new HttpError(404, 'Metahead not found');
        await recordVersion(tx, updated, actor);
        await recordAudit(tx, {
          actor,
          entity_type: 'metahead',
          entity_id: id,
          action: 'update',
          summary: `Changed ${changedFields(input)} of ${metaheadLabel(updated)}`,
        });
        return updated;
      });
      await changes.publish(metaheadChange(current.rdx_core_page_id, row.page_id, 'metahead_updated'));
      return { ...toWireMetahead(row), source: row.source };
    },

    /** Its saved versions, newest first: what an admin restores from (by saving one again). */
    async versions(id: number): Promise<MetaheadVersion[]> {
      await this.get(id);
      const rows = await db
        .select()
        .from(metaheadVersions)
        .where(eq(metaheadVersions.metahead_id, id))
        .orderBy(desc(metaheadVersions.version))
        .limit(VERSIONS_SHOWN);
      return rows.map((row) => {
        // The API names the page scope as the metaheads API does.
        const { page_id, ...fields } = versionedFields(row);
        return { version: row.version, ...fields, rdx_core_page_id: page_id, actor: row.actor, at: row.created_at.toISOString() };
      });
    },

    async remove(id: number, actor: string) {
      const removed = await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(metaheads).where(eq(metaheads.id, id)).returning();
        if (!deleted) throw new HttpError(404, 'Metahead not found');
        await recordAudit(tx, { actor, entity_type: 'metahead', entity_id: id, action: 'delete', summary: `Deleted ${metaheadLabel(deleted)}` });
        return deleted;
      });
      await changes.publish(metaheadChange(removed.page_id, removed.page_id, 'metahead_deleted'));
    },
  };
}
