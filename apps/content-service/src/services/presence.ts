import { and, asc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { PRESENCE_EXPIRY_SECONDS, type PagePresence } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { pagePresence, pages } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { recordAudit } from './audit.js';

/** Who a presence row is about: the session's user. */
export interface PresenceUser {
  sub: string;
  name: string;
  email: string;
}

type Row = typeof pagePresence.$inferSelect;

/** A presence older than this is read as gone (its tab closed or lost its connection). */
const freshSince = sql`now() - make_interval(secs => ${PRESENCE_EXPIRY_SECONDS})`;

/** A foreign key refused the row: the page was deleted while the heartbeat ran. */
const isMissingPage = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
};

/**
 * Presence of editor tabs on pages (see the `page_presence` table): heartbeats, take-overs and
 * leaving. Tabs are told apart by the `session_id` they make up, so the same person in two tabs
 * is two sessions: either tab's autosave can overwrite the other's edits, as another person's can.
 */
export function createPresenceService(db: Database) {
  const requirePage = async (pageId: number) => {
    const [page] = await db.select({ id: pages.id, path: pages.path }).from(pages).where(eq(pages.id, pageId));
    if (!page) throw new HttpError(404, 'Page not found');
    return page;
  };

  /** Records the tab as present now (a new tab's `since` is now); 409 when the id is someone else's. */
  const touch = async (pageId: number, sessionId: string, user: PresenceUser) => {
    // Forget tabs gone quiet everywhere (cheap: indexed, and few rows are ever stale at once).
    await db.delete(pagePresence).where(lt(pagePresence.seen_at, freshSince));
    try {
      await db
        .insert(pagePresence)
        .values({ page_id: pageId, session_id: sessionId, user_sub: user.sub, user_name: user.name, user_email: user.email })
        .onConflictDoUpdate({
          target: [pagePresence.page_id, pagePresence.session_id],
          set: { seen_at: sql`now()` },
          where: eq(pagePresence.user_sub, user.sub),
        });
    } catch (error) {
      if (isMissingPage(error)) throw new HttpError(404, 'Page not found');
      throw error;
    }
  };

  const stateOf = async (pageId: number, sessionId: string, user: PresenceUser): Promise<PagePresence> => {
    const rows = await db
      .select()
      .from(pagePresence)
      .where(and(eq(pagePresence.page_id, pageId), gte(pagePresence.seen_at, freshSince)))
      .orderBy(asc(pagePresence.since), asc(pagePresence.session_id));
    const mine = rows.find((row) => row.session_id === sessionId);
    if (!mine || mine.user_sub !== user.sub) {
      throw new HttpError(409, 'This editor session id belongs to someone else; open the page again');
    }
    return {
      others: rows
        .filter((row) => row !== mine && row.taken_over_at === null)
        .map((row) => ({ name: row.user_name, email: row.user_email, since: row.since.toISOString(), yours: row.user_sub === user.sub })),
      taken_over: takenOver(mine),
    };
  };

  return {
    /** A heartbeat: the tab is here; who else is, and whether someone took over from this tab. */
    async heartbeat(pageId: number, sessionId: string, user: PresenceUser): Promise<PagePresence> {
      await requirePage(pageId);
      await touch(pageId, sessionId, user);
      return stateOf(pageId, sessionId, user);
    },

    /**
     * Takes over editing: every other present tab is marked taken over by `user` (their next
     * heartbeat tells them), this tab is cleared of any earlier take-over; audited.
     */
    async takeOver(pageId: number, sessionId: string, user: PresenceUser, actor: string): Promise<PagePresence> {
      const page = await requirePage(pageId);
      await touch(pageId, sessionId, user);
      await db.transaction(async (tx) => {
        const taken = await tx
          .update(pagePresence)
          .set({ taken_over_by_name: user.name, taken_over_by_email: user.email, taken_over_at: sql`now()` })
          .where(
            and(
              eq(pagePresence.page_id, pageId),
              ne(pagePresence.session_id, sessionId),
              isNull(pagePresence.taken_over_at),
              gte(pagePresence.seen_at, freshSince),
            ),
          )
          .returning({ email: pagePresence.user_email, name: pagePresence.user_name });
        await tx
          .update(pagePresence)
          .set({ taken_over_by_name: null, taken_over_by_email: null, taken_over_at: null })
          .where(and(eq(pagePresence.page_id, pageId), eq(pagePresence.session_id, sessionId), eq(pagePresence.user_sub, user.sub)));
        if (taken.length === 0) return;
        const from = [...new Set(taken.map((t) => t.email || t.name))].join(', ');
        await recordAudit(tx, { actor, entity_type: 'page', entity_id: pageId, action: 'take_over', summary: `Took over editing of ${page.path} from ${from}` });
      });
      return stateOf(pageId, sessionId, user);
    },

    /** The tab left the editor (idempotent: leaving twice, or after expiry, is fine). */
    async leave(pageId: number, sessionId: string, user: PresenceUser): Promise<void> {
      await requirePage(pageId);
      await db
        .delete(pagePresence)
        .where(and(eq(pagePresence.page_id, pageId), eq(pagePresence.session_id, sessionId), eq(pagePresence.user_sub, user.sub)));
    },
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;

const takenOver = (row: Row): PagePresence['taken_over'] =>
  row.taken_over_at ? { name: row.taken_over_by_name ?? '', email: row.taken_over_by_email ?? '', at: row.taken_over_at.toISOString() } : null;
