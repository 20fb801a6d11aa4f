import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import type { FormsSetting as FormsSettingValue, IntegrationVerify as IntegrationVerifyValue } from '@forecourt/api-client';
import { ActiveSystem, FormsSetting, FormsSettingInput, IntegrationVerify } from '../contract/forms.js';
import { contractApp, errors, idPathParam, noContent, ok } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { formsSettings } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { recordAudit } from '../services/audit.js';
import { formsSetting } from '../services/forms.js';
import { actor, formsAccess, formsJsonBody, type FormsEnv } from './forms.js';

/** How long the CRM may take to answer the test call. */
const VERIFY_TIMEOUT_MS = 5000;

/** Secrets are written, never read back: the admin sees that one is set, not what it is. */
const isSecret = (key: string) => key.endsWith('secret') || key.endsWith('token');

const toSetting = (row: typeof formsSettings.$inferSelect): FormsSettingValue => ({
  id: row.id,
  key: row.key as FormsSettingValue['key'],
  value: isSecret(row.key) ? '' : row.value,
  secret: isSecret(row.key),
});

/** `/forms_api/settings` and `/forms_api/integrations/*` (admins): the CRM, reCAPTCHA and mail sender. */
export function formsSettingRoutes(ctx: ServiceContext) {
  const app = contractApp<FormsEnv>();
  const read = formsAccess(ctx, 'read');
  const write = formsAccess(ctx, 'write');
  // The reCAPTCHA site key is part of every public form.
  const settingsChanged = () => ctx.changes.publish({ scope: 'site', reason: 'forms_setting_changed' });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms_api/settings',
      ...read,
      summary: 'The forms settings; values of keys ending in `secret` or `token` answer as empty, with `secret: true`',
      responses: { ...ok(z.array(FormsSetting), 'The settings'), ...errors(401, 403) },
    }),
    async (c) => {
      const rows = await ctx.db.select().from(formsSettings).orderBy(asc(formsSettings.key));
      return c.json({ data: rows.map(toSetting) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/forms_api/settings',
      ...write,
      summary: 'Set a forms setting (creates it, or replaces the value of its key)',
      request: formsJsonBody(FormsSettingInput, '`{ key, value }`'),
      responses: { ...ok(FormsSetting, 'The setting'), ...errors(400, 401, 403, 413, 415) },
    }),
    async (c) => {
      const { key, value: typed } = c.req.valid('json');
      // Stored as it is meant: a pasted URL, key or token keeps no stray spaces around it.
      const value = typed.trim();
      if (key === 'crm.url' && value !== '' && !/^https?:$/.test(URL.parse(value)?.protocol ?? '')) {
        throw new HttpError(400, 'Invalid request body', [{ path: 'value', rule: 'url', message: 'must be an http or https URL' }]);
      }
      const row = await ctx.db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(formsSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: formsSettings.key, set: { value, updated_at: new Date() } })
          .returning();
        await recordAudit(tx, { actor: actor(c), entity_type: 'forms_setting', entity_id: key, action: 'update', summary: `Set ${key}` });
        return saved!;
      });
      await settingsChanged();
      return c.json({ data: toSetting(row) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/forms_api/settings/{id}',
      ...write,
      summary: 'Remove a forms setting',
      request: { params: z.object({ id: idPathParam('Setting') }) },
      responses: { ...noContent('Removed'), ...errors(401, 403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await ctx.db.transaction(async (tx) => {
        const [deleted] = await tx.delete(formsSettings).where(eq(formsSettings.id, id)).returning({ key: formsSettings.key });
        if (!deleted) throw new HttpError(404, 'Setting not found');
        await recordAudit(tx, { actor: actor(c), entity_type: 'forms_setting', entity_id: deleted.key, action: 'delete', summary: `Removed ${deleted.key}` });
      });
      await settingsChanged();
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms_api/integrations/active_system',
      ...read,
      summary: 'The CRM leads go to: a webhook at `crm.url`, or nulls when none is set',
      responses: { ...ok(ActiveSystem, 'The active system'), ...errors(401, 403) },
    }),
    async (c) => {
      const url = await formsSetting(ctx.db, 'crm.url');
      return c.json({ data: url ? { system: 'webhook' as const, url } : { system: null, url: null } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms_api/integrations/verify',
      ...read,
      summary: 'Sends `{ "verify": true }` to the CRM and says how it answered',
      description:
        'POSTs to `crm.url` with `Authorization: Bearer <crm.token>` when a token is set, waiting at most 5 s. Answers 200 whatever the CRM did: `ok`, its `status` (null when it could not be reached) and a `message`.',
      responses: { ...ok(IntegrationVerify, 'How the CRM answered'), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await verifyCrm(ctx) }, 200),
  );

  return app;
}

async function verifyCrm(ctx: ServiceContext): Promise<IntegrationVerifyValue> {
  const [url, token] = await Promise.all([formsSetting(ctx.db, 'crm.url'), formsSetting(ctx.db, 'crm.token')]);
  if (!url) return { ok: false, status: null, message: 'No CRM is set up: set crm.url first' };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ verify: true }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      redirect: 'manual',
    });
    await response.body?.cancel();
    return response.ok
      ? { ok: true, status: response.status, message: `The CRM accepted the test call (${response.status})` }
      : { ok: false, status: response.status, message: `The CRM refused the test call (${response.status} ${response.statusText})`.trim() };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const reason = timedOut ? 'it did not answer within 5 seconds' : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { ok: false, status: null, message: `The CRM could not be reached: ${reason}` };
  }
}
