import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bodyLimitFor, bodyTooLargeMessage, mediaUpdateSchema, mediaUploadSchema, mediaUsageSchema } from '@forecourt/api-client';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { MediaItem } from '../contract/components.js';
import { contractApp, errors, noContent, ok, signedIn, textPathParam, withOpenApi } from '../contract/declare.js';
import { HttpError, jsonError } from '../lib/http.js';
import { actorOf } from '../services/audit.js';
import { adminGuards } from './guards.js';

/** Each request's own body limit (15 MB for a file, 1 MB for JSON), refused with 413 before reading on. */
const sizeLimit: MiddlewareHandler = async (c, next) => {
  const limit = bodyLimitFor(c.req.method, new URL(c.req.url).pathname);
  return bodyLimit({
    maxSize: limit.bytes,
    onError: (c) => {
      c.header('Connection', 'close');
      return jsonError(c, 413, bodyTooLargeMessage(limit));
    },
  })(c, next);
};

const MediaUsage = withOpenApi(mediaUsageSchema, 'MediaUsage');
const mediaId = z.object({ id: textPathParam(100, 'Media id') });

/**
 * The media library beyond listing and uploading (in admin.ts): one image, its alternative texts,
 * bucket and focal point, a new file under the same id, where it is used, deleting it (refused
 * while used); and the public stylesheet of focal points.
 */
export function mediaRoutes(ctx: ServiceContext) {
  const app = contractApp<{ Variables: { session: Session } }>();
  const access = (kind: 'read' | 'write') => ({
    tags: ['Admin'],
    description: 'Roles: editor, admin.',
    security: signedIn[kind],
    middleware: [sizeLimit, ...adminGuards(ctx, 'editor', 'admin')],
  });
  const actor = (c: { get(key: 'session'): Session }) => actorOf(c.get('session').user);

  const getMedia = createRoute({
    method: 'get',
    path: '/admin_api/media/{id}',
    ...access('read'),
    summary: 'One image of the media library',
    request: { params: mediaId },
    responses: { ...ok(MediaItem, 'The image'), ...errors(400, 401, 403, 404) },
  });
  const updateMedia = createRoute({
    method: 'patch',
    path: '/admin_api/media/{id}',
    ...access('write'),
    summary: 'Change alternative texts (per locale), bucket or focal point of an image',
    request: {
      params: mediaId,
      body: { required: true, description: 'The changed fields', content: { 'application/json': { schema: mediaUpdateSchema } } },
    },
    responses: { ...ok(MediaItem, 'The image'), ...errors(400, 401, 403, 404, 413, 415) },
  });
  const replaceMedia = createRoute({
    method: 'put',
    path: '/admin_api/media/{id}/file',
    ...access('write'),
    summary: 'Replace the file of an image, keeping its id, texts and focal point (same limits as an upload)',
    request: {
      params: mediaId,
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: mediaUploadSchema
              .pick({ file: true })
              .extend({ file: withOpenApi(mediaUploadSchema.shape.file, { type: 'string', format: 'binary' }) }),
          },
        },
      },
    },
    responses: { ...ok(MediaItem, 'The image'), ...errors(400, 401, 403, 404, 413, 415, 422) },
  });
  const mediaUsage = createRoute({
    method: 'get',
    path: '/admin_api/media/{id}/usage',
    ...access('read'),
    summary: 'Where an image is used: pages (draft or published blocks), navigation entries, vehicles',
    request: { params: mediaId },
    responses: { ...ok(MediaUsage, 'The users'), ...errors(400, 401, 403, 404) },
  });
  const deleteMedia = createRoute({
    method: 'delete',
    path: '/admin_api/media/{id}',
    ...access('write'),
    summary: 'Delete an image; 409 naming its users while anything uses it',
    request: { params: mediaId },
    responses: { ...noContent('Deleted'), ...errors(400, 401, 403, 404, 409) },
  });
  const focusCss = createRoute({
    method: 'get',
    path: '/api/v1/image-focus.css',
    tags: ['Site API'],
    summary: 'Focal points as CSS: object-position of every cropped image whose focal point is not the centre',
    responses: { 200: { description: 'The stylesheet', content: { 'text/css': { schema: z.string() } } } },
  });

  app.openapi(getMedia, async (c) => c.json({ data: await ctx.media.get(c.req.valid('param').id) }, 200));
  app.openapi(updateMedia, async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw new HttpError(400, 'Request body must be JSON');
    });
    return c.json({ data: await ctx.media.update(c.req.valid('param').id, body, actor(c)) }, 200);
  });
  app.openapi(replaceMedia, async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new HttpError(400, 'Expected a multipart form with a file field');
    });
    const file = form.file;
    if (!(file instanceof File)) {
      throw new HttpError(400, 'Expected a multipart form with a file field', [{ path: 'file', rule: 'required', message: 'A file is required' }]);
    }
    const data = Buffer.from(await file.arrayBuffer());
    return c.json({ data: await ctx.media.replace(c.req.valid('param').id, { data, filename: file.name, type: file.type }, actor(c)) }, 200);
  });
  app.openapi(mediaUsage, async (c) => c.json({ data: await ctx.media.usage(c.req.valid('param').id) }, 200));
  app.openapi(deleteMedia, async (c) => {
    await ctx.media.remove(c.req.valid('param').id, actor(c));
    return c.body(null, 204);
  });
  app.openapi(focusCss, async (c) =>
    c.body(await ctx.media.focusCss(), 200, {
      'Content-Type': 'text/css; charset=utf-8',
      // Short: a new focal point reaches visitors within a minute.
      'Cache-Control': 'public, max-age=60',
    }),
  );
  return app;
}
