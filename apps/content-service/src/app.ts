import type { HttpBindings } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { bodyTooLargeIn, bodyTooLargeResponse } from '@forecourt/api-client/node';
import { refuseInvalidRequest } from './contract/declare.js';
import type { ServiceContext } from './context.js';
import { errorCaching, HttpError, jsonError } from './lib/http.js';
import { securityHeaders } from './lib/security-headers.js';
import { adminRoutes } from './routes/admin.js';
import { auditRoutes } from './routes/audit.js';
import { authRoutes } from './routes/auth.js';
import { currencyExchangeRoutes } from './routes/currency-exchange.js';
import { deletedPageRoutes } from './routes/deleted-pages.js';
import { financeRoutes } from './routes/finance.js';
import { formLocationRoutes } from './routes/form-locations.js';
import { formRoutes } from './routes/forms.js';
import { formsSettingRoutes } from './routes/forms-settings.js';
import { leadRoutes } from './routes/leads.js';
import { mapUpdateRoutes } from './routes/map-update.js';
import { interactionRoutes } from './routes/interaction.js';
import { leadDeliveryRoutes } from './routes/lead-deliveries.js';
import { leadExportRoutes } from './routes/lead-exports.js';
import { mediaRoutes } from './routes/media.js';
import { internalRoutes } from './routes/internal.js';
import { metaRoutes } from './routes/meta.js';
import { navigationRoutes } from './routes/navigation.js';
import { offerRoutes } from './routes/offers.js';
import { pagePresenceRoutes } from './routes/page-presence.js';
import { inventoryRoutes } from './routes/inventory.js';
import { publicRoutes } from './routes/public.js';
import { redirectRoutes } from './routes/redirects.js';
import { userRoutes } from './routes/users.js';
import { specRoutes } from './routes/specs.js';
import { quizDataRoutes } from './routes/quiz-data.js';

/** The content service's HTTP API (everything except the embedded provider's own endpoints). */
export function createApp(ctx: ServiceContext) {
  const app = new OpenAPIHono<{ Bindings: HttpBindings }>({ defaultHook: refuseInvalidRequest });
  app.use('*', securityHeaders);
  app.use('*', errorCaching);

  // Declared routes: their declarations validate requests and make up GET /api/openapi.json.
  app.route('/', publicRoutes(ctx));
  app.route('/', inventoryRoutes(ctx));
  app.route('/', offerRoutes(ctx));
  app.route('/', specRoutes(ctx));
  app.route('/', quizDataRoutes(ctx));
  app.route('/', currencyExchangeRoutes(ctx));
  app.route('/', financeRoutes(ctx));
  app.route('/', mapUpdateRoutes(ctx));
  // The forms API (/forms_api) and the public form a page renders.
  app.route('/', formRoutes(ctx));
  app.route('/', formLocationRoutes(ctx));
  app.route('/', formsSettingRoutes(ctx));
  app.route('/', leadRoutes(ctx));
  // Before the admin routes, with guards of their own: `/admin_api/pages/:id` would otherwise take
  // `/admin_api/pages/deleted` for a page id.
  app.route('/', auditRoutes(ctx));
  app.route('/', deletedPageRoutes(ctx));
  app.route('/', leadDeliveryRoutes(ctx));
  app.route('/', leadExportRoutes(ctx));
  app.route('/', mediaRoutes(ctx));
  app.route('/', navigationRoutes(ctx));
  app.route('/', adminRoutes(ctx));
  // After the admin routes: their /admin_api/* body limit and no-store apply here too.
  app.route('/', redirectRoutes(ctx));
  app.route('/', pagePresenceRoutes(ctx));
  app.route('/', userRoutes(ctx));
  app.route('/', authRoutes(ctx));
  app.route('/', interactionRoutes(ctx));
  app.route('/', internalRoutes(ctx));
  metaRoutes(app, ctx.publicUrl);

  app.notFound((c) => jsonError(c, 404, 'Not found'));
  app.onError((error, c) => {
    if (error instanceof HttpError) return jsonError(c, error.status, error.message, error.issues);
    // A chunked body passed its limit while a handler read it (see server.ts): 413, not a failure.
    const tooLarge = bodyTooLargeIn(error);
    if (tooLarge) return bodyTooLargeResponse(tooLarge.limit);
    if (error instanceof HTTPException) return jsonError(c, error.status as 400, error.message || 'Request failed');
    console.error('[content-service]', error);
    return jsonError(c, 500, 'Internal server error');
  });
  return app;
}

export type ContentApp = ReturnType<typeof createApp>;
