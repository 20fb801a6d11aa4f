import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.js';

const slides = ['Alpha', 'Bravo', 'Charlie'].map((name) => <p key={name}>{name}</p>);
const shown = () => screen.getByRole('group', { name: /of 3/ }).textContent;

describe('Carousel', () => {
  describe('given three slides and the shared texts', () => {
    it('should be a carousel region with one slide shown, named n of total', () => {
      render(<Carousel locale="en" slides={slides} />);
      const region = screen.getByRole('region', { name: 'Carousel' });
      expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute(
        'aria-roledescription',
        'slide',
      );
      expect(shown()).toBe('Alpha');
    });

    it('should jump to a slide with its dot and mark that dot current', async () => {
      render(<Carousel locale="en" slides={slides} />);
      await userEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
      expect(shown()).toBe('Charlie');
      expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(screen.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute(
        'aria-current',
      );
    });

    it('should offer no play/pause without autoplay, and be polite to screen readers', () => {
      const { container } = render(<Carousel locale="en" slides={slides} />);
      expect(screen.queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();
      expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    });

    it('should speak Polish for locale pl', () => {
      render(<Carousel locale="pl" slides={slides} autoplay={{ intervalMs: 5000 }} />);
      expect(screen.getByRole('region', { name: 'Karuzela' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Zatrzymaj pokaz slajdów' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Następny slajd' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: '1 z 3' })).toBeInTheDocument();
    });

    it('should have no serious axe violation', async () => {
      const { container } = render(
        <Carousel locale="en" slides={slides} autoplay={{ intervalMs: 5000 }} />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given loop off', () => {
    it('should disable Previous on the first slide and Next on the last', async () => {
      render(<Carousel locale="en" slides={slides} loop={false} />);
      expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(shown()).toBe('Charlie');
      expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    });
  });

  describe('given the multiple view', () => {
    it('should keep every slide readable', () => {
      render(<Carousel locale="en" slides={slides} view="multiple" />);
      expect(screen.getAllByRole('group', { name: /of 3/ })).toHaveLength(3);
    });
  });

  describe('given a browser that can run Embla', () => {
    afterEach(() => vi.unstubAllGlobals());
    it('should hand the frame to Embla and still follow the buttons', async () => {
      class Observer {
        observe() {}
        unobserve() {}
        disconnect() {}
      }
      vi.stubGlobal('ResizeObserver', Observer);
      vi.stubGlobal('IntersectionObserver', Observer);
      vi.stubGlobal('matchMedia', (media: string) => ({
        matches: false,
        media,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      render(<Carousel locale="en" slides={slides} />);
      const region = screen.getByRole('region', { name: 'Carousel' });
      // Embla is not part of the page's first load: it comes with the visitor's first touch.
      expect(region).toHaveAttribute('data-engine', 'buttons');
      await userEvent.hover(region.querySelector('.fc-carousel__viewport')!);
      await waitFor(() => expect(region).toHaveAttribute('data-engine', 'embla'));
      await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(shown()).toBe('Bravo');
      await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
      await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
      expect(shown()).toBe('Charlie');
    });
  });

  describe('given the multiple view where Embla finds every slide in view', () => {
    afterEach(() => vi.unstubAllGlobals());
    it('should offer no arrows, having nowhere to move', async () => {
      class Observer {
        observe() {}
        unobserve() {}
        disconnect() {}
      }
      vi.stubGlobal('ResizeObserver', Observer);
      vi.stubGlobal('IntersectionObserver', Observer);
      vi.stubGlobal('matchMedia', (media: string) => ({
        matches: false,
        media,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      // jsdom lays nothing out: every slide is 0 px wide, so all of them fit in one stop.
      render(<Carousel locale="en" slides={slides} view="multiple" loop={false} />);
      const region = screen.getByRole('region', { name: 'Carousel' });
      fireEvent.pointerDown(region.querySelector('.fc-carousel__viewport')!);
      await waitFor(() => expect(region).toHaveAttribute('data-engine', 'embla'));
      // Embla measures its stops once it has started: the arrows go when it finds just one.
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument());
      expect(screen.getAllByRole('group', { name: /of 3/ })).toHaveLength(3);
    });
  });

  describe('given a server render', () => {
    it('should put every slide in the HTML, none hidden, with the first current', () => {
      const html = renderToString(<Carousel locale="en" slides={slides} />);
      expect(html).toContain('Alpha');
      expect(html).toContain('Charlie');
      expect(html).not.toMatch(/class="fc-carousel__slide"[^>]*(aria-hidden|inert)/);
      expect(html).toMatch(/aria-label="1 of 3" data-state="active"/);
      expect(html).toContain('data-engine="native"');
    });
  });
});
