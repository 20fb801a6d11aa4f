import { createRoute, z } from '@hono/zod-openapi';
import { lineText } from '@forecourt/api-client';
import type { Session } from '../auth/sessions.js';
import {
  ConfirmationSettings,
  Form,
  FormFile,
  FormInput,
  FormIntegrations,
  FormSummary,
  FormUpdate,
  NotificationSettings,
  PublicForm,
  ThankYouSettings,
} from '../contract/forms.js';
import { contractApp, created, errors, idPathParam, noContent, ok, okBody, signedIn } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { cacheControl, PUBLIC_CACHE } from '../lib/http.js';
import { actorOf } from '../services/audit.js';
import { adminGuards } from './guards.js';

export type FormsEnv = { Variables: { session: Session } };

/** Admin routes of the forms API: tag, roles, security and guards (no-store, session, CSRF on writes, admin). */
export const formsAccess = (ctx: ServiceContext, kind: 'read' | 'write') => ({
  tags: ['Forms API'],
  description: 'Roles: admin.',
  security: signedIn[kind],
  middleware: [...adminGuards(ctx, 'admin')],
});

export const formsJsonBody = <S extends z.ZodType>(schema: S, description: string) => ({
  body: { required: true, description, content: { 'application/json': { schema } } },
});

export const actor = (c: { get(key: 'session'): Session }) => actorOf(c.get('session').user);

const READ_ERRORS = errors(401, 403);
const WRITE_ERRORS = errors(400, 401, 403, 413, 415);
const formId = z.object({ id: idPathParam('Form') });

/** `Content-Disposition` of a downloaded file: an ASCII name, and the exact one when it differs. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii === fileName
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** site-shell.md §7 "Forms API": the forms (admins), and the public form a page renders. */
export function formRoutes(ctx: ServiceContext) {
  const app = contractApp<FormsEnv>();
  const read = formsAccess(ctx, 'read');
  const write = formsAccess(ctx, 'write');

  const settingsRoute = (part: 'thank_you' | 'notifications' | 'confirmations', schema: z.ZodType, summary: string) =>
    createRoute({
      method: 'get',
      path: `/forms_api/forms/{id}/settings/${part}`,
      ...read,
      summary,
      request: { params: formId },
      responses: { ...ok(schema, 'The settings'), ...READ_ERRORS, ...errors(404) },
    });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms_api/forms',
      ...read,
      summary: 'All forms (summaries with their lead counts), by name',
      responses: { ...ok(z.array(FormSummary), 'The forms'), ...READ_ERRORS },
    }),
    async (c) => c.json({ data: await ctx.forms.list() }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/forms_api/forms',
      ...write,
      summary: 'Create a form',
      request: formsJsonBody(FormInput, 'The form definition'),
      responses: { ...created(Form, 'The form'), ...WRITE_ERRORS },
    }),
    async (c) => c.json({ data: await ctx.forms.create(c.req.valid('json'), actor(c)) }, 201),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/forms_api/forms/import',
      ...write,
      summary: 'Create a form from a form file (GET /forms/{id}/export)',
      request: formsJsonBody(FormFile, '`{ forecourt_form: 1, form }`'),
      responses: { ...created(Form, 'The new form'), ...WRITE_ERRORS },
    }),
    async (c) => c.json({ data: await ctx.forms.importFile(c.req.valid('json'), actor(c)) }, 201),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms_api/forms/{id}',
      ...read,
      summary: 'A form with its whole definition',
      request: { params: formId },
      responses: { ...ok(Form, 'The form'), ...READ_ERRORS, ...errors(404) },
    }),
    async (c) => c.json({ data: await ctx.forms.get(c.req.valid('param').id) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/forms_api/forms/{id}',
      ...write,
      summary: 'Save the whole definition from the version it was edited from (409 when it changed since)',
      request: { params: formId, ...formsJsonBody(FormUpdate, 'The definition and `version`') },
      responses: { ...ok(Form, 'The saved form, one version up'), ...WRITE_ERRORS, ...errors(404, 409) },
    }),
    async (c) => c.json({ data: await ctx.forms.update(c.req.valid('param').id, c.req.valid('json'), actor(c)) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/forms_api/forms/{id}',
      ...write,
      summary: 'Delete a form with its leads',
      request: { params: formId },
      responses: { ...noContent('Deleted'), ...READ_ERRORS, ...errors(404) },
    }),
    async (c) => {
      await ctx.forms.remove(c.req.valid('param').id, actor(c));
      return c.body(null, 204);
    },
  );

  app.openapi(settingsRoute('thank_you', ThankYouSettings, 'What a visitor sees after sending the form'), async (c) =>
    c.json({ data: (await ctx.forms.get(c.req.valid('param').id)).thank_you }, 200),
  );
  app.openapi(settingsRoute('notifications', NotificationSettings, 'The mail to the team when a lead arrives'), async (c) =>
    c.json({ data: (await ctx.forms.get(c.req.valid('param').id)).notifications }, 200),
  );
  app.openapi(settingsRoute('confirmations', ConfirmationSettings, 'The mail to the visitor who sent the form'), async (c) =>
    c.json({ data: (await ctx.forms.get(c.req.valid('param').id)).confirmations }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms_api/forms/{id}/integrations',
      ...read,
      summary: 'Whether leads go to the CRM, and under which names',
      request: { params: formId },
      responses: { ...ok(FormIntegrations, 'The integrations'), ...READ_ERRORS, ...errors(404) },
    }),
    async (c) => c.json({ data: (await ctx.forms.get(c.req.valid('param').id)).integrations }, 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/forms_api/forms/{id}/integrations',
      ...write,
      summary: "Set the form's CRM integration (the form's version goes up)",
      request: { params: formId, ...formsJsonBody(FormIntegrations, '`{ crm_enabled, field_mapping }`') },
      responses: { ...ok(FormIntegrations, 'The integrations'), ...WRITE_ERRORS, ...errors(404) },
    }),
    async (c) =>
      c.json({ data: await ctx.forms.putIntegrations(c.req.valid('param').id, c.req.valid('json'), actor(c)) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms_api/forms/{id}/export',
      ...read,
      summary: 'The form as a file to keep or import elsewhere (`<name>.form.json`, without its leads)',
      request: { params: formId },
      responses: { ...okBody(FormFile, 'The form file, as an attachment'), ...READ_ERRORS, ...errors(404) },
    }),
    async (c) => {
      const file = await ctx.forms.exportFile(c.req.valid('param').id);
      c.header('Content-Disposition', attachment(`${file.form.name}.form.json`));
      return c.json(file, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/forms_api/forms/{id}/duplicate',
      ...write,
      summary: 'A copy of the form under a new name (the definition, not the leads)',
      request: {
        params: formId,
        query: z.object({ name: lineText(200).min(1, { error: 'is required' }).openapi({ description: 'Name of the copy' }) }),
      },
      responses: { ...created(Form, 'The copy'), ...WRITE_ERRORS, ...errors(404) },
    }),
    async (c) =>
      c.json({ data: await ctx.forms.duplicate(c.req.valid('param').id, c.req.valid('query').name, actor(c)) }, 201),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/public_api/forms/{id}',
      tags: ['Public'],
      summary: 'A form as a page renders it',
      description:
        'Fields, labels, thank-you content, the locations of a retailer pick and the reCAPTCHA site key; never the notification, CRM or retention settings.',
      middleware: [cacheControl(PUBLIC_CACHE)],
      request: { params: formId },
      responses: { ...ok(PublicForm, 'The form'), ...errors(404) },
    }),
    async (c) => c.json({ data: await ctx.forms.publicForm(c.req.valid('param').id) }, 200),
  );

  return app;
}
