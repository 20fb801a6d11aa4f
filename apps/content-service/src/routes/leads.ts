import type { HttpBindings } from '@hono/node-server';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_HEADER, lineText } from '@forecourt/api-client';
import { Lead, LeadInput, LeadList, LeadListQuery, LeadReceipt } from '../contract/forms.js';
import { contractApp, errors, idPathParam, noContent, ok } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { clientAddress } from '../lib/client-address.js';
import { cacheControl, isId, jsonError, NO_STORE } from '../lib/http.js';
import { consumeLeadPost, createLeadService, storedAnswer, submitLead } from '../services/leads.js';
import { actor, formsAccess, type FormsEnv } from './forms.js';

type Env = FormsEnv & { Bindings: HttpBindings };

const formId = z.object({ id: idPathParam('Form') });
const leadPath = z.object({ id: idPathParam('Form'), leadId: idPathParam('Lead') });
const idempotencyKey = lineText(200).min(1);

/** The form id of the path, when it can be one (else the declaration answers 404 later). */
const pathFormId = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) && isId(Number(raw)) ? Number(raw) : null);

/** `/forms_api/forms/{id}/leads`: a visitor's submission (public), and the admin's leads. */
export function leadRoutes(ctx: ServiceContext) {
  const app = contractApp<Env>();
  const leads = createLeadService(ctx.db);
  const address = (c: { env: HttpBindings | undefined; req: { header(name: string): string | undefined } }) =>
    clientAddress(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), ctx.trustedProxies);

  /** A retried post (same key) gets the first answer back; checked before anything else, reCAPTCHA included. */
  const replay: MiddlewareHandler<Env> = async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!idempotencyKey.safeParse(key).success) {
      return jsonError(c, 400, `${IDEMPOTENCY_HEADER} must be one line of 1 to 200 characters`, [
        { path: IDEMPOTENCY_HEADER, rule: 'idempotency_key', message: 'must be one line of 1 to 200 characters' },
      ]);
    }
    const form = pathFormId(c.req.param('id'));
    const stored = form === null ? null : await storedAnswer(ctx.db, form, key);
    if (!stored) return next();
    c.header('Idempotent-Replayed', 'true');
    return c.json(stored.body, stored.status as 201);
  };

  const rateLimit: MiddlewareHandler<Env> = async (c, next) => {
    const wait = await consumeLeadPost(ctx.leadIntake, `${c.req.param('id')}|${address(c)}`);
    if (wait === 0) return next();
    c.header('Retry-After', String(wait));
    return jsonError(c, 429, `Too many submissions of this form from your connection. Please wait ${wait} seconds and try again.`);
  };

  app.openapi(
    createRoute({
      method: 'post',
      path: '/forms_api/forms/{id}/leads',
      tags: ['Forms API'],
      summary: "Send a form: the lead is stored with its e-mails and CRM call queued before the 201",
      description: [
        'Public; never cached. With `Idempotency-Key`, a retry answers the first answer and stores nothing (checked first).',
        'Then a per-client rate limit (429 with `Retry-After`), the body (unknown keys or fields: 400), the honeypot `fc_website` (422),',
        'reCAPTCHA when configured (`g-recaptcha-response`; 422 refused, 503 when it cannot be checked) and the form\'s rules (422 with `issues`).',
      ].join(' '),
      middleware: [cacheControl(NO_STORE), replay, rateLimit],
      request: {
        params: formId,
        headers: z.object({
          [IDEMPOTENCY_HEADER.toLowerCase()]: idempotencyKey.optional().openapi({ description: 'One per submission; a retry sends the same' }),
        }),
        body: { required: true, description: 'The values and where they were sent from', content: { 'application/json': { schema: LeadInput } } },
      },
      responses: {
        201: { description: 'Stored', content: { 'application/json': { schema: z.object({ data: LeadReceipt }) } } },
        ...errors(400, 404, 413, 415, 422, 429, 503),
      },
    }),
    async (c) => {
      const answer = await submitLead(ctx.db, ctx.leadIntake, c.req.valid('param').id, c.req.valid('json'), {
        address: address(c),
        idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) ?? null,
      });
      return c.json(answer.body as { data: { id: number; created_at: string } }, answer.status as 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms_api/forms/{id}/leads',
      ...formsAccess(ctx, 'read'),
      summary: "A page of the form's leads, newest first unless `sort=created_at`; the read is recorded in the audit log",
      request: { params: formId, query: LeadListQuery },
      responses: { 200: { description: '`{ data, meta }`', content: { 'application/json': { schema: LeadList } } }, ...errors(400, 401, 403, 404) },
    }),
    async (c) => c.json(await leads.list(c.req.valid('param').id, c.req.valid('query'), actor(c)), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms_api/forms/{id}/leads/{leadId}',
      ...formsAccess(ctx, 'read'),
      summary: 'A lead with its values and consents; the read is recorded in the audit log',
      request: { params: leadPath },
      responses: { ...ok(Lead, 'The lead'), ...errors(401, 403, 404) },
    }),
    async (c) => {
      const { id, leadId } = c.req.valid('param');
      return c.json({ data: await leads.get(id, leadId, actor(c)) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/forms_api/forms/{id}/leads/{leadId}',
      ...formsAccess(ctx, 'write'),
      summary: 'Delete a lead with its deliveries',
      request: { params: leadPath },
      responses: { ...noContent('Deleted'), ...errors(401, 403, 404) },
    }),
    async (c) => {
      const { id, leadId } = c.req.valid('param');
      await leads.remove(id, leadId, actor(c));
      return c.body(null, 204);
    },
  );

  return app;
}
