/**
 * A visitor without JavaScript sends a page's Entry form: the site posts the lead to the content
 * service and answers with the thank-you (after a 303) or the form with its errors. The pages come
 * from the real content service (in-memory, seeded); the form's two routes (GET
 * /public_api/forms/{id}, POST /forms_api/forms/{id}/leads) are answered by a local HTTP stand-in
 * in front of it, which records what the site sends and answers as the lead route does.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHARACTER_LIMIT_EXCEEDED, createContentClient, type PublicForm } from '@forecourt/api-client';
import { freePort, startTestContentService, type TestContentService } from '@forecourt/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSite } from '../server.js';

const form: PublicForm = {
  id: 7,
  title: { en: 'Book a test drive' },
  has_two_columns: false,
  submit_label: { en: 'Book the drive' },
  recaptcha_site_key: null,
  thank_you: { title: { en: 'Thank you, we will call you' }, body: { en: 'Within two working days.' }, redirect_url: null },
  locations: [],
  fields: [
    { id: 'name', type: 'text', label: { en: 'Name' }, rules: { required: true, max: 10 }, width: 'full' },
    { id: 'email', type: 'email', label: { en: 'E-mail' }, rules: { required: true }, width: 'full' },
    { id: 'newsletter', type: 'checkbox', label: { en: 'Send me news' }, rules: {}, width: 'full' },
    { id: 'campaign', type: 'hidden', label: { en: 'Campaign' }, rules: {}, width: 'full' },
  ],
};

interface Lead {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let content: TestContentService;
let front: Server;
let site: Awaited<ReturnType<typeof startSite>>;
let tmp: string;
const leads: Lead[] = [];
let answers: Array<{ status: number; body: unknown }> = [];

const read = async (stream: AsyncIterable<unknown>) => {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
};

/** The content service, with the form's routes answered here and its page view listing the form. */
function startFront(): Promise<string> {
  const target = new URL(content.url);
  front = createServer((req, res) => {
    const url = req.url ?? '/';
    if (req.method === 'GET' && url === `/public_api/forms/${form.id}`) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ data: form }));
    }
    if (req.method === 'POST' && url === `/forms_api/forms/${form.id}/leads`) {
      return void read(req).then((text) => {
        leads.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
        const answer = answers.shift() ?? { status: 201, body: { data: { id: leads.length, created_at: '2026-11-24T08:00:00Z' } } };
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    }
    const upstream = httpRequest(
      { hostname: target.hostname, port: target.port, path: url, method: req.method, headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' } },
      (answer) => {
        if (!url.startsWith('/public_api/page_view/')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          return void answer.pipe(res);
        }
        void read(answer).then((text) => {
          const view = JSON.parse(text) as { data?: { forms?: unknown[] } };
          if (view.data) view.data.forms = [form];
          const { 'content-length': _length, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(JSON.stringify(view));
        });
      },
    );
    req.pipe(upstream);
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
  const client = createContentClient({ baseUrl: content.url, headers: { Cookie: admin.cookie }, csrfToken: () => admin.csrf });
  const page = await client.admin.createPage({
    path: '/test-drive',
    title: { en: 'Test drive' },
    blocks: [
      {
        id: 'form',
        template: 'entry_form',
        version: 1,
        data: { fields: { form_id: '7', form_hidden_field_mapping: '{"campaign": "autumn"}' }, groups: [] },
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
  answers = [];
});

const post = (fields: Record<string, string>, pathname = '/test-drive') =>
  fetch(`${site.url}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ fc_form_id: '7', fc_nonce: 'render-1', fc_website: '', ...fields }),
  });

describe('a plain POST of a page’s form', () => {
  it('should be on the page as a form that posts to the page', async () => {
    const html = await (await fetch(`${site.url}/test-drive`)).text();
    const form = /<form[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/test-drive"');
    expect(html).toContain('name="fc_form_id" value="7"');
  });

  it('should send the lead with the visitor’s address and answer 303 to the thank-you, never cached', async () => {
    const answer = await post({ name: 'Ada', email: 'ada@example.com', newsletter: 'on', campaign: 'autumn' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/test-drive?form_sent=7#form-7');
    expect(leads).toHaveLength(1);
    expect(leads[0]!.body).toEqual({
      values: { name: 'Ada', email: 'ada@example.com', newsletter: true, campaign: 'autumn' },
      locale: 'en',
      page_path: '/test-drive',
    });
    expect(leads[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(leads[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    for (let visit = 0; visit < 2; visit += 1) {
      const thanks = await fetch(`${site.url}/test-drive?form_sent=7`);
      expect(thanks.status).toBe(200);
      expect(thanks.headers.get('x-page-cache')).toBeNull();
      const html = await thanks.text();
      expect(html).toContain('Thank you, we will call you');
      expect(html).not.toContain('<form');
    }
  });

  it('should send a resent form with the same Idempotency-Key', async () => {
    const fields = { name: 'Ada', email: 'ada@example.com' };
    await post(fields);
    await post(fields);
    expect(leads).toHaveLength(2);
    expect(leads[1]!.headers['idempotency-key']).toBe(leads[0]!.headers['idempotency-key']);
  });

  it('should answer 422 with the page showing the submitted values and the errors, not stored', async () => {
    answers.push({
      status: 422,
      body: { error: 'invalid', issues: [{ path: 'name', rule: 'max', limit: 10, message: CHARACTER_LIMIT_EXCEEDED }] },
    });
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
    answers.push({ status: 503, body: { error: 'Unavailable' } });
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
