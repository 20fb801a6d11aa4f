// Retention: leads older than their form's retention_days go (recorded per form), leads of forms
// without retention stay; idempotency answers past a day and finished exports past a week go.
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadExports, leadIdempotencyKeys, leads } from '../db/schema.js';
import { contactForm, insertForm, insertLead } from '../test/lead-fixtures.js';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let admin: Awaited<ReturnType<TestService['session']>>;
beforeAll(async () => {
  service = await startTestService({ outbox: { start: false } });
  admin = await service.session(['admin']);
});
afterAll(async () => {
  await service?.close();
});

const db = () => service.ctx.db;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const leadIds = async (formId: number) => (await db().select({ id: leads.id }).from(leads).where(eq(leads.form_id, formId))).map((row) => row.id).sort((a, b) => a - b);

describe('given forms with and without a retention period', () => {
  it('should delete only the leads past their form’s retention, and record how many per form', async () => {
    const kept30 = await insertForm(db(), contactForm({ name: 'Kept 30 days', retention_days: 30 }));
    const forever = await insertForm(db(), contactForm({ name: 'Kept for ever' }));
    await insertLead(db(), kept30.id, { created_at: daysAgo(40) });
    await insertLead(db(), kept30.id, { created_at: daysAgo(31) });
    const recent = await insertLead(db(), kept30.id, { created_at: daysAgo(29) });
    const ancient = await insertLead(db(), forever.id, { created_at: daysAgo(4000) });

    const run = await service.ctx.retention.runOnce();
    expect(run.leads).toEqual({ [kept30.id]: 2 });
    expect(await leadIds(kept30.id)).toEqual([recent.id]);
    expect(await leadIds(forever.id)).toEqual([ancient.id]);

    const audit = await service.request(admin.headers, 'GET', '/admin_api/audit?per_page=1');
    expect(audit.body.data.items[0]).toMatchObject({
      actor: 'retention',
      entity_type: 'lead',
      entity_id: String(kept30.id),
      action: 'delete',
      summary: 'Deleted 2 leads of form "Kept 30 days" older than 30 days',
    });
    // A second run finds nothing and records nothing.
    expect((await service.ctx.retention.runOnce()).leads).toEqual({});
    expect((await service.request(admin.headers, 'GET', '/admin_api/audit?per_page=1')).body.data.items[0].id).toBe(audit.body.data.items[0].id);
  });
});

describe('given idempotency answers and finished exports', () => {
  it('should forget answers older than a day and exports finished over a week ago, with their files', async () => {
    const form = await insertForm(db());
    await db().insert(leadIdempotencyKeys).values([
      { form_id: form.id, key: 'old', status: 201, body: {}, created_at: new Date(Date.now() - 25 * 3_600_000) },
      { form_id: form.id, key: 'new', status: 201, body: {}, created_at: new Date(Date.now() - 3_600_000) },
    ]);
    const start = async () => (await service.request(admin.headers, 'POST', `/forms_api/forms/${form.id}/lead_exports`, { format: 'csv' })).body.data.id as number;
    const oldExport = await start();
    const newExport = await start();
    const rowOf = async (id: number) => (await db().select().from(leadExports).where(eq(leadExports.id, id)))[0];
    await vi.waitFor(async () => expect((await rowOf(newExport))?.status).toBe('done'), { timeout: 10_000, interval: 50 });
    await db().update(leadExports).set({ finished_at: daysAgo(8) }).where(eq(leadExports.id, oldExport));
    await db().update(leadExports).set({ finished_at: daysAgo(6) }).where(eq(leadExports.id, newExport));
    const oldFile = (await rowOf(oldExport))!.file_path!;
    expect(existsSync(oldFile)).toBe(true);

    const run = await service.ctx.retention.runOnce();
    expect(run).toMatchObject({ idempotencyKeys: 1, exports: 1 });
    expect((await db().select({ key: leadIdempotencyKeys.key }).from(leadIdempotencyKeys).where(eq(leadIdempotencyKeys.form_id, form.id))).map((r) => r.key)).toEqual(['new']);
    expect(await rowOf(oldExport)).toBeUndefined();
    expect(existsSync(oldFile)).toBe(false);
    expect((await service.fetch(`/forms_api/forms/${form.id}/lead_exports/${oldExport}`, { headers: { Cookie: admin.cookie } })).status).toBe(404);
    expect((await service.fetch(`/forms_api/forms/${form.id}/lead_exports/${newExport}/download`, { headers: { Cookie: admin.cookie } })).status).toBe(200);
  });
});
