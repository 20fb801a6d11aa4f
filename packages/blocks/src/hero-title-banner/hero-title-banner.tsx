import { localize } from '@forecourt/api-client';
import {
  BREAKPOINTS,
  Button,
  CtaLink,
  cx,
  imageSrcSet,
  imageUrl,
  openVideo,
  type ImageWidth,
} from '@forecourt/ui';
import type { ImageValue } from '../contract/index.js';
import { localized } from '../localized.js';
import { blockT } from '../translate.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { BlockViewProps } from '../view-props.js';
import type { heroTitleBannerTemplate } from './hero-title-banner.schema.js';
import './hero-title-banner.css';

export type HeroTitleBannerProps = BlockViewProps<typeof heroTitleBannerTemplate>;

/** Widths the image service renders that suit a full-bleed banner. */
const BANNER_WIDTHS: readonly ImageWidth[] = [320, 430, 720, 1180, 1600];

/** `1600x900` → { width: 1600, height: 900 }. */
export function parseImageSize(size: string): { width: number; height: number } | undefined {
  const match = /^(\d+)x(\d+)$/.exec(size);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/**
 * Widths worth offering for an image saved at `size`: never wider than the image itself (an
 * upscaled copy only costs bytes), but always at least the smallest width.
 */
export function bannerWidths(size: string, from = 0): ImageWidth[] {
  const natural = parseImageSize(size)?.width ?? Number.POSITIVE_INFINITY;
  const widths = BANNER_WIDTHS.filter((width) => width >= from && width <= natural);
  return widths.length > 0
    ? widths
    : [BANNER_WIDTHS.find((width) => width >= from) ?? BANNER_WIDTHS[0]!];
}

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Hero title banner: a full-width image, and a positioned box with heading, text, buttons and,
 * with a `yt` video, a play button that opens the page's video modal.
 */
export function HeroTitleBanner({ data, locale }: HeroTitleBannerProps) {
  const {
    header_tag = '1',
    height = 'tall',
    position = 'center',
    boxposition = 'left',
    box_color = 'dark-theme',
  } = data.fields;
  const image: ImageValue = data.fields.image;
  const mobile = data.fields.mobilebg;
  const heading = localize(data.fields.heading, locale);
  const paragraph = localize(data.fields.paragraph, locale);
  const buttons = localized(data.fields['rdx-buttons'], locale) ?? [];
  const video = data.fields.yt?.trim() ?? '';
  const playLabel = localize(data.fields.yt_label, locale) || blockT({ en, pl }, locale)('playVideo');
  const Heading = `h${Number(header_tag) as Level}` as const;
  const desktopWidths = bannerWidths(image.size, mobile ? 720 : 0);
  const dimensions = parseImageSize(image.size);

  return (
    <section
      className={cx(
        'fc-hero-banner',
        `fc-hero-banner--${height}`,
        `fc-hero-banner--image-${position}`,
        `fc-hero-banner--box-${boxposition}`,
      )}
    >
      <picture className="fc-hero-banner__picture">
        {mobile ? (
          // Small screens get the editor's portrait crop instead of a squeezed landscape image.
          <source
            media={`(max-width: ${BREAKPOINTS.md - 0.02}px)`}
            srcSet={imageSrcSet(mobile.id, bannerWidths(mobile.size))}
            sizes="100vw"
          />
        ) : null}
        <img
          className="fc-hero-banner__image"
          src={imageUrl(image.id, desktopWidths[desktopWidths.length - 1]!)}
          srcSet={imageSrcSet(image.id, desktopWidths)}
          sizes="100vw"
          alt={image.alt ?? ''}
          width={dimensions?.width}
          height={dimensions?.height}
          // The banner is usually the largest thing above the fold: fetch it first.
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <div className={cx('fc-hero-banner__box', 'fc-surface', `fc-surface--${box_color}`)}>
        <Heading className="fc-hero-banner__heading">{heading}</Heading>
        {paragraph ? <p className="fc-hero-banner__paragraph">{paragraph}</p> : null}
        {buttons.length > 0 || video ? (
          <div className="fc-hero-banner__buttons">
            {buttons.map((button, index) => (
              <CtaLink key={index} {...button} theme={box_color} />
            ))}
            {video ? (
              <Button
                labelText={playLabel}
                icon="play"
                theme={box_color}
                aria-haspopup="dialog"
                // The shell's video modal plays it; its title names the dialog after this banner.
                onClick={() => openVideo({ src: video, title: heading || playLabel })}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

export default HeroTitleBanner;
