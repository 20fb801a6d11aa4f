import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import type { Location as LocationValue } from '@forecourt/api-client';
import { Location, LocationInput } from '../contract/forms.js';
import { contractApp, created, errors, idPathParam, noContent, ok } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { formLocations } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import { recordAudit } from '../services/audit.js';
import { actor, formsAccess, formsJsonBody, type FormsEnv } from './forms.js';

const READ_ERRORS = errors(401, 403);
const WRITE_ERRORS = errors(400, 401, 403, 413, 415);
const locationId = z.object({ id: idPathParam('Location') });

const toLocation = (row: typeof formLocations.$inferSelect): LocationValue => ({
  id: row.id,
  name: row.name,
  city: row.city,
  address: row.address,
  email: row.email,
  phone: row.phone,
  dealer_id: row.dealer_id,
});

/** `/forms_api/locations`: the retailers and places a form's retailer field offers (admins). */
export function formLocationRoutes(ctx: ServiceContext) {
  const app = contractApp<FormsEnv>();
  const read = formsAccess(ctx, 'read');
  const write = formsAccess(ctx, 'write');
  // Forms with a retailer pick show the locations: pages showing them must be rendered again.
  const locationsChanged = () => ctx.changes.publish({ scope: 'site', reason: 'form_location_changed' });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms_api/locations',
      ...read,
      summary: 'All locations, by name',
      responses: { ...ok(z.array(Location), 'The locations'), ...READ_ERRORS },
    }),
    async (c) => {
      const rows = await ctx.db.select().from(formLocations).orderBy(asc(formLocations.name), asc(formLocations.id));
      return c.json({ data: rows.map(toLocation) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/forms_api/locations',
      ...write,
      summary: 'Add a location',
      request: formsJsonBody(LocationInput, 'The location'),
      responses: { ...created(Location, 'The location'), ...WRITE_ERRORS },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const row = await ctx.db.transaction(async (tx) => {
        const [inserted] = await tx.insert(formLocations).values(input).returning();
        await recordAudit(tx, { actor: actor(c), entity_type: 'location', entity_id: inserted!.id, action: 'create', summary: `Added location "${inserted!.name}"` });
        return inserted!;
      });
      await locationsChanged();
      return c.json({ data: toLocation(row) }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms_api/locations/{id}',
      ...read,
      summary: 'A location',
      request: { params: locationId },
      responses: { ...ok(Location, 'The location'), ...READ_ERRORS, ...errors(404) },
    }),
    async (c) => {
      const [row] = await ctx.db.select().from(formLocations).where(eq(formLocations.id, c.req.valid('param').id));
      if (!row) throw new HttpError(404, 'Location not found');
      return c.json({ data: toLocation(row) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/forms_api/locations/{id}',
      ...write,
      summary: 'Save a location',
      request: { params: locationId, ...formsJsonBody(LocationInput, 'The location') },
      responses: { ...ok(Location, 'The location'), ...WRITE_ERRORS, ...errors(404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const row = await ctx.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(formLocations)
          .set({ ...input, updated_at: new Date() })
          .where(eq(formLocations.id, id))
          .returning();
        if (!updated) throw new HttpError(404, 'Location not found');
        await recordAudit(tx, { actor: actor(c), entity_type: 'location', entity_id: id, action: 'update', summary: `Saved location "${updated.name}"` });
        return updated;
      });
      await locationsChanged();
      return c.json({ data: toLocation(row) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/forms_api/locations/{id}',
      ...write,
      summary: 'Remove a location (leads that picked it keep its id)',
      request: { params: locationId },
      responses: { ...noContent('Removed'), ...READ_ERRORS, ...errors(404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await ctx.db.transaction(async (tx) => {
        const [deleted] = await tx.delete(formLocations).where(eq(formLocations.id, id)).returning({ name: formLocations.name });
        if (!deleted) throw new HttpError(404, 'Location not found');
        await recordAudit(tx, { actor: actor(c), entity_type: 'location', entity_id: id, action: 'delete', summary: `Removed location "${deleted.name}"` });
      });
      await locationsChanged();
      return c.body(null, 204);
    },
  );

  return app;
}
