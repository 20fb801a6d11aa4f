/** Visible texts of the breadcrumbs; the site passes translated ones. */
export interface BreadcrumbsTexts {
  /** Accessible name of the breadcrumb bar. Defaults to 'Breadcrumbs'. */
  label: string;
  /** Accessible name of a level's dropdown button. Defaults to 'Pages under {title}'. */
  levelMenu: (title: string) => string;
  /** Back link on mobile, given the parent's title. Defaults to 'Back to {title}'. */
  back: (title: string) => string;
  /** Button of the offers dropdown. Defaults to 'Offers'. */
  offers: string;
}

export const DEFAULT_BREADCRUMBS_TEXTS: BreadcrumbsTexts = {
  label: 'Breadcrumbs',
  levelMenu: (title) => `Pages under ${title}`,
  back: (title) => `Back to ${title}`,
  offers: 'Offers',
};
