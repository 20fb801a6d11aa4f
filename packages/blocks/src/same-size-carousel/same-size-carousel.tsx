import { localize } from '@forecourt/api-client';
import { CtaLink, cx, Image } from '@forecourt/ui';
import { localized } from '../localized.js';
import { Carousel } from '../shared/carousel/carousel.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { sameSizeCarouselTemplate } from './same-size-carousel.schema.js';
import './same-size-carousel.css';

export type SameSizeCarouselProps = BlockViewProps<typeof sameSizeCarouselTemplate>;
type Level = 2 | 3 | 4 | 5 | 6;

/**
 * Same-size carousel: equal cards, as many side by side as fit (one and a bit on phones, three on
 * wide screens), every card readable; arrows and swipes move one card at a time.
 */
export function SameSizeCarousel({ data, locale }: SameSizeCarouselProps) {
  const { header_tag = '2', theme = 'white-theme' } = data.fields;
  const t = blockT({ en, pl }, locale);
  const heading = localize(data.fields.heading, locale);
  const Heading = `h${Number(header_tag)}` as `h${Level | 1}`;
  // Card titles sit one level below the block's heading (or at its level without one).
  const cardLevel = Math.min(Number(header_tag) + (heading ? 1 : 0), 6);
  const CardTitle = `h${cardLevel}` as `h${Level}`;
  return (
    <div className={cx('fc-same-size', 'fc-surface', `fc-surface--${theme}`)}>
      {heading ? <Heading className="fc-same-size__heading">{heading}</Heading> : null}
      <Carousel
        locale={locale}
        view="multiple"
        loop={false}
        picker={false}
        texts={{ label: heading || t('cards'), previous: t('previous'), next: t('next') }}
        slides={data.groups.map((card, index) => {
          const link = localized(card.link, locale);
          return (
            <article key={index} className="fc-same-size__card">
              <Image
                className="fc-same-size__image"
                imageId={card.imageid.id}
                alt={card.imageid.alt ?? ''}
                widths={[320, 430, 720]}
                sizes="(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 85vw"
                width={720}
                height={405}
              />
              <CardTitle className="fc-same-size__title">{localize(card.title, locale)}</CardTitle>
              {localize(card.text, locale) ? (
                <p className="fc-same-size__text">{localize(card.text, locale)}</p>
              ) : null}
              {link?.labelText ? <CtaLink {...link} theme={theme} /> : null}
            </article>
          );
        })}
      />
    </div>
  );
}

export default SameSizeCarousel;
