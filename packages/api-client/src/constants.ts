// Runtime values of the wire contract that code outside the zod schemas needs too (the visitor's
// browser among it). Kept apart from schemas.ts so importing one of them never pulls zod in.

export const metaheadLanguages = ['javascript', 'js-src', 'css', 'sass', 'scss', 'html'] as const;

export const pageStatuses = ['draft', 'published', 'disabled'] as const;

/**
 * The chrome a page is shown in: `main` (navigation, breadcrumbs, floating menu) or `minimal`
 * (only a logo and the page title, for a different brand; site-shell.md §2).
 */
export const pageLayouts = ['main', 'minimal'] as const;
export type PageLayout = (typeof pageLayouts)[number];

export const navEntryTypes = [
  'rtg',
  'listItem',
  'exchange',
  'search',
  'lang',
  'topButton',
  'subLink',
  'templateInfo',
  'button',
  'link',
] as const;

export const roles = ['admin', 'editor'] as const;
export type Role = (typeof roles)[number];

/**
 * What each role may do, as the content service's route guards allow it (a legend for the users
 * screen). A user with no role may sign in but use neither the editor nor the admin area.
 */
export const ROLE_ABILITIES: Record<Role, string> = {
  admin:
    'Everything: settings, metaheads, navigation, redirects, forms and leads, the audit log and users and roles, as well as pages and media.',
  editor: 'Pages (create, edit, publish, disable, restore, preview) and the media library.',
};

/** Header the admin API requires on every write, carrying the session's CSRF token. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** What the audit log records changes of. */
export const auditEntityTypes = [
  'page',
  'setting',
  'metahead',
  'nav_entry',
  'media',
  'form',
  'lead',
  'location',
  'forms_setting',
  'redirect',
  'user',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** What was done, as the audit log names it. */
/** `read` and `export` are recorded for leads: who looked at personal data, and who took it away. */
export const auditActions = ['create', 'update', 'publish', 'status', 'delete', 'restore', 'read', 'export', 'fix', 'take_over', 'schedule'] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * The media library's five buckets: every image is filed in one, and the library lists one
 * bucket at a time or all of them.
 */
export const MEDIA_BUCKETS = ['pages', 'cars', 'offers', 'navigation', 'brand'] as const;
export type MediaBucket = (typeof MEDIA_BUCKETS)[number];
export const MEDIA_BUCKET_LABELS: Record<MediaBucket, string> = {
  pages: 'Page content',
  cars: 'Cars and inventory',
  offers: 'Offers',
  navigation: 'Navigation',
  brand: 'Brand and icons',
};
/** Image types the media library accepts (others answer 415). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Largest upload, in bytes (larger answers 413). */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** Largest image, in pixels (width × height); larger answers 422. */
export const MEDIA_MAX_PIXELS = 50_000_000;
