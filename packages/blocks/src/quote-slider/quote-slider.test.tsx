import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../fixture.js';
import { QuoteSlider } from './quote-slider.js';
import { quoteSliderFixture } from './quote-slider.fixtures.js';
import { quoteSliderTemplate } from './quote-slider.schema.js';

const visibleQuote = () =>
  screen.getByRole('group', { hidden: false }).querySelector('cite')?.textContent;

/** jsdom has no matchMedia; the slider asks it about reduced motion. */
function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('QuoteSlider', () => {
  beforeEach(() => {
    // Only the rotation's interval is faked: testing-library's async helpers need a real
    // setTimeout (they only know how to advance Jest's fake timers).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const user = () => userEvent.setup();

  describe('given three quotes with the timer on (6 s by default)', () => {
    it('should show one quote at a time and move on every 6 seconds', () => {
      render(<QuoteSlider data={quoteSliderFixture} locale="en" mode="public" />);
      expect(screen.getAllByRole('group')).toHaveLength(1);
      expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
      expect(visibleQuote()).toBe('Piotr Wiśniewski');
      act(() => vi.advanceTimersByTime(5999));
      expect(visibleQuote()).toBe('Piotr Wiśniewski');
      act(() => vi.advanceTimersByTime(1));
      expect(visibleQuote()).toBe('Anna Zielińska');
      act(() => vi.advanceTimersByTime(12000));
      expect(visibleQuote()).toBe('Piotr Wiśniewski');
    });

    it('should stop rotating when paused and resume when played', async () => {
      render(<QuoteSlider data={quoteSliderFixture} locale="en" mode="public" />);
      await user().click(screen.getByRole('button', { name: 'Pause quotes' }));
      act(() => vi.advanceTimersByTime(30000));
      expect(visibleQuote()).toBe('Piotr Wiśniewski');
      await user().click(screen.getByRole('button', { name: 'Play quotes' }));
      expect(screen.getByRole('button', { name: 'Pause quotes' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(6000));
      expect(visibleQuote()).toBe('Anna Zielińska');
    });

    it('should hold still while hovered and continue after', () => {
      const { container } = render(
        <QuoteSlider data={quoteSliderFixture} locale="en" mode="public" />,
      );
      const slider = container.querySelector('section')!;
      fireEvent.mouseEnter(slider);
      act(() => vi.advanceTimersByTime(20000));
      expect(visibleQuote()).toBe('Piotr Wiśniewski');
      fireEvent.mouseLeave(slider);
      act(() => vi.advanceTimersByTime(6000));
      expect(visibleQuote()).toBe('Anna Zielińska');
    });

    it('should hold still while a control has keyboard focus', () => {
      render(<QuoteSlider data={quoteSliderFixture} locale="en" mode="public" />);
      act(() => screen.getByRole('button', { name: 'Next quote' }).focus());
      expect(visibleQuote()).toBe('Piotr Wiśniewski');
      act(() => vi.advanceTimersByTime(20000));
      expect(visibleQuote()).toBe('Piotr Wiśniewski');
      act(() => screen.getByRole('button', { name: 'Next quote' }).blur());
      act(() => vi.advanceTimersByTime(6000));
      expect(visibleQuote()).toBe('Anna Zielińska');
    });

    it('should go back and forward with the previous and next buttons, wrapping around', async () => {
      render(<QuoteSlider data={quoteSliderFixture} locale="en" mode="public" />);
      await user().click(screen.getByRole('button', { name: 'Previous quote' }));
      expect(visibleQuote()).toBe('Tomasz Lewandowski');
      await user().click(screen.getByRole('button', { name: 'Next quote' }));
      await user().click(screen.getByRole('button', { name: 'Next quote' }));
      expect(visibleQuote()).toBe('Anna Zielińska');
    });

    it('should announce manual changes only while not rotating', async () => {
      const { container } = render(
        <QuoteSlider data={quoteSliderFixture} locale="en" mode="public" />,
      );
      const slides = container.querySelector('[aria-live]')!;
      expect(slides).toHaveAttribute('aria-live', 'off');
      await user().click(screen.getByRole('button', { name: 'Pause quotes' }));
      expect(slides).toHaveAttribute('aria-live', 'polite');
    });

    it('should label its controls in Polish for locale pl', () => {
      render(<QuoteSlider data={quoteSliderFixture} locale="pl" mode="public" />);
      expect(screen.getByRole('button', { name: 'Zatrzymaj cytaty' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Następny cytat' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: '1 z 3' })).toBeInTheDocument();
    });
  });

  describe('given the visitor asks for reduced motion', () => {
    it('should not rotate until Play is pressed', async () => {
      mockReducedMotion(true);
      render(<QuoteSlider data={quoteSliderFixture} locale="en" mode="public" />);
      expect(screen.getByRole('button', { name: 'Play quotes' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(30000));
      expect(visibleQuote()).toBe('Piotr Wiśniewski');
      await user().click(screen.getByRole('button', { name: 'Play quotes' }));
      act(() => vi.advanceTimersByTime(6000));
      expect(visibleQuote()).toBe('Anna Zielińska');
    });
  });

  describe('given has_timer off and a 10 second interval', () => {
    it('should offer no Play/Pause and never rotate by itself', () => {
      const data = fixture(
        quoteSliderTemplate,
        { has_timer: false, interval_seconds: 10 },
        quoteSliderFixture.groups,
      );
      render(<QuoteSlider data={data} locale="en" mode="public" />);
      expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(60000));
      expect(visibleQuote()).toBe('Piotr Wiśniewski');
    });
  });

  describe('given the timer on with a 10 second interval', () => {
    it('should wait 10 seconds per quote', () => {
      const data = fixture(
        quoteSliderTemplate,
        { interval_seconds: 10 },
        quoteSliderFixture.groups,
      );
      render(<QuoteSlider data={data} locale="en" mode="public" />);
      act(() => vi.advanceTimersByTime(6000));
      expect(visibleQuote()).toBe('Piotr Wiśniewski');
      act(() => vi.advanceTimersByTime(4000));
      expect(visibleQuote()).toBe('Anna Zielińska');
    });
  });

  describe('given a single quote', () => {
    it('should show no controls', () => {
      const data = fixture(quoteSliderTemplate, {}, quoteSliderFixture.groups.slice(0, 1));
      render(<QuoteSlider data={data} locale="en" mode="public" />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });
});
