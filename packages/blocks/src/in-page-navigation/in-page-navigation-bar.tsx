import { cx } from '@forecourt/ui';
import { useEffect, useRef, useState } from 'react';
import { IN_PAGE_NAVIGATION_MAX_ITEMS } from './in-page-navigation.schema.js';
import './in-page-navigation.css';

export { IN_PAGE_NAVIGATION_MAX_ITEMS };

export interface InPageNavigationItem {
  /** Link text. */
  label: string;
  /**
   * Where the link goes: a block number N goes to `#component-N` (the Nth block), anything else
   * is an element id (a leading '#' is allowed).
   */
  blockId: string | number;
}

export interface InPageNavigationProps {
  /** The block's links; at most 10 are shown. */
  items: InPageNavigationItem[];
  /** Text of the go-to-top control on small screens. Defaults to 'Top'. */
  goTopShort?: string | undefined;
  /** Text of the go-to-top control on larger screens, and its accessible name. Defaults to 'Back to top'. */
  goTopFull?: string | undefined;
  /**
   * Height of the fixed header in px: the bar sticks once its top reaches the header's bottom.
   * Defaults to the bottom of the page's fixed top chrome (see `STICKY_CHROME_SELECTOR`), or,
   * without one, 48 below 1024 px and 72 from 1024 px (site-shell.md §9).
   */
  headerHeight?: number;
  /** Accessible name of the bar. Defaults to 'In-page navigation'. */
  label?: string;
  className?: string;
}

/**
 * The page's fixed top chrome the bar sticks under: header and nav landmarks that are children of
 * <body> (the site's header and the breadcrumbs bar under it), plus anything marked
 * `data-sticky-chrome`. Blocks cannot import the shell, so this DOM contract stands in for it.
 */
export const STICKY_CHROME_SELECTOR = 'body > header, body > nav, [data-sticky-chrome]';

/** The fragment a link goes to: `#component-N` for a block number, else the element id. */
export function inPageHref(blockId: string | number): string {
  const id = String(blockId).trim().replace(/^#/, '');
  return /^\d+$/.test(id) ? `#component-${id}` : `#${id}`;
}

function defaultHeaderHeight(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 72;
  return window.matchMedia('(min-width: 1024px)').matches ? 72 : 48;
}

/**
 * Lowest visible bottom edge of the fixed or sticky chrome at the top of the viewport, or null
 * when the page has none. A header slid out of view (bottom ≤ 0) no longer counts.
 */
function chromeBottom(): number | null {
  let found = false;
  let bottom = 0;
  for (const element of document.querySelectorAll<HTMLElement>(STICKY_CHROME_SELECTOR)) {
    const style = window.getComputedStyle(element);
    if (style.position !== 'fixed' && style.position !== 'sticky') continue;
    found = true;
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const rect = element.getBoundingClientRect();
    // Chrome pinned to the bottom (a floating menu) is not above the page.
    if (rect.height === 0 || rect.top > window.innerHeight / 2) continue;
    bottom = Math.max(bottom, rect.bottom);
  }
  return found ? Math.round(bottom) : null;
}

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * In-page navigation block: links to blocks of the page that becomes sticky under the header once
 * its top reaches it, then offering a 'go to top' control. A zero-height sentinel where the bar
 * sits is watched by an IntersectionObserver for the sticky state.
 */
export function InPageNavigation({
  items,
  goTopShort = 'Top',
  goTopFull = 'Back to top',
  headerHeight,
  label = 'In-page navigation',
  className,
}: InPageNavigationProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const [sticky, setSticky] = useState(false);
  const [offset, setOffset] = useState(headerHeight ?? 72);
  const [barHeight, setBarHeight] = useState(0);

  useEffect(() => {
    if (headerHeight !== undefined) return setOffset(headerHeight);
    // The header can grow (retailer bar, breadcrumbs) or slide away on scroll: follow its bottom,
    // read at most once a frame.
    let frame = 0;
    const update = () => {
      frame = 0;
      setOffset(chromeBottom() ?? defaultHeaderHeight());
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    document.addEventListener('transitionend', schedule);
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule);
      document.removeEventListener('transitionend', schedule);
    };
  }, [headerHeight]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Out of view above the header: the page has scrolled past the bar's place.
        const next = !entry.isIntersecting && entry.boundingClientRect.top < offset;
        // Measured while still in the flow, so the spacer that replaces it is right from the
        // first sticky frame (no layout shift for scroll anchoring or a running hash scroll).
        if (next && barRef.current) setBarHeight(barRef.current.offsetHeight);
        setSticky(next);
      },
      { rootMargin: `${-offset}px 0px 0px 0px`, threshold: 0 },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [offset]);

  const shown = items.slice(0, IN_PAGE_NAVIGATION_MAX_ITEMS);
  if (shown.length === 0) return null;
  const state = sticky ? 'sticky' : 'static';

  return (
    <div
      className={cx('fc-in-page-nav', className)}
      data-state={state}
      // While fixed, the bar leaves the flow: a spacer of its height stops the page jumping up.
      style={sticky ? { minBlockSize: barHeight } : undefined}
    >
      <div ref={sentinelRef} className="fc-in-page-nav__sentinel" aria-hidden="true" />
      <nav
        ref={barRef}
        className="fc-in-page-nav__bar"
        aria-label={label}
        data-state={state}
        style={sticky ? { insetBlockStart: offset } : undefined}
      >
        <ul className="fc-in-page-nav__list">
          {shown.map((item, index) => (
            // Plain fragment links: the host's hash scrolling (the shell's, with
            // `inPageNavigationOffset`) keeps the target clear of the header and this bar.
            <li key={`${item.blockId}-${index}`}>
              <a className="fc-in-page-nav__link" href={inPageHref(item.blockId)}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        {sticky && (
          <button
            type="button"
            className="fc-in-page-nav__top"
            aria-label={goTopFull || goTopShort}
            onClick={() =>
              window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
            }
          >
            <span className="fc-in-page-nav__top-short" aria-hidden="true">
              {goTopShort}
            </span>
            <span className="fc-in-page-nav__top-full" aria-hidden="true">
              {goTopFull}
            </span>
          </button>
        )}
      </nav>
    </div>
  );
}
