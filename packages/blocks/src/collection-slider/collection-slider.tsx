import { localize, type Locale } from '@forecourt/api-client';
import { CtaLink, cx, Image, type SurfaceTheme } from '@forecourt/ui';
import { useState } from 'react';
import type { BlockData } from '../contract/index.js';
import { localized } from '../localized.js';
import { Carousel } from '../shared/carousel/carousel.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { collectionSliderTemplate } from './collection-slider.schema.js';
import './collection-slider.css';

export type CollectionSliderProps = BlockViewProps<typeof collectionSliderTemplate>;
type Item = BlockData<typeof collectionSliderTemplate>['groups'][number];
type Level = 2 | 3 | 4 | 5 | 6;

const SIZES = '(min-width: 1024px) 25vw, (min-width: 741px) 33vw, 66vw';

function CollectionItem({
  item,
  locale,
  level,
  theme,
}: {
  item: Item;
  locale: Locale;
  level: Level;
  theme: SurfaceTheme;
}) {
  const [alternate, setAlternate] = useState(false);
  const Name = `h${level}` as const;
  const label = localize(item.item_label, locale);
  const button = localized(item.button, locale);
  const show = () => setAlternate(true);
  const hide = () => setAlternate(false);
  return (
    <article
      className="fc-collection__item"
      data-state={item.image_hover && alternate ? 'alternate' : 'default'}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <div className="fc-collection__pictures">
        <Image
          className="fc-collection__image"
          imageId={item.image.id}
          alt={item.image.alt ?? ''}
          widths={[320, 430, 720]}
          sizes={SIZES}
          width={720}
          height={720}
        />
        {item.image_hover ? (
          // The same item from another side: a visual extra, so screen readers skip it.
          <Image
            className="fc-collection__image fc-collection__image--hover"
            imageId={item.image_hover.id}
            alt=""
            widths={[320, 430, 720]}
            sizes={SIZES}
            width={720}
            height={720}
          />
        ) : null}
        {label ? <span className="fc-collection__label">{label}</span> : null}
      </div>
      <Name className="fc-collection__name">{localize(item.item_name, locale)}</Name>
      {button?.labelText ? <CtaLink {...button} theme={theme} /> : null}
    </article>
  );
}

/**
 * Collection slider: a row of items, several side by side, every one readable; an item with an
 * `image_hover` swaps to it while pointed at or focused.
 */
export function CollectionSlider({ data, locale }: CollectionSliderProps) {
  const { header_tag = '2', theme = 'white-theme' } = data.fields;
  const t = blockT({ en, pl }, locale);
  const heading = localize(data.fields.heading, locale);
  const Heading = `h${Number(header_tag)}` as `h${Level | 1}`;
  const itemLevel = Math.min(Number(header_tag) + (heading ? 1 : 0), 6) as Level;
  return (
    <div className={cx('fc-collection', 'fc-surface', `fc-surface--${theme}`)}>
      {heading ? <Heading className="fc-collection__heading">{heading}</Heading> : null}
      <Carousel
        locale={locale}
        view="multiple"
        loop={false}
        picker={false}
        texts={{ label: heading || t('items'), previous: t('previous'), next: t('next') }}
        slides={data.groups.map((item, index) => (
          <CollectionItem key={index} item={item} locale={locale} level={itemLevel} theme={theme} />
        ))}
      />
    </div>
  );
}

export default CollectionSlider;
