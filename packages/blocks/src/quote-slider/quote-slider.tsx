import { localize } from '@forecourt/api-client';
import { cx, Icon } from '@forecourt/ui';
import { useEffect, useId, useState } from 'react';
import { blockT } from '../translate.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import { Quotation } from '../shared/quotation.js';
import type { BlockViewProps } from '../view-props.js';
import type { quoteSliderTemplate } from './quote-slider.schema.js';
import './quote-slider.css';

export type QuoteSliderProps = BlockViewProps<typeof quoteSliderTemplate>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked the system for reduced motion (false on the server). */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Quote slider: one quotation at a time (WAI-ARIA carousel pattern). With `has_timer` it moves on
 * every `interval_seconds` until the visitor pauses it; it also holds still while hovered or
 * focused, and never starts by itself when reduced motion is requested.
 */
export function QuoteSlider({ data, locale }: QuoteSliderProps) {
  const { has_timer = true, interval_seconds = 6, theme = 'light-theme' } = data.fields;
  const t = blockT({ en, pl }, locale);
  const quotes = data.groups.map((group) => ({
    quote: localize(group.quote, locale),
    author: localize(group.author, locale),
    position: localize(group.author_position, locale),
  }));
  const count = quotes.length;
  const [active, setActive] = useState(0);
  // The visitor's choice; `null` until they press Play/Pause, so reduced motion decides first.
  const [chosenPlayback, setChosenPlayback] = useState<'playing' | 'paused' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playback = chosenPlayback ?? (reducedMotion ? 'paused' : 'playing');
  const rotating = has_timer && count > 1 && playback === 'playing' && !hovered && !focused;
  const slidesId = useId();

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setActive((index) => (index + 1) % count),
      interval_seconds * 1000,
    );
    return () => clearInterval(timer);
  }, [rotating, count, interval_seconds]);

  const go = (step: number) => setActive((index) => (index + step + count) % count);

  return (
    <section
      className={cx('fc-quote-slider', 'fc-surface', `fc-surface--${theme}`)}
      aria-roledescription="carousel"
      aria-label={t('quotes')}
      data-state={rotating ? 'playing' : 'paused'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Focus on the Play/Pause control itself must not pause: pressing Play has to play.
        if (!(event.target as HTMLElement).closest('.fc-quote-slider__playback')) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {count > 1 ? (
        <div className="fc-quote-slider__controls">
          {has_timer ? (
            <button
              type="button"
              className="fc-quote-slider__button fc-quote-slider__playback"
              aria-label={playback === 'playing' ? t('pause') : t('play')}
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
            className="fc-quote-slider__button"
            aria-controls={slidesId}
            aria-label={t('previous')}
            onClick={() => go(-1)}
          >
            <Icon name="arrow-left" />
          </button>
          <button
            type="button"
            className="fc-quote-slider__button"
            aria-controls={slidesId}
            aria-label={t('next')}
            onClick={() => go(1)}
          >
            <Icon name="arrow-right" />
          </button>
        </div>
      ) : null}
      {/* Announce manual changes only; an announcement every few seconds would be noise. */}
      <div
        id={slidesId}
        className="fc-quote-slider__slides"
        aria-live={rotating ? 'off' : 'polite'}
      >
        {quotes.map((quote, index) => (
          <div
            key={index}
            className="fc-quote-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideOf', { n: index + 1, total: count })}
            data-state={index === active ? 'active' : 'inactive'}
            hidden={index !== active}
          >
            <Quotation {...quote} />
          </div>
        ))}
      </div>
    </section>
  );
}

export default QuoteSlider;
