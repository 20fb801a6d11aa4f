import { useId } from 'react';
import { sanitizeSettingHtml } from './sanitize.js';
import { useShellT } from '../i18n/LocaleProvider.js';

export interface NotFoundScreenProps {
  /**
   * HTML of the `general.404_page` setting. When it holds content it replaces the default
   * text (sanitised before it is shown). Defaults to none.
   */
  customHtml?: string | null;
  /**
   * `default`: the short text with a 'Back to home' link. `reasons`: the theme variant that
   * lists why the page may be missing and what to do, then 'Thank you.'. Defaults to `default`.
   */
  variant?: 'default' | 'reasons';
  /** Where the home links point. Defaults to '/'. */
  homeHref?: string;
}

/** The page-not-found panel: a banner headed 'Page not found' and the explanation below it. */
export function NotFoundScreen({
  customHtml,
  variant = 'default',
  homeHref = '/',
}: NotFoundScreenProps) {
  const t = useShellT();
  const headingId = useId();
  const custom = customHtml?.trim() ? sanitizeSettingHtml(customHtml) : '';
  return (
    <section className="fc-not-found" data-variant={variant} aria-labelledby={headingId}>
      <div className="fc-not-found__banner">
        <h1 id={headingId}>{t('errors.notFoundHeading')}</h1>
      </div>
      <div className="fc-not-found__body">
        {custom ? (
          // Admin-authored content, sanitised above.
          <div className="fc-not-found__custom" dangerouslySetInnerHTML={{ __html: custom }} />
        ) : variant === 'reasons' ? (
          <NotFoundReasons homeHref={homeHref} />
        ) : (
          <>
            <p>{t('errors.notFoundText')}</p>
            <a className="fc-not-found__home" href={homeHref}>
              {t('errors.backToHome')}
            </a>
          </>
        )}
      </div>
    </section>
  );
}

function NotFoundReasons({ homeHref }: { homeHref: string }) {
  const t = useShellT();
  // The home link sits inside the sentence where the locale puts its {{link}} placeholder.
  const [beforeLink = '', afterLink = ''] = t('errors.actionHome').split('{{link}}');
  return (
    <>
      <p>{t('errors.reasonsIntro')}</p>
      <ul aria-label={t('errors.reasons')}>
        <li>{t('errors.reasonTechnical')}</li>
        <li>{t('errors.reasonRedesign')}</li>
        <li>{t('errors.reasonLink')}</li>
        <li>{t('errors.reasonTypo')}</li>
      </ul>
      <p>{t('errors.actionsIntro')}</p>
      <ul aria-label={t('errors.actions')}>
        <li>
          {beforeLink}
          <a href={homeHref}>{t('errors.actionHomeLink')}</a>
          {afterLink}
        </li>
        <li>
          {/* Without JavaScript the button does nothing, so the other two actions still stand. */}
          <button
            type="button"
            className="fc-not-found__back"
            onClick={() => window.history.back()}
          >
            {t('errors.actionBack')}
          </button>
        </li>
        <li>{t('errors.actionRetype')}</li>
      </ul>
      <p>{t('errors.thankYou')}</p>
    </>
  );
}
