import type { NavEntry } from '@forecourt/api-client';
import { ExchangeRateLabel } from '@forecourt/pricing/react';
import { Icon, Image, buttonClassName, isIconName } from '@forecourt/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useShellT } from '../i18n/LocaleProvider.js';
import { firstLevelEntries, secondaryEntries } from './entries.js';
import {
  desktopPanelState,
  isOverlayOpen,
  mobileLevelState,
  type MobileLevel,
  type NavigationPanelState,
  type NavigationState,
  type NavigationViewport,
} from './navigation-state.js';
import { useHeaderHide } from './use-header-hide.js';
import { useNavigationStore } from './use-navigation-store.js';

/** What a panel body gets from the navigation (see `renderPanel`). */
export interface NavigationPanelContext {
  /** 'active' while shown; the desktop panel is only rendered while active. */
  state: NavigationPanelState;
  /** 1 for the desktop content panel; 2 (content) or 3 (car tabs) in the mobile drawer. */
  level: 1 | 2 | 3;
  variant: 'desktop' | 'mobile';
  /** The second-level index (e.g. the selected car): 0 whenever the panel opens. */
  secondLevelIndex: number;
  onSelectSecondLevel: (index: number) => void;
  /** Mobile level 2 only: slides to level 3 (car tabs). */
  onOpenCarTabs?: () => void;
  /** Closes the whole navigation (content, drawer). */
  onClose: () => void;
}

/** What the search slot gets (see `renderSearch`). */
export interface NavigationSearchContext {
  state: 'active' | 'inactive';
  variant: 'desktop' | 'mobile';
  onClose: () => void;
}

/**
 * Texts of the navigation's own controls (the entries bring their own labels). Each defaults to
 * the page locale's `navigation.*` text of the shell bundles (English: in brackets below).
 */
export interface NavigationLabels {
  /** Name of the `<nav>` landmark ('Main navigation'). */
  navigation: string;
  /** Accessible name of the logo link ('Home'). */
  home: string;
  /** Mobile menu button ('Menu'). */
  menu: string;
  /** Mobile drawer close button ('Close menu'). */
  close: string;
  /** Mobile back buttons ('Back'). */
  back: string;
}

export interface NavigationProps {
  /** The entries of `GET /api/nav_entries` for the current locale (top level with children). */
  entries: readonly NavEntry[];
  /** Setting `retailers.top_bar_text`; empty or missing hides the 40 px retailer bar. */
  retailerBarText?: string;
  /** The page shows breadcrumbs: the header gets the taller variant and hides on scroll down. */
  hasBreadcrumbs?: boolean;
  /** The body of a first-level item's content panel (the site maps templates to panels). */
  renderPanel: (entry: NavEntry, context: NavigationPanelContext) => ReactNode;
  /** The search panel, rendered while search is open. Without it the search item is not shown. */
  renderSearch?: (context: NavigationSearchContext) => ReactNode;
  /** The language-switch link of a `lang` entry (from its 'pattern:replacement:flags' url). */
  languageHref?: (entry: NavEntry) => string | undefined;
  /** The logo artwork inside the link to '/'. Defaults to the theme's logo (CSS). */
  logo?: ReactNode;
  /** Overrides of the locale's texts. */
  labels?: Partial<NavigationLabels>;
  /** Called with true while content, search or the drawer is open (breadcrumbs hide then). */
  onMenuActiveChange?: (active: boolean) => void;
  /** The viewport assumed before the browser measures (server render). Defaults to 'desktop'. */
  initialViewport?: NavigationViewport;
  /**
   * Where the navigation starts, e.g. `{ viewport: 'mobile', drawerOpen: true, mobileLevel: 2,
   * activeId }` for a story. Crossing 1024 px still resets it. Defaults to nothing open.
   */
  initialState?: Partial<NavigationState>;
  /**
   * The my-account menu slot, shown last in the secondary items of the bar on desktop and of the
   * drawer's first level on mobile (site-shell.md §2: only when the my-account script URL setting
   * is set; the site passes the element that script fills). It is rendered in one of the two
   * places at a time, so an id on it stays unique for the script to find.
   */
  accountSlot?: ReactNode;
  /**
   * Shows this viewport's navigation whatever the window's width, and leaves the page's scrolling
   * alone while it is open: for previews (the admin's navigation editor shows the mega menu and
   * the mobile drawer side by side). Place it in a container that holds fixed positioning
   * (e.g. `transform: translateZ(0)`).
   */
  pinnedViewport?: NavigationViewport;
}

const BODY_LOCK_CLASS = 'fc-scroll-locked';

/**
 * The main navigation (site-shell.md §2 "Main navigation", §4): the desktop bar with its mega menu
 * from 1024 px, the mobile drawer with sliding levels 0–3 below, the search overlay slot and the
 * header that hides on scroll on pages with breadcrumbs.
 */
export function Navigation({
  entries,
  retailerBarText,
  hasBreadcrumbs = false,
  renderPanel,
  renderSearch,
  languageHref,
  logo,
  labels: labelsProp,
  onMenuActiveChange,
  initialViewport = 'desktop',
  initialState,
  accountSlot,
  pinnedViewport,
}: NavigationProps) {
  const t = useShellT();
  const labels: NavigationLabels = {
    navigation: t('navigation.label'),
    home: t('navigation.home'),
    menu: t('navigation.menu'),
    close: t('navigation.close'),
    back: t('navigation.back'),
    ...labelsProp,
  };
  const [state, dispatch] = useNavigationStore(
    pinnedViewport ?? initialState?.viewport ?? initialViewport,
    initialState,
    pinnedViewport !== undefined,
  );
  const idPrefix = useId();
  const panelId = (entry: NavEntry) => `${idPrefix}-panel-${entry.id}`;
  const searchId = `${idPrefix}-search`;
  const drawerId = `${idPrefix}-drawer`;

  const primary = firstLevelEntries(entries);
  const secondary = secondaryEntries(entries);
  const activeEntry = primary.find((entry) => entry.id === state.activeId);
  const overlayOpen = isOverlayOpen(state);
  const retailerText = retailerBarText?.trim() ?? '';
  const scrolledAway = useHeaderHide({ enabled: hasBreadcrumbs });
  const hidden = scrolledAway && !overlayOpen;
  const isDesktop = state.viewport === 'desktop';
  // Until the browser has measured, the server's markup carries both the bar items and the menu
  // button; CSS shows the right one for the width, so the first paint does not flash.
  const [measured, setMeasured] = useState(false);
  useEffect(() => setMeasured(true), []);
  const showBar = isDesktop || !measured;
  const showMenuButton = !isDesktop || !measured;

  const close = () => dispatch({ type: 'close' });

  // Body scroll lock while an overlay is open.
  useEffect(() => {
    if (!overlayOpen || pinnedViewport) return undefined;
    document.body.classList.add(BODY_LOCK_CLASS);
    return () => document.body.classList.remove(BODY_LOCK_CLASS);
  }, [overlayOpen, pinnedViewport]);

  const onMenuActiveChangeRef = useRef(onMenuActiveChange);
  onMenuActiveChangeRef.current = onMenuActiveChange;
  useEffect(() => {
    onMenuActiveChangeRef.current?.(overlayOpen);
  }, [overlayOpen]);

  // ESC closes whatever is open. A panel that handles ESC itself (e.g. an open shortcuts modal)
  // calls preventDefault and keeps the navigation open.
  useEffect(() => {
    if (!overlayOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dispatch({ type: 'close' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlayOpen, dispatch]);

  // Focus: into the opened panel / level / search, back to the trigger when it closes.
  const rootRef = useRef<HTMLElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    const root = rootRef.current;
    if (!root || before.viewport !== state.viewport) return;
    const focus = (selector: string) => root.querySelector<HTMLElement>(selector)?.focus();
    const focusInto = (selector: string) => {
      const container = root.querySelector<HTMLElement>(selector);
      // Leave focus alone if the panel already moved it inside (e.g. the search field).
      if (container && !container.contains(document.activeElement)) container.focus();
    };
    if (state.searchOpen && !before.searchOpen) {
      focusInto('[data-nav-search]');
      return;
    }
    if (!state.searchOpen && before.searchOpen && !overlayOpen) {
      focus('[data-nav-search-trigger]');
      return;
    }
    if (state.viewport === 'desktop') {
      if (state.activeId !== null && state.activeId !== before.activeId) {
        focusInto(`[data-nav-panel="${state.activeId}"]`);
      } else if (state.activeId === null && before.activeId !== null && !state.searchOpen) {
        focus(`[data-nav-trigger="${before.activeId}"]`);
      }
      return;
    }
    if (state.drawerOpen && (!before.drawerOpen || state.mobileLevel !== before.mobileLevel)) {
      focusInto(`[data-nav-level="${state.mobileLevel}"]`);
    } else if (!state.drawerOpen && before.drawerOpen && !state.searchOpen) {
      focus('[data-nav-menu-button]');
    }
  }, [state, overlayOpen]);

  const panelContext = (level: 1 | 2 | 3, panelState: NavigationPanelState): NavigationPanelContext => ({
    state: panelState,
    level,
    variant: isDesktop ? 'desktop' : 'mobile',
    secondLevelIndex: state.secondLevelIndex,
    onSelectSecondLevel: (index) => dispatch({ type: 'selectSecondLevel', index }),
    onOpenCarTabs: level === 2 ? () => dispatch({ type: 'openCarTabs' }) : undefined,
    onClose: close,
  });

  const renderSecondary = (entry: NavEntry) => {
    const type = entry.metadata.type;
    const icon = entry.metadata.icon;
    const iconShown = isIconName(icon);
    if (type === 'search') {
      if (!renderSearch) return null;
      return (
        <button
          type="button"
          className="fc-nav__secondary-button"
          aria-expanded={state.searchOpen}
          aria-controls={searchId}
          data-nav-search-trigger=""
          onClick={() => dispatch({ type: 'toggleSearch' })}
        >
          {iconShown && <Icon name={icon} />}
          <span className={iconShown ? 'fc-visually-hidden' : undefined}>{entry.label}</span>
        </button>
      );
    }
    if (type === 'exchange') {
      return <ExchangeRateLabel className="fc-nav__exchange" template={entry.label} />;
    }
    if (type === 'lang') {
      const href = languageHref?.(entry);
      if (!href) return null;
      return (
        <a className="fc-nav__lang" href={href}>
          {entry.image_id && <Image className="fc-nav__flag" imageId={entry.image_id} alt="" widths={[180]} sizes="24px" />}
          <span>{entry.label}</span>
        </a>
      );
    }
    if (!entry.url) return null;
    const newTab = entry.metadata.openInNewTab === true;
    return (
      <a
        className={type === 'topButton' || type === 'button' ? buttonClassName({ size: 'small' }) : 'fc-nav__link'}
        href={entry.url}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
      >
        {iconShown && <Icon name={icon} />}
        <span className={iconShown && type !== 'topButton' ? 'fc-visually-hidden' : undefined}>{entry.label}</span>
      </a>
    );
  };

  const secondaryItems = secondary
    .map((entry) => ({ entry, node: renderSecondary(entry) }))
    .filter((item) => item.node !== null);

  const drawerVisible = !isDesktop && (state.drawerOpen || state.resetPending);
  // The account slot sits in the bar on desktop and in the drawer on mobile, never in both: the
  // my-account script looks it up by id.
  const hasAccountSlot = accountSlot != null;
  const barAccountSlot = hasAccountSlot && isDesktop;
  const levelProps = (level: MobileLevel) => {
    const levelState = mobileLevelState(state, level);
    return {
      'data-nav-level': level,
      'data-state': levelState,
      tabIndex: -1,
      className: 'fc-nav__level',
      // Levels behind or ahead of the shown one are out of view: out of the tab order too.
      inert: levelState !== 'active',
      'aria-hidden': levelState !== 'active' ? true : undefined,
    } as const;
  };
  const backButton = (
    <button type="button" className="fc-nav__back" onClick={() => dispatch({ type: 'back' })}>
      <Icon name="arrow-left" />
      {labels.back}
    </button>
  );

  return (
    <header
      ref={rootRef}
      className="fc-nav"
      data-viewport={state.viewport}
      data-pinned={pinnedViewport}
      data-menu={overlayOpen ? 'active' : 'inactive'}
      data-hidden={hidden ? 'true' : undefined}
      data-breadcrumbs={hasBreadcrumbs ? 'true' : undefined}
      data-retailer-bar={retailerText ? 'true' : undefined}
    >
      {retailerText && <div className="fc-nav__retailer-bar">{retailerText}</div>}
      <nav className="fc-nav__bar" aria-label={labels.navigation}>
        <a className="fc-nav__logo" href="/" aria-label={labels.home}>
          {logo ?? <span className="fc-nav__logo-mark" aria-hidden="true" />}
        </a>
        {showBar && (
          <ul className="fc-nav__primary">
            {primary.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className="fc-nav__item"
                  aria-expanded={state.activeId === entry.id}
                  aria-controls={panelId(entry)}
                  data-nav-trigger={entry.id}
                  data-state={state.activeId === entry.id ? 'active' : 'inactive'}
                  onClick={() => dispatch({ type: 'toggleItem', id: entry.id })}
                >
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>
        )}
        {showBar && (secondaryItems.length > 0 || barAccountSlot) && (
          <ul className="fc-nav__secondary">
            {secondaryItems.map(({ entry, node }) => (
              <li key={entry.id} data-type={entry.metadata.type}>
                {node}
              </li>
            ))}
            {barAccountSlot && <li data-type="my-account">{accountSlot}</li>}
          </ul>
        )}
        {showMenuButton && (
          <button
            type="button"
            className="fc-nav__menu-button"
            aria-expanded={state.drawerOpen}
            aria-controls={drawerId}
            data-nav-menu-button=""
            onClick={() => dispatch(state.drawerOpen ? { type: 'close' } : { type: 'openDrawer' })}
          >
            <span className="fc-nav__burger" aria-hidden="true" />
            <span className="fc-visually-hidden">{state.drawerOpen ? labels.close : labels.menu}</span>
          </button>
        )}
      </nav>

      {isDesktop && (
        <div className="fc-nav__content" data-state={state.activeId !== null ? 'active' : 'inactive'}>
          {primary.map((entry) => {
            const panelState = desktopPanelState(state, entry.id);
            return (
              <div
                key={entry.id}
                id={panelId(entry)}
                className="fc-nav__panel"
                // The panel inside is the region; this wrapper is what the item controls.
                role="group"
                aria-label={entry.label}
                data-nav-panel={entry.id}
                data-template={entry.metadata.template}
                data-state={panelState}
                tabIndex={-1}
                hidden={panelState !== 'active'}
              >
                {panelState === 'active' && renderPanel(entry, panelContext(1, panelState))}
              </div>
            );
          })}
        </div>
      )}

      {renderSearch && (
        <div
          id={searchId}
          className="fc-nav__search"
          data-nav-search=""
          data-state={state.searchOpen ? 'active' : 'inactive'}
          tabIndex={-1}
          hidden={!state.searchOpen}
        >
          {state.searchOpen &&
            renderSearch({ state: 'active', variant: isDesktop ? 'desktop' : 'mobile', onClose: close })}
        </div>
      )}

      {!isDesktop && (
        <div
          id={drawerId}
          className="fc-nav__drawer"
          role="dialog"
          aria-modal={state.drawerOpen}
          aria-label={labels.menu}
          data-state={state.drawerOpen ? 'open' : 'closed'}
          data-level={state.mobileLevel}
          hidden={!drawerVisible}
          inert={!state.drawerOpen}
        >
          <div className="fc-nav__drawer-head">
            <button type="button" className="fc-nav__close" onClick={close}>
              <Icon name="close" />
              <span className="fc-visually-hidden">{labels.close}</span>
            </button>
          </div>
          <div className="fc-nav__levels">
            <div {...levelProps(0)}>
              <ul className="fc-nav__list">
                {primary.map((entry) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      className="fc-nav__item"
                      data-nav-trigger={entry.id}
                      onClick={() => dispatch({ type: 'openSubLevel', id: entry.id })}
                    >
                      {entry.label}
                      <Icon name="arrow-right" />
                    </button>
                  </li>
                ))}
              </ul>
              {(secondaryItems.length > 0 || hasAccountSlot) && (
                <ul className="fc-nav__list fc-nav__list--secondary">
                  {secondaryItems.map(({ entry, node }) => (
                    <li key={entry.id} data-type={entry.metadata.type}>
                      {node}
                    </li>
                  ))}
                  {hasAccountSlot && <li data-type="my-account">{accountSlot}</li>}
                </ul>
              )}
            </div>
            <div {...levelProps(1)}>
              {activeEntry && state.mobileLevel >= 1 && (
                <>
                  {backButton}
                  <h2 className="fc-nav__level-title">{activeEntry.label}</h2>
                  <ul className="fc-nav__list">
                    {activeEntry.children.map((child, index) => (
                      <li key={child.id}>
                        <button
                          type="button"
                          className="fc-nav__item"
                          onClick={() => dispatch({ type: 'openContent', index })}
                        >
                          {child.label}
                          <Icon name="arrow-right" />
                        </button>
                      </li>
                    ))}
                  </ul>
                  {activeEntry.url && (
                    <a className="fc-nav__link" href={activeEntry.url}>
                      {activeEntry.label}
                    </a>
                  )}
                </>
              )}
            </div>
            <div {...levelProps(2)}>
              {activeEntry && state.mobileLevel >= 2 && (
                <>
                  {backButton}
                  {renderPanel(activeEntry, panelContext(2, mobileLevelState(state, 2)))}
                </>
              )}
            </div>
            <div {...levelProps(3)}>
              {activeEntry && state.mobileLevel >= 3 && (
                <>
                  {backButton}
                  {renderPanel(activeEntry, panelContext(3, mobileLevelState(state, 3)))}
                </>
              )}
            </div>
          </div>
        </div>
      )}

      <div
        className="fc-nav__overlay"
        data-state={overlayOpen ? 'open' : 'closed'}
        aria-hidden="true"
        onClick={close}
      />
    </header>
  );
}
