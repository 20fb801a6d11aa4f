import { asc, eq, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { metaheadLanguages, type Metahead } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { metaheads, pages } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import type { Change, ChangePublisher } from './changes.js';
import { compileSass } from './sass-compiler.js';
import { parseBody, parsePartial } from './validation.js';

type MetaheadRow = typeof metaheads.$inferSelect;

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

/** What an admin sends; `content` is the source (sass/scss are compiled on save). */
export const metaheadInputSchema = z.object({
  name: z.string().max(200).default(''),
  content: z.string().max(500_000),
  language: z.enum(metaheadLanguages),
  sequence: z.number().int().default(0),
  in_body: z.boolean().default(false),
  reload_on_each_page: z.boolean().default(false),
  rdx_core_page_id: z.number().int().nullable().default(null),
});

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
 * A metahead of one page changes that page alone; a global one (or one moving between pages)
 * changes every page.
 */
function metaheadChange(before: number | null, after: number | null, reason: Change['reason']): Change {
  return before !== null && before === after ? { scope: 'page', page_id: before, reason } : { scope: 'site', reason };
}

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
    /** Global metaheads plus those of `pageId`, in sequence order. */
    forPage: (pageId: number | null) => readMetaheads(db, pageId),

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

    async create(body: unknown) {
      const input = parseBody(metaheadInputSchema, body);
      await assertPage(input.rdx_core_page_id);
      const [row] = await db
        .insert(metaheads)
        .values({
          name: input.name,
          language: input.language,
          source: input.content,
          content: await compileMetahead(input.language, input.content),
          sequence: input.sequence,
          in_body: input.in_body,
          reload_on_each_page: input.reload_on_each_page,
          page_id: input.rdx_core_page_id,
        })
        .returning();
      await changes.publish(metaheadChange(row!.page_id, row!.page_id, 'metahead_created'));
      return { ...toWireMetahead(row!), source: row!.source };
    },

    async update(id: number, body: unknown) {
      const current = await this.get(id);
      const input = parsePartial(metaheadInputSchema.partial(), body);
      const language = input.language ?? current.language;
      const source = input.content ?? current.source;
      if (input.rdx_core_page_id !== undefined) await assertPage(input.rdx_core_page_id);
      const [row] = await db
        .update(metaheads)
        .set({
          name: input.name,
          language,
          source,
          content: await compileMetahead(language, source),
          sequence: input.sequence,
          in_body: input.in_body,
          reload_on_each_page: input.reload_on_each_page,
          page_id: input.rdx_core_page_id,
          updated_at: new Date(),
        })
        .where(eq(metaheads.id, id))
        .returning();
      await changes.publish(metaheadChange(current.rdx_core_page_id, row!.page_id, 'metahead_updated'));
      return { ...toWireMetahead(row!), source: row!.source };
    },

    async remove(id: number) {
      const current = await this.get(id);
      await db.delete(metaheads).where(eq(metaheads.id, id));
      await changes.publish(metaheadChange(current.rdx_core_page_id, current.rdx_core_page_id, 'metahead_deleted'));
    },
  };
}
