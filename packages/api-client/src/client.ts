import { CSRF_HEADER } from './constants.js';
import type {
  AdminSetting,
  AuditLogPage,
  AuditLogQuery,
  DeletedPage,
  Breadcrumb,
  MediaItem,
  Metahead,
  NavEntry,
  Offer,
  OfferCarModel,
  Page,
  PageInput,
  PageRevision,
  PageSummary,
  PageUpdate,
  PageView,
  PreviewToken,
  SearchResult,
  Session,
  Setting,
  ValidationIssue,
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

/** The request core the fetchers share. */
function createRequester(options: ContentClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function send(method: string, path: string, body?: unknown): Promise<Response> {
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
    if (!response.ok) throw await apiError(response);
    return response;
  }

  // The answers are the content service's own (same origin in the browser, the configured service
  // on the server): they are typed by the contract, not parsed again here, so no validator ships
  // to the browser. (The content service checks what it is sent against the same schemas.)
  /** A JSON answer as a whole (`/auth/session`). */
  const json = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    (await (await send(method, path, body)).json()) as T;
  /** Every other answer wraps its payload in `data`. */
  const data = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    (await json<{ data: T }>(method, path, body)).data;
  /** An answer with no body to read (204, or one the caller does not need). */
  const none = async (method: string, path: string, body?: unknown): Promise<void> => {
    await send(method, path, body);
  };
  const withLocale = (locale: string | undefined) =>
    locale ? `?${new URLSearchParams({ locale })}` : '';
  return { json, data, none, withLocale };
}

/**
 * Typed fetchers for the public calls (the site's): pages, page views, metaheads, search,
 * settings, navigation, breadcrumbs, offers, car prices and the session.
 */
export function createPublicClient(options: ContentClientOptions = {}) {
  const { json, data, withLocale } = createRequester(options);
  return {
    /** Published page at `path` (case-insensitive); disabled pages only with a valid preview token. */
    getPageByPath: (path: string) =>
      data<Page>('GET', `/public_api/pages/by_path/${encodePath(path)}`),
    /**
     * One call per page render: the page at `path`, the metaheads to inject and its breadcrumbs
     * in `locale` (see `PageView`). Preview tokens work as for `getPageByPath`.
     */
    getPageView: (path: string, locale?: string) =>
      data<PageView>('GET', `/public_api/page_view/by_path/${encodePath(path)}${withLocale(locale)}`),
    getMetaheads: (pageId: number | null) =>
      data<Metahead[]>(
        'GET',
        `/api/metaheads?${new URLSearchParams({ 'q[page_id_equal_or_null]': pageId == null ? '' : String(pageId) })}`,
      ),
    /** Full-text search; the spec reads the answer as `data.data`. */
    searchPages: (query: string, locale?: string) =>
      data<{ data: SearchResult[] }>(
        'GET',
        `/api/pages/search?${new URLSearchParams({ query, ...(locale && { locale }) })}`,
      ).then((r) => r.data),
    getSettings: () => data<Setting[]>('GET', '/api/settings'),
    /** The navigation tree of `locale` (the service defaults to en). */
    getNavEntries: (locale?: string) =>
      data<NavEntry[]>('GET', `/api/nav_entries${withLocale(locale)}`),
    getBreadcrumbs: (pageId: number, locale?: string) =>
      data<Breadcrumb[]>('GET', `/api/nav_entries/breadcrumbs/${pageId}${withLocale(locale)}`),
    /** Offers of the /offers page in `locale` (default en), in page order. */
    getOffers: (locale?: string) => data<Offer[]>('GET', `/api/offers${withLocale(locale)}`),
    /** Car additional data (key, price, lease_price) of every car model. */
    getOfferCarModels: () => data<OfferCarModel[]>('GET', '/api/offer_car_models'),

    getSession: () => json<Session>('GET', '/auth/session'),

  };
}

export type PublicContentClient = ReturnType<typeof createPublicClient>;

/** Typed fetchers of the admin API (`/admin_api`): pages, revisions, previews, media, settings. */
export function createAdminClient(options: ContentClientOptions = {}) {
  const { data, none } = createRequester(options);
  return {
    listPages: () => data<PageSummary[]>('GET', '/admin_api/pages'),
    getPage: (id: number) => data<Page>('GET', `/admin_api/pages/${id}`),
    createPage: (input: PageInput) => data<Page>('POST', '/admin_api/pages', input),
    /** Saves the draft; 409 when `update.version` is not the page's current version. */
    updatePage: (id: number, update: PageUpdate) =>
      data<Page>('PUT', `/admin_api/pages/${id}`, update),
    publishPage: (id: number, version: number) =>
      data<Page>('POST', `/admin_api/pages/${id}/publish`, { version }),
    setPageStatus: (id: number, status: 'disabled' | 'draft', version: number) =>
      data<Page>('POST', `/admin_api/pages/${id}/status`, { status, version }),
    /** Deletes a page; a live one only as an admin (409 for an editor: disable it first). */
    deletePage: (id: number) => none('DELETE', `/admin_api/pages/${id}`),
    /** Deleted pages that can be restored, most recently deleted first. */
    listDeletedPages: () => data<DeletedPage[]>('GET', '/admin_api/pages/deleted'),
    /** Brings a deleted page back, hidden (409 when its path is taken meanwhile). */
    restorePage: (id: number) => data<Page>('POST', `/admin_api/pages/deleted/${id}/restore`),
    /** Every saved version of a page, newest first (each save, publish and status change). */
    listRevisions: (id: number) => data<PageRevision[]>('GET', `/admin_api/pages/${id}/revisions`),
    /** A short-lived bearer token that lets the site preview this page while it is disabled. */
    createPreviewToken: (id: number) =>
      data<PreviewToken>('POST', `/admin_api/pages/${id}/preview_token`),
    /** Images of the media library, for the editor's image picker. */
    listMedia: () => data<MediaItem[]>('GET', '/admin_api/media'),
    getSettings: () => data<AdminSetting[]>('GET', '/admin_api/settings'),
    putSetting: (key: string, value: string) =>
      data<Setting>('PUT', `/admin_api/settings/${encodeURIComponent(key)}`, { value }),
    deleteSetting: (key: string) =>
      none('DELETE', `/admin_api/settings/${encodeURIComponent(key)}`),
    /** The audit log, newest first (admins only). */
    listAudit: (query: AuditLogQuery = {}) =>
      data<AuditLogPage>('GET', `/admin_api/audit${queryString(query)}`),
  };
}

/** Typed fetchers for every content-service call the site, editor and admin use. */
export function createContentClient(options: ContentClientOptions = {}) {
  return { ...createPublicClient(options), admin: createAdminClient(options) };
}

/** The service's `{ error, issues? }` answer as an ApiError (its status alone when it is not one). */
async function apiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    issues?: unknown;
  } | null;
  if (body && typeof body.error === 'string') {
    return new ApiError(
      response.status,
      body.error,
      Array.isArray(body.issues) ? (body.issues as ValidationIssue[]) : [],
    );
  }
  return new ApiError(response.status, `Request failed with status ${response.status}`);
}

export type ContentClient = ReturnType<typeof createContentClient>;

/** `?a=1&b=x` of the defined values, or '' when there are none. */
function queryString(values: Record<string, string | number | undefined>): string {
  const defined = Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return defined.length > 0 ? `?${new URLSearchParams(defined.map(([key, value]): [string, string] => [key, String(value)]))}` : '';
}

/** Encodes each segment of a site path, keeping the slashes. */
export function encodePath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
