import { useId } from 'react';
import { BACK_TO_HOME } from './texts.js';

export interface ErrorScreenProps {
  /** HTTP status of the failure (e.g. 500, 503). */
  status: number;
  /** What went wrong, in words a visitor can read; shown under the status. */
  message: string;
  /** Where the home link points. Defaults to '/'. */
  homeHref?: string;
}

/** The error page shown when loading a page fails for a reason other than 'not found'. */
export function ErrorScreen({ status, message, homeHref = '/' }: ErrorScreenProps) {
  const headingId = useId();
  return (
    <section className="fc-error-screen" data-status={status} aria-labelledby={headingId}>
      <div className="fc-error-screen__banner">
        <h1 id={headingId}>{`Error ${status}`}</h1>
      </div>
      <div className="fc-error-screen__body">
        <p>{message}</p>
        <a className="fc-error-screen__home" href={homeHref}>
          {BACK_TO_HOME}
        </a>
      </div>
    </section>
  );
}
