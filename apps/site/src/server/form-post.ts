// A visitor without JavaScript sends a page's form as a plain POST to the page itself (the form
// renderer's `<form method="post" action="<page path>">`). The site turns it into the lead the
// browser would have posted, sends it to the content service's lead route as the proxy forwards
// requests (with the visitor's address, so rate limits count per visitor), and answers with a
// page: the thank-you after a redirect, or the form with its values and errors.
import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  createLeadClient,
  type FormFieldIssue,
  type LeadInput,
  type PublicForm,
} from '@forecourt/api-client';
import {
  FORM_ID_FIELD,
  FORM_NONCE_FIELD,
  FORM_SENT_PARAM,
  antiAbuseFields,
  formValuesFromPost,
  type FormSubmissionState,
} from '@forecourt/blocks';
import { routeLocale } from '@forecourt/shell';
import type { Context } from 'hono';
import { clientAddress } from './proxy.js';

const NO_STORE = 'private, no-store';

export interface FormPostOptions {
  /** Origin of the content service. */
  contentServiceUrl: string;
  /** Browser-visible origin: its host and protocol are forwarded as the proxy does. */
  publicUrl?: string | undefined;
  /** Renders the page at the request's path (a GET) with what the POST came to. */
  renderPage: (request: Request, submission: FormSubmissionState) => Promise<Response>;
}

/** The lead route's answer, reduced to what the page shows. */
type LeadAnswer =
  | { kind: 'sent' }
  | { kind: 'invalid'; issues: FormFieldIssue[] }
  | { kind: 'busy'; status: number }
  | { kind: 'failed'; status: number };

/**
 * A key per submission: the same posted body from the same visitor is the same submission (a
 * double click, a resent form after a lost answer), so it gets the first answer. The per-render
 * nonce in the body keeps two visitors' identical answers apart, even on a page from the cache.
 */
function idempotencyKey(formId: number, body: string, from: string | undefined): string {
  const hex = createHash('sha256').update(`${formId}\n${from ?? ''}\n${body}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function postLead(
  options: FormPostOptions,
  c: Context,
  formId: number,
  input: LeadInput,
  key: string,
): Promise<LeadAnswer> {
  const incoming = new URL(c.req.url);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    [IDEMPOTENCY_HEADER.toLowerCase()]: key,
    'x-forwarded-host': options.publicUrl ? new URL(options.publicUrl).host : incoming.host,
    'x-forwarded-proto': (options.publicUrl ? new URL(options.publicUrl).protocol : incoming.protocol).replace(':', ''),
  };
  const from = clientAddress(c);
  if (from) headers['x-forwarded-for'] = from;
  const userAgent = c.req.header('user-agent');
  if (userAgent) headers['user-agent'] = userAgent;
  let response: Response;
  try {
    response = await fetch(new URL(`/forms_api/forms/${formId}/leads`, options.contentServiceUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
      signal: c.req.raw.signal,
    });
  } catch (error) {
    console.error(`Sending a lead of form ${formId} to the content service failed:`, error);
    return { kind: 'failed', status: 502 };
  }
  const body = (await response.json().catch(() => null)) as { issues?: unknown } | null;
  if (response.status === 201) return { kind: 'sent' };
  if (response.status === 429) return { kind: 'busy', status: 429 };
  if (response.status === 422 && Array.isArray(body?.issues)) {
    return { kind: 'invalid', issues: body.issues as FormFieldIssue[] };
  }
  return { kind: 'failed', status: response.status >= 500 ? 503 : response.status };
}

/**
 * Answers a plain POST to a page path: `application/x-www-form-urlencoded` carrying `fc_form_id`
 * (the body is within the edge's 64 KB limit by the time it is read here).
 */
export async function answerFormPost(c: Context, options: FormPostOptions): Promise<Response> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    return c.text('Pages accept only form submissions', 415, { 'Cache-Control': NO_STORE });
  }
  const raw = await c.req.text();
  const body = new URLSearchParams(raw);
  const formId = Number(body.get(FORM_ID_FIELD) ?? Number.NaN);
  if (!Number.isInteger(formId) || formId < 1) {
    return c.text('This is not a form submission', 400, { 'Cache-Control': NO_STORE });
  }
  const url = new URL(c.req.url);
  const pathname = url.pathname;
  const renderWith = async (submission: FormSubmissionState, status: number) => {
    // The page as a GET of the same address, with the result in its form.
    const page = await options.renderPage(
      new Request(url, { method: 'GET', headers: c.req.raw.headers, signal: c.req.raw.signal }),
      submission,
    );
    const headers = new Headers(page.headers);
    // Submitted values are the visitor's own: never cached, never shared.
    headers.set('Cache-Control', NO_STORE);
    headers.delete('ETag');
    headers.delete('Surrogate-Key');
    headers.delete('Cache-Tag');
    return new Response(page.body, { status: page.status === 200 ? status : page.status, headers });
  };

  let form: PublicForm;
  try {
    form = await createLeadClient({ baseUrl: options.contentServiceUrl }).getPublicForm(formId);
  } catch {
    // No such form (or the service is away): the page says so in the form's place.
    return renderWith({ formId, status: 'failed' }, 503);
  }
  const values = formValuesFromPost(form, body);
  const input: LeadInput = {
    values,
    locale: routeLocale(pathname),
    page_path: pathname,
    ...antiAbuseFields(body),
  };
  const key = idempotencyKey(formId, body.has(FORM_NONCE_FIELD) ? raw : `${raw}\n${Date.now()}`, clientAddress(c));
  const answer = await postLead(options, c, formId, input, key);
  switch (answer.kind) {
    case 'sent': {
      const target = new URL(pathname, url);
      target.searchParams.set(FORM_SENT_PARAM, String(formId));
      target.hash = `form-${formId}`;
      return new Response(null, {
        status: 303,
        headers: { Location: `${target.pathname}${target.search}${target.hash}`, 'Cache-Control': NO_STORE },
      });
    }
    case 'invalid':
      return renderWith({ formId, status: 'invalid', values, issues: answer.issues }, 422);
    case 'busy':
      return renderWith({ formId, status: 'busy', values }, answer.status);
    default:
      return renderWith({ formId, status: 'failed', values }, answer.status);
  }
}
