import { createRoute, z } from '@hono/zod-openapi';
import { deliveryKinds, deliveryStatuses, leadDeliverySchema, outboxListSchema } from '@forecourt/api-client';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { contractApp, errors, idPathParam, ok, okBody, signedIn, withOpenApi } from '../contract/declare.js';
import { actorOf } from '../services/audit.js';
import { createLeadDeliveryService } from '../services/lead-deliveries.js';
import { adminGuards } from './guards.js';

const LeadDelivery = withOpenApi(leadDeliverySchema, 'LeadDelivery');
const OutboxList = withOpenApi(outboxListSchema, 'OutboxList');

const leadParams = z.object({ id: idPathParam('Form'), leadId: idPathParam('Lead') });

const outboxQuery = z.object({
  kind: z.enum(deliveryKinds).optional(),
  status: z.enum(deliveryStatuses).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  items: z.coerce.number().int().min(1).max(200).default(25),
});

/**
 * A lead's e-mails and CRM calls (site-shell.md §7 "Forms API"): their attempts, "fix" to send
 * the failed ones again, and the outbox of every lead for /admin (admins).
 */
export function leadDeliveryRoutes(ctx: ServiceContext) {
  const app = contractApp<{ Variables: { session: Session } }>();
  const deliveries = createLeadDeliveryService(ctx.db);
  const access = (kind: 'read' | 'write', tag: string) => ({
    tags: [tag],
    description: 'Roles: admin.',
    security: signedIn[kind],
    middleware: [...adminGuards(ctx, 'admin')],
  });

  const listIntegrations = createRoute({
    method: 'get',
    path: '/forms_api/forms/{id}/leads/{leadId}/integrations',
    ...access('read', 'Forms API'),
    summary: 'The lead’s e-mails and CRM calls with their attempts, oldest first',
    request: { params: leadParams },
    responses: { ...ok(z.array(LeadDelivery), 'The deliveries'), ...errors(401, 403, 404) },
  });
  const fixIntegrations = createRoute({
    method: 'post',
    path: '/forms_api/forms/{id}/leads/{leadId}/integrations/fix',
    ...access('write', 'Forms API'),
    summary: 'Send the lead’s failed deliveries again (back to pending, attempts reset)',
    description: 'Roles: admin. 409 when none of the lead’s deliveries has failed.',
    request: { params: leadParams },
    responses: { ...ok(z.array(LeadDelivery), 'Every delivery of the lead, the failed ones pending again'), ...errors(401, 403, 404, 409) },
  });
  const outbox = createRoute({
    method: 'get',
    path: '/admin_api/outbox',
    ...access('read', 'Admin'),
    summary: 'Every e-mail and CRM call leads caused, newest first; e-mails with their recipients, subject and text',
    request: { query: outboxQuery },
    responses: { ...okBody(OutboxList, 'One page of the outbox (`data` and `meta`)'), ...errors(400, 401, 403) },
  });

  app.openapi(listIntegrations, async (c) => {
    const { id, leadId } = c.req.valid('param');
    return c.json({ data: await deliveries.list(id, leadId) }, 200);
  });
  app.openapi(fixIntegrations, async (c) => {
    const { id, leadId } = c.req.valid('param');
    return c.json({ data: await deliveries.fix(id, leadId, actorOf(c.get('session').user)) }, 200);
  });
  app.openapi(outbox, async (c) => c.json(await deliveries.outbox(c.req.valid('query')), 200));
  return app;
}
