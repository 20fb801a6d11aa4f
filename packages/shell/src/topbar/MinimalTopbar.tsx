import type { ReactNode } from 'react';
import { useShellT } from '../i18n/LocaleProvider.js';

export interface MinimalTopbarProps {
  /** Title shown beside the logo (e.g. the page or programme name). */
  title: string;
  /** Where the logo links. Defaults to '/'. */
  logoHref?: string;
  /**
   * Accessible name of the logo link. Defaults to '<brandName> home' in the page's locale (shell
   * `topbar.home`): it starts with the wordmark's visible text, so voice control finds the link by it.
   */
  logoLabel?: string;
  /** The brand's logo; defaults to a wordmark of `brandName`. */
  logo?: ReactNode;
  /** Text of the default wordmark. Defaults to 'Forecourt'. */
  brandName?: string;
}

/** The minimal top bar for a different brand: only a logo (linking home) and a title. */
export function MinimalTopbar({
  title,
  logoHref = '/',
  logoLabel,
  logo,
  brandName = 'Forecourt',
}: MinimalTopbarProps) {
  const t = useShellT();
  return (
    <header className="fc-minimal-topbar">
      <a className="fc-minimal-topbar__logo" href={logoHref} aria-label={logoLabel ?? t('topbar.home', { brand: brandName })}>
        {logo ?? (
          <span className="fc-minimal-topbar__wordmark" aria-hidden="true">
            {brandName}
          </span>
        )}
      </a>
      {title ? <p className="fc-minimal-topbar__title">{title}</p> : null}
    </header>
  );
}
