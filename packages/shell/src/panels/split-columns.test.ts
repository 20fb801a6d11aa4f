import { describe, expect, it } from 'vitest';
import { splitColumns } from './split-columns.js';

const links = (n: number) => Array.from({ length: n }, (_, i) => `link ${i + 1}`);

describe('splitColumns', () => {
  describe('given no firstColumnLinks', () => {
    it.each([
      [0, 0, 0],
      [1, 1, 0],
      [2, 1, 1],
      [3, 2, 1],
      [4, 2, 2],
      [5, 3, 2],
      [8, 4, 4],
      [9, 5, 4],
    ])('should put half of %i links rounded up (%i) in the first column', (n, first, second) => {
      const [a, b] = splitColumns(links(n));
      expect(a).toHaveLength(first);
      expect(b).toHaveLength(second);
    });

    it.each([null, 0, -1, -3, Number.NaN, Number.POSITIVE_INFINITY, 0.4])(
      'should treat %s as not configured',
      (value) => {
        const [a, b] = splitColumns(links(5), value);
        expect(a).toEqual(['link 1', 'link 2', 'link 3']);
        expect(b).toEqual(['link 4', 'link 5']);
      },
    );
  });

  describe('given firstColumnLinks', () => {
    it('should put exactly that many links first, in order', () => {
      expect(splitColumns(links(5), 1)).toEqual([
        ['link 1'],
        ['link 2', 'link 3', 'link 4', 'link 5'],
      ]);
      expect(splitColumns(links(5), 4)).toEqual([
        ['link 1', 'link 2', 'link 3', 'link 4'],
        ['link 5'],
      ]);
    });

    it('should put every link first when it exceeds the number of links', () => {
      expect(splitColumns(links(3), 7)).toEqual([['link 1', 'link 2', 'link 3'], []]);
    });

    it('should round a fractional count down', () => {
      expect(splitColumns(links(5), 2.9)).toEqual([
        ['link 1', 'link 2'],
        ['link 3', 'link 4', 'link 5'],
      ]);
    });

    it('should keep every link exactly once', () => {
      for (let n = 0; n <= 6; n += 1)
        for (let k = -1; k <= 8; k += 1) {
          const [a, b] = splitColumns(links(n), k);
          expect([...a, ...b]).toEqual(links(n));
        }
    });

    it('should not mutate its input', () => {
      const input = Object.freeze(links(4));
      splitColumns(input, 1);
      expect(input).toEqual(links(4));
    });
  });
});
