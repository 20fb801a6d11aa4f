import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { MODEL_KEY_MAX_LENGTH, MODEL_KEY_PATTERN, modelSpecSchema, type ModelSpec } from '@forecourt/api-client';
import { contractApp, errors, ok, textPathParam } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { modelSpecs } from '../db/schema.js';
import { cacheControl, HttpError, PUBLIC_CACHE } from '../lib/http.js';

const modelKey = textPathParam(MODEL_KEY_MAX_LENGTH, 'Model or model-year code, e.g. rrs-23my').regex(MODEL_KEY_PATTERN, {
  error: 'may hold only lower-case letters, digits and inner hyphens',
});

const modelSpec = createRoute({
  method: 'get',
  path: '/api/compare/spec/{modelKey}',
  tags: ['Site API'],
  summary: 'The specification of a model or model year: an array whose first element is the spec',
  description:
    'Engines, each with its specifications (groups of named values); standard equipment; derivatives with their headline values, for the model summary. An unknown code answers 404.',
  request: { params: z.object({ modelKey }) },
  responses: { ...ok(z.array(modelSpecSchema), 'The spec, as the only element'), ...errors(400, 404) },
});

/** site-shell.md §3 `GET /api/compare/spec/{modelKey}`, read by the specification and model-summary blocks. */
export function specRoutes(ctx: ServiceContext) {
  const app = contractApp();
  // Success only: the error middleware makes the 400 and 404 private (an unknown code is no page).
  app.use('/api/compare/spec/*', cacheControl(PUBLIC_CACHE));

  app.openapi(modelSpec, async (c) => {
    const { modelKey: key } = c.req.valid('param');
    const [row] = await ctx.db
      .select({ spec: modelSpecs.spec })
      .from(modelSpecs)
      .where(eq(modelSpecs.model_key, key))
      .limit(1);
    if (!row) throw new HttpError(404, 'Model spec not found');
    const data: ModelSpec[] = [row.spec];
    return c.json({ data }, 200);
  });

  return app;
}
