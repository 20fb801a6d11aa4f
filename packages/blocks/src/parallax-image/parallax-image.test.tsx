import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../fixture.js';
import { ParallaxImage, parallaxOffset } from './parallax-image.js';
import { parallaxImageFixture } from './parallax-image.fixtures.js';
import { parallaxImageTemplate } from './parallax-image.schema.js';

/** jsdom has no matchMedia; the block asks it about reduced motion. */
function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** jsdom lays nothing out: every panel is 400 px high, its top `top` px down the viewport. */
function layOutPanels(container: HTMLElement, top = 600) {
  for (const panel of container.querySelectorAll('.fc-parallax__panel')) {
    vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue({
      top,
      bottom: top + 400,
      height: 400,
    } as DOMRect);
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('parallaxOffset', () => {
  it('should move the image from -15% to +15% of the panel as the panel crosses the viewport', () => {
    expect(parallaxOffset(800, 400, 800)).toBe(-60);
    expect(parallaxOffset(200, 400, 800)).toBe(0);
    expect(parallaxOffset(-400, 400, 800)).toBe(60);
  });

  it('should hold still beyond either edge', () => {
    expect(parallaxOffset(2000, 400, 800)).toBe(-60);
    expect(parallaxOffset(-2000, 400, 800)).toBe(60);
  });
});

describe('ParallaxImage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  describe('given two panels', () => {
    it('should show each image with its heading and text', () => {
      mockReducedMotion(false);
      render(<ParallaxImage data={parallaxImageFixture} locale="en" mode="public" />);
      expect(
        screen.getByRole('img', { name: 'Technicians at work in a bright workshop' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 2, name: 'Ready for electric' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/High-voltage safety/)).toBeInTheDocument();
    });

    it('should show the Polish content for locale pl', () => {
      mockReducedMotion(false);
      render(<ParallaxImage data={parallaxImageFixture} locale="pl" mode="public" />);
      expect(screen.getByRole('heading', { name: 'Gotowi na elektryki' })).toBeInTheDocument();
    });

    it('should have no serious or critical axe violation', async () => {
      mockReducedMotion(false);
      const { container } = render(
        <ParallaxImage data={parallaxImageFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given a visitor who scrolls', () => {
    it('should move each image with the scroll', async () => {
      mockReducedMotion(false);
      vi.stubGlobal('innerHeight', 768);
      const { container } = render(
        <ParallaxImage data={parallaxImageFixture} locale="en" mode="public" />,
      );
      expect(container.querySelector('section')).toHaveAttribute('data-parallax', 'on');
      layOutPanels(container);
      fireEvent.scroll(window);
      // The browser writes the transform back with units: translate3d(0px, -42.7px, 0px).
      const expected = `translate3d(0px, ${parallaxOffset(600, 400, 768).toFixed(1)}px, 0px)`;
      await nextFrame();
      await nextFrame();
      for (const image of screen.getAllByRole('img')) expect(image.style.transform).toBe(expected);
    });
  });

  describe('given a visitor who asks for reduced motion', () => {
    it('should keep the images still while scrolling', async () => {
      mockReducedMotion(true);
      const { container } = render(
        <ParallaxImage data={parallaxImageFixture} locale="en" mode="public" />,
      );
      expect(container.querySelector('section')).toHaveAttribute('data-parallax', 'off');
      layOutPanels(container);
      fireEvent.scroll(window);
      await nextFrame();
      await nextFrame();
      for (const image of screen.getAllByRole('img')) expect(image.style.transform).toBe('');
    });
  });

  describe('given the secondary font, a dark box, header_tag 3 and right to left', () => {
    it('should reflect them', () => {
      mockReducedMotion(false);
      const data = fixture(
        parallaxImageTemplate,
        { header_font: 'secondary', box_color: 'dark-theme', header_tag: '3', dir: 'rtl' },
        parallaxImageFixture.groups,
      );
      const { container } = render(<ParallaxImage data={data} locale="en" mode="public" />);
      const section = container.querySelector('section')!;
      expect(section).toHaveClass('fc-parallax--font-secondary');
      expect(section).toHaveAttribute('dir', 'rtl');
      expect(container.querySelector('.fc-parallax__box')).toHaveClass('fc-surface--dark-theme');
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    });
  });
});
