// The forms API (/forms_api/forms…): admins build forms; pages get their public view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSchema, formSummarySchema, pageViewSchema, publicFormSchema, type FormInput } from '@forecourt/api-client';
import { defaultBlockData, getTemplate } from '@forecourt/blocks/templates';
import { PUBLIC_CACHE } from '../lib/http.js';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let admin: Awaited<ReturnType<TestService['session']>>;
let editor: Awaited<ReturnType<TestService['session']>>;
beforeAll(async () => {
  service = await startTestService();
  admin = await service.session(['admin', 'editor'], { email: 'ada@forecourt.test' });
  editor = await service.session(['editor'], { email: 'eddie@forecourt.test' });
});
afterAll(async () => {
  await service?.close();
});

const call = (method: string, path: string, body?: unknown) => service.request(admin.headers, method, path, body);

export const testDriveForm: FormInput = {
  name: 'Test drive',
  title: { en: 'Book a test drive', pl: 'Umów jazdę próbną' },
  fields: [
    { id: 'name', type: 'text', label: { en: 'Name', pl: 'Imię' }, rules: { required: true, max: 20 } },
    { id: 'email', type: 'email', label: { en: 'E-mail' }, rules: { required: true } },
    { id: 'model', type: 'select', label: { en: 'Model' }, options: [{ value: 'rrs', label: { en: 'Range Rover Sport' } }] },
  ],
  notifications: { enabled: true, recipients: ['sales@forecourt.test'], subject: 'New test drive' },
  integrations: { crm_enabled: true, field_mapping: { name: 'FullName' } },
  retention_days: 365,
};

async function createForm(input: FormInput = testDriveForm) {
  const { status, body } = await call('POST', '/forms_api/forms', input);
  expect(status).toBe(201);
  return formSchema.parse(body.data);
}

describe('given an admin building a form', () => {
  it('should create, read, list (with its lead count) and save it with its version', async () => {
    const form = await createForm();
    expect(form).toMatchObject({ name: 'Test drive', lead_count: 0, has_two_columns: false, retention_days: 365 });
    expect(form.fields[2]!.width).toBe('full');

    const listed = await call('GET', '/forms_api/forms');
    expect(listed.status).toBe(200);
    const summary = formSummarySchema.array().parse(listed.body.data).find((entry) => entry.id === form.id);
    expect(summary).toEqual({ id: form.id, name: 'Test drive', version: form.version, lead_count: 0, created_at: form.created_at, updated_at: form.updated_at });

    const saved = await call('PUT', `/forms_api/forms/${form.id}`, { ...testDriveForm, name: 'Test drive 2', version: form.version });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Test drive 2', version: form.version + 1 });
    expect((await call('GET', `/forms_api/forms/${form.id}`)).body.data.name).toBe('Test drive 2');
  });

  it('should refuse a save from a stale version with 409, keeping the newer definition', async () => {
    const form = await createForm();
    expect((await call('PUT', `/forms_api/forms/${form.id}`, { ...testDriveForm, name: 'First', version: form.version })).status).toBe(200);
    const stale = await call('PUT', `/forms_api/forms/${form.id}`, { ...testDriveForm, name: 'Second', version: form.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain('changed since you opened it');
    expect((await call('GET', `/forms_api/forms/${form.id}`)).body.data.name).toBe('First');
  });

  it('should name the field of a definition it refuses, and refuse two fields with one id', async () => {
    const fields = [...testDriveForm.fields!, { id: 'colour', type: 'radio', label: { en: 'Colour' }, options: [] }];
    const noOptions = await call('POST', '/forms_api/forms', { ...testDriveForm, fields });
    expect(noOptions.status).toBe(400);
    expect(noOptions.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['fields[3].options']);

    const twice = await call('POST', '/forms_api/forms', { ...testDriveForm, fields: [...testDriveForm.fields!, testDriveForm.fields![0]] });
    expect(twice.status).toBe(400);
    expect(twice.body.issues).toEqual([{ path: 'fields[3].id', rule: 'unique', message: 'is also the id of fields[0]' }]);

    const confirmations = { enabled: true, email_field: 'name', subject: {}, body: {} };
    const notEmail = await call('POST', '/forms_api/forms', { ...testDriveForm, confirmations });
    expect(notEmail.status).toBe(400);
    expect(notEmail.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['confirmations.email_field']);
  });

  it('should answer its settings, set its integrations and delete it', async () => {
    const form = await createForm();
    expect((await call('GET', `/forms_api/forms/${form.id}/settings/notifications`)).body.data).toEqual({
      enabled: true,
      recipients: ['sales@forecourt.test'],
      subject: 'New test drive',
    });
    expect((await call('GET', `/forms_api/forms/${form.id}/settings/thank_you`)).body.data).toEqual({ title: {}, body: {}, redirect_url: null });
    expect((await call('GET', `/forms_api/forms/${form.id}/settings/confirmations`)).body.data.enabled).toBe(false);
    const put = await call('PUT', `/forms_api/forms/${form.id}/integrations`, { crm_enabled: false, field_mapping: { email: 'Email' } });
    expect(put.status).toBe(200);
    expect((await call('GET', `/forms_api/forms/${form.id}/integrations`)).body.data).toEqual({ crm_enabled: false, field_mapping: { email: 'Email' } });

    expect((await call('DELETE', `/forms_api/forms/${form.id}`)).status).toBe(204);
    expect((await call('GET', `/forms_api/forms/${form.id}`)).status).toBe(404);
  });

  it('should duplicate the definition under the name given, which is required', async () => {
    const form = await createForm();
    const copy = await call('POST', `/forms_api/forms/${form.id}/duplicate?name=${encodeURIComponent('Test drive (copy)')}`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ name: 'Test drive (copy)', lead_count: 0, fields: form.fields, notifications: form.notifications });
    expect(copy.body.data.id).not.toBe(form.id);
    expect((await call('POST', `/forms_api/forms/${form.id}/duplicate`)).status).toBe(400);
    expect((await call('POST', `/forms_api/forms/${form.id}/duplicate?name=`)).status).toBe(400);
  });

  it('should export the form as a file that imports as an equal form', async () => {
    const form = await createForm({ ...testDriveForm, name: 'Brochure' });
    const response = await service.fetch(`/forms_api/forms/${form.id}/export`, { headers: admin.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Brochure.form.json"');
    const file = (await response.json()) as { forecourt_form: number; form: Record<string, unknown> };
    expect(file.forecourt_form).toBe(1);
    expect(file.form).not.toHaveProperty('id');

    const imported = await call('POST', '/forms_api/forms/import', file);
    expect(imported.status).toBe(201);
    const { id, version: _v, lead_count: _l, created_at: _c, updated_at: _u, ...definition } = formSchema.parse(imported.body.data);
    const { id: _id, version: _v2, lead_count: _l2, created_at: _c2, updated_at: _u2, ...original } = form;
    expect(id).not.toBe(form.id);
    expect(definition).toEqual(original);
    expect((await call('POST', '/forms_api/forms/import', { forecourt_form: 2, form: file.form })).status).toBe(400);
  });

  it('should record every change in the audit log', async () => {
    const form = await createForm({ ...testDriveForm, name: 'Audited' });
    await call('DELETE', `/forms_api/forms/${form.id}`);
    const { body } = await call('GET', '/admin_api/audit?entity_type=form&per_page=2');
    expect(body.data.items.map((entry: { action: string; summary: string; actor: string }) => [entry.action, entry.summary, entry.actor])).toEqual([
      ['delete', 'Deleted form "Audited" with its leads', 'ada@forecourt.test'],
      ['create', 'Created form "Audited"', 'ada@forecourt.test'],
    ]);
  });
});

describe('given someone who is not an admin', () => {
  it('should answer 403 to an editor and 401 to a signed-out visitor', async () => {
    expect((await service.request(editor.headers, 'GET', '/forms_api/forms')).status).toBe(403);
    expect((await service.request(editor.headers, 'POST', '/forms_api/forms', testDriveForm)).status).toBe(403);
    expect((await service.request({}, 'GET', '/forms_api/forms')).status).toBe(401);
    const noCsrf = await service.request({ Cookie: admin.cookie, 'Content-Type': 'application/json' }, 'POST', '/forms_api/forms', testDriveForm);
    expect(noCsrf.status).toBe(403);
  });
});

describe('given a form on a page', () => {
  it('should answer its public view without the notification, CRM or retention settings, cached publicly', async () => {
    const form = await createForm();
    const response = await service.fetch(`/public_api/forms/${form.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const body = (await response.json()) as { data: Record<string, unknown> };
    const publicForm = publicFormSchema.strict().parse(body.data);
    expect(publicForm).toMatchObject({ id: form.id, fields: form.fields, locations: [], recaptcha_site_key: null });
    expect(JSON.stringify(body)).not.toContain('sales@forecourt.test');
    expect((await service.fetch('/public_api/forms/999999')).status).toBe(404);
  });

  it('should carry the forms its blocks name in the page view (form_id settings and form CTA links)', async () => {
    const entry = await createForm({ ...testDriveForm, name: 'Entry' });
    const modal = await createForm({ ...testDriveForm, name: 'Modal' });
    const unused = await createForm({ ...testDriveForm, name: 'Unused' });
    const block = (id: string, template: string, fields: Record<string, unknown>) => {
      const definition = getTemplate(template)!;
      return { id, template, version: definition.version, data: { fields: { ...defaultBlockData(definition).fields, ...fields }, groups: [] } };
    };
    const cta = { labelText: 'Ask us', href: '', type: 'form', formId: String(modal.id) };
    const blocks = [
      block('offers', 'offers_block', { form_id: String(entry.id) }),
      block('hero', 'hero_title_banner', {
        heading: { en: 'Hello' },
        image: { id: 'workshop-wide', alt: 'A workshop', size: '1600x900' },
        'rdx-buttons': { en: [cta], pl: [cta] },
      }),
    ];
    const created = await service.request(admin.headers, 'POST', '/admin_api/pages', { path: '/forms-page', title: { en: 'Forms page' }, blocks });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const published = await service.request(admin.headers, 'POST', `/admin_api/pages/${created.body.data.id}/publish`, { version: 1 });
    expect(published.status).toBe(200);

    const view = await service.fetch('/public_api/page_view/by_path/forms-page');
    expect(view.status).toBe(200);
    const { forms } = pageViewSchema.parse(((await view.json()) as { data: unknown }).data);
    expect(forms.map((form) => form.id).sort()).toEqual([entry.id, modal.id].sort());
    expect(forms.map((form) => form.id)).not.toContain(unused.id);
  });
});
