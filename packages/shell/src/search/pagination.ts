/** Results per page on desktop (site-shell.md §9). Mobile shows every result. */
export const SEARCH_PAGE_SIZE = 20;
/** Slots in the pagination bar, gaps included (site-shell.md §9). */
export const PAGINATION_SLOTS = 7;

/** A page number, or a gap standing for the pages left out. */
export type PaginationSlot = number | '...';

/**
 * The pages shown in the pagination bar: every page while there are at most 7, otherwise 7 slots
 * that always hold the first and last page and the current one, with '...' for what is left out.
 * Pages are 1-based; `current` is clamped into range.
 */
export function paginationWindow(current: number, total: number): PaginationSlot[] {
  if (total <= 0) return [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (total <= PAGINATION_SLOTS) return range(1, total);
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  // First, gap, the middle, gap, last: the middle has 3 slots, or 5 next to either end.
  const edge = PAGINATION_SLOTS - 3; // 4: the current page still reaches the first run
  if (page <= edge) return [...range(1, PAGINATION_SLOTS - 2), '...', total];
  if (page > total - edge) return [1, '...', ...range(total - (PAGINATION_SLOTS - 3), total)];
  return [1, '...', page - 1, page, page + 1, '...', total];
}

/** Number of desktop pages for `count` results. */
export function pageCount(count: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.ceil(count / pageSize);
}
