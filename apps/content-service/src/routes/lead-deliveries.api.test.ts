// What happens to a lead after it is stored: its e-mails reach a real (local) SMTP server, its
// CRM call is retried against a local CRM stand-in until it is dead-lettered, "fix" sends it
// again, and admins read every delivery in the outbox view.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadDeliverySchema, outboxListSchema, type LeadDelivery } from '@forecourt/api-client';
import { formsSettings } from '../db/schema.js';
import { KEPT_IN_OUTBOX } from '../services/mailer.js';
import { insertDelivery, insertForm, insertLead } from '../test/lead-fixtures.js';
import { startTestService, type TestService } from '../test/harness.js';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}
const mails: ReceivedMail[] = [];
let smtp: SMTPServer;

interface CrmCall {
  authorization: string | undefined;
  body: unknown;
  status: number;
}
const crmCalls: CrmCall[] = [];
let crm: Server;
/** The CRM refuses this many calls (500) before it accepts. */
let crmFailures = 0;

let service: TestService;
let admin: Awaited<ReturnType<TestService['session']>>;
let editor: Awaited<ReturnType<TestService['session']>>;

const listen = (server: { listen(port: number, host: string, done: () => void): unknown }, address: () => AddressInfo) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve(address().port)));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const smtpPort = await listen(smtp as never, () => (smtp as unknown as { server: Server }).server.address() as AddressInfo);

  crm = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = crmFailures > 0 ? 500 : 200;
      if (crmFailures > 0) crmFailures--;
      crmCalls.push({ authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), status });
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(status === 200 ? '{"ok":true}' : '{"error":"down"}');
    });
  });
  const crmPort = await listen(crm, () => crm.address() as AddressInfo);

  service = await startTestService({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, outbox: { maxAttempts: 2, backoffMs: 20, pollMs: 50 } });
  admin = await service.session(['admin'], { email: 'ada@forecourt.test' });
  editor = await service.session(['editor']);
  await service.ctx.db.insert(formsSettings).values([
    { key: 'crm.url', value: `http://127.0.0.1:${crmPort}/leads` },
    { key: 'crm.token', value: 'crm-token-1' },
    { key: 'mail.from', value: 'Forecourt Sales <sales@forecourt.test>' },
  ]);
});
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => smtp?.close(() => resolve(undefined)));
  crm?.close();
});

const db = () => service.ctx.db;
const integrationsPath = (formId: number, leadId: number) => `/forms_api/forms/${formId}/leads/${leadId}/integrations`;

async function integrations(formId: number, leadId: number): Promise<LeadDelivery[]> {
  const { status, body } = await service.request(admin.headers, 'GET', integrationsPath(formId, leadId));
  expect(status).toBe(200);
  return leadDeliverySchema.array().parse(body.data);
}

/** Waits until the admin sees every delivery of the lead in `status`. */
const settled = (formId: number, leadId: number, status: LeadDelivery['status']) =>
  vi.waitFor(
    async () => {
      const rows = await integrations(formId, leadId);
      expect(rows.map((row) => row.status)).toEqual(rows.map(() => status));
      return rows;
    },
    { timeout: 10_000, interval: 50 },
  );

describe('given a lead with a notification and a confirmation', () => {
  it('should send both through SMTP from the configured sender, and show them delivered', async () => {
    const form = await insertForm(db());
    const lead = await insertLead(db(), form.id);
    await insertDelivery(db(), lead.id, {
      kind: 'notification',
      target: 'sales@forecourt.test',
      payload: { to: ['sales@forecourt.test', 'manager@forecourt.test'], subject: 'New test drive request', text: 'Jan wants a GT.', reply_to: 'jan@example.com' },
    });
    await insertDelivery(db(), lead.id, {
      kind: 'confirmation',
      target: 'jan@example.com',
      payload: { to: ['jan@example.com'], subject: 'Thank you for your request', text: 'We will call you.' },
    });

    const rows = await settled(form.id, lead.id, 'delivered');
    expect(rows.map((row) => [row.kind, row.attempts, row.last_error])).toEqual([
      ['notification', 1, null],
      ['confirmation', 1, null],
    ]);
    const notification = mails.find((mail) => mail.raw.includes('Subject: New test drive request'));
    expect(notification).toMatchObject({ from: 'sales@forecourt.test', to: ['sales@forecourt.test', 'manager@forecourt.test'] });
    expect(notification!.raw).toContain('Reply-To: jan@example.com');
    expect(notification!.raw).toContain('Jan wants a GT.');
    const confirmation = mails.find((mail) => mail.raw.includes('Subject: Thank you for your request'));
    expect(confirmation).toMatchObject({ to: ['jan@example.com'] });
  });
});

describe('given a CRM that fails twice before it accepts', () => {
  it('should dead-letter the call after the last attempt, and send it once more on fix', async () => {
    const form = await insertForm(db());
    const lead = await insertLead(db(), form.id);
    const body = { form_id: form.id, lead_id: lead.id, first_name: 'Jan', model: 'gt' };
    crmFailures = 2;
    const callsBefore = crmCalls.length;
    await insertDelivery(db(), lead.id, { kind: 'crm', target: 'http://old-crm.test/leads', payload: { body } });

    const [failed] = await settled(form.id, lead.id, 'failed');
    expect(failed).toMatchObject({ kind: 'crm', attempts: 2, last_error: 'CRM answered HTTP 500', delivered_at: null });

    const fixed = await service.request(admin.headers, 'POST', `${integrationsPath(form.id, lead.id)}/fix`);
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject([{ id: failed!.id, kind: 'crm', attempts: 0 }]);
    expect(['pending', 'delivered']).toContain(fixed.body.data[0].status);

    const [delivered] = await settled(form.id, lead.id, 'delivered');
    expect(delivered).toMatchObject({ attempts: 1, last_error: null, target: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/leads$/) });
    const calls = crmCalls.slice(callsBefore);
    expect(calls.map((call) => call.status)).toEqual([500, 500, 200]);
    expect(calls.every((call) => call.authorization === 'Bearer crm-token-1')).toBe(true);
    expect(calls.filter((call) => call.status === 200).map((call) => call.body)).toEqual([body]);

    const audit = await service.request(admin.headers, 'GET', '/admin_api/audit?per_page=1');
    expect(audit.body.data.items[0]).toMatchObject({ actor: 'ada@forecourt.test', entity_type: 'lead', entity_id: String(lead.id), action: 'fix' });
    expect(audit.body.data.items[0].summary).toContain('Test drive');
    expect(audit.body.data.items[0].summary).not.toContain('Jan');
  });

  it('should answer 409 to fix when nothing has failed, and 404 for a lead of another form', async () => {
    const form = await insertForm(db());
    const other = await insertForm(db());
    const lead = await insertLead(db(), form.id);
    const fix = await service.request(admin.headers, 'POST', `${integrationsPath(form.id, lead.id)}/fix`);
    expect(fix.status).toBe(409);
    expect(fix.body.error).toMatch(/nothing to send again/);
    expect((await service.request(admin.headers, 'GET', integrationsPath(other.id, lead.id))).status).toBe(404);
    expect((await service.request(admin.headers, 'POST', `${integrationsPath(other.id, lead.id)}/fix`)).status).toBe(404);
  });

  it('should keep the deliveries from editors and signed-out callers', async () => {
    const form = await insertForm(db());
    const lead = await insertLead(db(), form.id);
    expect((await service.request(editor.headers, 'GET', integrationsPath(form.id, lead.id))).status).toBe(403);
    expect((await service.fetch(integrationsPath(form.id, lead.id))).status).toBe(401);
    expect((await service.request(editor.headers, 'GET', '/admin_api/outbox')).status).toBe(403);
  });
});

describe('given deliveries of several leads', () => {
  it('should list them newest first in the outbox, with the mails’ text, filtered by kind and status', async () => {
    const form = await insertForm(db());
    const lead = await insertLead(db(), form.id);
    // Not due for an hour: they stay pending while this test reads them.
    const later = new Date(Date.now() + 3_600_000);
    const mail = await insertDelivery(db(), lead.id, {
      kind: 'confirmation',
      next_attempt_at: later,
      payload: { to: ['jan@example.com'], subject: 'Your test drive', text: 'See you on Monday.' },
    });
    const call = await insertDelivery(db(), lead.id, { kind: 'crm', next_attempt_at: later, target: 'crm', payload: { body: { a: 1 } } });

    const { status, body } = await service.request(admin.headers, 'GET', '/admin_api/outbox?status=pending&items=2');
    expect(status).toBe(200);
    const page = outboxListSchema.parse(body);
    expect(page.data.map((entry) => entry.id)).toEqual([call.id, mail.id]);
    expect(page.data[0]).toMatchObject({ kind: 'crm', form_id: form.id, mail: null });
    expect(page.data[1]).toMatchObject({ kind: 'confirmation', mail: { to: ['jan@example.com'], subject: 'Your test drive', text: 'See you on Monday.' } });
    expect(page.meta).toMatchObject({ page: 1, items: 2 });

    const confirmations = outboxListSchema.parse((await service.request(admin.headers, 'GET', '/admin_api/outbox?kind=confirmation&status=pending')).body);
    expect(confirmations.data.map((entry) => entry.id)).toEqual([mail.id]);
    expect((await service.request(admin.headers, 'GET', '/admin_api/outbox?status=lost')).status).toBe(400);
  });
});

describe('given a service without SMTP_URL', () => {
  it('should keep mails in the outbox, readable by admins and marked as kept there', async () => {
    const bare = await startTestService({ outbox: { pollMs: 50 } });
    try {
      const bareAdmin = await bare.session(['admin']);
      const form = await insertForm(bare.ctx.db);
      const lead = await insertLead(bare.ctx.db, form.id);
      await insertDelivery(bare.ctx.db, lead.id, {
        target: 'sales@forecourt.test',
        payload: { to: ['sales@forecourt.test'], subject: 'New lead', text: 'Kept for the admin.' },
      });
      const mailsBefore = mails.length;
      const entry = await vi.waitFor(
        async () => {
          const page = outboxListSchema.parse((await bare.request(bareAdmin.headers, 'GET', '/admin_api/outbox')).body);
          expect(page.data[0]?.status).toBe('delivered');
          return page.data[0]!;
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(entry.target).toBe(`sales@forecourt.test — ${KEPT_IN_OUTBOX}`);
      expect(entry.mail).toEqual({ to: ['sales@forecourt.test'], subject: 'New lead', text: 'Kept for the admin.' });
      expect(mails.length).toBe(mailsBefore);
    } finally {
      await bare.close();
    }
  });
});
