import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { leadExportInputSchema, leadExportSchema } from '@forecourt/api-client';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { contractApp, errors, idPathParam, signedIn, withOpenApi } from '../contract/declare.js';
import { actorOf } from '../services/audit.js';
import { CONTENT_TYPES } from '../services/lead-exports.js';
import { adminGuards } from './guards.js';

const LeadExport = withOpenApi(leadExportSchema, 'LeadExport');
const exportParams = z.object({ id: idPathParam('Form'), exportId: idPathParam('Lead export') });

/**
 * Background exports of a form's leads (site-shell.md §7 "Forms API"): start one, poll its
 * progress, download the finished CSV or XLSX file (admins; starting one is audited).
 */
export function leadExportRoutes(ctx: ServiceContext) {
  const app = contractApp<{ Variables: { session: Session } }>();
  const access = (kind: 'read' | 'write') => ({
    tags: ['Forms API'],
    description: 'Roles: admin.',
    security: signedIn[kind],
    middleware: [...adminGuards(ctx, 'admin')],
  });

  const startExport = createRoute({
    method: 'post',
    path: '/forms_api/forms/{id}/lead_exports',
    ...access('write'),
    summary: 'Start an export of the form’s leads (CSV or XLSX, optionally of a time range); it runs in the background',
    request: {
      params: z.object({ id: idPathParam('Form') }),
      body: { required: true, content: { 'application/json': { schema: withOpenApi(leadExportInputSchema, 'LeadExportInput') } } },
    },
    responses: {
      202: { description: 'Queued: poll GET …/lead_exports/{exportId}', content: { 'application/json': { schema: z.object({ data: LeadExport }) } } },
      ...errors(400, 401, 403, 404),
    },
  });
  const getExport = createRoute({
    method: 'get',
    path: '/forms_api/forms/{id}/lead_exports/{exportId}',
    ...access('read'),
    summary: 'An export’s status and progress (`done` of `total` leads)',
    request: { params: exportParams },
    responses: {
      200: { description: 'The export', content: { 'application/json': { schema: z.object({ data: LeadExport }) } } },
      ...errors(401, 403, 404),
    },
  });
  const downloadExport = createRoute({
    method: 'get',
    path: '/forms_api/forms/{id}/lead_exports/{exportId}/download',
    ...access('read'),
    summary: 'The finished export’s file, as an attachment',
    description: 'Roles: admin. 409 while the export is queued or running, or when it failed.',
    request: { params: exportParams },
    responses: {
      200: {
        description: 'The file',
        content: Object.fromEntries(
          Object.values(CONTENT_TYPES).map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }]),
        ),
      },
      ...errors(401, 403, 404, 409),
    },
  });

  app.openapi(startExport, async (c) => {
    const { id } = c.req.valid('param');
    const data = await ctx.leadExports.request(id, c.req.valid('json'), actorOf(c.get('session').user));
    return c.json({ data }, 202);
  });
  app.openapi(getExport, async (c) => {
    const { id, exportId } = c.req.valid('param');
    return c.json({ data: await ctx.leadExports.get(id, exportId) }, 200);
  });
  app.openapi(downloadExport, async (c) => {
    const { id, exportId } = c.req.valid('param');
    const file = await ctx.leadExports.file(id, exportId);
    // Streamed from disk: a file of 100k leads is never held in memory. Sent as it is
    // (no-transform keeps the service's compressor off): its length is known, so the browser
    // shows the download's progress.
    const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
    return c.body(body, 200, {
      'Cache-Control': 'no-store, no-transform',
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
    }) as never;
  });
  return app;
}
