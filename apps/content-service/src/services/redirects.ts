import { asc, eq } from 'drizzle-orm';
import {
  isSitePath,
  redirectInputSchema,
  redirectKey,
  type Redirect,
  type RedirectCode,
  type SiteRedirect,
} from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { redirects } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { recordAudit } from './audit.js';
import type { ChangePublisher } from './changes.js';
import { parseBody } from './validation.js';

type Row = typeof redirects.$inferSelect;
/** The database or the transaction of the change that makes the redirect. */
type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const toWire = (row: Row): Redirect => ({
  id: row.id,
  from: row.from_path,
  to: row.to,
  code: row.code as RedirectCode,
  automatic: row.automatic,
  updated_at: row.updated_at.toISOString(),
});

/** The site path a target names, as the redirects compare it; null for another site's URL. */
const targetKey = (to: string) => (isSitePath(to) ? redirectKey(to.replace(/[?#].*$/, '')) : null);

/** The longest chain followed when looking for a loop; longer chains are refused too. */
const MAX_CHAIN = 20;

/**
 * Refuses a redirect that would send visitors round in a circle: to its own path, or to a path
 * whose redirects lead back to it.
 */
async function assertNoLoop(db: Writer, fromKey: string, to: string, ignoreId?: number) {
  const rows = await db.select({ id: redirects.id, from_key: redirects.from_key, to: redirects.to }).from(redirects);
  const next = new Map(rows.filter((r) => r.id !== ignoreId).map((r) => [r.from_key, r.to]));
  next.set(fromKey, to);
  let key = targetKey(to);
  for (let step = 0; key !== null && step <= MAX_CHAIN; step++) {
    if (key === fromKey) {
      throw new HttpError(422, step === 0 ? 'A redirect cannot point to its own path' : `This redirect would loop: ${to} leads back to ${fromKey}`, [
        { path: 'to', rule: 'no_loop', message: 'leads back to the redirect’s own path' },
      ]);
    }
    const target = next.get(key);
    key = target === undefined ? null : targetKey(target);
  }
}

export function createRedirectService(db: Database, changes: ChangePublisher) {
  const changed = () => changes.publish({ scope: 'site', reason: 'redirect_changed' });

  const assertFromFree = async (fromKey: string, id?: number) => {
    const [clash] = await db.select({ id: redirects.id }).from(redirects).where(eq(redirects.from_key, fromKey));
    if (clash && clash.id !== id) {
      throw new HttpError(409, `A redirect from ${fromKey} exists already: edit that one`, [
        { path: 'from', rule: 'unique', message: 'another redirect has this path' },
      ]);
    }
  };

  return {
    async list(): Promise<Redirect[]> {
      const rows = await db.select().from(redirects).orderBy(asc(redirects.from_key));
      return rows.map(toWire);
    },

    /** What the site keeps in memory: one entry per path. */
    async siteList(): Promise<SiteRedirect[]> {
      const rows = await db.select({ from: redirects.from_key, to: redirects.to, code: redirects.code }).from(redirects);
      return rows;
    },

    async create(body: unknown, actor: string): Promise<Redirect> {
      const input = parseBody(redirectInputSchema, body);
      const fromKey = redirectKey(input.from);
      await assertFromFree(fromKey);
      await assertNoLoop(db, fromKey, input.to);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(redirects)
          .values({ from_path: input.from, from_key: fromKey, to: input.to, code: input.code })
          .returning();
        await recordAudit(tx, { actor, entity_type: 'redirect', entity_id: created!.id, action: 'create', summary: `Redirect ${input.from} → ${input.to} (${input.code})` });
        return created!;
      });
      await changed();
      return toWire(row);
    },

    async update(id: number, body: unknown, actor: string): Promise<Redirect> {
      const input = parseBody(redirectInputSchema, body);
      const fromKey = redirectKey(input.from);
      await assertFromFree(fromKey, id);
      await assertNoLoop(db, fromKey, input.to, id);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(redirects)
          .set({ from_path: input.from, from_key: fromKey, to: input.to, code: input.code, updated_at: new Date() })
          .where(eq(redirects.id, id))
          .returning();
        if (!updated) throw new HttpError(404, 'Redirect not found');
        await recordAudit(tx, { actor, entity_type: 'redirect', entity_id: id, action: 'update', summary: `Redirect ${input.from} → ${input.to} (${input.code})` });
        return updated;
      });
      await changed();
      return toWire(row);
    },

    async remove(id: number, actor: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
        if (!deleted) throw new HttpError(404, 'Redirect not found');
        await recordAudit(tx, { actor, entity_type: 'redirect', entity_id: id, action: 'delete', summary: `Removed the redirect from ${deleted.from_path}` });
      });
      await changed();
    },
  };
}

export type RedirectService = ReturnType<typeof createRedirectService>;

/**
 * A published page moved from `from` to `to`: the old path redirects there (301), redirects that
 * pointed at the old path point at the new one (no chains), and a redirect from the new path goes
 * (a page lives there now). Call inside the publish's transaction; the caller announces the change.
 */
export async function redirectMovedPage(tx: Writer, from: string, to: string, actor: string): Promise<void> {
  const fromKey = redirectKey(from);
  const toKey = redirectKey(to);
  if (fromKey === toKey) return;
  const removed = await tx.delete(redirects).where(eq(redirects.from_key, toKey)).returning({ id: redirects.id });
  for (const { id } of removed) {
    await recordAudit(tx, { actor, entity_type: 'redirect', entity_id: id, action: 'delete', summary: `Removed the redirect from ${to}: a page was published there` });
  }
  const all = await tx.select().from(redirects);
  for (const row of all.filter((r) => targetKey(r.to) === fromKey)) {
    await tx.update(redirects).set({ to, updated_at: new Date() }).where(eq(redirects.id, row.id));
    await recordAudit(tx, { actor, entity_type: 'redirect', entity_id: row.id, action: 'update', summary: `Redirect ${row.from_path} → ${to} (its target moved)` });
  }
  const [saved] = await tx
    .insert(redirects)
    .values({ from_path: from, from_key: fromKey, to, code: 301, automatic: true })
    .onConflictDoUpdate({ target: redirects.from_key, set: { to, code: 301, automatic: true, updated_at: new Date() } })
    .returning();
  await recordAudit(tx, { actor, entity_type: 'redirect', entity_id: saved!.id, action: 'create', summary: `Redirect ${from} → ${to} (301, the page moved)` });
}
