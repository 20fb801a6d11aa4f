/**
 * Visible texts of the breadcrumbs. Each defaults to the page locale's `breadcrumbs.*` text of the
 * shell bundles (English: in brackets below); the `texts` prop overrides any of them.
 */
export interface BreadcrumbsTexts {
  /** Accessible name of the breadcrumb bar ('Breadcrumbs'). */
  label: string;
  /** Accessible name of a level's dropdown button ('Pages under {{title}}'). */
  levelMenu: (title: string) => string;
  /** Back link on mobile, given the parent's title ('Back to {{title}}'). */
  back: (title: string) => string;
  /** Button of the offers dropdown ('Offers'). */
  offers: string;
}
