import { useId } from 'react';
import { sanitizeSettingHtml } from './sanitize.js';
import { BACK_TO_HOME, NOT_FOUND_HEADING, NOT_FOUND_TEXT } from './texts.js';

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
  const headingId = useId();
  const custom = customHtml?.trim() ? sanitizeSettingHtml(customHtml) : '';
  return (
    <section className="fc-not-found" data-variant={variant} aria-labelledby={headingId}>
      <div className="fc-not-found__banner">
        <h1 id={headingId}>{NOT_FOUND_HEADING}</h1>
      </div>
      <div className="fc-not-found__body">
        {custom ? (
          // Admin-authored content, sanitised above.
          <div className="fc-not-found__custom" dangerouslySetInnerHTML={{ __html: custom }} />
        ) : variant === 'reasons' ? (
          <NotFoundReasons homeHref={homeHref} />
        ) : (
          <>
            <p>{NOT_FOUND_TEXT}</p>
            <a className="fc-not-found__home" href={homeHref}>
              {BACK_TO_HOME}
            </a>
          </>
        )}
      </div>
    </section>
  );
}

function NotFoundReasons({ homeHref }: { homeHref: string }) {
  return (
    <>
      <p>We're sorry, the page you are looking for cannot be found. This may be because of:</p>
      <ul aria-label="Possible reasons">
        <li>a technical error</li>
        <li>the page being removed as part of a redesign of our website</li>
        <li>the link you followed no longer working</li>
        <li>the URL being typed incorrectly</li>
      </ul>
      <p>What you can do:</p>
      <ul aria-label="What you can do">
        <li>
          go to the <a href={homeHref}>home page</a>
        </li>
        <li>
          {/* Without JavaScript the button does nothing, so the other two actions still stand. */}
          <button
            type="button"
            className="fc-not-found__back"
            onClick={() => window.history.back()}
          >
            go back to the previous page
          </button>
        </li>
        <li>retype the URL and try again</li>
      </ul>
      <p>Thank you.</p>
    </>
  );
}
