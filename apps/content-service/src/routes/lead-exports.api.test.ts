// Lead exports in the background: an admin starts one, polls its progress and downloads the
// finished CSV or XLSX file; the columns follow the form, the file streams from disk, and a big
// export completes.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadExportSchema, type LeadExport } from '@forecourt/api-client';
import { leadExports } from '../db/schema.js';
import { createLeadExportService } from '../services/lead-exports.js';
import { insertForm, insertLead } from '../test/lead-fixtures.js';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let admin: Awaited<ReturnType<TestService['session']>>;
beforeAll(async () => {
  service = await startTestService({ outbox: { start: false } });
  admin = await service.session(['admin'], { email: 'ada@forecourt.test' });
});
afterAll(async () => {
  await service?.close();
});

const db = () => service.ctx.db;
const exportsPath = (formId: number) => `/forms_api/forms/${formId}/lead_exports`;

async function startExport(formId: number, input: Record<string, unknown>): Promise<LeadExport> {
  const { status, body } = await service.request(admin.headers, 'POST', exportsPath(formId), input);
  expect(status).toBe(202);
  return leadExportSchema.parse(body.data);
}

/** Polls the export as the admin's progress bar does, until it is done. */
const finished = (formId: number, exportId: number) =>
  vi.waitFor(
    async () => {
      const { status, body } = await service.request(admin.headers, 'GET', `${exportsPath(formId)}/${exportId}`);
      expect(status).toBe(200);
      const job = leadExportSchema.parse(body.data);
      expect(job.status).toBe('done');
      return job;
    },
    { timeout: 20_000, interval: 50 },
  );

const download = (formId: number, exportId: number) => service.fetch(`${exportsPath(formId)}/${exportId}/download`, { headers: { Cookie: admin.cookie } });

describe('given a form with leads', () => {
  let formId: number;
  let otherFormId: number;
  beforeAll(async () => {
    formId = (await insertForm(db())).id;
    otherFormId = (await insertForm(db(), { name: 'Brochure', fields: [] })).id;
    await insertLead(db(), formId, { created_at: new Date('2020-06-01T10:00:00Z') });
    await insertLead(db(), formId, {
      created_at: new Date('2026-01-02T10:00:00Z'),
      values: { name: 'Zażółć, "gęślą"', email: 'z@example.com', model: 'gt', marketing: true },
    });
    await insertLead(db(), formId, {
      created_at: new Date('2026-01-03T10:00:00Z'),
      locale: 'pl',
      page_path: null,
      values: { name: '=HYPERLINK("http://evil.test")', marketing: false },
      consents: [],
    });
  });

  it('should export the leads of the range as CSV, columns in the form’s order, and record it', async () => {
    const job = await startExport(formId, { format: 'csv', created_at_gteq: '2021-01-01' });
    expect(job).toMatchObject({ form_id: formId, format: 'csv', file_name: expect.stringMatching(/^test-drive-leads-\d{8}-\d{6}\.csv$/) });
    const done = await finished(formId, job.id);
    expect(done).toMatchObject({ done: 2, total: 2, error: null });

    const response = await download(formId, job.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${job.file_name}"`);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(200);
    const text = await response.text();
    // The BOM is there for Excel; `Response.text()` drops it.
    expect(text.split('\n')).toEqual([
      'Created at,Lead ID,Locale,Page,Your name,E-mail,Model,Marketing,Consents',
      expect.stringMatching(/^2026-01-02T10:00:00\.000Z,\d+,en,\/test-drive,"Zażółć, ""gęślą""",z@example\.com,gt,yes,Marketing \(v2\): I agree to hear about offers\.$/),
      expect.stringMatching(/^2026-01-03T10:00:00\.000Z,\d+,pl,,"'=HYPERLINK\(""http:\/\/evil\.test""\)",,,no,$/),
      '',
    ]);

    const audit = await service.request(admin.headers, 'GET', '/admin_api/audit?per_page=1');
    expect(audit.body.data.items[0]).toMatchObject({
      actor: 'ada@forecourt.test',
      entity_type: 'lead',
      entity_id: String(formId),
      action: 'export',
      summary: 'Exported the leads of form "Test drive" as CSV (from 2021-01-01)',
    });
  });

  it('should export them as XLSX that a spreadsheet reads back', async () => {
    const job = await startExport(formId, { format: 'xlsx', created_at_lteq: '2026-01-02' });
    await finished(formId, job.id);
    const response = await download(formId, job.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Leads')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Created at', 'Lead ID', 'Locale', 'Page', 'Your name', 'E-mail', 'Model', 'Marketing', 'Consents'],
      ['2020-06-01T10:00:00.000Z', expect.stringMatching(/^\d+$/), 'en', '/test-drive', 'Jan Kowalski', 'jan@example.com', 'gt', 'yes', 'Marketing (v2): I agree to hear about offers.'],
      ['2026-01-02T10:00:00.000Z', expect.stringMatching(/^\d+$/), 'en', '/test-drive', 'Zażółć, "gęślą"', 'z@example.com', 'gt', 'yes', 'Marketing (v2): I agree to hear about offers.'],
    ]);
  });

  it('should refuse the download while the export is not done, and hide it from other forms', async () => {
    // A queued export no worker has taken yet (as after a restart, before it resumes).
    const [queued] = await db()
      .insert(leadExports)
      .values({ form_id: formId, format: 'csv', file_name: 'queued.csv', requested_by: 'ada@forecourt.test' })
      .returning();
    const early = await download(formId, queued!.id);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toBe('The export is not finished yet');
    expect((await service.request(admin.headers, 'GET', `${exportsPath(otherFormId)}/${queued!.id}`)).status).toBe(404);
    expect((await download(otherFormId, queued!.id)).status).toBe(404);
    expect((await service.request(admin.headers, 'POST', exportsPath(999_999), { format: 'csv' })).status).toBe(404);
    expect((await service.request(admin.headers, 'POST', exportsPath(formId), { format: 'pdf' })).status).toBe(400);

    // What the service does at start: exports left queued run.
    await service.ctx.leadExports.resume();
    const done = await finished(formId, queued!.id);
    expect(done).toMatchObject({ done: 3, total: 3 });
    expect((await download(formId, queued!.id)).status).toBe(200);
  });

  it('should leave an export another process runs alone, and take it over once that process’s claim ran out', async () => {
    const [elsewhere] = await db()
      .insert(leadExports)
      .values({
        form_id: formId,
        format: 'xlsx',
        status: 'running',
        file_name: 'elsewhere.xlsx',
        requested_by: 'ada@forecourt.test',
        claimed_until: sql`now() + interval '1 minute'` as never,
      })
      .returning();
    await service.ctx.leadExports.resume();
    await service.ctx.leadExports.idle();
    const { body } = await service.request(admin.headers, 'GET', `${exportsPath(formId)}/${elsewhere!.id}`);
    expect(body.data).toMatchObject({ status: 'running', done: 0 });

    await db().update(leadExports).set({ claimed_until: sql`now() - interval '1 second'` }).where(eq(leadExports.id, elsewhere!.id));
    await service.ctx.leadExports.resume();
    expect(await finished(formId, elsewhere!.id)).toMatchObject({ done: 3, total: 3 });
  });

  it('should keep exports from editors', async () => {
    const editor = await service.session(['editor']);
    expect((await service.request(editor.headers, 'POST', exportsPath(formId), { format: 'csv' })).status).toBe(403);
  });
});

describe('given a form with 20,000 leads', () => {
  it('should export every lead exactly once, batch after batch', async () => {
    const form = await insertForm(db(), { name: 'Big form', fields: [{ id: 'name', type: 'text', label: { en: 'Name' }, rules: {}, width: 'full' }] });
    // Leads three to a timestamp, so batch boundaries fall between leads of the same instant.
    await db().execute(sql`
      insert into leads (form_id, values, created_at)
      select ${form.id}, jsonb_build_object('name', 'Lead ' || g), timestamptz '2026-01-01' + ((g / 3) * interval '1.5 millisecond')
      from generate_series(1, 20000) g`);
    const job = await startExport(form.id, { format: 'csv' });
    const done = await finished(form.id, job.id);
    expect(done).toMatchObject({ done: 20_000, total: 20_000 });
    const lines = (await (await download(form.id, job.id)).text()).trim().split('\n');
    expect(lines).toHaveLength(20_001);
    const names = new Set(lines.slice(1).map((line) => line.split(',').at(-2)));
    expect(names.size).toBe(20_000);
  });
});

describe('given a service stopped in the middle of an export', () => {
  it('should run the export again from the start at the next start, to a complete file', async () => {
    const form = await insertForm(db(), { name: 'Restart form', fields: [{ id: 'name', type: 'text', label: { en: 'Name' }, rules: {}, width: 'full' }] });
    await db().execute(sql`
      insert into leads (form_id, values) select ${form.id}, jsonb_build_object('name', 'Lead ' || g) from generate_series(1, 2000) g`);
    const dir = await mkdtemp(join(tmpdir(), 'forecourt-exports-'));
    try {
      // Batches of 10: the export is still under way when it is stopped.
      const before = createLeadExportService(db(), dir, 10);
      const job = await before.request(form.id, { format: 'csv' }, 'ada@forecourt.test');
      const progress = async () => (await db().select().from(leadExports).where(eq(leadExports.id, job.id)))[0]!;
      await vi.waitFor(async () => expect((await progress()).done).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
      await before.stop();
      const stopped = await progress();
      expect(stopped).toMatchObject({ status: 'running', claimed_until: null });
      expect(stopped.done).toBeLessThan(2000);

      const after = createLeadExportService(db(), dir, 500);
      await after.resume();
      await after.idle();
      expect(await progress()).toMatchObject({ status: 'done', done: 2000, total: 2000 });
      const file = await after.file(form.id, job.id);
      expect((await readFile(file.path, 'utf8')).trim().split('\n')).toHaveLength(2001);
      await after.stop();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('given an export whose file cannot be written', () => {
  it('should mark it failed with a message the admin can act on, and go on with the next', async () => {
    const form = await insertForm(db(), { name: 'Unwritable', fields: [] });
    await insertLead(db(), form.id);
    const dir = await mkdtemp(join(tmpdir(), 'forecourt-exports-'));
    try {
      const exporter = createLeadExportService(db(), dir);
      const [broken] = await db()
        .insert(leadExports)
        .values({ form_id: form.id, format: 'csv', file_name: 'broken.csv', requested_by: 'ada@forecourt.test' })
        .returning();
      // A folder where the file should go: the worker cannot open it.
      await mkdir(join(dir, 'exports', `lead-export-${broken!.id}.csv`), { recursive: true });
      await exporter.resume();
      await exporter.idle();
      const [row] = await db().select().from(leadExports).where(eq(leadExports.id, broken!.id));
      expect(row).toMatchObject({ status: 'failed', error: 'The export could not be written', claimed_until: null });
      await expect(exporter.file(form.id, broken!.id)).rejects.toMatchObject({ status: 409, message: 'The export failed: start a new one' });

      const next = await exporter.request(form.id, { format: 'xlsx' }, 'ada@forecourt.test');
      await exporter.idle();
      expect(await exporter.get(form.id, next.id)).toMatchObject({ status: 'done', done: 1, total: 1 });
      await exporter.stop();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

