import { BREAKPOINTS, CtaLink, Icon } from '@forecourt/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useShellT } from '../i18n/LocaleProvider.js';
import { FAB_TOUCH_HIGHLIGHT_MS, parseFabItems, parseFabSecondary } from './parse.js';

/** Below large screens (lg, 901 px) a secondary menu pads the page bottom by its own height. */
const BELOW_LARGE_QUERY = `(max-width: ${BREAKPOINTS.lg - 0.02}px)`;

export interface FloatingActionMenuProps {
  /** Raw value of the `general.global_fab` setting (a JSON list of items). */
  settingValue: string | null | undefined;
  /** The `general.global_fab_secondary` flag (boolean or its setting text). Defaults to off. */
  secondary?: string | boolean | null;
}

/**
 * Floating action menu (site-shell.md §2/§4): a 55 px round button listing quick links. It opens
 * and closes from its button, or from a click on the overlay behind the open list. In secondary
 * mode it keeps 3 items, opens once when shown and stays open without an overlay (the page stays
 * usable); below large screens it then pads the page bottom by its height so nothing is covered.
 */
export function FloatingActionMenu({
  settingValue,
  secondary: secondaryFlag,
}: FloatingActionMenuProps) {
  const t = useShellT();
  // Accessible name of the menu's button and list.
  const label = t('floatingMenu.label');
  const secondary = parseFabSecondary(secondaryFlag);
  const items = useMemo(
    () => parseFabItems(settingValue, { secondary }),
    [settingValue, secondary],
  );
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const touchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggledOnShow = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const shown = items.length > 0;

  // Secondary mode: toggled once when the menu is first shown (the ref survives StrictMode's re-run).
  useEffect(() => {
    if (!secondary || !shown || toggledOnShow.current) return;
    toggledOnShow.current = true;
    setOpen((value) => !value);
  }, [secondary, shown]);

  // Secondary mode below large screens: bottom page padding equal to the menu's height.
  useEffect(() => {
    const root = rootRef.current;
    if (!secondary || !shown || !root || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(BELOW_LARGE_QUERY);
    const body = document.body;
    const previous = body.style.paddingBottom;
    const apply = () => {
      body.style.paddingBottom = media.matches ? `${root.offsetHeight}px` : previous;
    };
    apply();
    media.addEventListener('change', apply);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(root);
    return () => {
      media.removeEventListener('change', apply);
      observer?.disconnect();
      body.style.paddingBottom = previous;
    };
  }, [secondary, shown, open]);

  useEffect(() => () => clearTimeout(touchTimer.current), []);

  // ESC closes an open menu and hands focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!shown) return null;

  const markTouched = () => {
    clearTimeout(touchTimer.current);
    setTouched(true);
    touchTimer.current = setTimeout(() => setTouched(false), FAB_TOUCH_HIGHLIGHT_MS);
  };

  return (
    <div
      ref={rootRef}
      className="fc-fab"
      data-state={open ? 'open' : 'closed'}
      data-mode={secondary ? 'secondary' : 'primary'}
    >
      {open && !secondary ? (
        // Pointer convenience only: keyboard users close with the button or ESC.
        <div className="fc-fab__overlay" aria-hidden="true" onClick={() => setOpen(false)} />
      ) : null}
      <ul
        id={listId}
        className="fc-fab__list"
        aria-label={label}
        hidden={!open}
        // A followed link closes the primary menu; the secondary bar stays.
        onClick={(event) => {
          if (!secondary && (event.target as HTMLElement).closest('a, button')) setOpen(false);
        }}
      >
        {items.map((item) => (
          <li key={`${item.label}-${item.link}`} className="fc-fab__item">
            <CtaLink
              appearance="text"
              className="fc-fab__link"
              labelText={item.label}
              href={item.type === 'form' ? undefined : item.link}
              formId={item.type === 'form' ? item.link : undefined}
              type={item.type}
              target={item.target}
              icon={item.icon}
            />
          </li>
        ))}
      </ul>
      <button
        ref={buttonRef}
        type="button"
        className="fc-fab__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        data-touched={touched || undefined}
        onClick={() => setOpen((value) => !value)}
        onTouchStart={markTouched}
      >
        <Icon name={open ? 'close' : 'plus'} />
      </button>
    </div>
  );
}
