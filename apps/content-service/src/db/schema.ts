/**
 * Drizzle schema of the content service. One schema for PGlite and PostgreSQL; migrations are
 * generated from it with `pnpm db:generate` and applied at start.
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  AuditAction,
  AuditEntityType,
  Block,
  DeliveryKind,
  DeliveryStatus,
  FormDefinition,
  FormValues,
  LeadExportFormat,
  LocalizedText,
  ModelSpec,
  PageLayout,
} from '@forecourt/api-client';
import type { InventoryFilters, OpeningHours } from '@forecourt/inventory';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What full-text search matches: the published title, path words and meta description in
 * both locales ('simple' config: no language-specific stemming, so Polish and English alike).
 */
const SEARCH_DOCUMENT = sql`to_tsvector('simple',
  coalesce(published->'title'->>'en', '') || ' ' ||
  coalesce(published->'title'->>'pl', '') || ' ' ||
  regexp_replace(coalesce(published->>'path', ''), '[/_-]+', ' ', 'g') || ' ' ||
  coalesce(published->'meta'->'description'->>'en', '') || ' ' ||
  coalesce(published->'meta'->'description'->>'pl', ''))`;

/**
 * A published page a breadcrumb dropdown may list: visible to visitors, not home (it heads every
 * trail) and not a redirect (not a place). Breadcrumb queries repeat it word for word, so the
 * planner matches them to the partial index over it.
 */
export const LISTED_IN_BREADCRUMBS = sql.raw(
  `status = 'published' and published is not null and published_path_key <> '/' and published_type is distinct from 'url_redirection'`,
);

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** What publishing freezes: everything a visitor sees of a page. */
export interface PageContent {
  path: string;
  parent_id: number | null;
  type: 'page' | 'url_redirection';
  page_type: 'page' | 'folder';
  link_type: 'internal' | 'external' | 'file';
  link_new_window: boolean;
  to: string | null;
  http_code: number | null;
  redirect_path: string | null;
  title: LocalizedText;
  /** `layout` is absent on pages saved before layouts existed: read as 'main'. */
  meta: { description: LocalizedText; layout?: PageLayout };
  blocks: Block[];
}

/** What a revision records: the page as it was after one of these. */
export type PageRevisionAction = 'create' | 'update' | 'publish' | 'status' | 'delete' | 'restore';

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    /** Path as the editor typed it (normalised: leading slash, no trailing slash; home is `/`). */
    path: text('path').notNull(),
    /** Lower-cased `path`: the unique, case-insensitive lookup key. */
    path_key: text('path_key').notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => pages.id, { onDelete: 'set null' }),
    type: text('type').$type<PageContent['type']>().notNull().default('page'),
    page_type: text('page_type').$type<PageContent['page_type']>().notNull().default('page'),
    link_type: text('link_type').$type<PageContent['link_type']>().notNull().default('internal'),
    link_new_window: boolean('link_new_window').notNull().default(false),
    to: text('to'),
    http_code: integer('http_code'),
    redirect_path: text('redirect_path'),
    title: jsonb('title').$type<LocalizedText>().notNull().default({}),
    meta: jsonb('meta').$type<PageContent['meta']>().notNull().default({ description: {} }),
    blocks: jsonb('blocks').$type<Block[]>().notNull().default([]),
    status: text('status').$type<'draft' | 'published' | 'disabled'>().notNull().default('draft'),
    /** Incremented by every save; a save naming an older version is refused. */
    version: integer('version').notNull().default(1),
    /** The snapshot visitors see; null until the first publish. */
    published: jsonb('published').$type<PageContent>(),
    published_path_key: text('published_path_key'),
    published_version: integer('published_version'),
    published_at: timestamp('published_at', { withTimezone: true }),
    /** When the scheduler publishes `scheduled` (the draft as it stood when the publish was scheduled). */
    publish_at: timestamp('publish_at', { withTimezone: true }),
    /** When the scheduler disables the page; public reads hide it from then on even if the timer is late. */
    unpublish_at: timestamp('unpublish_at', { withTimezone: true }),
    scheduled: jsonb('scheduled').$type<PageContent>(),
    scheduled_version: integer('scheduled_version'),
    /*
     * What breadcrumbs show of the published snapshot, kept by PostgreSQL: trails and dropdowns
     * read these small columns and never de-toast the snapshot (whose blocks make it large).
     */
    published_parent_id: integer('published_parent_id').generatedAlwaysAs(sql`((published->>'parent_id')::integer)`),
    published_title: jsonb('published_title').$type<LocalizedText>().generatedAlwaysAs(sql`(published->'title')`),
    published_path: text('published_path').generatedAlwaysAs(sql`(published->>'path')`),
    published_type: text('published_type').$type<PageContent['type']>().generatedAlwaysAs(sql`(published->>'type')`),
    published_page_type: text('published_page_type')
      .$type<PageContent['page_type']>()
      .generatedAlwaysAs(sql`(published->>'page_type')`),
    /** Kept by PostgreSQL from `published`; GIN-indexed for search. */
    search: tsvector('search').generatedAlwaysAs(SEARCH_DOCUMENT),
    created_by: text('created_by'),
    updated_by: text('updated_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pages_path_key_idx').on(t.path_key),
    index('pages_published_path_key_idx').on(t.published_path_key),
    index('pages_parent_id_idx').on(t.parent_id),
    // The pages a breadcrumb dropdown may list (visible, not home, not a redirect), per published
    // parent in byte order of the path: a crumb's first children are an index range, whatever the
    // site's size. "C" because only this index offers that order (the plain path index would be
    // walked instead), and it is the same on every server whatever its locale.
    index('pages_breadcrumb_children_idx')
      .on(t.published_parent_id, sql`${t.published_path_key} collate "C"`)
      .where(sql`${LISTED_IN_BREADCRUMBS}`),
    index('pages_search_idx').using('gin', t.search),
    index('pages_schedule_due_idx')
      .on(sql`least(${t.publish_at}, ${t.unpublish_at})`)
      .where(sql`${t.publish_at} is not null or ${t.unpublish_at} is not null`),
  ],
);

export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: serial('id').primaryKey(),
    /**
     * No foreign key: revisions outlive their page. A deleted page's last revision ('delete')
     * holds what it was, so it can be listed and restored under the same id.
     */
    page_id: integer('page_id').notNull(),
    version: integer('version').notNull(),
    action: text('action').$type<PageRevisionAction>().notNull(),
    status: text('status').notNull(),
    content: jsonb('content').$type<PageContent>().notNull(),
    created_by: text('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_revisions_page_id_idx').on(t.page_id, t.version),
    // The deleted pages' list reads only these.
    index('page_revisions_deletions_idx').on(t.page_id, t.id).where(sql`action = 'delete'`),
  ],
);

/**
 * Who has a page open in the editor, one row per editor tab (`session_id`, made by the tab), kept
 * alive by heartbeats and read as gone once `seen_at` is older than the expiry. In the database,
 * not in memory: every service instance must see every editor. A take-over marks the other tabs'
 * rows (`taken_over_*`): their next heartbeat learns who took over and when.
 */
export const pagePresence = pgTable(
  'page_presence',
  {
    page_id: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    session_id: text('session_id').notNull(),
    user_sub: text('user_sub').notNull(),
    user_name: text('user_name').notNull(),
    user_email: text('user_email').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    seen_at: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    taken_over_by_name: text('taken_over_by_name'),
    taken_over_by_email: text('taken_over_by_email'),
    taken_over_at: timestamp('taken_over_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.page_id, t.session_id] }), index('page_presence_seen_at_idx').on(t.seen_at)],
);

export const metaheads = pgTable(
  'metaheads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().default(''),
    language: text('language').$type<'javascript' | 'js-src' | 'css' | 'sass' | 'scss' | 'html'>().notNull(),
    /** What the editor typed; for sass/scss the source, `content` holds the compiled CSS. */
    source: text('source').notNull(),
    content: text('content').notNull(),
    sequence: integer('sequence').notNull().default(0),
    in_body: boolean('in_body').notNull().default(false),
    reload_on_each_page: boolean('reload_on_each_page').notNull().default(false),
    /** null = global (every page). */
    page_id: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('metaheads_page_id_idx').on(t.page_id, t.sequence)],
);

/**
 * Every saved state of a metahead (created, then each change), so an admin can see what code ran
 * when and bring an earlier one back. Kept with the metahead; deleting it deletes its versions.
 */
export const metaheadVersions = pgTable(
  'metahead_versions',
  {
    id: serial('id').primaryKey(),
    metahead_id: integer('metahead_id')
      .notNull()
      .references(() => metaheads.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    language: text('language').$type<'javascript' | 'js-src' | 'css' | 'sass' | 'scss' | 'html'>().notNull(),
    source: text('source').notNull(),
    sequence: integer('sequence').notNull(),
    in_body: boolean('in_body').notNull(),
    reload_on_each_page: boolean('reload_on_each_page').notNull(),
    page_id: integer('page_id'),
    /** Who saved it (e-mail); null for versions recorded when the table was introduced. */
    actor: text('actor'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('metahead_versions_metahead_version_idx').on(t.metahead_id, t.version)],
);

export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  ...timestamps,
});

/**
 * Redirects the site answers before rendering: `from_key` (the lower-cased path) → `to` (a site
 * path or an http(s) URL) with `code`. `automatic` ones were made when a published page's path
 * changed.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    from_path: text('from_path').notNull(),
    from_key: text('from_key').notNull(),
    to: text('to').notNull(),
    code: integer('code').notNull().default(301),
    automatic: boolean('automatic').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('redirects_from_key_idx').on(t.from_key)],
);

export const navEntries = pgTable(
  'nav_entries',
  {
    id: serial('id').primaryKey(),
    /** Navigation is kept per locale: each locale has its own tree. */
    locale: text('locale').notNull().default('en'),
    parent_id: integer('parent_id').references((): AnyPgColumn => navEntries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    url: text('url'),
    description: text('description'),
    image_id: text('image_id'),
    disclaimer: text('disclaimer'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('nav_entries_tree_idx').on(t.locale, t.parent_id, t.position)],
);

export const media = pgTable('media', {
  id: text('id').primaryKey(),
  filename: text('filename').notNull(),
  mime_type: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** The English alternative text (kept in step with `alt_text.en`). */
  alt: text('alt').notNull().default(''),
  /** Alternative text per locale. */
  alt_text: jsonb('alt_text').$type<Partial<Record<string, string>>>().notNull().default({}),
  /** One of MEDIA_BUCKETS: where the library files the image. */
  bucket: text('bucket').notNull().default('pages'),
  /** The focal point, in percent of the width and height: crops keep it in view. */
  focus_x: integer('focus_x').notNull().default(50),
  focus_y: integer('focus_y').notNull().default(50),
  /** Incremented when the file is replaced: names the cached renditions of each file. */
  version: integer('version').notNull().default(1),
  /** The original is kept in the database so every replica can derive sizes from it. */
  data: bytea('data').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who changed what and when: every change to settings, metaheads, navigation, pages and media,
 * written in the change's own transaction. Summaries name things (a key, a path), never values.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The session user's email, else their subject id. */
    actor: text('actor').notNull(),
    entity_type: text('entity_type').$type<AuditEntityType>().notNull(),
    entity_id: text('entity_id').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    summary: text('summary').notNull(),
  },
  // Newest first by id, within a type or an actor when filtered.
  (t) => [index('audit_log_entity_type_idx').on(t.entity_type, t.id), index('audit_log_actor_idx').on(t.actor, t.id)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>` */
  password_hash: text('password_hash').notNull(),
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  ...timestamps,
});

/**
 * The last sign-in of everyone who signed in, as their token described them: with an external
 * issuer this is the only list of users the service has; with the embedded provider it adds the
 * time of the last sign-in to its accounts.
 */
export const signIns = pgTable('sign_ins', {
  /** The token's subject (the embedded provider's user id as text). */
  sub: text('sub').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  signed_in_at: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value, so a database leak does not leak live sessions. */
    id: text('id').primaryKey(),
    sub: text('sub').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    csrf_token: text('csrf_token').notNull(),
    id_token: text('id_token'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_at_idx').on(t.expires_at)],
);

/**
 * state → PKCE verifier, nonce and return path of a sign-in in progress, and the hash of the
 * browser binding that must come back with the callback (auth/browser-binding.ts).
 */
export const authRequests = pgTable('auth_requests', {
  state: text('state').primaryKey(),
  code_verifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  return_to: text('return_to').notNull(),
  browser_binding: text('browser_binding').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const previewTokens = pgTable('preview_tokens', {
  token_hash: text('token_hash').primaryKey(),
  page_id: integer('page_id')
    .notNull()
    .references(() => pages.id, { onDelete: 'cascade' }),
  created_by: text('created_by'),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Storage of the embedded OpenID provider (sessions, codes, grants, interactions). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grant_id: text('grant_id'),
    user_code: text('user_code'),
    uid: text('uid'),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grant_id),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** Generated secrets that must survive restarts and be shared by replicas (signing keys, cookie keys). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});


/* ---- Car inventory (site-shell.md §3, §7): brands, nameplates, dealers, vehicles, listings ---- */

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const nameplates = pgTable(
  'nameplates',
  {
    id: serial('id').primaryKey(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('nameplates_brand_name_idx').on(t.brand_id, t.name)],
);

/**
 * site-shell.md §3: "Dealer: id, city, name." Vehicles name their dealer as `owner_id`. The rest
 * is the retailer locator's and the vehicle page's (`Retailer` of @forecourt/inventory).
 */
export const dealers = pgTable('dealers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  address: text('address'),
  postcode: text('postcode'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  /** Brands it sells and services ('Jaguar', 'Land Rover'). */
  brands: jsonb('brands').$type<string[]>().notNull().default([]),
  /** Service keys: 'sales', 'used', 'service', 'parts', 'bodyshop'. */
  services: jsonb('services').$type<string[]>().notNull().default([]),
  /** Monday first; empty when unknown. */
  opening_hours: jsonb('opening_hours').$type<OpeningHours[]>().notNull().default([]),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    vin: text('vin').notNull().unique(),
    nameplate_id: integer('nameplate_id')
      .notNull()
      .references(() => nameplates.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    status: text('status').notNull(),
    color_canonical: text('color_canonical').notNull(),
    transmission: text('transmission').notNull(),
    engine_type: text('engine_type').notNull(),
    production_year: integer('production_year').notNull(),
    mileage: integer('mileage').notNull().default(0),
    mileage_unit: text('mileage_unit').notNull().default('km'),
    /** Whole currency units; null = price on request. */
    msrp_price: integer('msrp_price'),
    display_price: integer('display_price'),
    /** Monthly finance or lease instalment, when the retailer offers one. */
    monthly_price: integer('monthly_price'),
    currency: text('currency').notNull(),
    power: integer('power').notNull(),
    power_unit: text('power_unit').notNull().default('KM'),
    engine_capacity: integer('engine_capacity'),
    engine_capacity_unit: text('engine_capacity_unit').notNull().default('cm3'),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    /** Media ids. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    // Listing queries (docs/INVENTORY.md): a brand or model filter walks its nameplates, a dealer
    // filter its dealers, and the price range narrows inside both before any row is read; the
    // price index hands unfiltered pages over already sorted. Their prefixes serve the foreign keys.
    index('vehicles_nameplate_owner_price_idx').on(t.nameplate_id, t.owner_id, t.display_price),
    index('vehicles_owner_price_idx').on(t.owner_id, t.display_price),
    index('vehicles_display_price_idx').on(t.display_price),
  ],
);

/**
 * A published vehicle list (the block's `ci_key_list`): its key and the filters every answer
 * is narrowed by, stored as the inventory filter object and read through @forecourt/inventory.
 */
export const listings = pgTable('listings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  scope: jsonb('scope').$type<InventoryFilters>().notNull().default({}),
});

/* ---- Offers (site-shell.md §3): car additional data and the offers of the /offers page ---- */

/** site-shell.md §3 "Car additional data": prices of a car model, keyed like nav `metadata.carKey`. */
export const offerCarModels = pgTable('offer_car_models', {
  key: text('key').primaryKey(),
  /** Whole currency units (PLN on the demo site); null = no 'From' price. */
  price: integer('price'),
  /** Monthly lease price; null = the model has no lease offer. */
  lease_price: integer('lease_price'),
});

/** site-shell.md §3 "Offer: car_model_key, anchor, title, suboffers (each with an anchor)", per locale. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull().default('en'),
    car_model_key: text('car_model_key').notNull(),
    /** The in-page anchor of the offer on /offers (links use `rdx-` + anchor). */
    anchor: text('anchor').notNull(),
    title: text('title').notNull(),
    suboffers: jsonb('suboffers').$type<{ anchor: string; title: string }[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('offers_locale_anchor_idx').on(t.locale, t.anchor)],
);

/* ---- Model specifications (site-shell.md §3 `GET /api/compare/spec/{modelKey}`) ---- */

/**
 * The spec of one model or model year (`rr`, `rrs-23my`, `def-235my` …): engines with their
 * specifications, standard equipment and derivatives, as the wire contract's `ModelSpec`.
 */
export const modelSpecs = pgTable('model_specs', {
  model_key: text('model_key').primaryKey(),
  spec: jsonb('spec').$type<ModelSpec>().notNull(),
  ...timestamps,
});

/* ---- Forms and leads (site-shell.md §7 "Forms API") ---- */

/** A form an admin built: its definition (fields, thank-you, mail, CRM, retention) as one document. */
export const forms = pgTable('forms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  definition: jsonb('definition').$type<FormDefinition>().notNull(),
  /** Bumped by every save; a save naming an older version is refused (409). */
  version: integer('version').notNull().default(0),
  ...timestamps,
});

/** Retailers and places a visitor can pick in a form's `retailer` field. */
export const formLocations = pgTable('form_locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull().default(''),
  address: text('address').notNull().default(''),
  email: text('email'),
  phone: text('phone'),
  dealer_id: integer('dealer_id'),
  ...timestamps,
});

/** Settings of the forms module (CRM endpoint, reCAPTCHA keys, mail sender), apart from the site's. */
export const formsSettings = pgTable('forms_settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  ...timestamps,
});

/**
 * A visitor's submission. Stored with its outbox entries (lead_deliveries) in one transaction
 * before the visitor is answered.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    form_id: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    locale: text('locale').notNull().default('en'),
    page_path: text('page_path'),
    values: jsonb('values').$type<FormValues>().notNull(),
    consents: jsonb('consents').$type<{ field: string; text: string; version: string }[]>().notNull().default([]),
  },
  // The admin's lead list: a form's leads by time, either way; retention deletes by time.
  (t) => [index('leads_form_created_idx').on(t.form_id, t.created_at, t.id)],
);

/**
 * The outbox: one row per e-mail or CRM call a lead causes. A worker claims due rows, delivers
 * them, and on failure backs off until attempts run out (status `failed`, the dead letter).
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: serial('id').primaryKey(),
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    /** Where it goes (recipient and subject, or the CRM URL), shown in the admin. */
    target: text('target').notNull(),
    /** What is sent: the mail (from, to, subject, text) or the CRM body, frozen at submission. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** Set while a worker holds the row; a claim older than the lease is taken over (a crashed worker). */
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    last_error: text('last_error'),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_deliveries_lead_idx').on(t.lead_id),
    // The worker's scan: only rows still to deliver, soonest first.
    index('lead_deliveries_due_idx').on(t.next_attempt_at).where(sql`status = 'pending'`),
  ],
);

/**
 * Answers given to `Idempotency-Key`s of lead posts: a retried POST with the same key gets the
 * first answer back. Written in the lead's own transaction.
 */
export const leadIdempotencyKeys = pgTable(
  'lead_idempotency_keys',
  {
    form_id: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    lead_id: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    status: integer('status').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.form_id, t.key] }), index('lead_idempotency_keys_created_idx').on(t.created_at)],
);

/** A background export of a form's leads (CSV or XLSX), its progress and its file. */
export const leadExports = pgTable('lead_exports', {
  id: serial('id').primaryKey(),
  form_id: integer('form_id')
    .notNull()
    .references(() => forms.id, { onDelete: 'cascade' }),
  format: text('format').$type<LeadExportFormat>().notNull(),
  filters: jsonb('filters').$type<{ created_at_gteq?: string; created_at_lteq?: string }>().notNull().default({}),
  status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  file_name: text('file_name').notNull(),
  /** Where the finished file is, under the data directory. */
  file_path: text('file_path'),
  error: text('error'),
  requested_by: text('requested_by').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
  /**
   * Set while a process runs the export and renewed with each batch; an export whose claim ran
   * out (its process died) is taken over by the next process that starts.
   */
  claimed_until: timestamp('claimed_until', { withTimezone: true }),
});
