import { useId } from 'react';
import { useShellT } from '../i18n/LocaleProvider.js';

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
  const t = useShellT();
  const headingId = useId();
  return (
    <section className="fc-error-screen" data-status={status} aria-labelledby={headingId}>
      <div className="fc-error-screen__banner">
        <h1 id={headingId}>{t('errors.status', { status })}</h1>
      </div>
      <div className="fc-error-screen__body">
        <p>{message}</p>
        <a className="fc-error-screen__home" href={homeHref}>
          {t('errors.backToHome')}
        </a>
      </div>
    </section>
  );
}
