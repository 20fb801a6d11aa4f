// Texts of site-shell.md §2 "Page-not-found screen" / "Other screens and parts"; quoted exactly.
export const NOT_FOUND_HEADING = 'Page not found';
export const NOT_FOUND_TEXT =
  "We're sorry, there seems to be a problem. The page you are looking for may have moved or might no longer exist. Please use the search below to find what you were looking for.";
export const BACK_TO_HOME = 'Back to home';
/** Status message of an unmatched route or invalid page (site-shell.md §8). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const ERROR_PAGE_FAILURE_TEXT = 'An error occurred while showing the error page';
export const GO_BACK_TO_HOME = 'Go back to home';
