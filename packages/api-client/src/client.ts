import type { Role } from './constants.js';
import { createFormsClient } from './forms-client.js';
import type { Redirect, RedirectInput, SiteRedirect } from './redirects.js';
import { createRequester, queryString, type ContentClientOptions, type UploadOptions } from './requester.js';
import type {
  AdminMetahead,
  MetaheadVersion,
  AdminSetting,
  AuditActor,
  AuditLogPage,
  AuditLogQuery,
  DeletedPage,
  Breadcrumb,
  MediaItem,
  MediaUpdate,
  MediaUsage,
  Metahead,
  MetaheadInput,
  NavEntry,
  NavEntryInput,
  NavEntryMove,
  Offer,
  OfferCarModel,
  Page,
  PageInput,
  PagePresence,
  PageRevision,
  PageSummary,
  PageUpdate,
  PageScheduleInput,
  PageView,
  PreviewToken,
  SearchResult,
  Session,
  Setting,
  AdminUser,
  UserDirectory,
} from './schemas.js';

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
    /** Every redirect the site answers (lower-cased `from` path → `to`, `code`). */
    getRedirects: () => data<SiteRedirect[]>('GET', '/public_api/redirects'),

  };
}

export type PublicContentClient = ReturnType<typeof createPublicClient>;

/** Typed fetchers of the admin API (`/admin_api`): pages, revisions, previews, media, settings. */
export function createAdminClient(options: ContentClientOptions = {}) {
  const { data, none, upload } = createRequester(options);
  const mediaPath = (id: string) => `/admin_api/media/${encodeURIComponent(id)}`;
  return {
    listPages: () => data<PageSummary[]>('GET', '/admin_api/pages'),
    getPage: (id: number) => data<Page>('GET', `/admin_api/pages/${id}`),
    createPage: (input: PageInput) => data<Page>('POST', '/admin_api/pages', input),
    /** Saves the draft; 409 when `update.version` is not the page's current version. */
    updatePage: (id: number, update: PageUpdate) =>
      data<Page>('PUT', `/admin_api/pages/${id}`, update),
    publishPage: (id: number, version: number) =>
      data<Page>('POST', `/admin_api/pages/${id}/publish`, { version }),
    /**
     * Schedules (or, with null, clears) the publish of the draft of `schedule.version` and the
     * unpublish; 400 when the draft could not be published or the times are out of order.
     */
    schedulePage: (id: number, schedule: PageScheduleInput) =>
      data<Page>('PUT', `/admin_api/pages/${id}/schedule`, schedule),
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
    /** Heartbeat of an editor tab on a page: who else has it open, and whether someone took over. */
    pagePresence: (id: number, sessionId: string) =>
      data<PagePresence>('PUT', `/admin_api/pages/${id}/presence`, { session_id: sessionId }),
    /** Takes over editing: the page's other tabs learn it with their next heartbeat (audited). */
    takeOverPage: (id: number, sessionId: string) =>
      data<PagePresence>('POST', `/admin_api/pages/${id}/presence/take_over`, { session_id: sessionId }),
    /** The tab left the editor. */
    leavePage: (id: number, sessionId: string) =>
      none('DELETE', `/admin_api/pages/${id}/presence/${encodeURIComponent(sessionId)}`),
    /** A short-lived bearer token that lets the site preview this page while it is disabled. */
    createPreviewToken: (id: number) =>
      data<PreviewToken>('POST', `/admin_api/pages/${id}/preview_token`),
    /** Images of the media library, newest first; `q` searches names and alt texts. */
    listMedia: (query: { q?: string; bucket?: string } = {}) => data<MediaItem[]>('GET', `/admin_api/media${queryString(query)}`),
    /** Uploads an image (`file`, optional `alt` and `bucket` fields); 413, 415 or 422 when refused. */
    uploadMedia: (form: FormData, progress?: UploadOptions) => upload<MediaItem>('POST', '/admin_api/media', form, progress),
    /** Replaces the file of an image, keeping its id (pages using it show the new file). */
    replaceMedia: (id: string, form: FormData, progress?: UploadOptions) => upload<MediaItem>('PUT', `${mediaPath(id)}/file`, form, progress),
    /** Changes alternative texts, bucket or focal point. */
    updateMedia: (id: string, update: MediaUpdate) => data<MediaItem>('PATCH', mediaPath(id), update),
    /** Where an image is used (pages and navigation entries). */
    mediaUsage: (id: string) => data<MediaUsage>('GET', `${mediaPath(id)}/usage`),
    /** Deletes an image; 409 while something uses it. */
    deleteMedia: (id: string) => none('DELETE', mediaPath(id)),
    /** The navigation tree of `locale`, with ids (admins only). */
    listNavEntries: (locale: string) => data<NavEntry[]>('GET', `/admin_api/nav_entries${queryString({ locale })}`),
    createNavEntry: (input: NavEntryInput) => data<NavEntry>('POST', '/admin_api/nav_entries', input),
    updateNavEntry: (id: number, input: Partial<NavEntryInput>) => data<NavEntry>('PUT', `/admin_api/nav_entries/${id}`, input),
    /** Moves an entry under `parent_id` (null: top level) at `index` among its new siblings. */
    moveNavEntry: (id: number, move: NavEntryMove) => data<NavEntry[]>('POST', `/admin_api/nav_entries/${id}/move`, move),
    deleteNavEntry: (id: number) => none('DELETE', `/admin_api/nav_entries/${id}`),
    getSettings: () => data<AdminSetting[]>('GET', '/admin_api/settings'),
    putSetting: (key: string, value: string) =>
      data<Setting>('PUT', `/admin_api/settings/${encodeURIComponent(key)}`, { value }),
    deleteSetting: (key: string) =>
      none('DELETE', `/admin_api/settings/${encodeURIComponent(key)}`),
    /** Redirects, by `from` path (admins only). */
    listRedirects: () => data<Redirect[]>('GET', '/admin_api/redirects'),
    /** 422 when it would loop or `from` is taken. */
    createRedirect: (input: RedirectInput) => data<Redirect>('POST', '/admin_api/redirects', input),
    updateRedirect: (id: number, input: RedirectInput) => data<Redirect>('PUT', `/admin_api/redirects/${id}`, input),
    deleteRedirect: (id: number) => none('DELETE', `/admin_api/redirects/${id}`),
    /** Every metahead with its source, by sequence (admins only). */
    listMetaheads: () => data<AdminMetahead[]>('GET', '/admin_api/metaheads'),
    /** 422 with sass's message when scss/sass does not compile. */
    createMetahead: (input: MetaheadInput) => data<AdminMetahead>('POST', '/admin_api/metaheads', input),
    updateMetahead: (id: number, input: Partial<MetaheadInput>) => data<AdminMetahead>('PUT', `/admin_api/metaheads/${id}`, input),
    deleteMetahead: (id: number) => none('DELETE', `/admin_api/metaheads/${id}`),
    /** Every saved version of a metahead, newest first (admins only). */
    listMetaheadVersions: (id: number) => data<MetaheadVersion[]>('GET', `/admin_api/metaheads/${id}/versions`),
    /** The audit log, newest first (admins only). */
    listAudit: (query: AuditLogQuery = {}) =>
      data<AuditLogPage>('GET', `/admin_api/audit${queryString(query)}`),
    /** Everyone in the audit log, newest activity first (admins only): the "Changed by" choices. */
    listAuditActors: () => data<AuditActor[]>('GET', '/admin_api/audit/actors'),
    /** Every user the sign-in provider knows, and whether their roles can be changed here (admins only). */
    listUsers: () => data<UserDirectory>('GET', '/admin_api/users'),
    /** Sets a user's roles (embedded provider only; admins only). */
    setUserRoles: (id: string, roles: Role[]) =>
      data<AdminUser>('PUT', `/admin_api/users/${encodeURIComponent(id)}/roles`, { roles }),
  };
}

/** Typed fetchers for every content-service call the site, editor and admin use. */
export function createContentClient(options: ContentClientOptions = {}) {
  return { ...createPublicClient(options), admin: createAdminClient(options), forms: createFormsClient(options) };
}

export type ContentClient = ReturnType<typeof createContentClient>;

/** Encodes each segment of a site path, keeping the slashes. */
export function encodePath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

export { ApiError, type ContentClientOptions, type UploadOptions } from './requester.js';
