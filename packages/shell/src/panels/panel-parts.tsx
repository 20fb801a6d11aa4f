import type { NavEntry } from '@forecourt/api-client';
import { CtaLink, Icon, Image, type ImageWidth } from '@forecourt/ui';
import { useId, type ReactNode } from 'react';
import { useShellT } from '../i18n/LocaleProvider.js';

/** How a panel sits in the menu: shown, hidden in place, or slid out of view (mobile levels). */
export type PanelState = 'active' | 'inactive' | 'offscreen';
export type PanelVariant = 'desktop' | 'mobile';

/** Props every mega-menu panel template takes. */
export interface NavigationPanelProps {
  /** The first-level entry; its children are the panel's links, buttons and info blocks. */
  entry: NavEntry;
  state: PanelState;
  /** Closes the menu: called by the close button and after a link in the panel is followed. */
  onClose: () => void;
  variant: PanelVariant;
}

const LINK_TYPES = new Set(['link', 'subLink']);

/** Children shown as links: 'link' and 'subLink' entries (and untyped ones) with a url. */
export function panelLinks(entry: NavEntry): NavEntry[] {
  return entry.children.filter(
    (child) => Boolean(child.url) && (!child.metadata.type || LINK_TYPES.has(child.metadata.type)),
  );
}

export const panelButtons = (entry: NavEntry) =>
  entry.children.filter((child) => child.metadata.type === 'button');

export const panelInfoBlocks = (entry: NavEntry) =>
  entry.children.filter((child) => child.metadata.type === 'templateInfo');

const isExternal = (url: string) => /^(https?:)?\/\//i.test(url) || /^(mailto|tel):/i.test(url);
const opensInNewTab = (entry: NavEntry) => entry.metadata['openInNewTab'] === true;

/** A panel's heading (it labels the panel's region): the entry's label, linking to its own page when it has one. */
export function PanelTitle({
  entry,
  id,
  className,
  onNavigate,
}: {
  entry: NavEntry;
  id: string;
  className: string;
  onNavigate: () => void;
}) {
  return (
    <h2 className={className} id={id}>
      {entry.url ? (
        <a href={entry.url} onClick={onNavigate}>
          {entry.label}
        </a>
      ) : (
        entry.label
      )}
    </h2>
  );
}

/** The desktop close button of every mega-menu panel (templates A–E and cars); the drawer has its own. */
export function PanelCloseButton({ onClose }: { onClose: () => void }) {
  const t = useShellT();
  return (
    <button type="button" className="fc-nav-panel__close" aria-label={t('navigation.close')} onClick={onClose}>
      <Icon name="close" />
    </button>
  );
}

/**
 * The frame shared by templates A–E: a labelled region carrying `data-state`, a title linking to
 * the entry's own page, and (desktop only — the mobile drawer has its own) a close button.
 * Panels that are not active are inert so hidden links never take focus.
 */
export function PanelFrame({
  entry,
  state,
  onClose,
  variant,
  template,
  children,
}: NavigationPanelProps & { template: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div
      role="region"
      aria-labelledby={titleId}
      className={`fc-nav-panel fc-nav-panel--${template.toLowerCase()} fc-nav-panel--${variant}`}
      data-template={template}
      data-state={state}
      data-variant={variant}
      inert={state !== 'active'}
      aria-hidden={state !== 'active' || undefined}
    >
      <div className="fc-nav-panel__head">
        <PanelTitle entry={entry} id={titleId} className="fc-nav-panel__title" onNavigate={onClose} />
        {variant === 'desktop' ? <PanelCloseButton onClose={onClose} /> : null}
      </div>
      <div className="fc-nav-panel__body">{children}</div>
    </div>
  );
}

/** A list of real links. Internal ones stay plain `<a href>`; the site's router intercepts them. */
export function PanelLinkList({
  links,
  onNavigate,
  label,
}: {
  links: NavEntry[];
  onNavigate: () => void;
  label?: string;
}) {
  const t = useShellT();
  if (links.length === 0) return null;
  return (
    <ul className="fc-nav-panel__links" aria-label={label}>
      {links.map((link) => {
        const newTab = opensInNewTab(link);
        return (
          <li
            key={link.id}
            className="fc-nav-panel__link-item"
            data-type={link.metadata.type ?? 'link'}
          >
            <a
              className={
                link.metadata.type === 'subLink' ? 'fc-nav-panel__sublink' : 'fc-nav-panel__link'
              }
              href={link.url ?? undefined}
              target={newTab ? '_blank' : undefined}
              rel={newTab || isExternal(link.url ?? '') ? 'noopener' : undefined}
              onClick={onNavigate}
            >
              {link.metadata.icon ? <Icon name={link.metadata.icon} /> : null}
              <span>{link.label}</span>
              {newTab ? <span className="fc-visually-hidden">{` ${t('common.opensInNewTab')}`}</span> : null}
            </a>
            {link.description ? (
              <p className="fc-nav-panel__link-description">{link.description}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** 'button' children as call-to-action links; CtaLink applies the spec's show rule. */
export function PanelButtons({
  buttons,
  onNavigate,
}: {
  buttons: NavEntry[];
  onNavigate: () => void;
}) {
  if (buttons.length === 0) return null;
  return (
    // A followed button link closes the menu, like the panel's other links.
    <div
      className="fc-nav-panel__buttons"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onNavigate();
      }}
    >
      {buttons.map((button, index) => (
        <CtaLink
          key={button.id}
          labelText={button.label}
          href={button.url ?? undefined}
          type={isExternal(button.url ?? '') ? 'external' : 'internal'}
          target={opensInNewTab(button) ? '_blank' : '_self'}
          icon={button.metadata.icon}
          // The first button is the filled one unless the editor picked a style.
          theme={
            (button.metadata.buttonStyle ?? (index === 0 ? 'primary' : 'secondary')) === 'primary'
              ? 'dark-theme'
              : 'light-theme'
          }
          size="small"
          customClass={`fc-nav-panel__button fc-nav-panel__button--${button.metadata.buttonStyle ?? (index === 0 ? 'primary' : 'secondary')}`}
        />
      ))}
    </div>
  );
}

/** A 'templateInfo' child: heading (linked when it has a url), description and optional image. */
export function PanelInfoBlock({
  info,
  onNavigate,
  imageWidth = 376,
}: {
  info: NavEntry;
  onNavigate: () => void;
  imageWidth?: ImageWidth;
}) {
  return (
    <article className="fc-nav-panel__info" data-type="templateInfo">
      {info.image_id ? (
        <Image
          className="fc-nav-panel__info-image"
          imageId={info.image_id}
          alt=""
          widths={[imageWidth]}
          sizes={`${imageWidth}px`}
          width={imageWidth}
        />
      ) : null}
      <h3 className="fc-nav-panel__info-title">
        {info.url ? (
          <a href={info.url} onClick={onNavigate}>
            {info.label}
          </a>
        ) : (
          info.label
        )}
      </h3>
      {info.description ? <p className="fc-nav-panel__info-text">{info.description}</p> : null}
    </article>
  );
}

/** The panel's picture (the entry's `image_id`); decorative, the links carry the meaning. */
export function PanelImage({
  entry,
  widths = [430, 720],
  sizes = '(min-width: 1024px) 33vw, 100vw',
  width,
}: {
  entry: NavEntry;
  widths?: readonly ImageWidth[];
  sizes?: string;
  width?: number;
}) {
  if (!entry.image_id) return null;
  return (
    <div className="fc-nav-panel__media">
      <Image
        className="fc-nav-panel__image"
        imageId={entry.image_id}
        alt=""
        widths={widths}
        sizes={sizes}
        width={width}
      />
    </div>
  );
}
