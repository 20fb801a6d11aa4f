// Privacy housekeeping, at start and then hourly: leads older than their form's retention are
// deleted (recorded in the audit log, one entry per form), and so are idempotency answers past a
// day and finished exports (rows and files) past a week. Every replica may run it: each delete
// is one statement, and a run that finds nothing records nothing.
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { forms, leadIdempotencyKeys, leads } from '../db/schema.js';
import { recordAudit } from './audit.js';
import type { LeadExportService } from './lead-exports.js';

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** How long a retried lead POST gets its first answer back. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a finished export can be downloaded. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface RetentionRun {
  /** Leads deleted, per form id. */
  leads: Record<number, number>;
  idempotencyKeys: number;
  exports: number;
}

export interface Retention {
  start(): void;
  runOnce(): Promise<RetentionRun>;
  stop(): Promise<void>;
}

export function createRetention(db: Database, exports: Pick<LeadExportService, 'purgeFinished'>, intervalMs = RETENTION_INTERVAL_MS): Retention {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  async function run(): Promise<RetentionRun> {
    const result: RetentionRun = { leads: {}, idempotencyKeys: 0, exports: 0 };
    const kept = await db
      .select({ id: forms.id, name: forms.name, days: sql<number>`(${forms.definition}->>'retention_days')::int` })
      .from(forms)
      .where(isNotNull(sql`${forms.definition}->>'retention_days'`));
    for (const form of kept) {
      if (!(form.days > 0)) continue;
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(leads)
          .where(and(eq(leads.form_id, form.id), lt(leads.created_at, sql`now() - ${form.days} * interval '1 day'`)))
          .returning({ id: leads.id });
        if (rows.length > 0) {
          await recordAudit(tx, {
            actor: 'retention',
            entity_type: 'lead',
            entity_id: form.id,
            action: 'delete',
            summary: `Deleted ${rows.length} ${rows.length === 1 ? 'lead' : 'leads'} of form "${form.name}" older than ${form.days} days`,
          });
        }
        return rows.length;
      });
      if (deleted > 0) result.leads[form.id] = deleted;
    }
    const keys = await db
      .delete(leadIdempotencyKeys)
      .where(lt(leadIdempotencyKeys.created_at, sql`now() - ${IDEMPOTENCY_KEY_TTL_MS} * interval '1 millisecond'`))
      .returning({ key: leadIdempotencyKeys.key });
    result.idempotencyKeys = keys.length;
    result.exports = await exports.purgeFinished(new Date(Date.now() - EXPORT_TTL_MS));
    return result;
  }

  /** One run after the one under way (the timer's and `runOnce`'s never overlap). */
  function tick() {
    current = current.then(run, run).catch((error: unknown) => console.error('[content-service] retention:', (error as Error).message));
  }

  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    runOnce() {
      const next = current.then(run, run);
      current = next.catch(() => undefined);
      return next;
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
}
