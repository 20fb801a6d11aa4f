import { ERROR_PAGE_FAILURE_TEXT, GO_BACK_TO_HOME } from './texts.js';

export interface ErrorPageFailureProps {
  /** Where the link points. Defaults to '/'. */
  homeHref?: string;
}

/**
 * Last resort when rendering the error page itself failed: plain markup with no data, no
 * settings and no other components, so nothing here can fail again.
 */
export function ErrorPageFailure({ homeHref = '/' }: ErrorPageFailureProps) {
  return (
    <section className="fc-error-page-failure" role="alert">
      <p>{ERROR_PAGE_FAILURE_TEXT}</p>
      <a href={homeHref}>{GO_BACK_TO_HOME}</a>
    </section>
  );
}
