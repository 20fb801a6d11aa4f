import type { Locale } from '@forecourt/api-client';
import { cx, Icon, useControllableState } from '@forecourt/ui';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { blockT } from '../../translate.js';
import en from '../locales/en.json' with { type: 'json' };
import pl from '../locales/pl.json' with { type: 'json' };
import { REDUCED_MOTION, useMediaQuery } from '../use-media-query.js';
import { useLazyEmbla } from './lazy-embla.js';
import '../carousel.css';

/** Interface texts a block may word for its own content ("Next quote" rather than "Next slide"). */
export interface CarouselTexts {
  /** The carousel region's name. */
  label: string;
  previous: string;
  next: string;
  play: string;
  pause: string;
}

export interface CarouselProps {
  locale: Locale;
  /** The slides, in order; each becomes a group named "n of total". */
  slides: readonly ReactNode[];
  /** Texts that replace the shared ones ("Carousel", "Next slide", …). */
  texts?: Partial<CarouselTexts>;
  /**
   * 'single': one slide fills the frame and the others are hidden from assistive tech;
   * 'multiple': as many slides as the block's CSS fits side by side (`--fc-carousel-per-view`),
   * all of them readable. Defaults to 'single'.
   */
  view?: 'single' | 'multiple';
  /** Wrap from the last slide to the first. Defaults to true. */
  loop?: boolean;
  /** Rotate every `intervalMs`, with a play/pause button. Defaults to false (no rotation). */
  autoplay?: false | { intervalMs: number };
  /** Show a dot per slide to jump to it. Defaults to true. */
  picker?: boolean;
  /**
   * Controlled index of the current slide (in the multiple view: of the stop, the first slide in
   * view); pair it with `onIndexChange`.
   */
  index?: number;
  /** Index to start at while uncontrolled. Defaults to 0. */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Classes of the region (the block's own look). */
  className?: string;
  /** Content after the slides inside the region, e.g. a block's own slide picker. */
  footer?: ReactNode;
}

type Playback = 'playing' | 'paused';

/** Embla needs both observers and media queries; without them the carousel moves by its buttons only. */
const canRunEmbla = () =>
  typeof window !== 'undefined' &&
  'ResizeObserver' in window &&
  'IntersectionObserver' in window &&
  typeof window.matchMedia === 'function';

/**
 * The carousel of the WAI-ARIA pattern on Embla (swipe, drag, smooth moves): a region named by
 * `texts.label`, slides as groups "n of total", previous/next buttons, picker dots and, with
 * `autoplay`, a play/pause button first in the tab order. Rotation holds still while the carousel
 * is hovered or focused and does not start for visitors who ask for reduced motion; the slides are
 * a polite live region only while not rotating. Without JavaScript the slides are a strip that
 * scrolls natively, the first one in view.
 */
export function Carousel({
  locale,
  slides,
  texts: ownTexts,
  view = 'single',
  loop = true,
  autoplay = false,
  picker = true,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  className,
  footer,
}: CarouselProps) {
  const t = blockT({ en, pl }, locale);
  const texts: CarouselTexts = {
    label: t('carousel.label'),
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    play: t('carousel.play'),
    pause: t('carousel.pause'),
    ...ownTexts,
  };
  const count = slides.length;
  // Where the frame can stop. In the multiple view Embla trims the stops at the end (the last
  // slides share one), so the arrows stop where the row does; elsewhere every slide is a stop.
  const [snapCount, setSnapCount] = useState<number | null>(null);
  const stops = snapCount ?? count;
  const [index, setIndex] = useControllableState({
    prop: indexProp,
    defaultProp: defaultIndex,
    onChange: onIndexChange,
  });
  // The visitor's choice; `null` until they press Play/Pause, so reduced motion decides first.
  const [chosenPlayback, setChosenPlayback] = useState<Playback | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [emblaReady, setEmblaReady] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const playback: Playback = chosenPlayback ?? (reducedMotion ? 'paused' : 'playing');
  const rotating = !!autoplay && stops > 1 && playback === 'playing' && !hovered && !focused;
  const slidesId = useId();
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [firstIndex] = useState(index);
  // The frame Embla takes over once the browser can run it (never on the server).
  const [emblaNode, setEmblaNode] = useState<HTMLDivElement | null>(null);
  const embla = useLazyEmbla(emblaNode, {
    loop,
    align: 'start',
    // One slide at a time: every slide keeps its own stop, so the index is the slide's index.
    containScroll: view === 'single' ? 'keepSnaps' : 'trimSnaps',
    // Only the first index: a changed option re-initialises Embla.
    startIndex: firstIndex,
  });

  useEffect(() => {
    setHydrated(true);
    setEmblaReady(canRunEmbla());
  }, []);

  const step = useCallback(
    (by: number, wrap = loop) =>
      setIndex((current) => {
        const next = current + by;
        return wrap ? (next + stops) % stops : Math.min(Math.max(next, 0), stops - 1);
      }),
    [setIndex, loop, stops],
  );

  useEffect(() => {
    if (!embla || view === 'single') return;
    const onInit = () => setSnapCount(embla.scrollSnapList().length);
    onInit();
    embla.on('reInit', onInit);
    return () => {
      embla.off('reInit', onInit);
      setSnapCount(null);
    };
  }, [embla, view]);

  // Swipes and drags move Embla first; the index follows.
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, setIndex]);

  // Buttons, dots and the timer move the index first; the frame follows.
  useEffect(() => {
    if (embla) {
      if (embla.selectedScrollSnap() !== index) embla.scrollTo(index, reducedMotion);
      return;
    }
    const viewport = viewportRef.current;
    const slide = viewport?.querySelectorAll<HTMLElement>('.fc-carousel__slide')[index];
    if (hydrated && viewport && slide) viewport.scrollLeft = slide.offsetLeft;
  }, [embla, index, reducedMotion, hydrated]);

  const intervalMs = autoplay ? autoplay.intervalMs : 0;
  useEffect(() => {
    if (!rotating) return;
    // The last slide wraps to the first even without `loop`: a slide show starts over.
    const timer = setInterval(() => step(1, true), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, intervalMs, step]);

  const viewportCallback = useCallback(
    (node: HTMLDivElement | null) => {
      viewportRef.current = node;
      setEmblaNode(emblaReady ? node : null);
    },
    [emblaReady],
  );

  const hideInactive = view === 'single' && hydrated;
  const playbackClass = 'fc-carousel__playback';

  return (
    <section
      className={cx('fc-carousel', `fc-carousel--${view}`, className)}
      aria-roledescription="carousel"
      aria-label={texts.label}
      data-state={rotating ? 'playing' : 'paused'}
      data-engine={embla ? 'embla' : hydrated ? 'buttons' : 'native'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Focus on the Play/Pause control itself must not pause: pressing Play has to play.
        if (!(event.target as HTMLElement).closest(`.${playbackClass}`)) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {stops > 1 ? (
        <div className="fc-carousel__controls">
          {autoplay ? (
            <button
              type="button"
              className={cx('fc-carousel__button', playbackClass)}
              aria-label={playback === 'playing' ? texts.pause : texts.play}
              onClick={() => {
                if (playback === 'paused') {
                  // An explicit Play wins over the hover/focus hold until they happen again.
                  setHovered(false);
                  setFocused(false);
                }
                setChosenPlayback(playback === 'playing' ? 'paused' : 'playing');
              }}
            >
              <Icon name={playback === 'playing' ? 'pause' : 'play'} />
            </button>
          ) : null}
          <button
            type="button"
            className="fc-carousel__button"
            aria-controls={slidesId}
            aria-label={texts.previous}
            disabled={!loop && index === 0}
            onClick={() => step(-1)}
          >
            <Icon name="arrow-left" />
          </button>
          <button
            type="button"
            className="fc-carousel__button"
            aria-controls={slidesId}
            aria-label={texts.next}
            disabled={!loop && index >= stops - 1}
            onClick={() => step(1)}
          >
            <Icon name="arrow-right" />
          </button>
        </div>
      ) : null}
      <div
        className="fc-carousel__viewport"
        ref={viewportCallback}
        // Before scripts run the strip scrolls natively: keyboard users reach it by Tab.
        tabIndex={hydrated ? undefined : 0}
      >
        {/* Announce manual changes only; an announcement every few seconds would be noise. */}
        <div id={slidesId} className="fc-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, slideIndex) => {
            const inactive = hideInactive && slideIndex !== index;
            return (
              <div
                key={slideIndex}
                className="fc-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slideOf', { n: slideIndex + 1, total: count })}
                data-state={slideIndex === index ? 'active' : 'inactive'}
                aria-hidden={inactive || undefined}
                inert={inactive || undefined}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {picker && stops > 1 ? (
        <div className="fc-carousel__picker">
          {Array.from({ length: stops }, (_, slideIndex) => (
            <button
              key={slideIndex}
              type="button"
              className="fc-carousel__dot"
              aria-controls={slidesId}
              aria-label={t('carousel.goTo', { n: slideIndex + 1 })}
              aria-current={slideIndex === index || undefined}
              onClick={() => setIndex(slideIndex)}
            />
          ))}
        </div>
      ) : null}
      {footer}
    </section>
  );
}
