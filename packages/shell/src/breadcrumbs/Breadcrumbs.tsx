import type { Breadcrumb } from '@forecourt/api-client';
import { Icon, cx } from '@forecourt/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { breadcrumbOfferHref, type BreadcrumbOffer } from './offers.js';
import { useShellT } from '../i18n/LocaleProvider.js';
import type { BreadcrumbsTexts } from './texts.js';

export interface BreadcrumbsProps {
  /** The trail from `/api/nav_entries/breadcrumbs/{pageId}`, home first, current page last. */
  crumbs: Breadcrumb[];
  /** Hidden while the navigation menu is active (site-shell.md §2). Defaults to false. */
  hidden?: boolean;
  /** Offers of an offer page; when there are any, a separate offers dropdown is shown. */
  offers?: readonly BreadcrumbOffer[] | undefined;
  /** Path of the current page, used by the offer links. */
  currentPath: string;
  /** Mobile shows a back link to the parent instead of the whole trail. Defaults to false. */
  isMobile?: boolean;
  /** A retailer bar (40 px) sits above the header, so the bar sits lower. Defaults to false. */
  hasRetailerBar?: boolean;
  /** Overrides of the locale's texts. */
  texts?: Partial<BreadcrumbsTexts>;
  className?: string;
}

/** Which dropdown is open: a level (by its index in the trail) or the separate offers one. */
type OpenMenu = { level: number | null; offers: boolean };

/**
 * Breadcrumbs of site-shell.md §2: fixed under the header; each level links to its page and has a
 * dropdown of that level's children (one open at a time, at most 500 px tall and scrollable); on
 * mobile a back link to the parent; on offer pages a separate offers dropdown.
 */
export function Breadcrumbs({
  crumbs,
  hidden = false,
  offers,
  currentPath,
  isMobile = false,
  hasRetailerBar = false,
  texts: textOverrides,
  className,
}: BreadcrumbsProps) {
  const t = useShellT();
  const texts: BreadcrumbsTexts = {
    label: t('breadcrumbs.label'),
    levelMenu: (title) => t('breadcrumbs.levelMenu', { title }),
    back: (title) => t('breadcrumbs.back', { title }),
    offers: t('breadcrumbs.offers'),
    ...textOverrides,
  };
  const [open, setOpen] = useState<OpenMenu>({ level: null, offers: false });
  const rootRef = useRef<HTMLElement>(null);
  const id = useId();
  // Folders are not places to go: they are left out of the trail.
  const trail = crumbs.filter((crumb) => !crumb.skip_in_breadcrumbs);
  const current = trail[trail.length - 1];
  const parent = trail.length > 1 ? trail[trail.length - 2] : undefined;
  const anyOpen = open.level !== null || open.offers;

  // A click elsewhere or ESC closes the open dropdowns, focus going back to the button of an
  // ESC-closed one so keyboard users keep their place.
  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen({ level: null, offers: false });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = rootRef.current?.querySelector<HTMLButtonElement>(
        'button[aria-expanded="true"]',
      );
      setOpen({ level: null, offers: false });
      button?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anyOpen]);

  // The menu covering the page closes whatever was open here.
  useEffect(() => {
    if (hidden) setOpen({ level: null, offers: false });
  }, [hidden]);

  if (!current) return null;

  const levelItem = (crumb: Breadcrumb, index: number, isCurrent: boolean) => {
    const menuId = `${id}-level-${index}`;
    const expanded = open.level === index;
    const children = crumb.children.filter((child) => !child.skip_in_breadcrumbs);
    return (
      <li key={`${crumb.path}-${index}`} className="fc-breadcrumbs__item">
        <a
          className="fc-breadcrumbs__link"
          href={crumb.path}
          aria-current={isCurrent ? 'page' : undefined}
        >
          {crumb.title}
        </a>
        {children.length > 0 && (
          <>
            <button
              type="button"
              className="fc-breadcrumbs__toggle"
              aria-expanded={expanded}
              aria-controls={menuId}
              aria-label={texts.levelMenu(crumb.title)}
              data-state={expanded ? 'open' : 'closed'}
              onClick={() => setOpen((state) => ({ ...state, level: expanded ? null : index }))}
            >
              <Icon name={expanded ? 'chevron-up' : 'chevron-down'} />
            </button>
            <ul
              id={menuId}
              className="fc-breadcrumbs__menu"
              data-state={expanded ? 'open' : 'closed'}
              hidden={!expanded}
            >
              {children.map((child) => (
                <li key={child.path}>
                  <a
                    className="fc-breadcrumbs__menu-link"
                    href={child.path}
                    aria-current={child.path === current.path ? 'page' : undefined}
                  >
                    {child.title}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </li>
    );
  };

  const offersMenuId = `${id}-offers`;
  const hasOffers = offers !== undefined && offers.length > 0;

  return (
    <nav
      ref={rootRef}
      className={cx('fc-breadcrumbs', className)}
      aria-label={texts.label}
      data-state={hidden ? 'hidden' : 'visible'}
      data-layout={isMobile ? 'mobile' : 'desktop'}
      data-retailer-bar={hasRetailerBar || undefined}
      aria-hidden={hidden || undefined}
      inert={hidden}
    >
      {isMobile && parent && (
        <a
          className="fc-breadcrumbs__back"
          href={parent.path}
          aria-label={texts.back(parent.title)}
        >
          <Icon name="arrow-left" />
          <span>{parent.title}</span>
        </a>
      )}
      <ol className="fc-breadcrumbs__trail">
        {isMobile
          ? levelItem(current, trail.length - 1, true)
          : trail.map((crumb, index) => levelItem(crumb, index, index === trail.length - 1))}
      </ol>
      {hasOffers && (
        <div className="fc-breadcrumbs__offers">
          <button
            type="button"
            className="fc-breadcrumbs__offers-toggle"
            aria-expanded={open.offers}
            aria-controls={offersMenuId}
            data-state={open.offers ? 'open' : 'closed'}
            onClick={() => setOpen((state) => ({ ...state, offers: !state.offers }))}
          >
            {texts.offers}
            <Icon name={open.offers ? 'chevron-up' : 'chevron-down'} />
          </button>
          <ul
            id={offersMenuId}
            className="fc-breadcrumbs__menu fc-breadcrumbs__menu--offers"
            data-state={open.offers ? 'open' : 'closed'}
            hidden={!open.offers}
          >
            {offers.map((offer) => (
              <li key={`${offer.car_model_key}-${offer.anchor}`}>
                <a
                  className="fc-breadcrumbs__menu-link"
                  href={breadcrumbOfferHref(currentPath, offer)}
                  onClick={() => setOpen((state) => ({ ...state, offers: false }))}
                >
                  {offer.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
