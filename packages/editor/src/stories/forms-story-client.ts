/**
 * STORIES ONLY — the forms API in memory for Storybook (see story-client.ts for why). It answers
 * the calls of the forms screens with the service's shapes; tests use the real content service.
 */
import {
  formInputSchema,
  type Form,
  type FormInput,
  type FormsSetting,
  type FormsSettingKey,
  type Lead,
  type LeadDelivery,
  type LeadExport,
  type Location,
  type LocationInput,
  type OutboxEntry,
} from '@forecourt/api-client';
import { createStoryClient } from './story-client.js';

const at = (minutesAgo: number) => new Date(Date.parse('2026-11-22T09:00:00Z') - minutesAgo * 60_000).toISOString();

/** A test-drive form with a required name, an e-mail, a message with a max rule and a consent. */
export function storyForm(id = 1, name = 'Test drive request'): Form {
  const definition = formInputSchema.parse({
    name,
    title: { en: 'Book a test drive', pl: 'Umów jazdę próbną' },
    has_two_columns: true,
    submit_label: { en: 'Send', pl: 'Wyślij' },
    fields: [
      { id: 'first_name', type: 'text', label: { en: 'First name', pl: 'Imię' }, rules: { required: true, max: 80 }, width: 'half' },
      { id: 'email', type: 'email', label: { en: 'E-mail', pl: 'E-mail' }, rules: { required: true }, width: 'half' },
      { id: 'model', type: 'select', label: { en: 'Model' }, options: [{ value: 'defender', label: { en: 'Defender' } }, { value: 'discovery', label: { en: 'Discovery' } }] },
      { id: 'message', type: 'textarea', label: { en: 'Message', pl: 'Wiadomość' }, rules: { max: 500 } },
      { id: 'marketing', type: 'consent', label: { en: 'Marketing' }, consent: { text: { en: 'I agree to receive offers by e-mail.' }, version: '2026-01' }, rules: { required: true } },
    ],
    thank_you: { title: { en: 'Thank you!' }, body: { en: 'We will call you within two working days.' } },
    notifications: { enabled: true, recipients: ['sales@forecourt.test'], subject: 'New test drive request' },
    confirmations: { enabled: true, email_field: 'email', subject: { en: 'We got your request' } },
    retention_days: 365,
  });
  return { ...definition, id, version: 3, lead_count: 0, created_at: at(60 * 24 * 30), updated_at: at(60 * 24) };
}

function storyLeads(formId: number, count: number): Lead[] {
  const names = ['Ada', 'Jan', 'Maria', 'Piotr', 'Ewa', 'Tom', 'Zofia', 'Karol'];
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    form_id: formId,
    created_at: at(i * 300),
    locale: i % 3 === 0 ? 'pl' : 'en',
    page_path: '/test-drive',
    values: { first_name: names[i % names.length]!, email: `${names[i % names.length]!.toLowerCase()}${i}@example.com`, model: 'defender', message: 'Saturday morning, please.', marketing: true },
    consents: [{ field: 'marketing', text: 'I agree to receive offers by e-mail.', version: '2026-01' }],
    delivery_status: i === 1 ? 'failed' : i === 0 ? 'pending' : 'delivered',
  }));
}

export function createFormsStoryClient(seed: { forms?: Form[]; leads?: number; settings?: Partial<Record<FormsSettingKey, string>>; locations?: Location[] } = {}) {
  const story = createStoryClient();
  const { app } = story;
  const forms = new Map((seed.forms ?? [storyForm()]).map((form) => [form.id, structuredClone(form)]));
  const leads: Lead[] = [...forms.keys()].flatMap((id) => storyLeads(id, seed.leads ?? 12));
  for (const form of forms.values()) form.lead_count = leads.filter((lead) => lead.form_id === form.id).length;
  const deliveries: LeadDelivery[] = leads.flatMap((lead) => [
    {
      id: lead.id * 10 + 1,
      lead_id: lead.id,
      kind: 'notification' as const,
      status: lead.delivery_status === 'failed' ? ('delivered' as const) : lead.delivery_status,
      attempts: 1,
      next_attempt_at: null,
      last_error: null,
      delivered_at: lead.created_at,
      target: 'sales@forecourt.test: New test drive request',
      created_at: lead.created_at,
    },
    {
      id: lead.id * 10 + 2,
      lead_id: lead.id,
      kind: 'crm' as const,
      status: lead.delivery_status,
      attempts: lead.delivery_status === 'failed' ? 8 : lead.delivery_status === 'pending' ? 0 : 1,
      next_attempt_at: lead.delivery_status === 'pending' ? at(-2) : null,
      last_error: lead.delivery_status === 'failed' ? 'HTTP 503 from https://crm.example.com/leads' : null,
      delivered_at: lead.delivery_status === 'delivered' ? lead.created_at : null,
      target: 'https://crm.example.com/leads',
      created_at: lead.created_at,
    },
  ]);
  const settings = new Map<FormsSettingKey, string>(Object.entries(seed.settings ?? { 'crm.system': 'webhook', 'crm.url': 'https://crm.example.com/leads', 'crm.token': 'secret' }) as [FormsSettingKey, string][]);
  const locations = new Map((seed.locations ?? [{ id: 1, name: 'Forecourt Warszawa', city: 'Warszawa', address: 'ul. Puławska 1', email: 'waw@forecourt.test', phone: '+48 22 000 00 00', dealer_id: null }]).map((l) => [l.id, l]));
  const exports = new Map<number, LeadExport & { polls: number }>();
  const notFound = { error: 'Form not found' };
  const formOf = (id: string) => forms.get(Number(id));
  const save = (id: number, input: FormInput, version: number) => {
    const parsed = formInputSchema.safeParse(input);
    if (!parsed.success) {
      return { issues: parsed.error.issues.map((issue) => ({ path: issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join(''), rule: issue.code, message: issue.message })) };
    }
    const form: Form = { ...parsed.data, id, version, lead_count: leads.filter((lead) => lead.form_id === id).length, created_at: forms.get(id)?.created_at ?? at(0), updated_at: new Date().toISOString() };
    forms.set(id, form);
    return { form };
  };
  const nextId = () => Math.max(0, ...forms.keys()) + 1;

  app.get('/forms_api/forms', (c) => c.json({ data: [...forms.values()].map(({ id, name, version, lead_count, created_at, updated_at }) => ({ id, name, version, lead_count, created_at, updated_at })) }));
  app.post('/forms_api/forms', async (c) => {
    const result = save(nextId(), (await c.req.json()) as FormInput, 1);
    return result.form ? c.json({ data: result.form }, 201) : c.json({ error: 'Invalid form', issues: result.issues }, 400);
  });
  app.post('/forms_api/forms/import', async (c) => {
    const body = (await c.req.json()) as { form: FormInput };
    const result = save(nextId(), body.form, 1);
    return result.form ? c.json({ data: result.form }, 201) : c.json({ error: 'Invalid form file', issues: result.issues }, 400);
  });
  app.get('/forms_api/forms/:id', (c) => {
    const form = formOf(c.req.param('id'));
    return form ? c.json({ data: form }) : c.json(notFound, 404);
  });
  app.put('/forms_api/forms/:id', async (c) => {
    const form = formOf(c.req.param('id'));
    if (!form) return c.json(notFound, 404);
    const { version, ...input } = (await c.req.json()) as FormInput & { version: number };
    if (version !== form.version) return c.json({ error: `The form was changed by someone else (your version ${version}, current version ${form.version})` }, 409);
    const result = save(form.id, input, form.version + 1);
    return result.form ? c.json({ data: result.form }) : c.json({ error: 'Invalid form', issues: result.issues }, 400);
  });
  app.delete('/forms_api/forms/:id', (c) => (forms.delete(Number(c.req.param('id'))) ? c.body(null, 204) : c.json(notFound, 404)));
  app.post('/forms_api/forms/:id/duplicate', (c) => {
    const form = formOf(c.req.param('id'));
    if (!form) return c.json(notFound, 404);
    const id = nextId();
    const copy: Form = { ...structuredClone(form), id, name: c.req.query('name') ?? `${form.name} (copy)`, version: 1, lead_count: 0 };
    forms.set(id, copy);
    return c.json({ data: copy }, 201);
  });
  app.get('/forms_api/forms/:id/export', (c) => {
    const form = formOf(c.req.param('id'));
    if (!form) return c.json(notFound, 404);
    const { id: _id, version: _v, lead_count: _l, created_at: _c, updated_at: _u, ...definition } = form;
    return c.json({ forecourt_form: 1, form: definition });
  });

  const leadsOf = (formId: number) => leads.filter((lead) => lead.form_id === formId);
  app.get('/forms_api/forms/:id/leads', (c) => {
    const q = c.req.query();
    const items = Number(q.items ?? 25);
    const page = Number(q.page ?? 1);
    const matching = leadsOf(Number(c.req.param('id')))
      .filter((lead) => (!q.created_at_gteq || lead.created_at >= q.created_at_gteq) && (!q.created_at_lteq || lead.created_at.slice(0, 10) <= q.created_at_lteq))
      .sort((a, b) => (q.sort === 'created_at' ? a.created_at.localeCompare(b.created_at) : b.created_at.localeCompare(a.created_at)));
    return c.json({ data: matching.slice((page - 1) * items, page * items), meta: { page, items, total: matching.length, pages: Math.max(1, Math.ceil(matching.length / items)) } });
  });
  const leadOf = (formId: string, leadId: string) => leads.find((lead) => lead.form_id === Number(formId) && lead.id === Number(leadId));
  app.get('/forms_api/forms/:id/leads/:leadId', (c) => {
    const lead = leadOf(c.req.param('id'), c.req.param('leadId'));
    return lead ? c.json({ data: lead }) : c.json({ error: 'Lead not found' }, 404);
  });
  app.delete('/forms_api/forms/:id/leads/:leadId', (c) => {
    const lead = leadOf(c.req.param('id'), c.req.param('leadId'));
    if (!lead) return c.json({ error: 'Lead not found' }, 404);
    leads.splice(leads.indexOf(lead), 1);
    return c.body(null, 204);
  });
  app.get('/forms_api/forms/:id/leads/:leadId/integrations', (c) => c.json({ data: deliveries.filter((d) => d.lead_id === Number(c.req.param('leadId'))) }));
  app.post('/forms_api/forms/:id/leads/:leadId/integrations/fix', (c) => {
    const lead = leadOf(c.req.param('id'), c.req.param('leadId'));
    if (!lead) return c.json({ error: 'Lead not found' }, 404);
    for (const delivery of deliveries.filter((d) => d.lead_id === lead.id && d.status === 'failed')) {
      Object.assign(delivery, { status: 'delivered', attempts: delivery.attempts + 1, last_error: null, delivered_at: new Date().toISOString() });
    }
    lead.delivery_status = 'delivered';
    return c.json({ data: deliveries.filter((d) => d.lead_id === lead.id) });
  });

  app.post('/forms_api/forms/:id/lead_exports', async (c) => {
    const body = (await c.req.json()) as { format: 'csv' | 'xlsx' };
    const id = exports.size + 1;
    const form = formOf(c.req.param('id'));
    const record = { id, form_id: Number(c.req.param('id')), format: body.format, status: 'queued' as const, done: 0, total: leadsOf(Number(c.req.param('id'))).length, file_name: `${form?.name ?? 'leads'}-leads.${body.format}`, error: null, created_at: new Date().toISOString(), finished_at: null, polls: 0 };
    exports.set(id, record);
    return c.json({ data: record }, 201);
  });
  // Each poll moves the export on by a third, so the progress bar can be seen moving.
  app.get('/forms_api/forms/:id/lead_exports/:exportId', (c) => {
    const record = exports.get(Number(c.req.param('exportId')));
    if (!record) return c.json({ error: 'Export not found' }, 404);
    record.polls++;
    record.done = Math.min(record.total, Math.ceil((record.total * record.polls) / 3));
    Object.assign(record, record.done >= record.total ? { status: 'done', finished_at: new Date().toISOString() } : { status: 'running' });
    return c.json({ data: record });
  });
  app.get('/forms_api/forms/:id/lead_exports/:exportId/download', (c) => c.body('id,created_at\n1,2026-11-22\n', 200, { 'Content-Type': 'text/csv' }));

  app.get('/forms_api/settings', (c) => {
    const data: FormsSetting[] = [...settings].map(([key, value], i) => {
      const secret = key.endsWith('secret') || key.endsWith('token');
      return { id: i + 1, key, value: secret ? '' : value, secret };
    });
    return c.json({ data });
  });
  app.post('/forms_api/settings', async (c) => {
    const { key, value } = (await c.req.json()) as { key: FormsSettingKey; value: string };
    settings.set(key, value);
    return c.json({ data: { id: [...settings.keys()].indexOf(key) + 1, key, value: key.endsWith('secret') || key.endsWith('token') ? '' : value, secret: key.endsWith('secret') || key.endsWith('token') } });
  });
  app.delete('/forms_api/settings/:id', (c) => {
    const key = [...settings.keys()][Number(c.req.param('id')) - 1];
    if (key) settings.delete(key);
    return c.body(null, 204);
  });
  app.get('/forms_api/integrations/active_system', (c) => c.json({ data: { system: settings.get('crm.url') ? 'webhook' : null, url: settings.get('crm.url') ?? null } }));
  app.get('/forms_api/integrations/verify', (c) =>
    c.json({ data: settings.get('crm.url') ? { ok: true, status: 200, message: 'The CRM answered 200 OK.' } : { ok: false, status: null, message: 'No CRM URL is set.' } }),
  );

  app.get('/forms_api/locations', (c) => c.json({ data: [...locations.values()] }));
  app.post('/forms_api/locations', async (c) => {
    const input = (await c.req.json()) as LocationInput;
    if (!input.name?.trim()) return c.json({ error: 'name is required', issues: [{ path: 'name', rule: 'too_small', message: 'is required' }] }, 400);
    const id = Math.max(0, ...locations.keys()) + 1;
    const location: Location = { city: '', address: '', email: null, phone: null, dealer_id: null, ...input, id };
    locations.set(id, location);
    return c.json({ data: location }, 201);
  });
  app.put('/forms_api/locations/:id', async (c) => {
    const id = Number(c.req.param('id'));
    if (!locations.has(id)) return c.json({ error: 'Location not found' }, 404);
    const location: Location = { city: '', address: '', email: null, phone: null, dealer_id: null, ...((await c.req.json()) as LocationInput), id };
    locations.set(id, location);
    return c.json({ data: location });
  });
  app.delete('/forms_api/locations/:id', (c) => (locations.delete(Number(c.req.param('id'))) ? c.body(null, 204) : c.json({ error: 'Location not found' }, 404)));

  app.get('/admin_api/outbox', (c) => {
    const { kind, status } = c.req.query();
    const items = Number(c.req.query('items') ?? 25);
    const page = Number(c.req.query('page') ?? 1);
    const entries: OutboxEntry[] = deliveries
      .filter((d) => (!kind || d.kind === kind) && (!status || d.status === status))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((d) => ({
        ...d,
        form_id: leads.find((lead) => lead.id === d.lead_id)?.form_id ?? 1,
        mail: d.kind === 'crm' ? null : { to: ['sales@forecourt.test'], subject: 'New test drive request', text: `A new lead arrived.\n\nFirst name: Ada\nE-mail: ada@example.com\nModel: defender` },
      }));
    return c.json({ data: entries.slice((page - 1) * items, page * items), meta: { page, items, total: entries.length, pages: Math.max(1, Math.ceil(entries.length / items)) } });
  });

  return { ...story, forms, leads, deliveries };
}
