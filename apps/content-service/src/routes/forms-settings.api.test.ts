// The forms API's locations (/forms_api/locations), its settings (/forms_api/settings) and the
// CRM checks (/forms_api/integrations/*), the CRM being a local HTTP stand-in.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let admin: Awaited<ReturnType<TestService['session']>>;
let crm: Server;
let crmUrl: string;
/** What the stand-in CRM received, and the status it answers. */
const received: { headers: IncomingMessage['headers']; body: string }[] = [];
let crmStatus = 200;

beforeAll(async () => {
  service = await startTestService();
  admin = await service.session(['admin'], { email: 'ada@forecourt.test' });
  crm = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(crmStatus, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`;
});
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => crm?.close(resolve));
});

const call = (method: string, path: string, body?: unknown) => service.request(admin.headers, method, path, body);

describe('given an admin managing locations', () => {
  it('should add, read, list, save and remove a location, each change audited', async () => {
    const added = await call('POST', '/forms_api/locations', { name: 'Forecourt Warszawa', city: 'Warszawa', email: 'waw@forecourt.test' });
    expect(added.status).toBe(201);
    const { id } = added.body.data;
    expect(added.body.data).toEqual({ id, name: 'Forecourt Warszawa', city: 'Warszawa', address: '', email: 'waw@forecourt.test', phone: null, dealer_id: null });
    expect((await call('GET', '/forms_api/locations')).body.data).toContainEqual(added.body.data);

    const saved = await call('PUT', `/forms_api/locations/${id}`, { name: 'Forecourt Warsaw', city: 'Warszawa' });
    expect(saved.status).toBe(200);
    expect((await call('GET', `/forms_api/locations/${id}`)).body.data.name).toBe('Forecourt Warsaw');
    expect((await call('PUT', `/forms_api/locations/${id}`, { name: '' })).status).toBe(400);

    expect((await call('DELETE', `/forms_api/locations/${id}`)).status).toBe(204);
    expect((await call('GET', `/forms_api/locations/${id}`)).status).toBe(404);

    const { body } = await call('GET', '/admin_api/audit?entity_type=location&per_page=3');
    expect(body.data.items.map((entry: { action: string; summary: string }) => `${entry.action}: ${entry.summary}`)).toEqual([
      'delete: Removed location "Forecourt Warsaw"',
      'update: Saved location "Forecourt Warsaw"',
      'create: Added location "Forecourt Warszawa"',
    ]);
  });

  it('should refuse an editor', async () => {
    const editor = await service.session(['editor']);
    expect((await service.request(editor.headers, 'GET', '/forms_api/locations')).status).toBe(403);
  });
});

describe('given an admin setting up the CRM', () => {
  it('should keep secrets unreadable, replace a value by key and remove a setting', async () => {
    expect((await call('POST', '/forms_api/settings', { key: 'crm.token', value: 's3cret-token' })).body.data).toMatchObject({
      key: 'crm.token',
      value: '',
      secret: true,
    });
    expect((await call('POST', '/forms_api/settings', { key: 'mail.from', value: 'Forecourt <a@forecourt.test>' })).status).toBe(200);
    // Pasted with spaces around it, kept without them (what the mailer and CRM calls then use).
    const replaced = await call('POST', '/forms_api/settings', { key: 'mail.from', value: '  Forecourt <b@forecourt.test>  ' });
    const listed = (await call('GET', '/forms_api/settings')).body.data as { id: number; key: string; value: string; secret: boolean }[];
    expect(listed.filter((setting) => setting.key === 'mail.from')).toEqual([
      { id: replaced.body.data.id, key: 'mail.from', value: 'Forecourt <b@forecourt.test>', secret: false },
    ]);
    expect(JSON.stringify(listed)).not.toContain('s3cret-token');
    expect((await call('POST', '/forms_api/settings', { key: 'nope', value: 'x' })).status).toBe(400);
    expect((await call('POST', '/forms_api/settings', { key: 'crm.url', value: 'ftp://crm' })).status).toBe(400);

    expect((await call('DELETE', `/forms_api/settings/${replaced.body.data.id}`)).status).toBe(204);
    expect(((await call('GET', '/forms_api/settings')).body.data as { key: string }[]).map((s) => s.key)).not.toContain('mail.from');
    const { body } = await call('GET', '/admin_api/audit?entity_type=forms_setting&per_page=10');
    expect(JSON.stringify(body)).not.toContain('s3cret-token');
  });

  it('should name the active system and verify it with a test call carrying the token', async () => {
    expect((await call('GET', '/forms_api/integrations/active_system')).body.data).toEqual({ system: null, url: null });
    expect((await call('GET', '/forms_api/integrations/verify')).body.data).toMatchObject({ ok: false, status: null });

    await call('POST', '/forms_api/settings', { key: 'crm.url', value: crmUrl });
    await call('POST', '/forms_api/settings', { key: 'crm.token', value: 'crm-token-1' });
    expect((await call('GET', '/forms_api/integrations/active_system')).body.data).toEqual({ system: 'webhook', url: crmUrl });

    crmStatus = 200;
    const accepted = await call('GET', '/forms_api/integrations/verify');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ ok: true, status: 200 });
    expect(received.at(-1)!.headers.authorization).toBe('Bearer crm-token-1');
    expect(JSON.parse(received.at(-1)!.body)).toEqual({ verify: true });

    crmStatus = 401;
    const refused = await call('GET', '/forms_api/integrations/verify');
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ ok: false, status: 401 });
    expect(refused.body.data.message).toContain('401');
  });
});
