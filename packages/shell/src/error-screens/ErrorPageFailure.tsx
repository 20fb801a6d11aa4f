import { useShellT } from '../i18n/LocaleProvider.js';

export interface ErrorPageFailureProps {
  /** Where the link points. Defaults to '/'. */
  homeHref?: string;
}

/**
 * Last resort when rendering the error page itself failed: plain markup with no data, no
 * settings and no other components, so nothing here can fail again.
 */
export function ErrorPageFailure({ homeHref = '/' }: ErrorPageFailureProps) {
  // The texts come from the bundled locale files: synchronous, nothing to load or fail.
  const t = useShellT();
  return (
    <section className="fc-error-page-failure" role="alert">
      <p>{t('errors.errorPageFailure')}</p>
      <a href={homeHref}>{t('errors.goBackToHome')}</a>
    </section>
  );
}
