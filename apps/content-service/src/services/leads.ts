// Leads: a visitor's submission is checked (unknown fields, honeypot, reCAPTCHA, the form's rules)
// and stored with its outbox rows and its idempotency answer in one transaction before the answer;
// the worker delivers the outbox later. Admins list, read and delete leads; reads are audited.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import {
  checkFormValues,
  localize,
  type FormDefinition,
  type FormField,
  type FormFieldIssue,
  type FormValue,
  type FormValues,
  type Lead,
  type LeadList,
  type Locale,
  FORM_HONEYPOT_FIELD,
  RECAPTCHA_FIELD,
} from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { formLocations, forms, leadDeliveries, leadIdempotencyKeys, leads } from '../db/schema.js';
import { positiveIntegerEnv } from '../lib/env.js';
import { HttpError, isId } from '../lib/http.js';
import { recordAudit } from './audit.js';
import { formsSetting } from './forms.js';

export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** How long the reCAPTCHA check may take before the visitor is asked to try again. */
const RECAPTCHA_TIMEOUT_MS = 5000;

export interface LeadRateLimit {
  /** Lead posts one client may send to one form within the window. */
  points: number;
  windowSeconds: number;
}
/** Plenty for a person (a typo, a second enquiry), little for a script. */
export const DEFAULT_LEAD_RATE_LIMIT: LeadRateLimit = { points: 10, windowSeconds: 60 };

/**
 * `LEAD_RATE_LIMIT_PER_MINUTE`: lead posts one client may send to one form per minute, e.g. for a
 * load test from one address. Unset or not a positive number: the default.
 */
function leadRateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): LeadRateLimit | undefined {
  const perMinute = positiveIntegerEnv(env.LEAD_RATE_LIMIT_PER_MINUTE);
  return perMinute ? { points: perMinute, windowSeconds: 60 } : undefined;
}

export interface LeadIntakeConfig {
  limiter: RateLimiterMemory;
  recaptchaVerifyUrl: string;
}

export function createLeadIntakeConfig(
  options: { rateLimit?: LeadRateLimit | undefined; recaptchaVerifyUrl?: string | undefined } = {},
): LeadIntakeConfig {
  const rate = options.rateLimit ?? leadRateLimitFromEnv() ?? DEFAULT_LEAD_RATE_LIMIT;
  return {
    limiter: new RateLimiterMemory({ points: rate.points, duration: rate.windowSeconds }),
    recaptchaVerifyUrl:
      options.recaptchaVerifyUrl ?? (process.env.RECAPTCHA_VERIFY_URL?.trim() || DEFAULT_RECAPTCHA_VERIFY_URL),
  };
}

/** Seconds until `key` may post again, or 0 when this post is within the limit (and counted). */
export async function consumeLeadPost(config: LeadIntakeConfig, key: string): Promise<number> {
  try {
    await config.limiter.consume(key);
    return 0;
  } catch (rejected) {
    if (rejected instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejected.msBeforeNext / 1000));
    throw rejected;
  }
}

/** An answer given to a lead post, as stored for its idempotency key. */
export interface LeadAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function storedAnswer(db: Database, formId: number, key: string): Promise<LeadAnswer | null> {
  const [row] = await db
    .select({ status: leadIdempotencyKeys.status, body: leadIdempotencyKeys.body })
    .from(leadIdempotencyKeys)
    .where(and(eq(leadIdempotencyKeys.form_id, formId), eq(leadIdempotencyKeys.key, key)));
  return row ?? null;
}

/** Values as stored: trimmed, NFC, line breaks as LF (control characters never pass the schema). */
const normalise = (value: FormValue): FormValue =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').normalize('NFC').trim() : value;

const isChecked = (value: FormValue | undefined) => value === true || value === 'true' || value === 'on';

async function verifyRecaptcha(url: string, secret: string, token: string, remoteip: string): Promise<boolean> {
  let answer: { success?: unknown };
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip }),
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = (await response.json()) as { success?: unknown };
  } catch (error) {
    console.warn('[content-service] reCAPTCHA verification unavailable:', error instanceof Error ? error.message : error);
    throw new HttpError(503, 'We could not check that you are not a robot just now. Please try again in a moment.');
  }
  return answer.success === true;
}

const YES_NO: Record<Locale, [string, string]> = { en: ['Yes', 'No'], pl: ['Tak', 'Nie'] };

/** The submission as a readable plain-text list, "Label: value", one field a line. */
function valuesText(fields: readonly FormField[], values: FormValues, locale: Locale, locations: Map<string, string>): string {
  return fields
    .filter((field) => values[field.id] !== undefined && values[field.id] !== '')
    .map((field) => {
      const raw = values[field.id]!;
      const label = localize(field.label, locale) || field.id;
      let shown: string;
      if (typeof raw === 'boolean' || field.type === 'checkbox' || field.type === 'consent') {
        shown = YES_NO[locale][isChecked(raw) ? 0 : 1];
      } else if (field.options?.length) {
        shown = localize(field.options.find((option) => option.value === raw)?.label, locale) || raw;
      } else if (field.type === 'retailer') {
        shown = locations.get(raw) ?? raw;
      } else {
        shown = raw;
      }
      return `${label}: ${shown}`;
    })
    .join('\n');
}

export interface LeadSubmission {
  values: Record<string, FormValue>;
  locale: Locale;
  page_path: string | null;
  [RECAPTCHA_FIELD]?: string | undefined;
  [FORM_HONEYPOT_FIELD]?: string | undefined;
}

class KeyTaken extends Error {}

/**
 * Checks and stores one submission of form `formId`; answers 201 `{ data: { id, created_at } }`
 * or throws the refusal. With `idempotencyKey`, the answer is kept for retries (and a concurrent
 * twin gets the answer stored first).
 */
export async function submitLead(
  db: Database,
  config: LeadIntakeConfig,
  formId: number,
  input: LeadSubmission,
  client: { address: string; idempotencyKey: string | null },
): Promise<LeadAnswer> {
  const [form] = await db.select().from(forms).where(eq(forms.id, formId));
  if (!form) throw new HttpError(404, 'Form not found');
  const definition: FormDefinition = form.definition;
  const byId = new Map(definition.fields.map((field) => [field.id, field]));

  const unknown = Object.keys(input.values).find((id) => !byId.has(id));
  if (unknown !== undefined) {
    throw new HttpError(400, `Unknown field: ${unknown}`, [{ path: `values.${unknown}`, rule: 'unknown', message: 'is not a field of this form' }]);
  }
  const values: FormValues = {};
  for (const [id, value] of Object.entries(input.values)) values[id] = normalise(value);

  // People never see the honeypot: a value there means a robot filled the form. Nothing is stored.
  if ((input[FORM_HONEYPOT_FIELD] ?? '').trim() !== '') throw new HttpError(422, 'This submission could not be accepted');

  const secret = await formsSetting(db, 'recaptcha.secret');
  if (secret) {
    const token = input[RECAPTCHA_FIELD]?.trim() ?? '';
    const refused = (message: string) =>
      new HttpError(422, 'Please confirm that you are not a robot', [{ path: RECAPTCHA_FIELD, rule: 'recaptcha', message }]);
    if (!token) throw refused('is required');
    if (!(await verifyRecaptcha(config.recaptchaVerifyUrl, secret, token, client.address))) {
      throw refused('was not accepted; please try again');
    }
  }

  for (const field of definition.fields) {
    if (field.type === 'hidden' && values[field.id] === undefined && field.default_value !== undefined) {
      values[field.id] = field.default_value;
    }
  }
  const issues: FormFieldIssue[] = checkFormValues(definition.fields, values);
  // A retailer pick must name a location that exists.
  const picked = definition.fields
    .filter((field) => field.type === 'retailer' && typeof values[field.id] === 'string' && values[field.id] !== '')
    .map((field) => [field, values[field.id] as string] as const);
  const locations = new Map<string, string>();
  if (picked.length > 0) {
    const ids = picked.map(([, value]) => Number(value)).filter(isId);
    const rows = ids.length ? await db.select({ id: formLocations.id, name: formLocations.name }).from(formLocations).where(inArray(formLocations.id, ids)) : [];
    for (const row of rows) locations.set(String(row.id), row.name);
    for (const [field, value] of picked) {
      if (!locations.has(value) && !issues.some((issue) => issue.path === field.id)) {
        issues.push({ path: field.id, rule: 'option', message: 'Choose one of the options' });
      }
    }
  }
  if (issues.length > 0) throw new HttpError(422, 'Please correct the highlighted fields', issues);

  const consents = definition.fields
    .filter((field) => field.type === 'consent' && field.consent && isChecked(values[field.id]))
    .map((field) => ({ field: field.id, text: localize(field.consent!.text, input.locale), version: field.consent!.version }));
  const crmUrl = definition.integrations.crm_enabled ? await formsSetting(db, 'crm.url') : null;

  try {
    return await db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({ form_id: formId, locale: input.locale, page_path: input.page_path, values, consents })
        .returning({ id: leads.id, created_at: leads.created_at });
      const { id, created_at } = lead!;
      const createdAt = created_at.toISOString();
      const deliveries: (typeof leadDeliveries.$inferInsert)[] = [];
      const emailField = definition.confirmations.email_field;
      const confirmTo = emailField && typeof values[emailField] === 'string' ? (values[emailField] as string) : '';
      const firstEmail = definition.fields.find((field) => field.type === 'email' && typeof values[field.id] === 'string' && values[field.id] !== '');
      const visitorEmail = confirmTo || (firstEmail ? String(values[firstEmail.id]) : '');

      const { notifications, confirmations } = definition;
      if (notifications.enabled && notifications.recipients.length > 0) {
        const subject = notifications.subject || `New lead: ${form.name}`;
        const text = [
          `A new lead arrived from the form "${form.name}".`,
          `Lead ${id}, ${createdAt}${input.page_path ? `, sent from ${input.page_path}` : ''} (${input.locale}).`,
          '',
          valuesText(definition.fields, values, 'en', locations),
        ].join('\n');
        deliveries.push({
          lead_id: id,
          kind: 'notification',
          target: `${notifications.recipients.join(', ')}: ${subject}`,
          payload: { to: notifications.recipients, subject, text, ...(visitorEmail ? { reply_to: visitorEmail } : {}) },
        });
      }
      if (confirmations.enabled && confirmTo) {
        const subject = localize(confirmations.subject, input.locale) || (input.locale === 'pl' ? 'Dziękujemy za wiadomość' : 'Thank you for your message');
        const visible = definition.fields.filter((field) => field.type !== 'hidden');
        const text = [localize(confirmations.body, input.locale), valuesText(visible, values, input.locale, locations)]
          .filter(Boolean)
          .join('\n\n');
        deliveries.push({ lead_id: id, kind: 'confirmation', target: `${confirmTo}: ${subject}`, payload: { to: [confirmTo], subject, text } });
      }
      if (crmUrl) {
        const mapping = definition.integrations.field_mapping;
        const mapped = Object.fromEntries(Object.entries(values).map(([key, value]) => [mapping[key] ?? key, value]));
        deliveries.push({
          lead_id: id,
          kind: 'crm',
          target: crmUrl,
          payload: { body: { ...mapped, form_id: formId, lead_id: id, created_at: createdAt, locale: input.locale, page_path: input.page_path } },
        });
      }
      if (deliveries.length > 0) await tx.insert(leadDeliveries).values(deliveries);

      const answer: LeadAnswer = { status: 201, body: { data: { id, created_at: createdAt } } };
      if (client.idempotencyKey !== null) {
        const kept = await tx
          .insert(leadIdempotencyKeys)
          .values({ form_id: formId, key: client.idempotencyKey, lead_id: id, status: answer.status, body: answer.body })
          .onConflictDoNothing()
          .returning({ key: leadIdempotencyKeys.key });
        // A twin with the same key committed first: undo this one, answer what it was answered.
        if (kept.length === 0) throw new KeyTaken();
      }
      return answer;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const stored = await storedAnswer(db, formId, client.idempotencyKey!);
    if (!stored) throw new HttpError(409, 'This submission is being processed; please try again');
    return stored;
  }
}

/**
 * Worst state of a lead's deliveries: failed, else pending, else delivered (also with none). The
 * lead's id is written out qualified: drizzle renders `${leads.id}` of a one-table select as a bare
 * "id", which inside the subquery would mean the delivery's own id.
 */
const deliveryStatus = sql<Lead['delivery_status']>`coalesce((select case when bool_or(d.status = 'failed') then 'failed' when bool_or(d.status = 'pending') then 'pending' end from lead_deliveries d where d.lead_id = "leads"."id"), 'delivered')`;

const leadColumns = {
  id: leads.id,
  form_id: leads.form_id,
  created_at: leads.created_at,
  locale: leads.locale,
  page_path: leads.page_path,
  values: leads.values,
  consents: leads.consents,
  delivery_status: deliveryStatus,
};

function toLead(row: { created_at: Date; locale: string } & Omit<Lead, 'created_at' | 'locale'>): Lead {
  return { ...row, locale: row.locale === 'pl' ? 'pl' : 'en', created_at: row.created_at.toISOString() };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LeadListFilter {
  items: number;
  page: number;
  created_at_gteq?: string | undefined;
  created_at_lteq?: string | undefined;
  sort: 'created_at' | '-created_at';
}

async function formName(db: Database, formId: number): Promise<string> {
  const [form] = await db.select({ name: forms.name }).from(forms).where(eq(forms.id, formId));
  if (!form) throw new HttpError(404, 'Form not found');
  return form.name;
}

export function createLeadService(db: Database) {
  return {
    /** A page of a form's leads; the read is recorded (form and count, never values). */
    async list(formId: number, query: LeadListFilter, actor: string): Promise<LeadList> {
      const name = await formName(db, formId);
      const conditions: (SQL | undefined)[] = [eq(leads.form_id, formId)];
      if (query.created_at_gteq) conditions.push(gte(leads.created_at, new Date(query.created_at_gteq)));
      if (query.created_at_lteq) {
        // A date alone means the whole of that day (UTC).
        conditions.push(
          DATE_ONLY.test(query.created_at_lteq)
            ? lt(leads.created_at, new Date(Date.parse(query.created_at_lteq) + DAY_MS))
            : lte(leads.created_at, new Date(query.created_at_lteq)),
        );
      }
      const where = and(...conditions);
      // The (form_id, created_at, id) index serves both orders.
      const order = query.sort === 'created_at' ? [asc(leads.created_at), asc(leads.id)] : [desc(leads.created_at), desc(leads.id)];
      const [rows, totals] = await Promise.all([
        db
          .select(leadColumns)
          .from(leads)
          .where(where)
          .orderBy(...order)
          .limit(query.items)
          .offset((query.page - 1) * query.items),
        db.select({ total: count() }).from(leads).where(where),
      ]);
      const total = totals[0]?.total ?? 0;
      await recordAudit(db, {
        actor,
        entity_type: 'lead',
        entity_id: formId,
        action: 'read',
        summary: `Read ${rows.length} of ${total} leads of form "${name}" (page ${query.page})`,
      });
      return {
        data: rows.map(toLead),
        meta: { page: query.page, items: query.items, total, pages: Math.max(1, Math.ceil(total / query.items)) },
      };
    },

    async get(formId: number, leadId: number, actor: string): Promise<Lead> {
      const name = await formName(db, formId);
      const [row] = await db
        .select(leadColumns)
        .from(leads)
        .where(and(eq(leads.form_id, formId), eq(leads.id, leadId)));
      if (!row) throw new HttpError(404, 'Lead not found');
      await recordAudit(db, { actor, entity_type: 'lead', entity_id: leadId, action: 'read', summary: `Read lead ${leadId} of form "${name}"` });
      return toLead(row);
    },

    async remove(formId: number, leadId: number, actor: string): Promise<void> {
      const name = await formName(db, formId);
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(leads)
          .where(and(eq(leads.form_id, formId), eq(leads.id, leadId)))
          .returning({ id: leads.id });
        if (!deleted) throw new HttpError(404, 'Lead not found');
        await recordAudit(tx, { actor, entity_type: 'lead', entity_id: leadId, action: 'delete', summary: `Deleted lead ${leadId} of form "${name}"` });
      });
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
