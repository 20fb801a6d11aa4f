import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../fixture.js';
import { Exterior360, dragFrame, keyFrame } from './exterior-360.js';
import { exterior360Fixture } from './exterior-360.fixtures.js';
import { exterior360Template } from './exterior-360.schema.js';
import * as stories from './exterior-360.stories.js';

const ALT = 'The estate in Carpathian Grey';
/** The photograph the visitor sees (the others are stacked behind it without a name). */
const shownFrame = () => screen.getByRole('img', { name: ALT }).getAttribute('src');
const frameUrl = (n: number) => `/api/v1/image/car-spin-0${n}/w/1600`;
const withFields = (fields: Partial<typeof exterior360Fixture.fields>) =>
  fixture(exterior360Template, { ...exterior360Fixture.fields, ...fields }, exterior360Fixture.groups);

/** jsdom has no matchMedia; the view asks it about touch screens and reduced motion. */
function mockMedia(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** jsdom has no IntersectionObserver: this one lets the test scroll the view into sight. */
let scrollIntoSight: () => void = () => {};
function mockIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {
        scrollIntoSight = () =>
          act(() =>
            this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never),
          );
      }
      observe() {}
      disconnect() {}
    },
  );
}

describe('Exterior360', () => {
  beforeEach(() => {
    mockMedia([]);
    mockIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const user = () => userEvent.setup();

  describe('given eight frames with the template defaults', () => {
    it('should put only the first frame into the server HTML, with the hint and the slider', () => {
      const html = renderToString(<Exterior360 data={exterior360Fixture} locale="en" mode="public" />);
      expect(html).toContain(frameUrl(1));
      expect(html).not.toContain('car-spin-02');
      expect(html).toContain('Click and drag to turn');
      expect(html).toContain('role="slider"');
      expect(html).toContain('aria-valuenow="1"');
    });

    it('should fetch the other frames once the visitor reaches for the view', async () => {
      const { container } = render(
        <Exterior360 data={exterior360Fixture} locale="en" mode="public" />,
      );
      expect(container.querySelectorAll('img')).toHaveLength(1);
      await user().hover(screen.getByRole('img', { name: ALT }));
      expect(container.querySelectorAll('img')).toHaveLength(8);
      expect(shownFrame()).toBe(frameUrl(1));
    });

    it('should turn with the arrow keys on the slider, round and round, and Home/End', async () => {
      render(<Exterior360 data={exterior360Fixture} locale="en" mode="public" />);
      const slider = screen.getByRole('slider', { name: 'Turn the car' });
      await user().tab();
      expect(slider).toHaveFocus();
      await user().keyboard('{ArrowRight}');
      expect(slider).toHaveAttribute('aria-valuenow', '2');
      expect(slider).toHaveAttribute('aria-valuetext', 'View 2 of 8');
      expect(shownFrame()).toBe(frameUrl(2));
      expect(screen.queryByText('Click and drag to turn')).not.toBeInTheDocument();
      await user().keyboard('{ArrowLeft}{ArrowLeft}');
      expect(slider).toHaveAttribute('aria-valuenow', '8');
      expect(shownFrame()).toBe(frameUrl(8));
      await user().keyboard('{Home}');
      expect(slider).toHaveAttribute('aria-valuenow', '1');
      await user().keyboard('{End}');
      expect(slider).toHaveAttribute('aria-valuenow', '8');
    });

    it('should turn while the car is dragged, and stop when let go', () => {
      render(<Exterior360 data={exterior360Fixture} locale="en" mode="public" />);
      const car = screen.getByRole('img', { name: ALT });
      fireEvent.pointerDown(car, { pointerId: 1, button: 0, clientX: 100 });
      // jsdom lays nothing out: the view is 0 px wide, so the minimum of 8 px a frame applies.
      fireEvent.pointerMove(car, { pointerId: 1, clientX: 124 });
      expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '4');
      expect(shownFrame()).toBe(frameUrl(4));
      fireEvent.pointerMove(car, { pointerId: 1, clientX: 92 });
      expect(shownFrame()).toBe(frameUrl(8));
      fireEvent.pointerUp(car, { pointerId: 1, clientX: 92 });
      fireEvent.pointerMove(car, { pointerId: 1, clientX: 200 });
      expect(shownFrame()).toBe(frameUrl(8));
    });

    it('should turn once by itself when scrolled into view, then hold still', () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      render(<Exterior360 data={exterior360Fixture} locale="en" mode="public" />);
      act(() => vi.advanceTimersByTime(5000));
      expect(shownFrame()).toBe(frameUrl(1));
      scrollIntoSight();
      act(() => vi.advanceTimersByTime(300)); // 2.4 s a turn of 8 frames
      expect(shownFrame()).toBe(frameUrl(2));
      act(() => vi.advanceTimersByTime(1500));
      expect(shownFrame()).toBe(frameUrl(7));
      act(() => vi.advanceTimersByTime(600));
      expect(shownFrame()).toBe(frameUrl(1));
      act(() => vi.advanceTimersByTime(5000));
      expect(shownFrame()).toBe(frameUrl(1));
    });

    it('should stop turning by itself as soon as the visitor turns it', () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      render(<Exterior360 data={exterior360Fixture} locale="en" mode="public" />);
      scrollIntoSight();
      act(() => vi.advanceTimersByTime(600));
      expect(shownFrame()).toBe(frameUrl(3));
      fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
      act(() => vi.advanceTimersByTime(5000));
      expect(shownFrame()).toBe(frameUrl(4));
    });

    it('should name the slider and show the hint in Polish for locale pl', () => {
      render(<Exterior360 data={exterior360Fixture} locale="pl" mode="public" />);
      expect(screen.getByRole('slider', { name: 'Obróć samochód' })).toHaveAttribute(
        'aria-valuetext',
        'Widok 1 z 8',
      );
      expect(screen.getByText('Kliknij i przeciągnij, aby obrócić')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Zobacz go z każdej strony');
    });
  });

  describe('given the visitor asks for reduced motion', () => {
    it('should not turn by itself, but still fetch the frames when scrolled into view', () => {
      mockMedia(['(prefers-reduced-motion: reduce)']);
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { container } = render(
        <Exterior360 data={exterior360Fixture} locale="en" mode="public" />,
      );
      scrollIntoSight();
      act(() => vi.advanceTimersByTime(5000));
      expect(shownFrame()).toBe(frameUrl(1));
      expect(container.querySelectorAll('img')).toHaveLength(8);
    });
  });

  describe('given a touch screen and the editor’s own hints', () => {
    it('should show the touch hint', () => {
      mockMedia(['(pointer: coarse)']);
      const data = withFields({
        clickToInteract: { en: 'Drag to walk round' },
        touchToInteract: { en: 'Swipe to walk round' },
      });
      render(<Exterior360 data={data} locale="en" mode="public" />);
      expect(screen.getByText('Swipe to walk round')).toBeInTheDocument();
      expect(screen.queryByText('Drag to walk round')).not.toBeInTheDocument();
    });
  });

  describe('given no slider with a handle and no autostart', () => {
    it('should make the view itself the slider and never turn by itself', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const data = withFields({ has_slider_with_handle: false, has_autostart: false });
      render(<Exterior360 data={data} locale="en" mode="public" />);
      scrollIntoSight();
      act(() => vi.advanceTimersByTime(5000));
      expect(shownFrame()).toBe(frameUrl(1));
      const slider = screen.getByRole('slider', { name: 'Turn the car' });
      expect(slider).toContainElement(screen.getByRole('img', { name: ALT }));
      fireEvent.keyDown(slider, { key: 'ArrowUp' });
      expect(shownFrame()).toBe(frameUrl(2));
    });
  });

  describe('given the slider’s track', () => {
    it('should show the frame under the pointer, first at the left end, last at the right', () => {
      const { container } = render(
        <Exterior360 data={withFields({})} locale="en" mode="public" />,
      );
      const track = container.querySelector<HTMLElement>('.fc-exterior-360__track')!;
      track.getBoundingClientRect = () => ({ left: 0, width: 700 }) as DOMRect;
      fireEvent.pointerDown(track, { pointerId: 1, button: 0, buttons: 1, clientX: 300 });
      expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '4');
      fireEvent.pointerMove(track, { pointerId: 1, buttons: 1, clientX: 700 });
      expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '8');
    });
  });

  describe('given the pure turning rules', () => {
    it('should turn once across the view’s width and wrap around', () => {
      expect(dragFrame(0, 500, 1000, 36)).toBe(18);
      expect(dragFrame(0, -1000, 1000, 36)).toBe(0);
      expect(dragFrame(2, -100, 1000, 36)).toBe(34);
      expect(keyFrame('ArrowLeft', 0, 36)).toBe(35);
      expect(keyFrame('Tab', 0, 36)).toBeUndefined();
    });

  });

  describe('accessibility', () => {
    it.each(Object.entries(composeStories(stories)))(
      'given the %s story, should have no serious or critical axe violation',
      async (_name, Story) => {
        const { container } = render(<Story />);
        expect(await seriousAxeViolations(container)).toEqual([]);
      },
    );
  });
});
