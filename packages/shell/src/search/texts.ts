/** Shown when a search finds nothing (site-shell.md §4 "Search", §8). */
export const SEARCH_NO_RESULT = 'no result';

/** Visible texts of the search panel; the site passes translated ones. */
export interface SearchPanelTexts {
  /** Label of the text field. Defaults to 'Search'. */
  label: string;
  /** Submit button text. Defaults to 'Search'. */
  submit: string;
  /** Accessible name of the close button. Defaults to 'Close search'. */
  close: string;
  /** Text when a search found nothing. Defaults to 'no result'. */
  noResult: string;
  /** Accessible name of the results list. Defaults to 'Search results'. */
  results: string;
  /** Accessible name of the pagination bar. Defaults to 'Search results pages'. */
  pagination: string;
  /** Accessible name of a page button, given its number. Defaults to 'Page N'. */
  page: (page: number) => string;
  /** Previous-page button. Defaults to 'Previous page'. */
  previous: string;
  /** Next-page button. Defaults to 'Next page'. */
  next: string;
}

export const DEFAULT_SEARCH_TEXTS: SearchPanelTexts = {
  label: 'Search',
  submit: 'Search',
  close: 'Close search',
  noResult: SEARCH_NO_RESULT,
  results: 'Search results',
  pagination: 'Search results pages',
  page: (page) => `Page ${page}`,
  previous: 'Previous page',
  next: 'Next page',
};
