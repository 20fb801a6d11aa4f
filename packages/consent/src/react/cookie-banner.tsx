import { Button } from '@forecourt/ui';
import { useId, useRef, type FocusEvent } from 'react';
import { useConsent } from './consent-provider.js';

export interface CookieBannerProps {
  /** Overrides cookie_consent.strategies.basic.title ('COOKIE POLICY'). */
  title?: string;
  /** Overrides cookie_consent.strategies.basic.content. */
  content?: string;
  /** Overrides cookie_consent.strategies.basic.accept ('Accept'). */
  acceptLabel?: string;
}

/**
 * The basic strategy's banner, rendered only for basic while pending (site-shell.md §4). It is a
 * labelled region, not a modal: the page stays usable. Accepting returns focus to where the
 * visitor was before entering the banner, so keyboard users do not land on <body>.
 */
export function CookieBanner({ title, content, acceptLabel }: CookieBannerProps) {
  const { state, strategy, texts, accept } = useConsent();
  const titleId = useId();
  const cameFrom = useRef<HTMLElement | null>(null);
  if (!strategy.showsBanner || state.status !== 'pending') return null;

  const rememberOrigin = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };
  const onAccept = () => {
    const origin = cameFrom.current;
    accept();
    if (origin?.isConnected) origin.focus();
  };

  return (
    <section className="fc-cookie-banner" aria-labelledby={titleId} onFocus={rememberOrigin}>
      <div className="fc-cookie-banner__inner">
        <div className="fc-cookie-banner__text">
          <h2 id={titleId} className="fc-cookie-banner__title">
            {title ?? texts.title}
          </h2>
          <p className="fc-cookie-banner__content">{content ?? texts.content}</p>
        </div>
        <Button labelText={acceptLabel ?? texts.accept} theme="dark-theme" onClick={onAccept} />
      </div>
    </section>
  );
}
