// What hash scrolling needs to know of in-page navigation bars (the shell's scrolling reads it on
// every page), kept apart from the bar's component so that reading it never loads the bar.

/**
 * Height of the in-page navigation that will be stuck under the header once `target` is scrolled
 * to just below the header: the tallest bar whose place is above the target (0 when none is).
 * Hash scrolling adds it to the header's height, so the target is not left under the bar.
 */
export function inPageNavigationOffset(target: Element): number {
  const top = target.getBoundingClientRect().top;
  let height = 0;
  for (const root of target.ownerDocument.querySelectorAll<HTMLElement>('.fc-in-page-nav')) {
    const sentinel = root.querySelector('.fc-in-page-nav__sentinel');
    const bar = root.querySelector<HTMLElement>('.fc-in-page-nav__bar');
    if (!sentinel || !bar || root.contains(target) || target.contains(root)) continue;
    if (sentinel.getBoundingClientRect().top <= top) height = Math.max(height, bar.offsetHeight);
  }
  return height;
}
