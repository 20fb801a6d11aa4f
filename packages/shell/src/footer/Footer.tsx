import type { NavEntry } from '@forecourt/api-client';
import { useId } from 'react';
import { useShellT } from '../i18n/LocaleProvider.js';
import {
  DEFAULT_FOOTER_COLUMNS,
  DEFAULT_FOOTER_LEGAL,
  DEFAULT_FOOTER_SOCIAL,
  type FooterColumn,
  type FooterLink,
  type FooterSocialLink,
} from './default-content.js';

export interface FooterProps {
  /**
   * Configured footer navigation. Entries with children become primary columns (heading = label,
   * links = children with a url); entries without children but with a url form the secondary
   * navigation. Empty or missing: the spec's default content.
   */
  entries?: NavEntry[] | null;
  /** Plain-text disclaimer under the links; blank lines separate paragraphs. */
  disclaimer?: string | null;
  /** Social links. Missing: the defaults when showing default content, none otherwise. */
  social?: FooterSocialLink[] | null;
}

const toLink = (entry: NavEntry): FooterLink => ({
  label: entry.label,
  url: entry.url ?? '',
  newTab: entry.metadata['openInNewTab'] === true,
});

/** Splits configured entries into primary columns and secondary links (see `FooterProps.entries`). */
export function footerNavigation(entries: NavEntry[]): {
  columns: FooterColumn[];
  secondary: FooterLink[];
} {
  const sorted = [...entries].sort(
    (a, b) => (a.metadata.position ?? 0) - (b.metadata.position ?? 0),
  );
  return {
    columns: sorted
      .filter((entry) => entry.children.length > 0)
      .map((entry) => ({
        heading: entry.label,
        links: entry.children.filter((child) => child.url).map(toLink),
      })),
    secondary: sorted.filter((entry) => entry.children.length === 0 && entry.url).map(toLink),
  };
}

/** Said after the name of a link that opens in a new tab. */
function NewTabNote() {
  const t = useShellT();
  // One text node: the leading space must stay part of the accessible name.
  return <span className="fc-visually-hidden">{` ${t('common.opensInNewTab')}`}</span>;
}

function FooterAnchor({ link, className }: { link: FooterLink; className: string }) {
  return (
    <a
      className={className}
      href={link.url}
      target={link.newTab ? '_blank' : undefined}
      rel={link.newTab ? 'noopener' : undefined}
    >
      {link.label}
      {link.newTab ? <NewTabNote /> : null}
    </a>
  );
}

/** Site footer: primary navigation columns, social links, secondary navigation, disclaimer. */
export function Footer({ entries, disclaimer, social }: FooterProps) {
  const t = useShellT();
  const idBase = useId();
  const configured = entries && entries.length > 0 ? footerNavigation(entries) : null;
  const columns = configured ? configured.columns : DEFAULT_FOOTER_COLUMNS;
  const secondary = configured ? configured.secondary : DEFAULT_FOOTER_LEGAL;
  const socialLinks = social ?? (configured ? [] : DEFAULT_FOOTER_SOCIAL);
  const paragraphs = (disclaimer ?? '')
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);

  return (
    <footer className="fc-footer">
      <div className="fc-footer__inner">
        {columns.length > 0 ? (
          <nav className="fc-footer__primary" aria-label={t('footer.primary')}>
            {columns.map((column, index) => {
              const headingId = `${idBase}-column-${index}`;
              return (
                <div className="fc-footer__column" key={`${column.heading}-${index}`}>
                  <h2 className="fc-footer__heading" id={headingId}>
                    {column.heading}
                  </h2>
                  <ul className="fc-footer__links" aria-labelledby={headingId}>
                    {column.links.map((link) => (
                      <li key={`${link.label}-${link.url}`}>
                        <FooterAnchor link={link} className="fc-footer__link" />
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </nav>
        ) : null}
        {socialLinks.length > 0 ? (
          <nav className="fc-footer__social" aria-label={t('footer.social')}>
            <ul>
              {socialLinks.map((link) => (
                <li key={link.url}>
                  <a
                    className="fc-footer__social-link"
                    href={link.url}
                    data-network={link.network}
                    target={link.newTab ? '_blank' : undefined}
                    rel="noopener"
                  >
                    {/* A monogram keeps the link recognisable without an icon font. */}
                    <span className="fc-footer__social-mark" aria-hidden="true">
                      {link.label.slice(0, 1)}
                    </span>
                    <span className="fc-footer__social-label">{link.label}</span>
                    {link.newTab ? <NewTabNote /> : null}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {secondary.length > 0 ? (
          <nav className="fc-footer__secondary" aria-label={t('footer.secondary')}>
            <ul>
              {secondary.map((link) => (
                <li key={`${link.label}-${link.url}`}>
                  <FooterAnchor link={link} className="fc-footer__secondary-link" />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {paragraphs.length > 0 ? (
          <div className="fc-footer__disclaimer">
            {paragraphs.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
