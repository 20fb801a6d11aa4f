import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow } from './pagination.js';

describe('paginationWindow', () => {
  describe('given no pages', () => {
    it('should show nothing', () => {
      expect(paginationWindow(1, 0)).toEqual([]);
    });
  });

  describe('given at most 7 pages', () => {
    it.each([1, 2, 3, 4, 5, 6, 7])('should list every page when there are %i', (total) => {
      for (let current = 1; current <= total; current += 1) {
        expect(paginationWindow(current, total)).toEqual(
          Array.from({ length: total }, (_, index) => index + 1),
        );
      }
    });
  });

  describe('given more than 7 pages', () => {
    it('should keep the first five pages together near the start', () => {
      expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5, '...', 10]);
      expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, '...', 10]);
    });

    it('should centre the current page with a gap on either side in the middle', () => {
      expect(paginationWindow(5, 10)).toEqual([1, '...', 4, 5, 6, '...', 10]);
      expect(paginationWindow(6, 10)).toEqual([1, '...', 5, 6, 7, '...', 10]);
    });

    it('should keep the last five pages together near the end', () => {
      expect(paginationWindow(7, 10)).toEqual([1, '...', 6, 7, 8, 9, 10]);
      expect(paginationWindow(10, 10)).toEqual([1, '...', 6, 7, 8, 9, 10]);
    });

    it('should handle exactly 8 pages', () => {
      expect(paginationWindow(4, 8)).toEqual([1, 2, 3, 4, 5, '...', 8]);
      expect(paginationWindow(5, 8)).toEqual([1, '...', 4, 5, 6, 7, 8]);
    });

    it('should clamp a current page outside the range', () => {
      expect(paginationWindow(0, 10)).toEqual(paginationWindow(1, 10));
      expect(paginationWindow(99, 10)).toEqual(paginationWindow(10, 10));
    });

    it('should always give 7 slots holding the first, last and current page (exhaustive)', () => {
      for (let total = 8; total <= 40; total += 1) {
        for (let current = 1; current <= total; current += 1) {
          const slots = paginationWindow(current, total);
          expect(slots).toHaveLength(7);
          expect(slots[0]).toBe(1);
          expect(slots[6]).toBe(total);
          expect(slots).toContain(current);
          const pages = slots.filter((slot): slot is number => slot !== '...');
          // Pages ascend, and a gap only stands where pages are really left out.
          pages.slice(1).forEach((page, index) => expect(page).toBeGreaterThan(pages[index]!));
          slots.forEach((slot, index) => {
            if (slot !== '...') return;
            const before = slots[index - 1] as number;
            const after = slots[index + 1] as number;
            expect(after - before).toBeGreaterThan(1);
          });
          // Without a gap, neighbours are consecutive pages.
          slots.forEach((slot, index) => {
            const next = slots[index + 1];
            if (slot === '...' || next === undefined || next === '...') return;
            expect(next).toBe(slot + 1);
          });
        }
      }
    });
  });
});

describe('pageCount', () => {
  it('should give 20 results per page', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(141)).toBe(8);
  });
});
