import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { OPEN_VIDEO_EVENT, type VideoRequest } from '@forecourt/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../fixture.js';
import { HeroCarousel, slideHeadingLevel } from './hero-carousel.js';
import { heroCarouselFixture } from './hero-carousel.fixtures.js';
import { heroCarouselTemplate } from './hero-carousel.schema.js';

/** jsdom has no matchMedia; the carousel asks about reduced motion and coarse pointers. */
function mockMedia(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
const REDUCED = '(prefers-reduced-motion: reduce)';
const shownHeading = () =>
  screen.getByRole('group', { name: /of/ }).querySelector('h1, h2')?.textContent;

describe('slideHeadingLevel', () => {
  it('should give h1 only to the main slider’s first slide', () => {
    expect(slideHeadingLevel('1', true, 0)).toBe(1);
    expect(slideHeadingLevel('1', true, 1)).toBe(2);
    expect(slideHeadingLevel('1', false, 0)).toBe(2);
    expect(slideHeadingLevel('3', true, 0)).toBe(3);
  });
});

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    mockMedia([]);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('given the main slider with four slides (template defaults)', () => {
    it('should make the first slide’s heading the page h1 and the others h2', () => {
      render(<HeroCarousel data={heroCarouselFixture} locale="en" mode="public" />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Build your career with us',
      );
      const hidden = screen.getAllByRole('heading', { hidden: true });
      expect(hidden.filter((heading) => heading.tagName === 'H1')).toHaveLength(1);
      expect(hidden.filter((heading) => heading.tagName === 'H2')).toHaveLength(3);
    });

    it('should fetch the first image first and the others lazily', () => {
      render(<HeroCarousel data={heroCarouselFixture} locale="en" mode="public" />);
      const first = screen.getByRole('img', { name: 'Technicians at work in a bright workshop' });
      expect(first).toHaveAttribute('loading', 'eager');
      expect(first).toHaveAttribute('fetchpriority', 'high');
      const later = screen.getByRole('img', { name: 'An electric car on a lift', hidden: true });
      expect(later).toHaveAttribute('loading', 'lazy');
      expect(later).not.toHaveAttribute('fetchpriority');
    });

    it('should rotate every 6 seconds until paused', async () => {
      render(<HeroCarousel data={heroCarouselFixture} locale="en" mode="public" />);
      expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(6000));
      expect(shownHeading()).toBe('Train on electric drivetrains');
      await userEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
      act(() => vi.advanceTimersByTime(30000));
      expect(shownHeading()).toBe('Train on electric drivetrains');
    });

    it('should move with the dots and the previous/next buttons', async () => {
      render(<HeroCarousel data={heroCarouselFixture} locale="en" mode="public" />);
      await userEvent.click(screen.getByRole('button', { name: 'Show slide 4' }));
      expect(shownHeading()).toBe('Open day on 14 May');
      await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(shownHeading()).toBe('Build your career with us');
    });

    it('should have no serious axe violation', async () => {
      const { container } = render(
        <HeroCarousel data={heroCarouselFixture} locale="en" mode="public" />,
      );
      expect(await seriousAxeViolations(container)).toEqual([]);
    });
  });

  describe('given a carousel lower on the page without a timer', () => {
    it('should have no h1, load every image lazily and offer no play/pause', () => {
      const data = fixture(
        heroCarouselTemplate,
        { is_main_slider: false, has_timer: false },
        heroCarouselFixture.groups,
      );
      render(<HeroCarousel data={data} locale="en" mode="public" />);
      expect(screen.queryByRole('heading', { level: 1, hidden: true })).not.toBeInTheDocument();
      for (const image of screen.getAllByRole('img', { hidden: true })) {
        expect(image).toHaveAttribute('loading', 'lazy');
      }
      expect(screen.queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(30000));
      expect(shownHeading()).toBe('Build your career with us');
    });
  });

  describe('given a slide with a background video', () => {
    const data = fixture(heroCarouselTemplate, {}, heroCarouselFixture.groups.slice(1, 2));

    it('should play it muted and looping, with a button to pause it', async () => {
      const { container } = render(<HeroCarousel data={data} locale="en" mode="public" />);
      const video = container.querySelector('video')!;
      expect(video).toHaveAttribute('src', '/media/ev-bay-loop.mp4');
      expect(video.muted).toBe(true);
      expect(video.loop).toBe(true);
      expect(video.autoplay).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: 'Pause the background video' }));
      expect(container.querySelector('video')!.autoplay).toBe(false);
      expect(screen.getByRole('button', { name: 'Play the background video' })).toBeInTheDocument();
    });

    it('should keep it still for visitors who ask for reduced motion', () => {
      mockMedia([REDUCED]);
      const { container } = render(<HeroCarousel data={data} locale="pl" mode="public" />);
      expect(container.querySelector('video')!.autoplay).toBe(false);
      expect(screen.getByRole('button', { name: 'Odtwórz film w tle' })).toBeInTheDocument();
    });
  });

  describe('given the touch-device limit on a touch device', () => {
    it('should show only the first 3 slides', () => {
      mockMedia(['(pointer: coarse)']);
      const data = fixture(
        heroCarouselTemplate,
        { has_touch_devices_slides_limit: true },
        heroCarouselFixture.groups,
      );
      render(<HeroCarousel data={data} locale="en" mode="public" />);
      expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Show slide 4' })).not.toBeInTheDocument();
    });
  });

  describe('given a slide with a yt video', () => {
    it('should ask the page’s video modal to play it', async () => {
      const onOpen = vi.fn<(request: VideoRequest) => void>();
      const listener = (event: Event) => onOpen((event as CustomEvent<VideoRequest>).detail);
      document.addEventListener(OPEN_VIDEO_EVENT, listener);
      const data = fixture(heroCarouselTemplate, {}, heroCarouselFixture.groups.slice(2, 3));
      render(<HeroCarousel data={data} locale="en" mode="public" />);
      await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
      expect(onOpen).toHaveBeenCalledWith({
        src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Meet our graduates',
      });
      document.removeEventListener(OPEN_VIDEO_EVENT, listener);
    });
  });
});
