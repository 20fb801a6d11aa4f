import { localize } from '@forecourt/api-client';
import { CtaLink, cx, Image } from '@forecourt/ui';
import { useState } from 'react';
import { localized } from '../localized.js';
import { Carousel } from '../shared/carousel/carousel.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { colorPickerSliderTemplate } from './color-picker-slider.schema.js';
import './color-picker-slider.css';

export type ColorPickerSliderProps = BlockViewProps<typeof colorPickerSliderTemplate>;

/**
 * Color picker slider: one large picture per colour on the shared carousel; the colour thumbnails
 * under it are the picker (toggle buttons named by the colour), and swipes and arrows move both.
 */
export function ColorPickerSlider({ data, locale }: ColorPickerSliderProps) {
  const { theme = 'white-theme' } = data.fields;
  const t = blockT({ en, pl }, locale);
  const [index, setIndex] = useState(0);
  const tagline = localize(data.fields.global_tagline, locale);
  const paragraph = localize(data.fields.global_paragraph, locale);
  const colourWord = localize(data.fields.colour_translation, locale) || t('colour');
  const link = localized(data.fields.link_url, locale);
  const names = data.groups.map((group) => localize(group.link_label, locale));
  return (
    <div className={cx('fc-colour-picker', 'fc-surface', `fc-surface--${theme}`)}>
      {tagline ? <h2 className="fc-colour-picker__tagline">{tagline}</h2> : null}
      {paragraph ? <p className="fc-colour-picker__paragraph">{paragraph}</p> : null}
      <Carousel
        locale={locale}
        picker={false}
        index={index}
        onIndexChange={setIndex}
        texts={{ label: tagline || t('colours'), previous: t('previous'), next: t('next') }}
        slides={data.groups.map((group, slideIndex) => (
          <Image
            key={slideIndex}
            className="fc-colour-picker__image"
            imageId={group.image.id}
            // The colour is what changes from picture to picture: say it when no alt text does.
            alt={group.image.alt || names[slideIndex] || ''}
            widths={[320, 430, 720, 1180, 1600]}
            width={1600}
            height={900}
          />
        ))}
        footer={
          <div className="fc-colour-picker__choice">
            <p className="fc-colour-picker__current">
              {colourWord}: <strong>{names[index]}</strong>
            </p>
            <ul className="fc-colour-picker__swatches">
              {data.groups.map((group, swatchIndex) => (
                <li key={swatchIndex}>
                  <button
                    type="button"
                    className="fc-colour-picker__swatch"
                    aria-pressed={swatchIndex === index}
                    onClick={() => setIndex(swatchIndex)}
                  >
                    <Image
                      imageId={group.thumbnail.id}
                      alt=""
                      widths={[180]}
                      sizes="90px"
                      width={90}
                      height={90}
                    />
                    <span className="fc-visually-hidden">{names[swatchIndex]}</span>
                  </button>
                </li>
              ))}
            </ul>
            {link?.labelText ? <CtaLink {...link} theme={theme} /> : null}
          </div>
        }
      />
    </div>
  );
}

export default ColorPickerSlider;
