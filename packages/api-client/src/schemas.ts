import { z } from 'zod';
import {
  auditActions,
  auditEntityTypes,
  metaheadLanguages,
  navEntryTypes,
  pageLayouts,
  pageStatuses,
  roles,
} from './constants.js';
import { LOCALES } from './locales.js';

/** A value per locale; readers fall back to the default locale (see `localize`). */
export const localizedText = z.partialRecord(z.enum(LOCALES), z.string());
export type LocalizedText = z.infer<typeof localizedText>;

/**
 * A saved block: `{ template, version, data }` so content outlives its template's shape.
 * `data.fields` holds the template's fields, `data.groups` its repeating field groups.
 */
export const blockSchema = z.object({
  id: z.string().min(1),
  template: z.string().min(1),
  version: z.number().int().positive(),
  data: z.object({
    fields: z.record(z.string(), z.unknown()),
    groups: z.array(z.record(z.string(), z.unknown())),
  }),
});
export type Block = z.infer<typeof blockSchema>;

/**
 * A block as the content service answers a page read: migrated to its template's current
 * version, and, when it breaks its template's rules, the problems found (`issues`). The site hides
 * such a block from visitors (the rest of the page renders) and the editor's preview names the
 * first problem; neither needs the validator in the browser.
 */
export const pageBlockSchema = blockSchema.extend({
  issues: z.array(z.object({ path: z.string(), rule: z.string(), message: z.string() })).optional(),
});
export type PageBlock = z.infer<typeof pageBlockSchema>;

export const metaheadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What is injected: for sass/scss the compiled CSS (compiled when saved). */
  content: z.string(),
  language: z.enum(metaheadLanguages),
  sequence: z.number().int(),
  in_body: z.boolean(),
  reload_on_each_page: z.boolean(),
  /** null means global: injected on every page. */
  rdx_core_page_id: z.number().int().nullable(),
});
export type Metahead = z.infer<typeof metaheadSchema>;


export const pageMetaSchema = z.object({
  description: localizedText.default({}),
  /** The page's top bar (see `pageLayouts`). Defaults to 'main', also for pages saved before it existed. */
  layout: z
    .enum(pageLayouts, { error: `meta.layout must be one of: ${pageLayouts.join(', ')}` })
    .default('main'),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const pageSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  parent_id: z.number().int().nullable(),
  /** `url_redirection` pages answer `http_code` (default 302) with `Location: to`. */
  type: z.enum(['page', 'url_redirection']),
  page_type: z.enum(['page', 'folder']),
  link_type: z.enum(['internal', 'external', 'file']),
  link_new_window: z.boolean(),
  to: z.string().nullable(),
  http_code: z.number().int().nullable(),
  redirect_path: z.string().nullable(),
  title: localizedText,
  meta: pageMetaSchema,
  status: z.enum(pageStatuses),
  blocks: z.array(pageBlockSchema),
  metaheads: z.array(metaheadSchema),
  version: z.number().int(),
  has_unpublished_changes: z.boolean(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type Page = z.infer<typeof pageSchema>;

/** What an editor sends when creating or saving a page draft. */
export const pageInputSchema = z.object({
  path: z.string().min(1),
  parent_id: z.number().int().nullable().default(null),
  type: z.enum(['page', 'url_redirection']).default('page'),
  page_type: z.enum(['page', 'folder']).default('page'),
  link_type: z.enum(['internal', 'external', 'file']).default('internal'),
  link_new_window: z.boolean().default(false),
  to: z.string().nullable().default(null),
  http_code: z.number().int().min(300).max(399).nullable().default(null),
  redirect_path: z.string().nullable().default(null),
  title: localizedText,
  meta: pageMetaSchema.default({ description: {}, layout: 'main' }),
  blocks: z.array(blockSchema).default([]),
});
export type PageInput = z.input<typeof pageInputSchema>;

/** A save names the version it was edited from; a stale one is refused with 409. */
export const pageUpdateSchema = pageInputSchema.partial().extend({ version: z.number().int() });
export type PageUpdate = z.input<typeof pageUpdateSchema>;

export const pageSummarySchema = pageSchema.pick({
  id: true,
  path: true,
  parent_id: true,
  type: true,
  page_type: true,
  title: true,
  status: true,
  version: true,
  has_unpublished_changes: true,
  updated_at: true,
  published_at: true,
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const settingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;

export const navLinkSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  label: z.string(),
  metadata: z.object({ openInNewTab: z.boolean().optional() }).passthrough().default({}),
});


export type NavEntry = {
  id: number;
  label: string;
  url: string | null;
  description: string | null;
  image_id: string | null;
  disclaimer: string | null;
  metadata: {
    type?: (typeof navEntryTypes)[number];
    template?: 'cars' | 'A' | 'B' | 'C' | 'D' | 'E';
    position?: number;
    icon?: string;
    buttonStyle?: string;
    translation?: string;
    carKey?: string;
    offerCarModelKey?: string;
    offerButtonLabel?: string;
    offerButtonIcon?: string;
    hasLeasePrice?: boolean;
    firstColumnLinks?: number;
    [key: string]: unknown;
  };
  children: NavEntry[];
};
export const navEntrySchema: z.ZodType<NavEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    url: z.string().nullable(),
    description: z.string().nullable(),
    image_id: z.string().nullable(),
    disclaimer: z.string().nullable(),
    metadata: z
      .object({
        type: z.enum(navEntryTypes).optional(),
        template: z.enum(['cars', 'A', 'B', 'C', 'D', 'E']).optional(),
        position: z.number().optional(),
        icon: z.string().optional(),
        buttonStyle: z.string().optional(),
        translation: z.string().optional(),
        carKey: z.string().optional(),
        offerCarModelKey: z.string().optional(),
        offerButtonLabel: z.string().optional(),
        offerButtonIcon: z.string().optional(),
        hasLeasePrice: z.boolean().optional(),
        firstColumnLinks: z.number().optional(),
      })
      .catchall(z.unknown()),
    children: z.array(navEntrySchema),
  }),
);

export type Breadcrumb = {
  title: string;
  path: string;
  hierarchy: number;
  skip_in_breadcrumbs: boolean;
  has_children: boolean;
  children: Breadcrumb[];
};
export const breadcrumbSchema: z.ZodType<Breadcrumb> = z.lazy(() =>
  z.object({
    title: z.string(),
    path: z.string(),
    hierarchy: z.number().int(),
    skip_in_breadcrumbs: z.boolean(),
    has_children: z.boolean(),
    children: z.array(breadcrumbSchema),
  }),
);

/**
 * Everything a page render needs in one answer (`GET /public_api/page_view/by_path/{path}`): the
 * page, the metaheads to inject (global ones and the page's own, by sequence then id) and its
 * breadcrumbs in the requested locale (none for a page with the minimal top bar or a redirect).
 */
export const pageViewSchema = z.object({
  page: pageSchema,
  metaheads: z.array(metaheadSchema),
  breadcrumbs: z.array(breadcrumbSchema),
});
export type PageView = z.infer<typeof pageViewSchema>;

export const searchResultSchema = z.object({
  id: z.string(),
  type: z.literal('page'),
  attributes: z.object({
    path: z.string(),
    title: z.string(),
    meta_description: z.string(),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The spec reads the search answer as `data.data`. */
export const searchResponseSchema = z.object({ data: z.array(searchResultSchema) });

/** One failed rule: where (a field path such as `blocks[0].groups[30]`) and which rule. */
export const validationIssueSchema = z.object({
  path: z.string(),
  rule: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Every non-2xx answer of the content service. */
export const errorBodySchema = z.object({
  error: z.string(),
  issues: z.array(validationIssueSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;


export const sessionSchema = z.object({
  user: z
    .object({
      sub: z.string(),
      name: z.string(),
      email: z.string(),
      roles: z.array(z.enum(roles)),
    })
    .nullable(),
  csrf_token: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;


/** site-shell.md §3 "Offer": car_model_key, anchor, title, suboffers (each with an anchor). */
export const subofferSchema = z.object({ anchor: z.string(), title: z.string() });
export type Suboffer = z.infer<typeof subofferSchema>;
export const offerSchema = z.object({
  car_model_key: z.string(),
  anchor: z.string(),
  title: z.string(),
  suboffers: z.array(subofferSchema),
});
export type Offer = z.infer<typeof offerSchema>;

/**
 * site-shell.md §3 "Car additional data": key, price, lease_price (whole currency units; null
 * when the model has none). full_price and lease_full_string are derived on the client from the
 * price settings (`@forecourt/pricing`).
 */
export const offerCarModelSchema = z.object({
  key: z.string(),
  price: z.number().nullable(),
  lease_price: z.number().nullable(),
});
export type OfferCarModel = z.infer<typeof offerCarModelSchema>;

export const previewTokenSchema = z.object({ token: z.string(), expires_at: z.string() });
/** One stored version of a page: what it held after a save, publish or status change. */
export const pageRevisionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  action: z.enum(['create', 'update', 'publish', 'status', 'delete', 'restore']),
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
export type PreviewToken = z.infer<typeof previewTokenSchema>;

/**
 * One entry of the audit log: who (the signed-in user's email, else their subject id), when,
 * what (entity type, id, action) and a short summary (a setting's key, a page's path), never a
 * value or a body.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  entity_type: z.enum(auditEntityTypes),
  /** The page, metahead or navigation entry id, the setting key or the media id. */
  entity_id: z.string(),
  action: z.enum(auditActions),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One page of the audit log, newest first (`GET /admin_api/audit`). */
export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.object({
    /** 1-based. */
    number: z.number().int(),
    per_page: z.number().int(),
    /** Entries matching the filters, on every page. */
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** Filters and paging of `GET /admin_api/audit`. */
export type AuditLogQuery = {
  page?: number;
  per_page?: number;
  entity_type?: (typeof auditEntityTypes)[number];
  actor?: string;
};

/**
 * A deleted page that can be restored (`GET /admin_api/pages/deleted`): its id, path and title
 * as they were, its status when it was deleted, who deleted it and when.
 */
export const deletedPageSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  title: localizedText,
  status: z.enum(pageStatuses),
  /** The version of its 'delete' revision; a restore continues from it. */
  version: z.number().int(),
  deleted_by: z.string().nullable(),
  deleted_at: z.string(),
});
export type DeletedPage = z.infer<typeof deletedPageSchema>;
