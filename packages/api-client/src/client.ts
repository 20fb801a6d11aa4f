import { z } from 'zod';
import {
  CSRF_HEADER,
  breadcrumbSchema,
  errorBodySchema,
  metaheadSchema,
  navEntrySchema,
  localizedText,
  offerCarModelSchema,
  offerSchema,
  pageInputSchema,
  pageSchema,
  pageSummarySchema,
  searchResponseSchema,
  sessionSchema,
  settingSchema,
  type PageInput,
  type PageUpdate,
  type ValidationIssue,
} from './schemas.js';

/** Any answer of the content service other than 2xx, with the service's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(message);
  }
}

export interface ContentClientOptions {
  /** Origin (and optional prefix) of the content service, e.g. `http://localhost:4000`. Defaults to '' (same origin). */
  baseUrl?: string;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Bearer token sent as `Authorization` when present (preview of disabled pages). */
  token?: string | null;
  /** CSRF token sent on admin writes; read it from `getSession()`. */
  csrfToken?: () => string | null;
  /** Extra headers on every request (e.g. the forwarded cookie during SSR). */
  headers?: Record<string, string>;
}

/** Typed fetchers for every content-service call the site, editor and admin use. */
export function createContentClient(options: ContentClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(
    method: string,
    path: string,
    parse: ((body: unknown) => T) | null,
    body?: unknown,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') {
      const csrf = options.csrfToken?.();
      if (csrf) headers[CSRF_HEADER] = csrf;
    }
    const response = await doFetch(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
      throw new ApiError(
        response.status,
        parsed.success ? parsed.data.error : `Request failed with status ${response.status}`,
        parsed.success ? (parsed.data.issues ?? []) : [],
      );
    }
    if (parse === null || response.status === 204) return undefined as T;
    return parse(await response.json());
  }

  // Every answer wraps its payload in `data`.
  const data =
    <T>(schema: z.ZodType<T>) =>
    (body: unknown): T =>
      z.object({ data: schema }).parse(body).data;
  const list = <T>(schema: z.ZodType<T>) => data(z.array(schema));

  return {
    /** Published page at `path` (case-insensitive); disabled pages only with a valid preview token. */
    getPageByPath: (path: string) =>
      request('GET', `/public_api/pages/by_path/${encodePath(path)}`, data(pageSchema)),
    getMetaheads: (pageId: number | null) =>
      request(
        'GET',
        `/api/metaheads?${new URLSearchParams({ 'q[page_id_equal_or_null]': pageId == null ? '' : String(pageId) })}`,
        list(metaheadSchema),
      ),
    /** Full-text search; the spec reads the answer as `data.data`. */
    searchPages: (query: string, locale?: string) =>
      request('GET', `/api/pages/search?${new URLSearchParams({ query, ...(locale && { locale }) })}`, data(searchResponseSchema)).then(
        (r) => r.data,
      ),
    getSettings: () => request('GET', '/api/settings', list(settingSchema)),
    /** The navigation tree of `locale` (the service defaults to en). */
    getNavEntries: (locale?: string) =>
      request('GET', `/api/nav_entries${locale ? `?${new URLSearchParams({ locale })}` : ''}`, list(navEntrySchema)),
    getBreadcrumbs: (pageId: number, locale?: string) =>
      request(
        'GET',
        `/api/nav_entries/breadcrumbs/${pageId}${locale ? `?${new URLSearchParams({ locale })}` : ''}`,
        list(breadcrumbSchema),
      ),
    /** Offers of the /offers page in `locale` (default en), in page order. */
    getOffers: (locale?: string) =>
      request('GET', `/api/offers${locale ? `?${new URLSearchParams({ locale })}` : ''}`, list(offerSchema)),
    /** Car additional data (key, price, lease_price) of every car model. */
    getOfferCarModels: () => request('GET', '/api/offer_car_models', list(offerCarModelSchema)),

    getSession: () => request('GET', '/auth/session', (body) => sessionSchema.parse(body)),

    admin: {
      listPages: () => request('GET', '/admin_api/pages', list(pageSummarySchema)),
      getPage: (id: number) => request('GET', `/admin_api/pages/${id}`, data(pageSchema)),
      createPage: (input: PageInput) => request('POST', '/admin_api/pages', data(pageSchema), input),
      /** Saves the draft; 409 when `update.version` is not the page's current version. */
      updatePage: (id: number, update: PageUpdate) =>
        request('PUT', `/admin_api/pages/${id}`, data(pageSchema), update),
      publishPage: (id: number, version: number) =>
        request('POST', `/admin_api/pages/${id}/publish`, data(pageSchema), { version }),
      setPageStatus: (id: number, status: 'disabled' | 'draft', version: number) =>
        request('POST', `/admin_api/pages/${id}/status`, data(pageSchema), { status, version }),
      deletePage: (id: number) => request('DELETE', `/admin_api/pages/${id}`, null),
      /** Every saved version of a page, newest first (each save, publish and status change). */
      listRevisions: (id: number) => request('GET', `/admin_api/pages/${id}/revisions`, list(pageRevisionSchema)),
      /** A short-lived bearer token that lets the site preview this page while it is disabled. */
      createPreviewToken: (id: number) =>
        request(
          'POST',
          `/admin_api/pages/${id}/preview_token`,
          data(previewTokenSchema),
        ),
      /** Images of the media library, for the editor's image picker. */
      listMedia: () => request('GET', '/admin_api/media', list(mediaItemSchema)),
      getSettings: () => request('GET', '/admin_api/settings', list(adminSettingSchema)),
      putSetting: (key: string, value: string) =>
        request('PUT', `/admin_api/settings/${encodeURIComponent(key)}`, data(settingSchema), { value }),
      deleteSetting: (key: string) =>
        request('DELETE', `/admin_api/settings/${encodeURIComponent(key)}`, null),
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;

const previewTokenSchema = z.object({ token: z.string(), expires_at: z.string() });
/** One stored version of a page: what it held after a save, publish or status change. */
export const pageRevisionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  action: z.enum(['create', 'update', 'publish', 'status']),
  status: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  /** The page's editable content at that version (the fields of `pageInputSchema`). */
  content: pageInputSchema.partial().extend({ path: z.string(), title: localizedText }).loose(),
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;

/**
 * One image of the media library. Only `id` is guaranteed; the rest is shown when the service
 * sends it. Images are served at `/api/v1/image/{id}/w/{width}`.
 */
export const mediaItemSchema = z
  .object({
    id: z.string(),
    filename: z.string().optional(),
    alt: z.string().optional(),
    width: z.number().optional(),
    height: z.number().optional(),
  })
  .loose();
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** A setting as the admin screen sees it: the code default beside the server value, if any. */
export const adminSettingSchema = z.object({
  key: z.string(),
  default_value: z.string().nullable(),
  value: z.string().nullable(),
  description: z.string(),
});
export type AdminSetting = z.infer<typeof adminSettingSchema>;

/** Encodes each segment of a site path, keeping the slashes. */
export function encodePath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
