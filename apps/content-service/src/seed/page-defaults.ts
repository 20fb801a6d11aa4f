/** What every seeded content page shares: an internal page of the site, no redirect. */
export const SEED_PAGE_DEFAULTS = {
  type: 'page' as const,
  page_type: 'page' as const,
  link_type: 'internal' as const,
  link_new_window: false,
  to: null,
  http_code: null,
  redirect_path: null,
};
