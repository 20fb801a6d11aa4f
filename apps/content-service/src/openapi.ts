/**
 * OpenAPI 3.1 description of every endpoint of the content service (hand-written; a test checks
 * that each registered route appears here).
 */
type Method = 'get' | 'post' | 'put' | 'delete';
interface Operation {
  summary: string;
  tag: 'Public' | 'Site API' | 'Admin' | 'Auth' | 'OpenID provider' | 'Meta' | 'Internal';
  /** 'session' = cookie session; 'csrf' = cookie session + X-CSRF-Token header. */
  auth?: 'session' | 'csrf';
  roles?: string;
  params?: { name: string; in: 'path' | 'query' | 'header'; description: string; required?: boolean }[];
  body?: 'json' | 'multipart' | 'form';
  responses: Record<string, string>;
}

const ERR = { 400: 'Invalid input (`issues` lists path, rule, message)', 404: 'Not found' };
const ADMIN_ERR = { 401: 'No session', 403: 'Missing role or CSRF token' };
const id = (what: string) => ({ name: 'id', in: 'path' as const, description: `${what} id`, required: true });

export const operations: Record<string, Partial<Record<Method, Operation>>> = {
  '/public_api/pages/by_path/{path}': {
    get: {
      tag: 'Public',
      summary:
        'Published page at a path (case-insensitive; empty path = home). Drafts and disabled pages answer 404 unless `Authorization: Bearer <preview token>` names that page, which returns its draft. `url_redirection` pages are returned as data (type, to, http_code).',
      params: [
        { name: 'path', in: 'path', description: 'Site path without the leading slash', required: true },
        { name: 'Authorization', in: 'header', description: 'Bearer preview token (optional)' },
      ],
      responses: { 200: '`{ data: Page }`', 404: "`{ error: 'Page not found' }`" },
    },
  },
  '/public_api/page_view/by_path/{path}': {
    get: {
      tag: 'Public',
      summary:
        "Everything one page render needs, in one answer: `page` exactly as `/public_api/pages/by_path/{path}` answers it (same path rules, 404 and preview tokens), `metaheads` (global ones and the page's own, by sequence then id) and `breadcrumbs` in `locale` (as `/api/nav_entries/breadcrumbs/{pageId}`; `[]` for a page with the minimal layout, a `url_redirection` page, a folder with a `redirect_path`, or a preview of a page visitors cannot see). `Cache-Control: private, no-store` when a bearer token was sent.",
      params: [
        { name: 'path', in: 'path', description: 'Site path without the leading slash', required: true },
        { name: 'locale', in: 'query', description: 'Locale of the breadcrumb titles: en or pl. Defaults to en (also for unknown values).' },
        { name: 'Authorization', in: 'header', description: 'Bearer preview token (optional)' },
      ],
      responses: { 200: '`{ data: { page: Page, metaheads: Metahead[], breadcrumbs: Breadcrumb[] } }`', 404: "`{ error: 'Page not found' }`" },
    },
  },
  '/api/metaheads': {
    get: {
      tag: 'Site API',
      summary: 'Global metaheads plus those of one page, ordered by sequence.',
      params: [{ name: 'q[page_id_equal_or_null]', in: 'query', description: 'Page id; empty for globals only' }],
      responses: { 200: '`{ data: Metahead[] }`', 400: ERR[400] },
    },
  },
  '/api/pages/search': {
    get: {
      tag: 'Site API',
      summary: 'Full-text search (PostgreSQL) over published pages: title, path, meta description in every locale.',
      params: [
        { name: 'query', in: 'query', description: 'Search text', required: true },
        { name: 'locale', in: 'query', description: 'Locale of the returned titles (en, pl). Defaults to en.' },
      ],
      responses: { 200: "`{ data: { data: [{ id, type: 'page', attributes: { path, title, meta_description } }] } }`" },
    },
  },
  '/api/currency-exchange': {
    get: {
      tag: 'Site API',
      summary: 'The configured exchange-rate API (currency_exchange.api_url), fetched for the browser and answered unchanged; cached 10 minutes. Upstream redirects are not followed (502).',
      params: [{ name: 'endpoint', in: 'query', required: true, description: 'Encoded URL of the exchange-rate API: the origin and path of currency_exchange.api_url exactly, any query.' }],
      responses: {
        200: 'The exchange-rate API JSON, unchanged',
        400: 'endpoint missing or not an http(s) URL',
        403: 'endpoint is not the configured API',
        404: 'No exchange-rate API configured',
        502: 'The exchange-rate API failed',
      },
    },
  },
  '/api/settings': {
    get: { tag: 'Site API', summary: 'Server setting values (merge over code defaults).', responses: { 200: '`{ data: [{ id, key, value }] }`' } },
  },
  '/api/nav_entries': {
    get: {
      tag: 'Site API',
      summary: 'Navigation tree of a locale.',
      params: [{ name: 'locale', in: 'query', description: 'en or pl. Defaults to en.' }],
      responses: { 200: '`{ data: NavEntry[] }` (children nested)' },
    },
  },
  '/api/offers': {
    get: {
      tag: 'Site API',
      summary: 'Offers of the /offers page in a locale, in page order; each names its car model key, anchor, title and sub-offers (each with an anchor).',
      params: [{ name: 'locale', in: 'query', description: 'en or pl. Defaults to en.' }],
      responses: { 200: '`{ data: [{ car_model_key, anchor, title, suboffers: [{ anchor, title }] }] }`' },
    },
  },
  '/api/offer_car_models': {
    get: {
      tag: 'Site API',
      summary: 'Car additional data: price and monthly lease price of every car model (whole currency units; null when none), by key.',
      responses: { 200: '`{ data: [{ key, price, lease_price }] }`' },
    },
  },
  '/api/nav_entries/breadcrumbs/{pageId}': {
    get: {
      tag: 'Site API',
      summary: 'Breadcrumb trail of a published page: home, ancestors, the page; each with its children.',
      params: [
        { name: 'pageId', in: 'path', description: 'Page id', required: true },
        { name: 'locale', in: 'query', description: 'en or pl. Defaults to en.' },
      ],
      responses: { 200: '`{ data: Breadcrumb[] }`', 404: ERR[404] },
    },
  },
  '/api/v1/image/{id}/w/{width}': {
    get: {
      tag: 'Site API',
      summary: 'Image rendition at an allowed width (180, 320, 376, 430, 720, 1180, 1600); cached for a year.',
      params: [
        { name: 'id', in: 'path', description: 'Media id', required: true },
        { name: 'width', in: 'path', description: 'Allowed width', required: true },
      ],
      responses: { 200: 'The image (jpeg, png or webp)', 400: 'Width not allowed', 404: ERR[404] },
    },
  },
  '/public_api/brands': {
    get: { tag: 'Public', summary: 'Car brands of the inventory, by name.', responses: { 200: '`{ data: [{ id, name }] }`' } },
  },
  '/public_api/brands/{id}/nameplates': {
    get: {
      tag: 'Public',
      summary: 'Nameplates (models) of a brand, by name.',
      params: [id('Brand')],
      responses: { 200: '`{ data: [{ id, brand_id, name }] }`', 404: "`{ error: 'Brand not found' }`" },
    },
  },
  '/public_api/nameplates': {
    get: {
      tag: 'Public',
      summary: 'Nameplates, by brand and name, optionally narrowed by `filter[nameplate_brand_name_eq]` and `filter[nameplate_name_eq]` (any other parameter answers 400).',
      params: [
        { name: 'filter[nameplate_brand_name_eq]', in: 'query', description: 'Brand name, e.g. Jaguar' },
        { name: 'filter[nameplate_name_eq]', in: 'query', description: 'Nameplate name, e.g. F-PACE' },
      ],
      responses: { 200: '`{ data: [{ id, brand_id, name }] }`', 400: ERR[400] },
    },
  },
  '/public_api/listings/{listingId}': {
    get: {
      tag: 'Public',
      summary:
        "A page of a published vehicle listing, narrowed by the listing's scope and the filter query of @forecourt/inventory: `filter[<field>_eq]` (nameplate_brand_name, nameplate_name, state, status, color_canonical, transmission), `filter[engine_type_in][]` (petrol, diesel, mhev, phev), `filter[<field>_gteq]` / `filter[<field>_lteq]` (production_year, mileage, msrp_price, display_price, power; whole numbers), `filter[owner_id_in][]` (dealer ids). Unknown parameters or filters and badly typed values answer 400 naming each. `meta.ranges` and `meta.dealers` cover the whole listing, not the filtered page.",
      params: [
        { name: 'listingId', in: 'path', description: 'Listing key, e.g. pl-used', required: true },
        { name: 'filter[...]', in: 'query', description: 'Filters as above' },
        { name: 'items', in: 'query', description: 'Page size, 1 to 12 (default 12)' },
        { name: 'page', in: 'query', description: 'Page number, 1 or more (default 1)' },
        { name: 'sort_attribute', in: 'query', description: 'display_price (default), msrp_price, mileage, production_year or power' },
        { name: 'sort_order', in: 'query', description: 'asc (default) or desc; vehicles without a price come last' },
      ],
      responses: {
        200: '`{ data: Vehicle[], meta: { pagination: { page, items, count, pages }, sort_attribute, sort_order, ranges: { msrp_price, display_price, mileage, power, production_year: { min, max } }, dealers: [{ id, city, name }] } }`',
        400: ERR[400],
        404: "`{ error: 'Listing not found' }`",
      },
    },
  },
  '/public_api/listings/{listingId}/vehicle/{vehicleId}': {
    get: {
      tag: 'Public',
      summary: 'One vehicle of a listing (404 when it is not in the listing).',
      params: [
        { name: 'listingId', in: 'path', description: 'Listing key', required: true },
        { name: 'vehicleId', in: 'path', description: 'Vehicle id', required: true },
      ],
      responses: { 200: '`{ data: Vehicle }`', 404: "`{ error: 'Listing not found' | 'Vehicle not found' }`" },
    },
  },
  '/api/dealers': {
    get: {
      tag: 'Site API',
      summary: 'Dealers by city and name, 50 per page.',
      params: [
        { name: 'items', in: 'query', description: 'Page size, 1 to 50 (default 50)' },
        { name: 'page', in: 'query', description: 'Page number, 1 or more (default 1)' },
      ],
      responses: { 200: '`{ data: [{ id, city, name }], meta: { pagination } }`', 400: ERR[400] },
    },
  },
  '/api/vehicles': {
    get: {
      tag: 'Site API',
      summary: 'All vehicles (no listing scope), with the same filter, paging and sorting query and answer as `/public_api/listings/{listingId}`.',
      params: [
        { name: 'filter[...]', in: 'query', description: 'Filters as for listings' },
        { name: 'items', in: 'query', description: 'Page size, 1 to 12 (default 12)' },
        { name: 'page', in: 'query', description: 'Page number (default 1)' },
        { name: 'sort_attribute', in: 'query', description: 'As for listings' },
        { name: 'sort_order', in: 'query', description: 'asc or desc' },
      ],
      responses: { 200: '`{ data: Vehicle[], meta: ListingMeta }`', 400: ERR[400] },
    },
  },
  '/api/vehicles/{id}/specs': {
    get: {
      tag: 'Site API',
      summary: 'Technical data of a vehicle: engine type, capacity, power, transmission, year, mileage, colour (with units).',
      params: [id('Vehicle')],
      responses: { 200: '`{ data: { id, vin, specs: [{ key, value, unit }] } }`', 404: "`{ error: 'Vehicle not found' }`" },
    },
  },
  '/api/openapi.json': { get: { tag: 'Meta', summary: 'This document.', responses: { 200: 'OpenAPI 3.1 document' } } },
  '/healthz': { get: { tag: 'Meta', summary: 'Liveness probe.', responses: { 200: '`{ data: { ok: true } }`' } } },
  '/internal/changes': {
    get: {
      tag: 'Internal',
      summary:
        'Server-Sent Events (`text/event-stream`, `no-store`) of changes visitors see, from every content-service process on the database, for the site\'s caches; not forwarded to browsers. `event: ready` with `{"listening":true}` once subscribed, then `event: change` with `{ scope: \'site\' | \'page\', page_id?, reason }` per change, and a `: ping` comment every 15 s.',
      responses: { 200: 'An event stream that stays open' },
    },
  },

  '/admin_api/pages': {
    get: { tag: 'Admin', auth: 'session', roles: 'editor, admin', summary: 'All pages (summaries).', responses: { 200: '`{ data: PageSummary[] }`', ...ADMIN_ERR } },
    post: {
      tag: 'Admin',
      auth: 'csrf',
      roles: 'editor, admin',
      body: 'json',
      summary: 'Create a draft page (pageInputSchema; every block validated against its template).',
      responses: { 201: '`{ data: Page }`', ...ERR, ...ADMIN_ERR, 409: 'A page already exists at that path', 413: 'Body over 1 MB' },
    },
  },
  '/admin_api/pages/{id}': {
    get: { tag: 'Admin', auth: 'session', roles: 'editor, admin', params: [id('Page')], summary: 'A page with its draft content.', responses: { 200: '`{ data: Page }`', ...ADMIN_ERR, 404: ERR[404] } },
    put: {
      tag: 'Admin',
      auth: 'csrf',
      roles: 'editor, admin',
      params: [id('Page')],
      body: 'json',
      summary: 'Save the draft (pageUpdateSchema with the version it was edited from); writes a revision and increments the version.',
      responses: { 200: '`{ data: Page }`', ...ERR, ...ADMIN_ERR, 409: 'Stale version or path taken', 413: 'Body over 1 MB' },
    },
    delete: {
      tag: 'Admin',
      auth: 'csrf',
      roles: 'editor, admin',
      params: [id('Page')],
      summary: 'Delete a page. A page visitors can see (published, not disabled) only as an admin; editors disable it first. Its revisions stay: it can be restored.',
      responses: { 204: 'Deleted', ...ADMIN_ERR, 404: ERR[404], 409: 'The page is live: disable (unpublish) it first' },
    },
  },
  '/admin_api/pages/deleted': {
    get: { tag: 'Admin', auth: 'session', roles: 'editor, admin', summary: 'Deleted pages that can be restored, most recently deleted first.', responses: { 200: '`{ data: [{ id, path, title, status, version, deleted_by, deleted_at }] }`', ...ADMIN_ERR } },
  },
  '/admin_api/pages/deleted/{id}/restore': {
    post: {
      tag: 'Admin',
      auth: 'csrf',
      roles: 'editor, admin',
      params: [id('Deleted page')],
      summary: 'Restore a deleted page under its id, hidden: a draft, or disabled with its last published version when it had one.',
      responses: { 200: '`{ data: Page }`', ...ADMIN_ERR, 404: ERR[404], 409: 'Its path is taken by another page (or it was restored already)' },
    },
  },
  '/admin_api/pages/{id}/publish': {
    post: { tag: 'Admin', auth: 'csrf', roles: 'editor, admin', params: [id('Page')], body: 'json', summary: 'Publish the draft (`{ version }`).', responses: { 200: '`{ data: Page }`', ...ERR, ...ADMIN_ERR, 409: 'Stale version' } },
  },
  '/admin_api/pages/{id}/status': {
    post: {
      tag: 'Admin',
      auth: 'csrf',
      roles: 'editor, admin',
      params: [id('Page')],
      body: 'json',
      summary: "Disable (`{ status: 'disabled', version }`) or enable again (`'draft'`: live again if it was published).",
      responses: { 200: '`{ data: Page }`', ...ERR, ...ADMIN_ERR, 409: 'Stale version' },
    },
  },
  '/admin_api/pages/{id}/revisions': {
    get: { tag: 'Admin', auth: 'session', roles: 'editor, admin', params: [id('Page')], summary: 'Revision history (every save, publish and status change), newest first.', responses: { 200: '`{ data: [{ id, version, action, status, created_by, created_at, content }] }`', ...ADMIN_ERR, 404: ERR[404] } },
  },
  '/admin_api/pages/{id}/preview_token': {
    post: { tag: 'Admin', auth: 'csrf', roles: 'editor, admin', params: [id('Page')], summary: 'A one-hour bearer token to preview this page on the site.', responses: { 201: '`{ data: { token, expires_at } }`', ...ADMIN_ERR, 404: ERR[404] } },
  },
  '/admin_api/settings': {
    get: { tag: 'Admin', auth: 'session', roles: 'editor, admin', summary: 'Known settings with default and server value, then unknown server keys.', responses: { 200: '`{ data: [{ key, default_value, value, description }] }`', ...ADMIN_ERR } },
  },
  '/admin_api/settings/{key}': {
    put: { tag: 'Admin', auth: 'csrf', roles: 'admin', params: [{ name: 'key', in: 'path', description: 'Dotted key', required: true }], body: 'json', summary: 'Set a server value (`{ value }`).', responses: { 200: '`{ data: { id, key, value } }`', ...ERR, ...ADMIN_ERR } },
    delete: { tag: 'Admin', auth: 'csrf', roles: 'admin', params: [{ name: 'key', in: 'path', description: 'Dotted key', required: true }], summary: 'Remove the server value (the default applies again).', responses: { 204: 'Deleted', ...ADMIN_ERR, 404: ERR[404] } },
  },
  '/admin_api/metaheads': {
    get: { tag: 'Admin', auth: 'session', roles: 'admin', summary: 'All metaheads with their sources.', responses: { 200: '`{ data: (Metahead & { source })[] }`', ...ADMIN_ERR } },
    post: { tag: 'Admin', auth: 'csrf', roles: 'admin', body: 'json', summary: 'Create a metahead; sass/scss are compiled to CSS.', responses: { 201: '`{ data: Metahead & { source } }`', ...ERR, ...ADMIN_ERR, 422: 'Sass compile error' } },
  },
  '/admin_api/metaheads/{id}': {
    get: { tag: 'Admin', auth: 'session', roles: 'admin', params: [id('Metahead')], summary: 'One metahead.', responses: { 200: '`{ data: Metahead & { source } }`', ...ADMIN_ERR, 404: ERR[404] } },
    put: { tag: 'Admin', auth: 'csrf', roles: 'admin', params: [id('Metahead')], body: 'json', summary: 'Update a metahead (partial).', responses: { 200: '`{ data: Metahead & { source } }`', ...ERR, ...ADMIN_ERR, 422: 'Sass compile error' } },
    delete: { tag: 'Admin', auth: 'csrf', roles: 'admin', params: [id('Metahead')], summary: 'Delete a metahead.', responses: { 204: 'Deleted', ...ADMIN_ERR, 404: ERR[404] } },
  },
  '/admin_api/nav_entries': {
    get: { tag: 'Admin', auth: 'session', roles: 'admin', params: [{ name: 'locale', in: 'query', description: 'en or pl. Defaults to en.' }], summary: 'Navigation tree of a locale, with ids for editing.', responses: { 200: '`{ data: NavEntry[] }`', ...ADMIN_ERR } },
    post: { tag: 'Admin', auth: 'csrf', roles: 'admin', body: 'json', summary: 'Create an entry (`{ locale, parent_id, position, label, url, description, image_id, disclaimer, metadata }`).', responses: { 201: '`{ data: NavEntry }`', ...ERR, ...ADMIN_ERR } },
  },
  '/admin_api/nav_entries/{id}': {
    put: { tag: 'Admin', auth: 'csrf', roles: 'admin', params: [id('Navigation entry')], body: 'json', summary: 'Update an entry (partial; moving under its own child is refused).', responses: { 200: '`{ data: NavEntry }`', ...ERR, ...ADMIN_ERR, 404: ERR[404] } },
    delete: { tag: 'Admin', auth: 'csrf', roles: 'admin', params: [id('Navigation entry')], summary: 'Delete an entry and its children.', responses: { 204: 'Deleted', ...ADMIN_ERR, 404: ERR[404] } },
  },
  '/admin_api/audit': {
    get: {
      tag: 'Admin',
      auth: 'session',
      roles: 'admin',
      params: [
        { name: 'page', in: 'query', description: '1-based page number (default 1).' },
        { name: 'per_page', in: 'query', description: 'Entries per page, 1 to 200 (default 50).' },
        { name: 'entity_type', in: 'query', description: 'page, setting, metahead, nav_entry or media.' },
        { name: 'actor', in: 'query', description: 'Only changes by this user (email, else subject id).' },
      ],
      summary: 'The audit log, newest first: who (actor), when (at), what (entity_type, entity_id, action) and a short summary of every change to pages, settings, metaheads, navigation and media.',
      responses: { 200: '`{ data: { items: AuditEntry[], page: { number, per_page, total, pages } } }`', ...ERR, ...ADMIN_ERR },
    },
  },
  '/admin_api/media': {
    get: { tag: 'Admin', auth: 'session', roles: 'editor, admin', summary: 'Media library.', responses: { 200: '`{ data: [{ id, filename, mime_type, width, height, bytes, alt, created_at, preview_url }] }`', ...ADMIN_ERR } },
    post: { tag: 'Admin', auth: 'csrf', roles: 'editor, admin', body: 'multipart', summary: 'Upload an image (`file`, optional `alt`; up to 15 MB).', responses: { 201: '`{ data: MediaItem }`', ...ERR, ...ADMIN_ERR, 413: 'File too large' } },
  },

  '/auth/login': {
    get: { tag: 'Auth', summary: 'Start sign-in (OIDC code flow + PKCE).', params: [{ name: 'return_to', in: 'query', description: 'Same-origin path to land on. Defaults to /cms.' }], responses: { 302: 'To the provider' } },
  },
  '/auth/callback': {
    get: { tag: 'Auth', summary: 'Provider callback: sets the forecourt_session cookie, redirects to return_to or /auth/error?type=noPermissions.', responses: { 302: 'Signed in', 400: 'Invalid or expired sign-in' } },
  },
  '/auth/session': {
    get: { tag: 'Auth', summary: 'The signed-in user and CSRF token (not wrapped in data).', responses: { 200: '`{ user: { sub, name, email, roles } | null, csrf_token }`' } },
  },
  '/auth/logout': {
    post: { tag: 'Auth', auth: 'csrf', body: 'form', summary: 'Sign out (CSRF header, or csrf_token form field from the error page).', responses: { 200: '`{ data: { signed_out: true } }` (header)', 303: 'To return_to (form)', 403: 'Invalid CSRF token' } },
  },
  '/auth/error': {
    get: { tag: 'Auth', summary: 'HTML error page; type=noPermissions explains the account has no permission and offers Sign out.', params: [{ name: 'type', in: 'query', description: 'noPermissions' }], responses: { 403: 'HTML' } },
  },
  '/oidc/interaction/{uid}': {
    get: { tag: 'OpenID provider', summary: 'Embedded provider sign-in form (Email, Password, Sign in).', params: [{ name: 'uid', in: 'path', description: 'Interaction id', required: true }], responses: { 200: 'HTML form', 303: 'Continue the authorization' } },
    post: { tag: 'OpenID provider', body: 'form', summary: 'Check the credentials against the accounts table.', params: [{ name: 'uid', in: 'path', description: 'Interaction id', required: true }], responses: { 303: 'Signed in, back to the provider', 401: 'HTML form with an error', 429: 'Too many failed attempts for this account (10 per 15 minutes)' } },
  },
  '/oidc/.well-known/openid-configuration': {
    get: { tag: 'OpenID provider', summary: 'Embedded provider discovery (only when OIDC_ISSUER is unset); its other endpoints are listed there.', responses: { 200: 'Discovery document' } },
  },
};

/** Hono route path → OpenAPI path (`/a/:id` → `/a/{id}`, by_path wildcard → `{path}`). */
export function toOpenApiPath(honoPath: string): string {
  if (honoPath.startsWith('/public_api/pages/by_path')) return '/public_api/pages/by_path/{path}';
  if (honoPath.startsWith('/public_api/page_view/by_path')) return '/public_api/page_view/by_path/{path}';
  return honoPath.replace(/:([A-Za-z_]+)/g, '{$1}');
}

export function openApiDocument(publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, methods] of Object.entries(operations)) {
    paths[path] = {};
    for (const [method, op] of Object.entries(methods) as [Method, Operation][]) {
      paths[path]![method] = {
        tags: [op.tag],
        summary: op.summary,
        ...(op.roles ? { description: `Roles: ${op.roles}.` } : {}),
        ...(op.auth ? { security: [op.auth === 'csrf' ? { session: [], csrf: [] } : { session: [] }] } : {}),
        parameters: (op.params ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.in === 'path' ? true : (p.required ?? false),
          description: p.description,
          schema: { type: 'string' },
        })),
        ...(op.body
          ? {
              requestBody: {
                required: true,
                content: {
                  [op.body === 'json' ? 'application/json' : op.body === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded']: {
                    schema: { type: 'object' },
                  },
                },
              },
            }
          : {}),
        responses: Object.fromEntries(Object.entries(op.responses).map(([status, description]) => [status, { description }])),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Forecourt content service',
      version: '1.0.0',
      description:
        'Pages, navigation, settings, metaheads, media and sign-in of a Forecourt site. Every JSON answer wraps its payload in `data`; errors are `{ error, issues? }`. Wire schemas: @forecourt/api-client.',
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'forecourt_session' },
        csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      },
    },
    paths,
  };
}
