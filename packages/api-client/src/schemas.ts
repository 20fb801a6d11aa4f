import { z } from 'zod';
import {
  auditActions,
  auditEntityTypes,
  MEDIA_BUCKETS,
  metaheadLanguages,
  navEntryTypes,
  pageLayouts,
  pageStatuses,
  roles,
} from './constants.js';
import { publicFormSchema } from './forms.js';
import {
  idSchema,
  int32Schema,
  jsonObjectSchema,
  lineText,
  MAX_INT32,
  MAX_PATH_LENGTH,
  multilineText,
  pathText,
  refuseUnsafeJson,
} from './input.js';
import { LOCALES } from './locales.js';

/** A value per locale, each kept by `text`; readers fall back to the default locale (see `localize`). */
export const localized = <T extends z.ZodType<string>>(text: T) => z.partialRecord(z.enum(LOCALES), text);
/** A value per locale; readers fall back to the default locale (see `localize`). */
export const localizedText = localized(z.string());
export type LocalizedText = z.infer<typeof localizedText>;

/** Longest meta description: search engines show ~160 characters; this leaves room for any real one. */
export const MAX_DESCRIPTION_LENGTH = 5000;
/** Longest short name (block id, template key, metahead name, navigation label). */
export const MAX_NAME_LENGTH = 200;

/**
 * The version a save was edited from (a new page is at 1); a stale one is refused with 409 —
 * 0 too, as a version older than any (clients compute `version - 1` for a known-stale save).
 */
export const versionSchema = z.number().int().min(0).max(MAX_INT32);

/**
 * A saved block: `{ template, version, data }` so content outlives its template's shape.
 * `data.fields` holds the template's fields, `data.groups` its repeating field groups.
 */
export const blockSchema = z.object({
  id: lineText(MAX_NAME_LENGTH).min(1),
  template: lineText(MAX_NAME_LENGTH).min(1),
  version: z.number().int().positive().max(MAX_INT32),
  data: z.object({
    fields: jsonObjectSchema,
    groups: z.array(jsonObjectSchema),
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

/** What an admin sends; `content` is the source (sass/scss are compiled on save). */
export const metaheadInputSchema = z.object({
  name: lineText(MAX_NAME_LENGTH).default(''),
  content: multilineText(500_000),
  language: z.enum(metaheadLanguages),
  sequence: int32Schema.default(0),
  in_body: z.boolean().default(false),
  reload_on_each_page: z.boolean().default(false),
  rdx_core_page_id: idSchema.nullable().default(null),
});

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
/** What an admin sends to create or change a metahead (defaults filled by the service). */
export type MetaheadInput = z.input<typeof metaheadInputSchema>;
/** A metahead as admins read it: also its `source` (for sass/scss, what `content` was compiled from). */
export type AdminMetahead = Metahead & { source: string };

/** One saved state of a metahead, newest first in its history: what it was, who saved it, when. */
export const metaheadVersionSchema = z.object({
  version: z.number().int().min(1),
  name: z.string(),
  language: z.enum(metaheadLanguages),
  /** What the admin typed (for sass/scss the source, before compiling). */
  source: z.string(),
  sequence: z.number().int(),
  in_body: z.boolean(),
  reload_on_each_page: z.boolean(),
  rdx_core_page_id: z.number().int().nullable(),
  /** Who saved it; null for the versions recorded when versioning began. */
  actor: z.string().nullable(),
  at: z.string(),
});
export type MetaheadVersion = z.infer<typeof metaheadVersionSchema>;


export const pageMetaSchema = z.object({
  description: localized(multilineText(MAX_DESCRIPTION_LENGTH)).default({}),
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
  /** When the scheduler publishes the draft as it stood when scheduled (ISO 8601), or null. */
  publish_at: z.string().nullable(),
  /** When the scheduler disables the page (ISO 8601), or null; visitors never see it after. */
  unpublish_at: z.string().nullable(),
});
export type Page = z.infer<typeof pageSchema>;

/** What an editor sends when creating or saving a page draft. */
export const pageInputSchema = z.object({
  path: pathText.min(1),
  parent_id: idSchema.nullable().default(null),
  type: z.enum(['page', 'url_redirection']).default('page'),
  page_type: z.enum(['page', 'folder']).default('page'),
  link_type: z.enum(['internal', 'external', 'file']).default('internal'),
  link_new_window: z.boolean().default(false),
  /** A redirect's target: one line (CR/LF would split the `Location` header). */
  to: pathText.nullable().default(null),
  http_code: z.number().int().min(300).max(399).nullable().default(null),
  redirect_path: pathText.nullable().default(null),
  title: localized(lineText(MAX_PATH_LENGTH)),
  meta: pageMetaSchema.default({ description: {}, layout: 'main' }),
  blocks: z.array(blockSchema).default([]),
});
export type PageInput = z.input<typeof pageInputSchema>;

/** A save names the version it was edited from; a stale one is refused with 409. */
export const pageUpdateSchema = pageInputSchema.partial().extend({ version: versionSchema });

/** `POST /admin_api/pages/{id}/publish`: publishes the draft of that version. */
export const pagePublishSchema = z.object({ version: versionSchema });

/** `POST /admin_api/pages/{id}/status`: 'disabled' hides the page; 'draft' (or 'published') enables it again. */
export const pageStatusInputSchema = z.object({ status: z.enum(pageStatuses), version: versionSchema });
export type PageUpdate = z.input<typeof pageUpdateSchema>;

/** A timestamp with its zone (`2026-11-24T09:00:00+01:00` or `…Z`), as a schedule takes it. */
const scheduleTime = z.iso
  .datetime({ offset: true, error: 'Use an ISO 8601 date and time with its zone, e.g. 2026-11-24T09:00:00+01:00' })
  .nullable();

export const SCHEDULE_ORDER_MESSAGE = 'The unpublish time must be after the publish time';
export const SCHEDULE_PAST_MESSAGE = 'A scheduled time must be in the future';
/**
 * How far in the past a scheduled time may be and still be taken, applied at once: the minute a
 * date-time field shows has already begun, and a save takes a moment on its way.
 */
export const SCHEDULE_GRACE_MS = 60_000;

/** Whether a scheduled time is too far in the past to be taken (see SCHEDULE_GRACE_MS). */
export const isSchedulePast = (at: Date | string, now: number): boolean => new Date(at).getTime() < now - SCHEDULE_GRACE_MS;

/**
 * `PUT /admin_api/pages/{id}/schedule`: when to publish the draft of `version` and/or when to
 * disable the page; null clears one. A publish needs a draft that could be published now.
 */
export const pageScheduleInputSchema = z.object({
  publish_at: scheduleTime,
  unpublish_at: scheduleTime,
  version: versionSchema,
});
export type PageScheduleInput = z.input<typeof pageScheduleInputSchema>;

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
  publish_at: true,
  unpublish_at: true,
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const settingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;

/** Setting keys are dotted names: letters, digits, `_`, `-`, separated by dots. */
export const SETTING_KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
export const settingKeySchema = z
  .string()
  .max(MAX_NAME_LENGTH)
  .regex(SETTING_KEY_PATTERN, { error: 'must be a dotted name of letters, digits, _ and -' });

/** `PUT /admin_api/settings/{key}`: the server value (multi-line text, up to 100,000 characters). */
export const settingValueSchema = z.object({ value: multilineText(100_000) });

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

/** What an admin sends to create a navigation entry (an update sends any of these fields). */
export const navEntryInputSchema = z.object({
  locale: z.enum(LOCALES).default('en'),
  parent_id: idSchema.nullable().default(null),
  position: int32Schema.default(0),
  label: lineText(MAX_NAME_LENGTH).min(1),
  url: lineText(2000).nullable().default(null),
  description: multilineText(2000).nullable().default(null),
  image_id: lineText(100).nullable().default(null),
  disclaimer: multilineText(2000).nullable().default(null),
  metadata: z
    .object({ type: z.enum(navEntryTypes).optional(), template: z.enum(['cars', 'A', 'B', 'C', 'D', 'E']).optional() })
    .catchall(z.unknown())
    .superRefine(refuseUnsafeJson)
    .default({}),
});

export type NavEntryInput = z.input<typeof navEntryInputSchema>;

/** `POST /admin_api/nav_entries/{id}/move`: the new parent (null: top level) and index among its children. */
export const navEntryMoveSchema = z.object({
  parent_id: idSchema.nullable(),
  index: z.number().int().min(0).max(10_000),
});
export type NavEntryMove = z.infer<typeof navEntryMoveSchema>;

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
  /**
   * The public forms the page's blocks name (an Entry form's `form_id`, a form CTA's `formId` …),
   * so the page renders them on the server without another call.
   */
  forms: z.array(publicFormSchema).default([]),
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
  /**
   * The page's editable content at that version (the fields of `pageInputSchema`), as stored:
   * revisions saved before page layouts existed have no `meta.layout`.
   */
  content: pageInputSchema
    .partial()
    .extend({ path: z.string(), title: localizedText, meta: pageMetaSchema.partial().optional() })
    .loose(),
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;

/**
 * Presence in the page editor: each editor tab names itself with a `session_id` it makes up (a
 * random UUID), sends it every `PRESENCE_HEARTBEAT_SECONDS` and is forgotten
 * `PRESENCE_EXPIRY_SECONDS` after its last one.
 */
export const PRESENCE_HEARTBEAT_SECONDS = 20;
export const PRESENCE_EXPIRY_SECONDS = 60;
export const presenceSessionSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'Must be 8 to 64 letters, digits or hyphens (e.g. a UUID)');
export const presenceInputSchema = z.object({ session_id: presenceSessionSchema });
export type PresenceInput = z.infer<typeof presenceInputSchema>;

/** Another editor tab on the same page. */
export const pageEditorSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** When that tab opened the page (ISO 8601). */
  since: z.string(),
  /** The tab belongs to the asking user (their other tab or window). */
  yours: z.boolean(),
});
export type PageEditorPresence = z.infer<typeof pageEditorSchema>;

/** What an editor tab learns with each heartbeat. */
export const pagePresenceSchema = z.object({
  /** Other tabs with the page open (taken-over ones are not listed), earliest first. */
  others: z.array(pageEditorSchema),
  /** Set once someone took over editing from this tab. */
  taken_over: z.object({ name: z.string(), email: z.string(), at: z.string() }).nullable(),
});
export type PagePresence = z.infer<typeof pagePresenceSchema>;

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
    /** Alternative text per locale (`alt` is the English one). */
    alt_text: z.partialRecord(z.enum(LOCALES), z.string()).optional(),
    bucket: z.enum(MEDIA_BUCKETS).optional(),
    /** Focal point in percent of width and height (50/50 is the centre): crops keep it in view. */
    focus: z.object({ x: z.number(), y: z.number() }).optional(),
    /** Incremented each time the file is replaced. */
    version: z.number().optional(),
  })
  .loose();
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** `POST /admin_api/media` (multipart): the image, its alternative text and bucket. */
export const mediaUploadSchema = z.object({
  file: z.file().refine((file) => lineText(255).safeParse(file.name).success, {
    error: 'file name must be one line of at most 255 characters',
  }),
  alt: lineText(1000).optional(),
  bucket: z.enum(MEDIA_BUCKETS).optional(),
});

/** `PATCH /admin_api/media/{id}`: any of the alternative texts, the bucket and the focal point. */
export const mediaUpdateSchema = z
  .object({
    alt_text: z.partialRecord(z.enum(LOCALES), lineText(1000)).optional(),
    bucket: z.enum(MEDIA_BUCKETS).optional(),
    focus: z
      .object({ x: z.number().int().min(0).max(100), y: z.number().int().min(0).max(100) })
      .optional(),
  })
  .strict();
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

/** Where an image is used: pages (draft or published blocks), navigation entries and vehicles. */
export const mediaUsageSchema = z.object({
  pages: z.array(
    z.object({ id: z.number(), path: z.string(), title: z.string(), blocks: z.array(z.string()), published: z.boolean() }),
  ),
  nav_entries: z.array(z.object({ id: z.number(), label: z.string(), locale: z.string() })),
  /** How many inventory vehicles show it among their photos. */
  vehicles: z.number(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

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

/** Someone who changed something (`GET /admin_api/audit/actors`): the log's filter offers them. */
export const auditActorSchema = z.object({
  /** As the log names them: the signed-in user's email, else their subject id. */
  actor: z.string(),
  /** ISO time of their newest entry. */
  last_at: z.string(),
  /** How many entries they have. */
  entries: z.number().int(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** Everyone in the audit log, newest activity first, at most {@link AUDIT_ACTORS_LIMIT}. */
export const auditActorsSchema = z.array(auditActorSchema);

/** How many actors `GET /admin_api/audit/actors` answers at most. */
export const AUDIT_ACTORS_LIMIT = 500;

/**
 * A user as the sign-in provider knows them (`GET /admin_api/users`): with the embedded provider
 * an account (`id` its number), with an external issuer someone who signed in (`id` their
 * subject), with the roles their last token gave.
 */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(roles)),
  /** ISO time of the last sign-in through this app, null if never. */
  last_sign_in_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /admin_api/users`: who the provider is, whether roles can be changed here, the users. */
export const userDirectorySchema = z.object({
  /** `embedded`: accounts of this service, roles editable; `external`: roles come from the issuer. */
  provider: z.enum(['embedded', 'external']),
  /** The issuer URL. */
  issuer: z.string(),
  roles_editable: z.boolean(),
  users: z.array(adminUserSchema),
});
export type UserDirectory = z.infer<typeof userDirectorySchema>;

/** `PUT /admin_api/users/{id}/roles` (embedded provider only). */
export const userRolesInputSchema = z.strictObject({
  roles: z
    .array(z.enum(roles, { error: `A role is one of: ${roles.join(', ')}` }))
    .max(roles.length)
    .refine((list) => new Set(list).size === list.length, 'Each role at most once'),
});
export type UserRolesInput = z.infer<typeof userRolesInputSchema>;

/** Filters and paging of `GET /admin_api/audit`. */
export type AuditLogQuery = {
  page?: number;
  per_page?: number;
  entity_type?: (typeof auditEntityTypes)[number];
  /** One entity's entries: a page or metahead id, a setting key, a media id. */
  entity_id?: string;
  actor?: string;
  /** From this date (`YYYY-MM-DD`, UTC) or ISO date-time with offset, inclusive. */
  from?: string;
  /** Up to this date (the whole day, UTC) or before this ISO date-time. */
  to?: string;
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
