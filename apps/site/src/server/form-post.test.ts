/**
 * A visitor without JavaScript sends a page's Entry form: the site posts the lead to the content
 * service and answers with the thank-you (after a 303) or the form with its values and errors.
 * Everything is the real content service's (in-memory, seeded; the form made through its forms
 * API). A local HTTP hop in front of it records what the site sends to the lead route and, when a
 * test asks, answers in its place with an outage the real service cannot be made to have.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHARACTER_LIMIT_EXCEEDED, createContentClient, type ContentClient } from '@forecourt/api-client';
import { freePort, startTestContentService, type TestContentService } from '@forecourt/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSite } from '../server.js';

interface Lead {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let content: TestContentService;
let client: ContentClient;
let front: Server;
let site: Awaited<ReturnType<typeof startSite>>;
let tmp: string;
let formId: number;
const leads: Lead[] = [];
/** Answers the hop gives in the service's place, in order; empty: the service answers. */
let outage: Array<{ status: number; body: unknown }> = [];

const read = async (stream: AsyncIterable<unknown>) => {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
};

/** Forwards everything to the content service, recording lead posts (see above). */
function startFront(): Promise<string> {
  const target = new URL(content.url);
  front = createServer((req, res) => {
    const url = req.url ?? '/';
    const forward = (body: string | null) => {
      const upstream = httpRequest(
        { hostname: target.hostname, port: target.port, path: url, method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      if (body === null) req.pipe(upstream);
      else upstream.end(body);
    };
    if (req.method !== 'POST' || !/^\/forms_api\/forms\/\d+\/leads$/.test(url)) return forward(null);
    void read(req).then((text) => {
      const body = JSON.parse(text) as Record<string, unknown>;
      leads.push({ headers: req.headers, body });
      const instead = outage.shift();
      if (!instead) return forward(text);
      res.writeHead(instead.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(instead.body));
    });
  });
  return new Promise((resolve) => front.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(front.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  content = await startTestContentService({ publicUrl: siteOrigin });
  tmp = await mkdtemp(path.join(tmpdir(), 'forecourt-form-post-'));
  await mkdir(path.join(tmp, 'cms'), { recursive: true });
  await mkdir(path.join(tmp, 'client'), { recursive: true });
  await writeFile(path.join(tmp, 'cms/index.html'), '<!DOCTYPE html><title>Forecourt CMS</title>');
  const frontUrl = await startFront();
  site = await startSite({
    port: sitePort,
    hostname: '127.0.0.1',
    publicUrl: siteOrigin,
    contentServiceUrl: frontUrl,
    cmsDist: path.join(tmp, 'cms'),
    clientDist: path.join(tmp, 'client'),
  });
  const admin = await content.signIn('admin');
  client = createContentClient({ baseUrl: content.url, headers: { Cookie: admin.cookie }, csrfToken: () => admin.csrf });
  const form = await client.forms.createForm({
    name: 'Test drive (no JavaScript)',
    title: { en: 'Book a test drive' },
    submit_label: { en: 'Book the drive' },
    thank_you: { title: { en: 'Thank you, we will call you' }, body: { en: 'Within two working days.' }, redirect_url: null },
    fields: [
      { id: 'name', type: 'text', label: { en: 'Name' }, rules: { required: true, max: 10 } },
      { id: 'email', type: 'email', label: { en: 'E-mail' }, rules: { required: true } },
      { id: 'newsletter', type: 'checkbox', label: { en: 'Send me news' } },
      { id: 'campaign', type: 'hidden', label: { en: 'Campaign' } },
    ],
  });
  formId = form.id;
  const page = await client.admin.createPage({
    path: '/test-drive',
    title: { en: 'Test drive' },
    blocks: [
      {
        id: 'form',
        template: 'entry_form',
        version: 1,
        data: { fields: { form_id: String(formId), form_hidden_field_mapping: '{"campaign": "autumn"}' }, groups: [] },
      },
    ],
  });
  await client.admin.publishPage(page.id, page.version);
});

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => front?.close(resolve));
  await content?.close();
  await rm(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  leads.length = 0;
  outage = [];
});

const post = (fields: Record<string, string>, pathname = '/test-drive') =>
  fetch(`${site.url}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ fc_form_id: String(formId), fc_nonce: 'render-1', fc_website: '', ...fields }),
  });

describe('a plain POST of a page’s form', () => {
  it('should be on the page as a form that posts to the page', async () => {
    const html = await (await fetch(`${site.url}/test-drive`)).text();
    const form = /<form[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/test-drive"');
    expect(html).toContain(`name="fc_form_id" value="${formId}"`);
  });

  it('should send the lead with the visitor’s address and answer 303 to the thank-you, never cached', async () => {
    const answer = await post({ name: 'Ada', email: 'ada@example.com', newsletter: 'on', campaign: 'autumn' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/test-drive?form_sent=${formId}#form-${formId}`);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.body).toEqual({
      values: { name: 'Ada', email: 'ada@example.com', newsletter: true, campaign: 'autumn' },
      locale: 'en',
      page_path: '/test-drive',
    });
    expect(leads[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(leads[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await client.forms.listLeads(formId);
    expect(stored.data.map((lead) => lead.values)).toContainEqual({
      name: 'Ada',
      email: 'ada@example.com',
      newsletter: true,
      campaign: 'autumn',
    });

    for (let visit = 0; visit < 2; visit += 1) {
      const thanks = await fetch(`${site.url}/test-drive?form_sent=${formId}`);
      expect(thanks.status).toBe(200);
      expect(thanks.headers.get('x-page-cache')).toBeNull();
      const html = await thanks.text();
      expect(html).toContain('Thank you, we will call you');
      expect(html).not.toContain('<form');
    }
  });

  it('should store a resent form once, as the same submission (the same Idempotency-Key)', async () => {
    const values = { name: 'Grace', email: 'grace@example.com' };
    const before = (await client.forms.listLeads(formId)).meta.total;
    expect((await post(values)).status).toBe(303);
    expect((await post(values)).status).toBe(303);
    expect(leads).toHaveLength(2);
    expect(leads[1]!.headers['idempotency-key']).toBe(leads[0]!.headers['idempotency-key']);
    expect((await client.forms.listLeads(formId)).meta.total).toBe(before + 1);
    await post({ ...values, name: 'Grace H.' });
    expect(leads[2]!.headers['idempotency-key']).not.toBe(leads[0]!.headers['idempotency-key']);
  });

  it('should answer 422 with the page showing the submitted values and the errors, not stored', async () => {
    const answer = await post({ name: 'Ada Lovelace-Byron', email: 'ada@example.com' });
    expect(answer.status).toBe(422);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    // React separates adjacent text with empty comments.
    const html = (await answer.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('value="Ada Lovelace-Byron"');
    expect(html).toContain(`Name: ${CHARACTER_LIMIT_EXCEEDED}`);
    expect(html).toContain('aria-invalid="true"');
    // The published page itself still shows an empty form.
    expect(await (await fetch(`${site.url}/test-drive`)).text()).not.toContain('Ada Lovelace-Byron');
  });

  it('should show a calm note in the form when the content service cannot take the lead', async () => {
    outage.push({ status: 503, body: { error: 'The service is unavailable' } });
    const answer = await post({ name: 'Ada', email: 'ada@example.com' });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const html = await answer.text();
    expect(html).toContain('The form could not be sent just now');
    expect(html).toContain('value="Ada"');
  });

  it('should refuse a POST that is not a form submission', async () => {
    const answer = await fetch(`${site.url}/test-drive`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(415);
    expect(leads).toHaveLength(0);
  });
});
