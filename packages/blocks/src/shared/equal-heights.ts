import { useEffect, type RefObject } from 'react';

/** Where one matched element sits (the top of its item, i.e. its row) and its natural height. */
export interface MeasuredBox {
  /** Top of the element's item: items sharing a top sit in one row. */
  rowTop: number;
  /** The element's own height with no equalising applied. */
  height: number;
}

/**
 * The height each box should take so boxes in the same row match (block-catalogue.md §9: "Heights
 * of matched elements are equalised on resize and image load"): the tallest of its row, or `null`
 * when the box is alone in its row (a one-column phone layout needs nothing). Tops within
 * `tolerance` pixels count as one row, since sub-pixel layout rarely gives exact equality.
 */
export function equalisedHeights(boxes: readonly MeasuredBox[], tolerance = 1): (number | null)[] {
  const rows: { top: number; members: number[]; tallest: number }[] = [];
  boxes.forEach((box, index) => {
    const row = rows.find((candidate) => Math.abs(candidate.top - box.rowTop) <= tolerance);
    if (row) {
      row.members.push(index);
      row.tallest = Math.max(row.tallest, box.height);
    } else {
      rows.push({ top: box.rowTop, members: [index], tallest: box.height });
    }
  });
  const heights: (number | null)[] = boxes.map(() => null);
  for (const row of rows) {
    if (row.members.length < 2) continue;
    for (const index of row.members) heights[index] = row.tallest;
  }
  return heights;
}

export interface EqualHeightsOptions {
  /** The repeated items (cards); items with the same top form a row. */
  items: string;
  /** Parts inside each item whose heights are matched along a row, each selector on its own. */
  parts: readonly string[];
}

/** Sets `min-height` on each part so the parts of every row line up. */
function equalise(container: HTMLElement, { items, parts }: EqualHeightsOptions) {
  const itemElements = Array.from(container.querySelectorAll<HTMLElement>(items));
  const columns = parts.map((part) =>
    itemElements.flatMap((item) => {
      const element = item.querySelector<HTMLElement>(part);
      return element ? [{ item, element }] : [];
    }),
  );
  // Write, then read everything, then write: one forced layout instead of one per element.
  for (const column of columns) for (const { element } of column) element.style.minHeight = '';
  const measured = columns.map((column) =>
    column.map(({ item, element }) => ({
      rowTop: item.getBoundingClientRect().top,
      height: element.getBoundingClientRect().height,
    })),
  );
  columns.forEach((column, index) => {
    const heights = equalisedHeights(measured[index]!);
    column.forEach(({ element }, row) => {
      const height = heights[row];
      element.style.minHeight = height === null || height === undefined ? '' : `${height}px`;
    });
  });
}

/**
 * Keeps the `parts` of the `items` inside `ref` the same height along each row: again whenever the
 * container or an item is resized and whenever an image inside loads (its height changes the
 * layout). Runs in the browser only; the server's HTML simply has natural heights.
 */
export function useEqualHeights(
  ref: RefObject<HTMLElement | null>,
  { items, parts }: EqualHeightsOptions,
): void {
  const partsKey = parts.join('\u0000');
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const options = { items, parts: partsKey.split('\u0000') };
    let frame = 0;
    // One pass per frame, however many observers and images report at once.
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        equalise(container, options);
      });
    };
    schedule();
    // `load` does not bubble, but it is seen by capturing listeners on the image's ancestors.
    container.addEventListener('load', schedule, true);
    let observer: ResizeObserver | undefined;
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(schedule);
      observer.observe(container);
      for (const item of container.querySelectorAll(items)) observer.observe(item);
    } else {
      window.addEventListener('resize', schedule);
    }
    return () => {
      cancelAnimationFrame(frame);
      container.removeEventListener('load', schedule, true);
      observer?.disconnect();
      window.removeEventListener('resize', schedule);
      for (const part of options.parts) {
        for (const element of container.querySelectorAll<HTMLElement>(`${items} ${part}`)) {
          element.style.minHeight = '';
        }
      }
    };
  }, [ref, items, partsKey]);
}
