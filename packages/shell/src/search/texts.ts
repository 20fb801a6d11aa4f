/**
 * Visible texts of the search panel. Each defaults to the page locale's `search.*` text of the
 * shell bundles (English: in brackets below); the `texts` prop overrides any of them.
 */
export interface SearchPanelTexts {
  /** Label of the text field ('Search'). */
  label: string;
  /** Submit button text ('Search'). */
  submit: string;
  /** Accessible name of the close button ('Close search'). */
  close: string;
  /** Text when a search found nothing ('no result', site-shell.md §4 "Search", §8). */
  noResult: string;
  /** Accessible name of the results list ('Search results'). */
  results: string;
  /** Accessible name of the pagination bar ('Search results pages'). */
  pagination: string;
  /** Accessible name of a page button, given its number ('Page {{page}}'). */
  page: (page: number) => string;
  /** Previous-page button ('Previous page'). */
  previous: string;
  /** Next-page button ('Next page'). */
  next: string;
}
