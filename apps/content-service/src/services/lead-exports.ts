// Background exports of a form's leads (POST …/lead_exports, poll, download) as CSV or XLSX.
// The leads are read in keyset batches and written by a worker thread (lead-export-worker.ts),
// one batch at a time, so an export of 100k leads holds one batch in memory, never the file.
// One export runs at a time per process (others queue); the rows are the queue, so exports
// queued or running when the process stopped run again at the next start. A running export is
// claimed (`claimed_until`, renewed each batch), so a replica starting up leaves alone an export
// that another replica is still running.
import { once } from 'node:events';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { LeadExport, LeadExportFormat } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { forms, leadExports, leads } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { recordAudit } from './audit.js';
import type { ExportWorkerCommand, ExportWorkerData, ExportWorkerEvent } from './lead-export-worker.js';

type ExportRow = typeof leadExports.$inferSelect;
type FormRow = typeof forms.$inferSelect;
type LeadRow = typeof leads.$inferSelect;
type ExportedLead = Pick<LeadRow, 'id' | 'created_at' | 'locale' | 'page_path' | 'values' | 'consents'> & { at: string };

export const CONTENT_TYPES: Record<LeadExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Heap of the thread that writes a file. */
const EXPORT_MEMORY_LIMIT_MB = 256;
/** How long a claim on a running export holds without a finished batch. */
const EXPORT_LEASE_MS = 60_000;
const lease = () => sql`now() + ${EXPORT_LEASE_MS} * interval '1 millisecond'`;

/** Leads read (and handed to the worker) at once. */
export const EXPORT_BATCH_SIZE = 1000;

// From source (tests, Node strips the types) or beside the bundle (dist/lead-export-worker.js).
const workerFile = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? './lead-export-worker.ts' : './lead-export-worker.js', import.meta.url),
);

export function toLeadExport(row: ExportRow): LeadExport {
  return {
    id: row.id,
    form_id: row.form_id,
    format: row.format,
    status: row.status,
    done: row.done,
    total: row.total,
    file_name: row.file_name,
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** The header row: when, which lead, locale, page, each field's English label in order, the consents. */
export function exportColumns(form: FormRow): string[] {
  return ['Created at', 'Lead ID', 'Locale', 'Page', ...form.definition.fields.map((field) => field.label.en || field.id), 'Consents'];
}

function exportCells(form: FormRow, lead: Pick<LeadRow, 'id' | 'created_at' | 'locale' | 'page_path' | 'values' | 'consents'>): string[] {
  const labels = new Map(form.definition.fields.map((field) => [field.id, field.label.en || field.id]));
  return [
    lead.created_at.toISOString(),
    String(lead.id),
    lead.locale,
    lead.page_path ?? '',
    ...form.definition.fields.map((field) => {
      const value = lead.values[field.id];
      return typeof value === 'boolean' ? (value ? 'yes' : 'no') : (value ?? '');
    }),
    // The exact text and version the visitor agreed to.
    lead.consents.map((consent) => `${labels.get(consent.field) ?? consent.field} (${consent.version}): ${consent.text}`).join(' | '),
  ];
}

/** `Test drive (Poland)` → `test-drive-poland`: a file name any browser and OS keeps as it is. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'form';

/** A date alone bounds whole days (UTC): `lteq=2026-01-31` includes all of 31 January. */
function createdAtFilter(filters: ExportRow['filters']): SQL | undefined {
  const { created_at_gteq: from, created_at_lteq: to } = filters;
  const dateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  return and(
    from ? gte(leads.created_at, new Date(dateOnly(from) ? `${from}T00:00:00Z` : from)) : undefined,
    to
      ? dateOnly(to)
        ? lt(leads.created_at, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000))
        : lte(leads.created_at, new Date(to))
      : undefined,
  );
}

export interface LeadExportService {
  request(formId: number, input: { format: LeadExportFormat; created_at_gteq?: string | undefined; created_at_lteq?: string | undefined }, actor: string): Promise<LeadExport>;
  get(formId: number, exportId: number): Promise<LeadExport>;
  /** The finished file: 409 while it is not done. */
  file(formId: number, exportId: number): Promise<{ path: string; size: number; fileName: string; contentType: string }>;
  /** Runs the exports left queued or running by an earlier process. */
  resume(): Promise<void>;
  /** Resolves when no export runs or waits. */
  idle(): Promise<void>;
  /** Deletes finished exports (rows and files) finished before `before`; answers how many. */
  purgeFinished(before: Date): Promise<number>;
  /** Stops the export under way (it runs again at the next start) and starts no other. */
  stop(): Promise<void>;
}

export function createLeadExportService(db: Database, dataDir: string, batchSize = EXPORT_BATCH_SIZE): LeadExportService {
  const dir = join(dataDir, 'exports');
  const waiting: number[] = [];
  let current: Promise<void> | null = null;
  const stopping = new AbortController();
  let idleWaiters: (() => void)[] = [];

  const pathOf = (row: Pick<ExportRow, 'id' | 'format'>) => join(dir, `lead-export-${row.id}.${row.format}`);

  function pump() {
    if (current || stopping.signal.aborted) return;
    const id = waiting.shift();
    if (id === undefined) {
      for (const done of idleWaiters) done();
      idleWaiters = [];
      return;
    }
    current = run(id)
      .catch(async (error: unknown) => {
        if (stopping.signal.aborted) {
          // Stopped mid-way: released, so the next start runs it again at once.
          await db.update(leadExports).set({ claimed_until: null }).where(eq(leadExports.id, id)).catch(() => undefined);
          return;
        }
        // A wait cut short by the worker's end carries why it ended.
        const reason = error instanceof Error && error.name === 'AbortError' && error.cause instanceof Error ? error.cause : error;
        console.error('[content-service] lead export failed:', (reason as Error).message);
        await db
          .update(leadExports)
          .set({ status: 'failed', error: 'The export could not be written', finished_at: sql`now()`, claimed_until: null })
          .where(eq(leadExports.id, id))
          .catch(() => undefined);
      })
      .finally(() => {
        current = null;
        pump();
      });
  }

  function enqueue(id: number) {
    if (!waiting.includes(id)) waiting.push(id);
    pump();
  }

  async function run(id: number) {
    // Claimed, unless it is finished or another process runs it (its claim still holds).
    const [job] = await db
      .update(leadExports)
      .set({ status: 'running', claimed_until: lease() })
      .where(
        and(
          eq(leadExports.id, id),
          inArray(leadExports.status, ['queued', 'running']),
          or(isNull(leadExports.claimed_until), lt(leadExports.claimed_until, sql`now()`)),
        ),
      )
      .returning();
    if (!job) return;
    const [form] = await db.select().from(forms).where(eq(forms.id, job.form_id));
    if (!form) return;
    // Leads up to the request: one arriving meanwhile waits for the next export.
    const where = and(eq(leads.form_id, job.form_id), createdAtFilter(job.filters), lte(leads.created_at, job.created_at));
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(leads).where(where);
    await db.update(leadExports).set({ status: 'running', done: 0, total, error: null }).where(eq(leadExports.id, id));

    await mkdir(dir, { recursive: true });
    const path = pathOf(job);
    const worker = new Worker(workerFile, {
      workerData: { path, format: job.format, columns: exportColumns(form) } satisfies ExportWorkerData,
      // The writer holds a batch at a time: an export that needed more would be a bug, and ends
      // as a failed export rather than a service out of memory.
      resourceLimits: { maxOldGenerationSizeMb: EXPORT_MEMORY_LIMIT_MB },
    });
    // A worker that fails (out of memory) or ends between two batches is heard here, not as an
    // unhandled 'error' event, and the wait for its next answer ends at once.
    const gone = new AbortController();
    worker.on('error', (error) => gone.abort(error));
    worker.on('exit', (code) => gone.abort(new Error(`The export worker ended (exit code ${code})`)));
    const command = async (message: ExportWorkerCommand): Promise<ExportWorkerEvent> => {
      const answer = once(worker, 'message', { signal: AbortSignal.any([stopping.signal, gone.signal]) });
      worker.postMessage(message);
      const [event] = (await answer) as [ExportWorkerEvent];
      if ('error' in event) throw new Error(event.error);
      return event;
    };
    try {
      let done = 0;
      // The keyset: created_at to the microsecond (as text; a JS Date keeps milliseconds), then id.
      let after: { at: string; id: number } | null = null;
      for (;;) {
        const cursor: SQL | undefined = after ? sql`(${leads.created_at}, ${leads.id}) > (${after.at}::timestamptz, ${after.id})` : undefined;
        const rows: ExportedLead[] = await db
          .select({
            id: leads.id,
            created_at: leads.created_at,
            at: sql<string>`to_char(${leads.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
            locale: leads.locale,
            page_path: leads.page_path,
            values: leads.values,
            consents: leads.consents,
          })
          .from(leads)
          .where(and(where, cursor))
          .orderBy(asc(leads.created_at), asc(leads.id))
          .limit(batchSize);
        if (rows.length === 0) break;
        // The next batch is read only once the worker has written this one.
        await command({ rows: rows.map((lead) => exportCells(form, lead)) });
        done += rows.length;
        const last = rows[rows.length - 1]!;
        after = { at: last.at, id: last.id };
        await db.update(leadExports).set({ done, total: Math.max(total, done), claimed_until: lease() }).where(eq(leadExports.id, id));
        if (rows.length < batchSize) break;
      }
      await command({ end: true });
      const finished = await db
        .update(leadExports)
        .set({ status: 'done', done, total: done, file_path: path, finished_at: sql`now()`, claimed_until: null })
        .where(eq(leadExports.id, id))
        .returning({ id: leadExports.id });
      // The form (and with it the export) was deleted meanwhile: its file goes too.
      if (finished.length === 0) await rm(path, { force: true });
    } finally {
      await worker.terminate();
    }
  }

  async function ofForm(formId: number, exportId: number) {
    const [row] = await db
      .select()
      .from(leadExports)
      .where(and(eq(leadExports.id, exportId), eq(leadExports.form_id, formId)));
    if (!row) throw new HttpError(404, 'Lead export not found');
    return row;
  }

  return {
    async request(formId, input, actor) {
      const row = await db.transaction(async (tx) => {
        const [form] = await tx.select({ name: forms.name }).from(forms).where(eq(forms.id, formId));
        if (!form) throw new HttpError(404, 'Form not found');
        const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
        const filters = {
          ...(input.created_at_gteq ? { created_at_gteq: input.created_at_gteq } : {}),
          ...(input.created_at_lteq ? { created_at_lteq: input.created_at_lteq } : {}),
        };
        const [created] = await tx
          .insert(leadExports)
          .values({ form_id: formId, format: input.format, filters, file_name: `${slug(form.name)}-leads-${stamp}.${input.format}`, requested_by: actor })
          .returning();
        const range = [filters.created_at_gteq && `from ${filters.created_at_gteq}`, filters.created_at_lteq && `to ${filters.created_at_lteq}`]
          .filter(Boolean)
          .join(' ');
        await recordAudit(tx, {
          actor,
          entity_type: 'lead',
          entity_id: formId,
          action: 'export',
          summary: `Exported the leads of form "${form.name}" as ${input.format.toUpperCase()}${range ? ` (${range})` : ''}`,
        });
        return created!;
      });
      enqueue(row.id);
      return toLeadExport(row);
    },

    get: async (formId, exportId) => toLeadExport(await ofForm(formId, exportId)),

    async file(formId, exportId) {
      const row = await ofForm(formId, exportId);
      if (row.status !== 'done' || !row.file_path) {
        throw new HttpError(409, row.status === 'failed' ? 'The export failed: start a new one' : 'The export is not finished yet');
      }
      const size = await stat(row.file_path).then(
        (info) => info.size,
        () => {
          throw new HttpError(404, 'The export file is gone: start a new export');
        },
      );
      return { path: row.file_path, size, fileName: row.file_name, contentType: CONTENT_TYPES[row.format] };
    },

    async resume() {
      const rows = await db
        .select({ id: leadExports.id })
        .from(leadExports)
        .where(inArray(leadExports.status, ['queued', 'running']))
        .orderBy(asc(leadExports.id));
      for (const row of rows) enqueue(row.id);
    },

    idle: () => (current || waiting.length ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),

    async purgeFinished(before) {
      const purged = await db
        .delete(leadExports)
        .where(and(inArray(leadExports.status, ['done', 'failed']), lt(leadExports.finished_at, before)))
        .returning({ id: leadExports.id, format: leadExports.format, file_path: leadExports.file_path });
      await Promise.all(purged.map((row) => rm(row.file_path ?? pathOf(row), { force: true })));
      return purged.length;
    },

    async stop() {
      stopping.abort();
      waiting.length = 0;
      await current;
      for (const done of idleWaiters) done();
      idleWaiters = [];
    },
  };
}
