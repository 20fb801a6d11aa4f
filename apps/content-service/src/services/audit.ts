import { and, count, desc, eq, gte, lt, max } from 'drizzle-orm';
import { z } from 'zod';
import {
  AUDIT_ACTORS_LIMIT,
  auditEntityTypes,
  lineText,
  type AuditAction,
  type AuditActor,
  type AuditEntityType,
  type AuditEntry,
  type AuditLogPage,
} from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { zodIssues } from './validation.js';

/** One change as the audit log records it. The summary names things, never values or bodies. */
export interface AuditEvent {
  actor: string;
  entity_type: AuditEntityType;
  entity_id: string | number;
  action: AuditAction;
  summary: string;
}

/** The database, or the transaction of the change being recorded. */
type AuditWriter = Pick<Database, 'insert'>;

/** Long enough for a path or a key and a few words; a summary is never a copy of the content. */
const SUMMARY_MAX_LENGTH = 200;

const shorten = (text: string) => (text.length > SUMMARY_MAX_LENGTH ? `${text.slice(0, SUMMARY_MAX_LENGTH - 1)}…` : text);

/** Who a session user is in the audit log: their email, else their subject id. */
export const actorOf = (user: { email: string; sub: string }) => user.email || user.sub;

/**
 * Records a change. Pass the change's own transaction, so the entry is committed with the change
 * or not at all.
 */
export async function recordAudit(writer: AuditWriter, event: AuditEvent): Promise<void> {
  await writer.insert(auditLog).values({ ...event, entity_id: String(event.entity_id), summary: shorten(event.summary) });
}

/** The names of the fields a partial update sent, for a summary ("title, blocks"). */
export const changedFields = (edits: object) => Object.keys(edits).join(', ') || 'nothing';

/**
 * A bound of the audit log's date range: `YYYY-MM-DD` (the whole UTC day) or an ISO date-time
 * with an offset. Anything else is refused, so a typo never silently means "no bound".
 */
const auditTime = lineText(40)
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/, 'must be a date (YYYY-MM-DD) or an ISO date-time with offset')
  .transform((text, ctx) => {
    const day = text.length === 10;
    const start = new Date(day ? `${text}T00:00:00Z` : text);
    // Date rolls 2026-02-30 over to March: a day that does not exist is refused, not moved.
    if (Number.isNaN(start.getTime()) || (day && start.toISOString().slice(0, 10) !== text)) {
      ctx.issues.push({ code: 'custom', input: text, message: 'is not a real date' });
      return z.NEVER;
    }
    // A plain date is a whole day: as `to`, entries of that day are included.
    const end = day ? new Date(start.getTime() + 86_400_000) : start;
    return { start, end };
  });

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  entity_type: z.enum(auditEntityTypes).optional(),
  actor: lineText(320).min(1).optional(),
  /** One entity's entries (with `entity_type`: a metahead's history on its edit screen). */
  entity_id: lineText(200).min(1).optional(),
  /** Entries at or after this time: an ISO date (`2026-11-01`, from its start in UTC) or date-time with offset. */
  from: auditTime.optional(),
  /** Entries before this time: a date (`2026-11-30` includes that whole day, UTC) or a date-time. */
  to: auditTime.optional(),
}).refine((query) => !query.from || !query.to || query.from.start < query.to.end, {
  path: ['to'],
  message: 'must be after from',
});

export function createAuditService(db: Database) {
  return {
    /** The log newest first, a page at a time, optionally of one entity type, entity and actor. */
    async list(query: Record<string, string | undefined>): Promise<AuditLogPage> {
      const parsed = auditQuerySchema.safeParse(query);
      if (!parsed.success) throw new HttpError(400, 'Invalid audit log query', zodIssues(parsed.error));
      const { page, per_page, entity_type, actor, entity_id, from, to } = parsed.data;
      const where = and(
        entity_type ? eq(auditLog.entity_type, entity_type) : undefined,
        entity_id ? eq(auditLog.entity_id, entity_id) : undefined,
        actor ? eq(auditLog.actor, actor) : undefined,
        from ? gte(auditLog.at, from.start) : undefined,
        to ? lt(auditLog.at, to.end) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      const total = totals[0]?.total ?? 0;
      return {
        items: rows.map(toEntry),
        page: { number: page, per_page, total, pages: Math.max(1, Math.ceil(total / per_page)) },
      };
    },

    /** Everyone in the log, whoever changed something most recently first, at most AUDIT_ACTORS_LIMIT. */
    async actors(): Promise<AuditActor[]> {
      const newest = max(auditLog.id);
      const rows = await db
        .select({ actor: auditLog.actor, last_at: max(auditLog.at), entries: count() })
        .from(auditLog)
        .groupBy(auditLog.actor)
        // Ids grow with time and never tie, unlike two entries in the same millisecond.
        .orderBy(desc(newest))
        .limit(AUDIT_ACTORS_LIMIT);
      return rows.map((row) => ({ actor: row.actor, last_at: row.last_at?.toISOString() ?? '', entries: row.entries }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    action: row.action,
    summary: row.summary,
  };
}
