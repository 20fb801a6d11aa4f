import { cx } from '@forecourt/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Most links an in-page navigation holds (block-catalogue.md §9). */
export const IN_PAGE_NAVIGATION_MAX_ITEMS = 10;

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
   * Defaults to 48 below 1024 px and 72 from 1024 px (site-shell.md §9).
   */
  headerHeight?: number;
  /** Accessible name of the bar. Defaults to 'In-page navigation'. */
  label?: string;
  className?: string;
}

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
 * In-page navigation block: links to blocks of the page that becomes sticky under the header once
 * its top reaches it, then offering a 'go to top' control. A zero-height sentinel where the bar
 * sits is watched by an IntersectionObserver, so nothing runs on scroll.
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
    const update = () => setOffset(defaultHeaderHeight());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [headerHeight]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Out of view above the header: the page has scrolled past the bar's place.
        setSticky(!entry.isIntersecting && entry.boundingClientRect.top < offset);
      },
      { rootMargin: `-${offset}px 0px 0px 0px`, threshold: 0 },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [offset]);

  // While fixed, the bar leaves the flow: a spacer of its height stops the page jumping up.
  useLayoutEffect(() => {
    if (sticky && barRef.current) setBarHeight(barRef.current.offsetHeight);
  }, [sticky]);

  const shown = items.slice(0, IN_PAGE_NAVIGATION_MAX_ITEMS);
  if (shown.length === 0) return null;
  const state = sticky ? 'sticky' : 'static';

  return (
    <div
      className={cx('fc-in-page-nav', className)}
      data-state={state}
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
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
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
