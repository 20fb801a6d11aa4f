import { localize, type Locale } from '@forecourt/api-client';
import {
  BREAKPOINTS,
  Button,
  CtaLink,
  cx,
  Icon,
  imageSrcSet,
  imageUrl,
  openVideo,
  type ImageWidth,
} from '@forecourt/ui';
import { useEffect, useState } from 'react';
import type { BlockData } from '../contract/index.js';
import { localized } from '../localized.js';
import { Carousel } from '../shared/carousel/carousel.js';
import { COARSE_POINTER, REDUCED_MOTION, useMediaQuery } from '../shared/use-media-query.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { heroCarouselTemplate } from './hero-carousel.schema.js';
import './hero-carousel.css';

export type HeroCarouselProps = BlockViewProps<typeof heroCarouselTemplate>;
type Slide = BlockData<typeof heroCarouselTemplate>['groups'][number];
type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** Slides a touch device shows with `has_touch_devices_slides_limit`. */
export const TOUCH_SLIDES_LIMIT = 3;
const ROTATION_MS = 6000;
const WIDE: readonly ImageWidth[] = [720, 1180, 1600];
const NARROW: readonly ImageWidth[] = [320, 430, 720];

/**
 * Heading level of slide `index`: `header_tag` for all, except that a page has one h1 — the main
 * slider's first slide; every other slide (and a slider that is not the main one) steps to h2.
 */
export function slideHeadingLevel(headerTag: string, isMain: boolean, index: number): Level {
  const level = Number(headerTag) as Level;
  return level === 1 && !(isMain && index === 0) ? 2 : level;
}

interface HeroSlideProps {
  slide: Slide;
  locale: Locale;
  level: Level;
  /** The main slider's first image: fetched first, never lazily. */
  priority: boolean;
  active: boolean;
}

function HeroSlide({ slide, locale, level, priority, active }: HeroSlideProps) {
  const t = blockT({ en, pl }, locale);
  const { image, mobilebg: mobile, box_color = 'dark-theme', box_position = 'left' } = slide;
  const heading = localize(slide.heading, locale);
  const paragraph = localize(slide.paragraph, locale);
  const buttons = localized(slide['rdx-buttons'], locale) ?? [];
  const video = slide.yt?.trim() ?? '';
  const background = slide.video_bg?.trim() ?? '';
  const Heading = `h${level}` as const;
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  // `null` until the visitor presses the video's own button; reduced motion decides first.
  const [chosen, setChosen] = useState<'playing' | 'paused' | null>(null);
  const backgroundPlaying = (chosen ?? (reducedMotion ? 'paused' : 'playing')) === 'playing';
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Playing is the `autoPlay` of a fresh element: no play()/pause() calls a browser may refuse.
  const autoPlay = backgroundPlaying && active;

  return (
    <div className={cx('fc-hero-carousel__slide', `fc-hero-carousel__slide--box-${box_position}`)}>
      <picture className="fc-hero-carousel__picture">
        {mobile ? (
          <source
            media={`(max-width: ${BREAKPOINTS.md - 0.02}px)`}
            srcSet={imageSrcSet(mobile.id, NARROW)}
            sizes="100vw"
          />
        ) : null}
        <img
          className="fc-hero-carousel__image"
          src={imageUrl(image.id, 1600)}
          srcSet={imageSrcSet(image.id, mobile ? WIDE : [...NARROW, 1180, 1600])}
          sizes="100vw"
          alt={image.alt ?? ''}
          width={1600}
          height={900}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </picture>
      {background ? (
        <>
          {/* Decorative: the box carries the message. Muted, so no captions are needed. */}
          {hydrated ? (
            // Mounted once scripts know about reduced motion; until then the image is the poster.
            <video
              key={autoPlay ? 'playing' : 'still'}
              className="fc-hero-carousel__video"
              src={background}
              poster={imageUrl(image.id, 1600)}
              autoPlay={autoPlay}
              muted
              loop
              playsInline
              preload="metadata"
              aria-hidden="true"
            />
          ) : null}
          <button
            type="button"
            className="fc-hero-carousel__video-toggle"
            aria-label={backgroundPlaying ? t('pauseBackground') : t('playBackground')}
            onClick={() => setChosen(backgroundPlaying ? 'paused' : 'playing')}
          >
            <Icon name={backgroundPlaying ? 'pause' : 'play'} />
          </button>
        </>
      ) : null}
      <div className={cx('fc-hero-carousel__box', 'fc-surface', `fc-surface--${box_color}`)}>
        <Heading className="fc-hero-carousel__heading">{heading}</Heading>
        {paragraph ? <p className="fc-hero-carousel__paragraph">{paragraph}</p> : null}
        {buttons.length > 0 || video ? (
          <div className="fc-hero-carousel__buttons">
            {buttons.map((button, index) => (
              <CtaLink key={index} {...button} theme={box_color} />
            ))}
            {video ? (
              <Button
                labelText={t('playVideo')}
                icon="play"
                theme={box_color}
                aria-haspopup="dialog"
                onClick={() => openVideo({ src: video, title: heading })}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Hero carousel: full-width slides on the shared carousel. The main slider's first slide holds
 * the page's h1 and its image loads first; the others load lazily. With `has_timer` the slides
 * rotate until the visitor pauses them.
 */
export function HeroCarousel({ data, locale }: HeroCarouselProps) {
  const {
    is_main_slider = true,
    header_tag = '1',
    has_timer = true,
    has_touch_devices_slides_limit = false,
    offer_key,
  } = data.fields;
  const t = blockT({ en, pl }, locale);
  const coarse = useMediaQuery(COARSE_POINTER);
  const [index, setIndex] = useState(0);
  const groups =
    has_touch_devices_slides_limit && coarse
      ? data.groups.slice(0, TOUCH_SLIDES_LIMIT)
      : data.groups;
  return (
    <div className="fc-hero-carousel" data-offer-key={offer_key || undefined}>
      <Carousel
        locale={locale}
        texts={{ label: t('slides') }}
        autoplay={has_timer ? { intervalMs: ROTATION_MS } : false}
        index={Math.min(index, groups.length - 1)}
        onIndexChange={setIndex}
        slides={groups.map((slide, slideIndex) => (
          <HeroSlide
            key={slideIndex}
            slide={slide}
            locale={locale}
            level={slideHeadingLevel(header_tag, is_main_slider, slideIndex)}
            priority={is_main_slider && slideIndex === 0}
            active={slideIndex === index}
          />
        ))}
      />
    </div>
  );
}

export default HeroCarousel;
