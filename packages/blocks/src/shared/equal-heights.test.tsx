import { fireEvent, render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { equalisedHeights, useEqualHeights } from './equal-heights.js';

describe('equalisedHeights', () => {
  describe('given three cards in one row and two in the next', () => {
    it('should give each card the tallest height of its own row', () => {
      expect(
        equalisedHeights([
          { rowTop: 0, height: 40 },
          { rowTop: 0, height: 72 },
          { rowTop: 0.4, height: 56 },
          { rowTop: 300, height: 20 },
          { rowTop: 300, height: 30 },
        ]),
      ).toEqual([72, 72, 72, 30, 30]);
    });
  });

  describe('given one card per row (a phone layout)', () => {
    it('should leave every card at its natural height', () => {
      expect(
        equalisedHeights([
          { rowTop: 0, height: 40 },
          { rowTop: 200, height: 72 },
        ]),
      ).toEqual([null, null]);
    });
  });

  describe('given rows that differ by less than the tolerance', () => {
    it('should treat them as one row', () => {
      expect(
        equalisedHeights(
          [
            { rowTop: 10, height: 40 },
            { rowTop: 13, height: 50 },
          ],
          4,
        ),
      ).toEqual([50, 50]);
    });
  });
});

/** jsdom lays nothing out: each element reports the box the test gives it. */
function setBox(element: Element, top: number, height: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, height } as DOMRect);
}

function Cards({ count }: { count: number }) {
  const ref = useRef<HTMLUListElement>(null);
  useEqualHeights(ref, { items: 'li', parts: ['h3'] });
  return (
    <ul ref={ref}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <img alt="" src="/api/v1/image/car/w/320" />
          <h3>Card {index + 1}</h3>
        </li>
      ))}
    </ul>
  );
}

function layOut(container: HTMLElement, boxes: [top: number, height: number][]) {
  const cards = Array.from(container.querySelectorAll('li'));
  cards.forEach((card, index) => {
    const [top, height] = boxes[index]!;
    setBox(card, top, height + 100);
    setBox(card.querySelector('h3')!, top + 100, height);
  });
}

const minHeights = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('h3')).map((heading) => heading.style.minHeight);

describe('useEqualHeights', () => {
  afterEach(() => vi.restoreAllMocks());

  describe('given two cards side by side with headings of different heights', () => {
    it('should give both headings the taller height', async () => {
      const { container } = render(<Cards count={2} />);
      layOut(container, [
        [0, 24],
        [0, 48],
      ]);
      fireEvent.load(container.querySelector('img')!);
      await waitFor(() => expect(minHeights(container)).toEqual(['48px', '48px']));
    });

    it('should measure again when an image loads and changes the layout', async () => {
      const { container } = render(<Cards count={2} />);
      layOut(container, [
        [0, 24],
        [0, 48],
      ]);
      fireEvent.load(container.querySelector('img')!);
      await waitFor(() => expect(minHeights(container)).toEqual(['48px', '48px']));
      // The image made the cards wrap onto rows of their own.
      layOut(container, [
        [0, 24],
        [400, 48],
      ]);
      fireEvent.load(container.querySelectorAll('img')[1]!);
      await waitFor(() => expect(minHeights(container)).toEqual(['', '']));
    });

    it('should leave natural heights behind when unmounted', async () => {
      const { container, unmount } = render(<Cards count={2} />);
      layOut(container, [
        [0, 24],
        [0, 48],
      ]);
      fireEvent.load(container.querySelector('img')!);
      await waitFor(() => expect(minHeights(container)).toEqual(['48px', '48px']));
      const headings = Array.from(container.querySelectorAll('h3'));
      unmount();
      expect(headings.map((heading) => heading.style.minHeight)).toEqual(['', '']);
    });
  });
});
