/**
 * Template B's two link columns (site-shell.md §5): the first column holds `firstColumnLinks`
 * links, or half of them rounded up when that is not a positive whole number. A count above the
 * number of links puts them all in the first column; a fractional count is rounded down.
 */
export function splitColumns<T>(
  links: readonly T[],
  firstColumnLinks?: number | null,
): [first: T[], second: T[]] {
  const configured =
    typeof firstColumnLinks === 'number' && Number.isFinite(firstColumnLinks)
      ? Math.floor(firstColumnLinks)
      : 0;
  // 0, negative and missing counts all mean "not configured" (the editor leaves the field empty).
  const count = configured > 0 ? Math.min(configured, links.length) : Math.ceil(links.length / 2);
  return [links.slice(0, count), links.slice(count)];
}
