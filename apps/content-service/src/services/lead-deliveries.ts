// What admins see and do with a lead's outbox rows: its deliveries, "fix" (send the failed ones
// again) and the outbox of every lead (GET /admin_api/outbox).
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DeliveryKind, DeliveryStatus, LeadDelivery, OutboxEntry, OutboxList } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { forms, leadDeliveries, leads } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { recordAudit } from './audit.js';
import { mailOf } from './mailer.js';

type DeliveryRow = typeof leadDeliveries.$inferSelect;

export function toLeadDelivery(row: DeliveryRow): LeadDelivery {
  return {
    id: row.id,
    lead_id: row.lead_id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    last_error: row.last_error,
    delivered_at: row.delivered_at?.toISOString() ?? null,
    target: row.target,
    created_at: row.created_at.toISOString(),
  };
}

export interface OutboxQuery {
  kind?: DeliveryKind | undefined;
  status?: DeliveryStatus | undefined;
  page: number;
  items: number;
}

export function createLeadDeliveryService(db: Database) {
  /** The lead's form (for audit summaries), or 404 when the lead is not one of form `formId`'s. */
  async function formOfLead(reader: Pick<Database, 'select'>, formId: number, leadId: number) {
    const [row] = await reader
      .select({ name: forms.name })
      .from(leads)
      .innerJoin(forms, eq(forms.id, leads.form_id))
      .where(and(eq(leads.id, leadId), eq(leads.form_id, formId)));
    if (!row) throw new HttpError(404, 'Lead not found');
    return row;
  }

  const ofLead = (reader: Pick<Database, 'select'>, leadId: number) =>
    reader.select().from(leadDeliveries).where(eq(leadDeliveries.lead_id, leadId)).orderBy(asc(leadDeliveries.created_at), asc(leadDeliveries.id));

  return {
    /** The lead's e-mails and CRM calls, oldest first. */
    async list(formId: number, leadId: number): Promise<LeadDelivery[]> {
      await formOfLead(db, formId, leadId);
      return (await ofLead(db, leadId)).map(toLeadDelivery);
    },

    /** Every failed delivery of the lead back to pending, due now, with fresh attempts. */
    async fix(formId: number, leadId: number, actor: string): Promise<LeadDelivery[]> {
      return db.transaction(async (tx) => {
        const form = await formOfLead(tx, formId, leadId);
        const fixed = await tx
          .update(leadDeliveries)
          .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()`, claimed_until: null })
          .where(and(eq(leadDeliveries.lead_id, leadId), eq(leadDeliveries.status, 'failed')))
          .returning({ kind: leadDeliveries.kind });
        if (fixed.length === 0) throw new HttpError(409, 'None of this lead’s deliveries has failed: there is nothing to send again');
        const kinds = [...new Set(fixed.map((row) => row.kind))].join(', ');
        await recordAudit(tx, {
          actor,
          entity_type: 'lead',
          entity_id: leadId,
          action: 'fix',
          summary: `Queued ${fixed.length} failed ${fixed.length === 1 ? 'delivery' : 'deliveries'} (${kinds}) of lead ${leadId} of form "${form.name}" again`,
        });
        return (await ofLead(tx, leadId)).map(toLeadDelivery);
      });
    },

    /** Every lead's deliveries, newest first, with the text of the e-mails. */
    async outbox({ kind, status, page, items }: OutboxQuery): Promise<OutboxList> {
      const where = and(kind ? eq(leadDeliveries.kind, kind) : undefined, status ? eq(leadDeliveries.status, status) : undefined);
      const [rows, totals] = await Promise.all([
        db
          .select({ delivery: leadDeliveries, form_id: leads.form_id })
          .from(leadDeliveries)
          .innerJoin(leads, eq(leads.id, leadDeliveries.lead_id))
          .where(where)
          .orderBy(desc(leadDeliveries.created_at), desc(leadDeliveries.id))
          .limit(items)
          .offset((page - 1) * items),
        db.select({ total: count() }).from(leadDeliveries).where(where),
      ]);
      const total = totals[0]?.total ?? 0;
      return {
        data: rows.map(({ delivery, form_id }): OutboxEntry => {
          const mail = delivery.kind === 'crm' ? null : mailOf(delivery.payload);
          return { ...toLeadDelivery(delivery), form_id, mail: mail ? { to: mail.to, subject: mail.subject, text: mail.text } : null };
        }),
        meta: { page, items, total, pages: Math.max(1, Math.ceil(total / items)) },
      };
    },
  };
}

export type LeadDeliveryService = ReturnType<typeof createLeadDeliveryService>;
