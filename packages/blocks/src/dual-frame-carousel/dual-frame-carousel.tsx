import { localize } from '@forecourt/api-client';
import { CtaLink, cx, Image } from '@forecourt/ui';
import { localized } from '../localized.js';
import { Carousel } from '../shared/carousel/carousel.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { dualFrameCarouselTemplate } from './dual-frame-carousel.schema.js';
import './dual-frame-carousel.css';

export type DualFrameCarouselProps = BlockViewProps<typeof dualFrameCarouselTemplate>;
type Level = 2 | 3 | 4 | 5 | 6;

/**
 * Dual frame carousel: each slide is two frames, a picture and its text, on the shared carousel;
 * the pair moves together, so the text always belongs to the picture beside it.
 */
export function DualFrameCarousel({ data, locale }: DualFrameCarouselProps) {
  const { header_tag = '2', image_side = 'left', theme = 'white-theme' } = data.fields;
  const t = blockT({ en, pl }, locale);
  const heading = localize(data.fields.heading, locale);
  const Heading = `h${Number(header_tag)}` as `h${Level | 1}`;
  const Title = `h${Math.min(Number(header_tag) + (heading ? 1 : 0), 6)}` as `h${Level}`;
  return (
    <div
      className={cx(
        'fc-dual-frame',
        `fc-dual-frame--image-${image_side}`,
        'fc-surface',
        `fc-surface--${theme}`,
      )}
    >
      {heading ? <Heading className="fc-dual-frame__heading">{heading}</Heading> : null}
      <Carousel
        locale={locale}
        texts={{ label: heading || t('slides'), previous: t('previous'), next: t('next') }}
        slides={data.groups.map((slide, index) => {
          const paragraph = localize(slide.paragraph, locale);
          const buttons = localized(slide['rdx-buttons'], locale) ?? [];
          return (
            <div key={index} className="fc-dual-frame__slide">
              <Image
                className="fc-dual-frame__image"
                imageId={slide.image.id}
                alt={slide.image.alt ?? ''}
                widths={[320, 430, 720, 1180]}
                sizes="(min-width: 1024px) 50vw, 100vw"
                width={1180}
                height={664}
              />
              <div className="fc-dual-frame__text">
                <Title className="fc-dual-frame__title">{localize(slide.title, locale)}</Title>
                {paragraph ? <p className="fc-dual-frame__paragraph">{paragraph}</p> : null}
                {buttons.length > 0 ? (
                  <div className="fc-dual-frame__buttons">
                    {buttons.map((button, buttonIndex) => (
                      <CtaLink key={buttonIndex} {...button} theme={theme} />
                    ))}
                  </div>
                ) : null}
              </div>
            </div>
          );
        })}
      />
    </div>
  );
}

export default DualFrameCarousel;
