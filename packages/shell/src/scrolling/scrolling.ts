// site-shell.md §2 Scrolling: '#component-N' scrolls to the Nth block; any other hash to the
// element with that id, or the same id with an 'rdx-' prefix ('#block-<id>' is the block whose
// stable id that is); hash scrolling is smooth (300 ms,
// §9) and lands below the fixed header; a path change scrolls to the top.
import { inPageNavigationOffset } from '@forecourt/blocks';

/** site-shell.md §9 scroll animation. */
export const SCROLL_ANIMATION_MS = 300;

/** Where the header's full height lives (navigation.css sets `--fc-nav-height` on `.fc-nav`). */
export const HEADER_SELECTOR = '.fc-nav';
export const HEADER_HEIGHT_VARIABLE = '--fc-nav-height';

const COMPONENT_HASH = /^component-(\d+)$/;
const BLOCK_HASH = /^block-(.+)$/;

/** The element a location hash points at, or null (no hash, or nothing matches). */
export function resolveHashTarget(hash: string, doc: Document = document): HTMLElement | null {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is looked up as written.
  }
  if (!id) return null;
  const component = COMPONENT_HASH.exec(id);
  if (component) {
    // Block roots carry id 'component-N'; fall back to counting rendered blocks.
    const n = Number(component[1]);
    const blocks = doc.querySelectorAll<HTMLElement>('[data-block-template]');
    return doc.getElementById(id) ?? (n >= 1 ? (blocks[n - 1] ?? null) : null);
  }
  const block = BLOCK_HASH.exec(id);
  // '#block-<id>' (an in-page navigation's stable link) is the block root with that data-block-id.
  const byBlockId = block ? doc.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(block[1]!)}"]`) : null;
  return doc.getElementById(id) ?? byBlockId ?? doc.getElementById(`rdx-${id}`);
}

/**
 * The fixed header's height in px: its `--fc-nav-height` custom property when set, else its
 * measured height, else 0 (no header on the page).
 */
export function headerOffset(doc: Document = document, selector = HEADER_SELECTOR): number {
  const header = doc.querySelector<HTMLElement>(selector);
  if (!header) return 0;
  const win = doc.defaultView;
  const variable = win?.getComputedStyle(header).getPropertyValue(HEADER_HEIGHT_VARIABLE).trim();
  const fromVariable = variable ? Number.parseFloat(variable) : Number.NaN;
  if (Number.isFinite(fromVariable)) return fromVariable;
  return header.getBoundingClientRect().height;
}

/** Ease-in-out, so the 300 ms scroll starts and lands gently. */
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export interface ScrollOptions {
  win?: Window;
  /**
   * Pixels kept free at the top: when omitted, the header's height plus that of an in-page
   * navigation that will be stuck under it (one placed above the target).
   */
  offset?: number;
  durationMs?: number;
}

let running: { cancelled: boolean } | null = null;

/**
 * Whether a scroll to a target is under way. The header stays put meanwhile: hiding it on the way
 * down would move the chrome the scroll is aiming below.
 */
export function isScrollingToTarget(): boolean {
  return running !== null;
}

/**
 * Scrolls the window so `target` sits just below the header (and a stuck in-page navigation),
 * animated over 300 ms (instant when the visitor prefers reduced motion). Resolves when the scroll
 * is done; a new scroll cancels it.
 */
export function scrollToElement(target: Element, options: ScrollOptions = {}): Promise<void> {
  const win = options.win ?? target.ownerDocument.defaultView ?? window;
  const offset = () => options.offset ?? headerOffset(target.ownerDocument) + inPageNavigationOffset(target);
  const destination = () => Math.max(0, win.scrollY + target.getBoundingClientRect().top - offset());
  const duration = options.durationMs ?? SCROLL_ANIMATION_MS;
  const from = win.scrollY;
  const to = destination();
  if (running) running.cancelled = true;
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || duration <= 0 || to === from) {
    running = null;
    win.scrollTo({ top: to });
    return Promise.resolve();
  }
  const token = { cancelled: false };
  running = token;
  return new Promise((resolve) => {
    const start = win.performance.now();
    const frame = (now: number) => {
      if (token.cancelled) return resolve();
      const t = Math.min(1, (now - start) / duration);
      win.scrollTo({ top: from + (to - from) * ease(t) });
      if (t < 1) return void win.requestAnimationFrame(frame);
      // Pictures or a bar that turned sticky may have moved the target while scrolling: land on
      // where it is now, not where it was when the scroll began.
      const settled = destination();
      if (Math.abs(settled - win.scrollY) >= 1) win.scrollTo({ top: settled });
      // Scroll events of this frame's movement arrive before the next frame: done after them.
      win.requestAnimationFrame(() => {
        if (running === token) running = null;
        resolve();
      });
    };
    win.requestAnimationFrame(frame);
  });
}

/** Scrolls to a location hash's target; false when nothing matches (the page stays put). */
export function scrollToHash(hash: string, options: ScrollOptions & { doc?: Document } = {}): boolean {
  const doc = options.doc ?? document;
  const target = resolveHashTarget(hash, doc);
  if (!target) return false;
  void scrollToElement(target, { win: doc.defaultView ?? window, ...options });
  return true;
}
