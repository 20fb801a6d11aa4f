// Forms an admin builds (site-shell.md §7 "Forms API"): their definitions, versions and lead
// counts, the public view a page renders, and the forms module's settings they depend on.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  type Form,
  type FormDefinition,
  type FormFile,
  type FormIntegrations,
  type FormSummary,
  type FormsSettingKey,
  type PublicForm,
  type ValidationIssue,
} from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { forms, formsSettings, leads } from '../db/schema.js';
import { HttpError, isId } from '../lib/http.js';
import { recordAudit } from './audit.js';
import type { ChangePublisher } from './changes.js';

type FormRow = typeof forms.$inferSelect;

export const staleFormMessage = (yours: number, current: number) =>
  `This form has changed since you opened it (your version ${yours}, current version ${current}). Reload to see the changes; nothing was overwritten.`;

/**
 * What the schema cannot see: two fields of one form may not share an id (it is the key of the
 * value in every lead), and the confirmation goes to one of the form's e-mail fields.
 */
export function assertDefinition(definition: Pick<FormDefinition, 'fields' | 'confirmations'>): void {
  const seen = new Map<string, number>();
  const issues: ValidationIssue[] = [];
  definition.fields.forEach((field, index) => {
    const first = seen.get(field.id);
    if (first === undefined) seen.set(field.id, index);
    else issues.push({ path: `fields[${index}].id`, rule: 'unique', message: `is also the id of fields[${first}]` });
  });
  const emailField = definition.confirmations.email_field;
  if (emailField !== null && !definition.fields.some((field) => field.id === emailField && field.type === 'email')) {
    issues.push({ path: 'confirmations.email_field', rule: 'email_field', message: 'must be the id of an e-mail field of this form' });
  }
  if (issues.length > 0) throw new HttpError(400, 'Invalid request body', issues);
}

function toForm(row: FormRow, leadCount: number): Form {
  return {
    ...row.definition,
    id: row.id,
    name: row.name,
    version: row.version,
    lead_count: leadCount,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The value of a forms setting, or null when it is not set (or empty). */
export async function formsSetting(db: Pick<Database, 'select'>, key: FormsSettingKey): Promise<string | null> {
  return (await readFormsSettings(db, [key]))[key] ?? null;
}

/**
 * Forms settings by key; an empty value counts as unset. The outbox reads them at delivery time
 * (not at submission): a CRM URL or token corrected after a failure is what "fix" sends with.
 */
export async function readFormsSettings<K extends FormsSettingKey>(
  db: Pick<Database, 'select'>,
  keys: K[],
): Promise<Partial<Record<K, string>>> {
  const rows = await db.select({ key: formsSettings.key, value: formsSettings.value }).from(formsSettings).where(inArray(formsSettings.key, keys));
  return Object.fromEntries(rows.filter((row) => row.value !== '').map((row) => [row.key, row.value])) as Partial<Record<K, string>>;
}

/**
 * The forms a page's blocks name, as the page renders them. One query whatever their number:
 * the reCAPTCHA site key and, for forms with a retailer field, the locations come with each row.
 */
export async function readPublicForms(db: Database, ids: readonly number[]): Promise<PublicForm[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: forms.id,
      definition: forms.definition,
      site_key: sql<string | null>`(select nullif(value, '') from forms_settings where key = 'recaptcha.site_key')`,
      locations: sql<{ id: number; name: string; city: string; dealer_id: number | null }[] | null>`case when ${forms.definition}->'fields' @> '[{"type":"retailer"}]'::jsonb then (select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'city', l.city, 'dealer_id', l.dealer_id) order by l.name, l.id), '[]'::json) from form_locations l) end`,
    })
    .from(forms)
    .where(inArray(forms.id, [...ids]))
    .orderBy(asc(forms.id));
  return rows.map(({ id, definition, site_key, locations }) => ({
    id,
    title: definition.title,
    has_two_columns: definition.has_two_columns,
    fields: definition.fields,
    submit_label: definition.submit_label,
    thank_you: definition.thank_you,
    locations: locations ?? [],
    recaptcha_site_key: site_key,
  }));
}

export function createFormService(db: Database, changes: ChangePublisher) {
  const formChanged = () => changes.publish({ scope: 'site', reason: 'form_changed' });

  async function find(id: number): Promise<FormRow> {
    const [row] = await db.select().from(forms).where(eq(forms.id, id));
    if (!row) throw new HttpError(404, 'Form not found');
    return row;
  }
  const leadCount = async (id: number) =>
    (await db.select({ total: count() }).from(leads).where(eq(leads.form_id, id)))[0]?.total ?? 0;

  async function insert(definition: FormDefinition, actor: string, summary: string): Promise<Form> {
    assertDefinition(definition);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(forms).values({ name: definition.name, definition }).returning();
      await recordAudit(tx, { actor, entity_type: 'form', entity_id: created!.id, action: 'create', summary: `${summary} "${created!.name}"` });
      return created!;
    });
    await formChanged();
    return toForm(row, 0);
  }

  return {
    find,

    async list(): Promise<FormSummary[]> {
      const counts = db
        .select({ form_id: leads.form_id, total: count().as('total') })
        .from(leads)
        .groupBy(leads.form_id)
        .as('counts');
      const rows = await db
        .select({ form: forms, total: counts.total })
        .from(forms)
        .leftJoin(counts, eq(counts.form_id, forms.id))
        .orderBy(asc(forms.name), asc(forms.id));
      return rows.map(({ form, total }) => {
        const { id, name, version, lead_count, created_at, updated_at } = toForm(form, Number(total ?? 0));
        return { id, name, version, lead_count, created_at, updated_at };
      });
    },

    async get(id: number): Promise<Form> {
      const row = await find(id);
      return toForm(row, await leadCount(id));
    },

    create: (definition: FormDefinition, actor: string) => insert(definition, actor, 'Created form'),

    async update(id: number, input: FormDefinition & { version: number }, actor: string): Promise<Form> {
      const { version, ...definition } = input;
      assertDefinition(definition);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(forms).where(eq(forms.id, id)).for('update');
        if (!current) throw new HttpError(404, 'Form not found');
        if (current.version !== version) throw new HttpError(409, staleFormMessage(version, current.version));
        const [updated] = await tx
          .update(forms)
          .set({ name: definition.name, definition, version: current.version + 1, updated_at: new Date() })
          .where(eq(forms.id, id))
          .returning();
        await recordAudit(tx, { actor, entity_type: 'form', entity_id: id, action: 'update', summary: `Saved form "${updated!.name}"` });
        return updated!;
      });
      await formChanged();
      return toForm(row, await leadCount(id));
    },

    async remove(id: number, actor: string): Promise<void> {
      await db.transaction(async (tx) => {
        // The leads, their outbox rows, idempotency keys and exports go with it (cascade).
        const [deleted] = await tx.delete(forms).where(eq(forms.id, id)).returning({ name: forms.name });
        if (!deleted) throw new HttpError(404, 'Form not found');
        await recordAudit(tx, { actor, entity_type: 'form', entity_id: id, action: 'delete', summary: `Deleted form "${deleted.name}" with its leads` });
      });
      await formChanged();
    },

    /** A new form with the definition of `id` under `name`; the leads stay with the original. */
    async duplicate(id: number, name: string, actor: string): Promise<Form> {
      const source = await find(id);
      return insert({ ...source.definition, name }, actor, `Duplicated form "${source.name}" as`);
    },

    async exportFile(id: number): Promise<FormFile> {
      const row = await find(id);
      return { forecourt_form: 1, form: { ...row.definition, name: row.name } };
    },

    importFile: (file: FormFile, actor: string) => insert(file.form, actor, 'Imported form'),

    async putIntegrations(id: number, integrations: FormIntegrations, actor: string): Promise<FormIntegrations> {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(forms).where(eq(forms.id, id)).for('update');
        if (!current) throw new HttpError(404, 'Form not found');
        await tx
          .update(forms)
          .set({ definition: { ...current.definition, integrations }, version: current.version + 1, updated_at: new Date() })
          .where(eq(forms.id, id));
        await recordAudit(tx, {
          actor,
          entity_type: 'form',
          entity_id: id,
          action: 'update',
          summary: `Saved the integrations of form "${current.name}" (CRM ${integrations.crm_enabled ? 'on' : 'off'})`,
        });
      });
      await formChanged();
      return integrations;
    },

    async publicForm(id: number): Promise<PublicForm> {
      const [form] = await readPublicForms(db, [id]);
      if (!form) throw new HttpError(404, 'Form not found');
      return form;
    },
  };
}

export type FormService = ReturnType<typeof createFormService>;

/** Form ids block data names: `form_id` of form settings, `{ type: 'form', formId }` of CTA links. */
export function formIdsOf(blocks: readonly { data: unknown }[]): number[] {
  const ids = new Set<number>();
  const asId = (value: unknown) => {
    const id = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value.trim()) ? Number(value) : NaN;
    if (isId(id)) ids.add(id);
  };
  const walk = (value: unknown, depth: number) => {
    if (depth > 32 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if ('form_id' in record) asId(record.form_id);
    if (record.type === 'form' && 'formId' in record) asId(record.formId);
    for (const item of Object.values(record)) walk(item, depth + 1);
  };
  for (const block of blocks) walk(block.data, 0);
  return [...ids];
}
