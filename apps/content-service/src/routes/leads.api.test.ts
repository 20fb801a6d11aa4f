// POST /forms_api/forms/{id}/leads (a visitor sends a form) and the admin's leads. reCAPTCHA is a
// local HTTP stand-in of siteverify.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadListSchema, leadSchema, type FormInput, type LeadInput } from '@forecourt/api-client';
import { leadDeliveries, leads } from '../db/schema.js';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let admin: Awaited<ReturnType<TestService['session']>>;
let recaptcha: Server;
/** What the stand-in siteverify received. */
const verified: URLSearchParams[] = [];

beforeAll(async () => {
  // siteverify: 'good-token' passes, 'broken' makes it fail as a server, anything else is refused.
  recaptcha = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      verified.push(form);
      if (form.get('response') === 'broken') return void res.writeHead(500).end();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: form.get('response') === 'good-token' }));
    });
  });
  await new Promise<void>((resolve) => recaptcha.listen(0, '127.0.0.1', resolve));
  service = await startTestService({
    leadRateLimit: { points: 3, windowSeconds: 60 },
    recaptchaVerifyUrl: `http://127.0.0.1:${(recaptcha.address() as AddressInfo).port}/siteverify`,
  });
  admin = await service.session(['admin'], { email: 'ada@forecourt.test' });
});
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => recaptcha?.close(resolve));
});

const call = (method: string, path: string, body?: unknown) => service.request(admin.headers, method, path, body);

const enquiryForm: FormInput = {
  name: 'Enquiry',
  fields: [
    { id: 'name', type: 'text', label: { en: 'Name', pl: 'Imię' }, rules: { required: true, max: 10 } },
    { id: 'email', type: 'email', label: { en: 'E-mail' }, rules: { required: true } },
    { id: 'message', type: 'textarea', label: { en: 'Message', pl: 'Wiadomość' }, rules: {} },
    { id: 'source', type: 'hidden', label: { en: 'Source' }, rules: {}, default_value: 'website' },
    {
      id: 'privacy',
      type: 'consent',
      label: { en: 'Privacy' },
      rules: { required: true },
      consent: { text: { en: 'I agree to be contacted.', pl: 'Zgadzam się na kontakt.' }, version: 'v2' },
    },
  ],
  notifications: { enabled: true, recipients: ['sales@forecourt.test'], subject: 'New enquiry' },
  confirmations: { enabled: true, email_field: 'email', subject: { en: 'Thanks' }, body: { en: 'We will call you.' } },
  integrations: { crm_enabled: true, field_mapping: { name: 'FullName' } },
};

async function createForm(input: FormInput = enquiryForm): Promise<number> {
  const { status, body } = await call('POST', '/forms_api/forms', input);
  expect(status).toBe(201);
  return body.data.id;
}

let clients = 0;
/** A visitor behind the site (a new client address each time unless `client` is given). */
async function post(formId: number, input: unknown, headers: Record<string, string> = {}, client = `198.51.100.${++clients}`) {
  const response = await service.fetch(`/forms_api/forms/${formId}/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client, ...headers },
    body: JSON.stringify(input),
  });
  return { response, status: response.status, body: (await response.json()) as any };
}

const valid: LeadInput = {
  values: { name: 'Ada', email: 'ada@example.test', privacy: true },
  locale: 'en',
  page_path: '/contact',
};

const leadCount = async (formId: number) => (await service.ctx.db.select().from(leads).where(eq(leads.form_id, formId))).length;

describe('given a visitor sending a form', () => {
  it('should store the lead with its mails and CRM call queued before answering 201, never cached', async () => {
    await call('POST', '/forms_api/settings', { key: 'crm.url', value: 'http://127.0.0.1:9/crm' });
    const formId = await createForm();
    const { response, status, body } = await post(formId, {
      ...valid,
      values: { ...valid.values, name: '  Ada\u0301  ', message: 'Line one\r\nLine two' },
    });
    expect(status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id, created_at } = body.data;

    const lead = await call('GET', `/forms_api/forms/${formId}/leads/${id}`);
    expect(leadSchema.parse(lead.body.data)).toEqual({
      id,
      form_id: formId,
      created_at,
      locale: 'en',
      page_path: '/contact',
      // Trimmed, NFC, LF line breaks; the hidden field took its default.
      values: { name: 'Adá', email: 'ada@example.test', message: 'Line one\nLine two', privacy: true, source: 'website' },
      consents: [{ field: 'privacy', text: 'I agree to be contacted.', version: 'v2' }],
      delivery_status: 'pending',
    });

    const outbox = await service.ctx.db.select().from(leadDeliveries).where(eq(leadDeliveries.lead_id, id));
    const byKind = Object.fromEntries(outbox.map((row) => [row.kind, row]));
    expect(Object.keys(byKind).sort()).toEqual(['confirmation', 'crm', 'notification']);
    expect(byKind.notification!.payload).toMatchObject({ to: ['sales@forecourt.test'], subject: 'New enquiry', reply_to: 'ada@example.test' });
    expect(byKind.notification!.payload.text).toContain('Name: Adá\nE-mail: ada@example.test\nMessage: Line one\nLine two');
    expect(byKind.confirmation!.payload).toMatchObject({ to: ['ada@example.test'], subject: 'Thanks' });
    expect(byKind.confirmation!.payload.text).toMatch(/^We will call you\.\n\nName: Adá/);
    expect(byKind.confirmation!.payload.text).not.toContain('Source');
    expect(byKind.crm).toMatchObject({ target: 'http://127.0.0.1:9/crm', status: 'pending' });
    expect(byKind.crm!.payload).toEqual({
      body: {
        FullName: 'Adá',
        email: 'ada@example.test',
        message: 'Line one\nLine two',
        privacy: true,
        source: 'website',
        form_id: formId,
        lead_id: id,
        created_at,
        locale: 'en',
        page_path: '/contact',
      },
    });
    expect((await call('GET', '/forms_api/forms')).body.data.find((form: { id: number }) => form.id === formId).lead_count).toBe(1);
  });

  it('should store a consent in the language the visitor saw it in', async () => {
    const formId = await createForm();
    const { body } = await post(formId, { ...valid, locale: 'pl' });
    const lead = await call('GET', `/forms_api/forms/${formId}/leads/${body.data.id}`);
    expect(lead.body.data.consents).toEqual([{ field: 'privacy', text: 'Zgadzam się na kontakt.', version: 'v2' }]);
  });

  it('should answer a retry with the same Idempotency-Key with the first answer, storing one lead', async () => {
    const formId = await createForm();
    const first = await post(formId, valid, { 'Idempotency-Key': 'submit-1' });
    const again = await post(formId, { ...valid, values: { ...valid.values, name: 'Someone' } }, { 'Idempotency-Key': 'submit-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await leadCount(formId)).toBe(1);
    expect((await post(formId, valid, { 'Idempotency-Key': 'submit-2' })).body.data.id).not.toBe(first.body.data.id);
    expect(await leadCount(formId)).toBe(2);
  });

  it('should answer two concurrent posts with one Idempotency-Key alike, storing one lead', async () => {
    const formId = await createForm();
    const [one, two] = await Promise.all([
      post(formId, valid, { 'Idempotency-Key': 'double-click' }),
      post(formId, valid, { 'Idempotency-Key': 'double-click' }),
    ]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.body).toEqual(one.body);
    expect(await leadCount(formId)).toBe(1);
  });

  it('should refuse unknown fields and unknown keys with 400, storing nothing', async () => {
    const formId = await createForm();
    const unknownField = await post(formId, { ...valid, values: { ...valid.values, x: 'y' } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.error).toBe('Unknown field: x');
    expect(unknownField.response.headers.get('cache-control')).toContain('no-store');
    expect((await post(formId, { ...valid, admin: true })).status).toBe(400);
    expect((await post(formId, { ...valid, values: { ...valid.values, message: 'bell\u0007' } })).status).toBe(400);
    expect(await leadCount(formId)).toBe(0);
  });

  it("should answer 422 'Character limit exceeded' for a value over its max, naming the field", async () => {
    const formId = await createForm();
    const { status, body } = await post(formId, { ...valid, values: { ...valid.values, name: 'Adalbertina Maria' } });
    expect(status).toBe(422);
    expect(body).toEqual({
      error: 'Please correct the highlighted fields',
      issues: [{ path: 'name', rule: 'max', limit: 10, message: 'Character limit exceeded' }],
    });
    const missing = await post(formId, { ...valid, values: { name: 'Ada', email: 'ada@example.test' } });
    expect(missing.body.issues).toEqual([{ path: 'privacy', rule: 'required', message: 'This field is required' }]);
    expect(await leadCount(formId)).toBe(0);
  });

  it('should refuse a filled honeypot with 422, storing nothing', async () => {
    const formId = await createForm();
    const { status, body } = await post(formId, { ...valid, fc_website: 'http://spam.test' });
    expect(status).toBe(422);
    expect(body.error).toBe('This submission could not be accepted');
    expect(await leadCount(formId)).toBe(0);
  });

  it('should answer 429 with Retry-After once a client sends too many, other clients unaffected', async () => {
    const formId = await createForm();
    for (let attempt = 0; attempt < 3; attempt++) expect((await post(formId, valid, {}, '203.0.113.50')).status).toBe(201);
    const limited = await post(formId, valid, {}, '203.0.113.50');
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.error).toContain('Too many submissions');
    expect((await post(formId, valid, {}, '203.0.113.51')).status).toBe(201);
    expect(await leadCount(formId)).toBe(4);
  });

  it('should answer 404 for a form that does not exist', async () => {
    expect((await post(999_999, valid)).status).toBe(404);
  });
});

describe('given reCAPTCHA is set up', () => {
  it('should verify the token with siteverify: accepted, refused, missing, and unavailable', async () => {
    const formId = await createForm();
    const secret = await call('POST', '/forms_api/settings', { key: 'recaptcha.secret', value: 'recaptcha-secret' });
    try {
      const accepted = await post(formId, { ...valid, 'g-recaptcha-response': 'good-token' }, {}, '192.0.2.10');
      expect(accepted.status).toBe(201);
      const sent = verified.at(-1)!;
      expect([sent.get('secret'), sent.get('response'), sent.get('remoteip')]).toEqual(['recaptcha-secret', 'good-token', '192.0.2.10']);

      const refused = await post(formId, { ...valid, 'g-recaptcha-response': 'bad-token' });
      expect(refused.status).toBe(422);
      expect(refused.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['g-recaptcha-response']);

      const asked = verified.length;
      const missing = await post(formId, valid);
      expect(missing.status).toBe(422);
      expect(missing.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['g-recaptcha-response']);
      expect(verified.length).toBe(asked);

      const unavailable = await post(formId, { ...valid, 'g-recaptcha-response': 'broken' });
      expect(unavailable.status).toBe(503);
      expect(unavailable.body.error).toContain('try again');
      expect(await leadCount(formId)).toBe(1);
    } finally {
      await call('DELETE', `/forms_api/settings/${secret.body.data.id}`);
    }
  });

  it('should replay a stored answer without asking reCAPTCHA again', async () => {
    const formId = await createForm();
    const first = await post(formId, valid, { 'Idempotency-Key': 'before-captcha' });
    const secret = await call('POST', '/forms_api/settings', { key: 'recaptcha.secret', value: 'recaptcha-secret' });
    try {
      const asked = verified.length;
      const again = await post(formId, valid, { 'Idempotency-Key': 'before-captcha' });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(verified.length).toBe(asked);
    } finally {
      await call('DELETE', `/forms_api/settings/${secret.body.data.id}`);
    }
  });
});

describe('given an admin reading leads', () => {
  it('should page, filter by creation time and sort, recording each read in the audit log', async () => {
    const formId = await createForm({ ...enquiryForm, name: 'Dated' });
    const ids: number[] = [];
    for (let day = 1; day <= 5; day++) {
      const { body } = await post(formId, valid);
      ids.push(body.data.id);
      await service.ctx.db.update(leads).set({ created_at: new Date(`2026-03-0${day}T12:00:00Z`) }).where(eq(leads.id, body.data.id));
    }
    const list = async (query: string) => {
      const { status, body } = await call('GET', `/forms_api/forms/${formId}/leads${query}`);
      expect(status).toBe(200);
      return leadListSchema.parse(body);
    };
    const newest = await list('?items=2');
    expect(newest.data.map((lead) => lead.id)).toEqual([ids[4], ids[3]]);
    expect(newest.meta).toEqual({ page: 1, items: 2, total: 5, pages: 3 });
    expect((await list('?items=2&page=3')).data.map((lead) => lead.id)).toEqual([ids[0]]);
    expect((await list('?sort=created_at&items=2')).data.map((lead) => lead.id)).toEqual([ids[0], ids[1]]);
    const between = await list('?created_at_gteq=2026-03-02&created_at_lteq=2026-03-04');
    expect(between.data.map((lead) => lead.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect((await list('?created_at_lteq=2026-03-02T11:00:00Z')).meta.total).toBe(1);
    expect((await call('GET', `/forms_api/forms/${formId}/leads?sort=name`)).status).toBe(400);

    await call('GET', `/forms_api/forms/${formId}/leads/${ids[0]}`);
    const { body } = await call('GET', '/admin_api/audit?entity_type=lead&per_page=2');
    expect(body.data.items.map((entry: { action: string; entity_id: string; summary: string }) => [entry.action, entry.entity_id, entry.summary])).toEqual([
      ['read', String(ids[0]), `Read lead ${ids[0]} of form "Dated"`],
      ['read', String(formId), 'Read 1 of 1 leads of form "Dated" (page 1)'],
    ]);
    expect(JSON.stringify(body)).not.toContain('ada@example.test');
  });

  it('should delete a lead (audited), and a deleted form takes its leads along', async () => {
    const formId = await createForm();
    const { body } = await post(formId, valid);
    expect((await call('DELETE', `/forms_api/forms/${formId}/leads/${body.data.id}`)).status).toBe(204);
    expect((await call('GET', `/forms_api/forms/${formId}/leads/${body.data.id}`)).status).toBe(404);
    const audit = await call('GET', '/admin_api/audit?entity_type=lead&per_page=2');
    expect(audit.body.data.items.map((entry: { action: string }) => entry.action)).toContain('delete');

    await post(formId, valid);
    expect(await leadCount(formId)).toBe(1);
    expect((await call('DELETE', `/forms_api/forms/${formId}`)).status).toBe(204);
    expect(await leadCount(formId)).toBe(0);
  });

  it('should refuse the leads to anyone but an admin', async () => {
    const formId = await createForm();
    const editor = await service.session(['editor']);
    expect((await service.request(editor.headers, 'GET', `/forms_api/forms/${formId}/leads`)).status).toBe(403);
    expect((await service.request({}, 'GET', `/forms_api/forms/${formId}/leads`)).status).toBe(401);
  });
});
