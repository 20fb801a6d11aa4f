import { localize } from '@forecourt/api-client';
import { CtaLink, cx, Image } from '@forecourt/ui';
import { useState } from 'react';
import { localized } from '../localized.js';
import { Carousel } from '../shared/carousel/carousel.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { numberButtonCarouselTemplate } from './number-button-carousel.schema.js';
import './number-button-carousel.css';

export type NumberButtonCarouselProps = BlockViewProps<typeof numberButtonCarouselTemplate>;
type Level = 2 | 3 | 4 | 5 | 6;

/**
 * Number button carousel: one numbered step at a time on the shared carousel; the picker is a row
 * of numbered buttons, each named by its step's title, pressed while its step is shown.
 */
export function NumberButtonCarousel({ data, locale }: NumberButtonCarouselProps) {
  const { header_tag = '2', theme = 'light-theme' } = data.fields;
  const t = blockT({ en, pl }, locale);
  const [index, setIndex] = useState(0);
  const heading = localize(data.fields.heading, locale);
  const Heading = `h${Number(header_tag)}` as `h${Level | 1}`;
  const StepTitle = `h${Math.min(Number(header_tag) + (heading ? 1 : 0), 6)}` as `h${Level}`;
  const titles = data.groups.map((step) => localize(step.title, locale));
  const total = data.groups.length;
  const picker =
    total > 1 ? (
      <ol className="fc-number-carousel__numbers">
        {titles.map((title, stepIndex) => (
          <li key={stepIndex}>
            <button
              type="button"
              className="fc-number-carousel__number"
              aria-pressed={stepIndex === index}
              aria-label={`${t('stepOf', { n: stepIndex + 1, total })}: ${title}`}
              onClick={() => setIndex(stepIndex)}
            >
              <span className="fc-number-carousel__digit" aria-hidden="true">
                {stepIndex + 1}
              </span>
              <span className="fc-number-carousel__step-title">{title}</span>
            </button>
          </li>
        ))}
      </ol>
    ) : null;
  return (
    <div className={cx('fc-number-carousel', 'fc-surface', `fc-surface--${theme}`)}>
      {heading ? <Heading className="fc-number-carousel__heading">{heading}</Heading> : null}
      <Carousel
        locale={locale}
        loop={false}
        picker={false}
        index={index}
        onIndexChange={setIndex}
        texts={{ label: heading || t('steps'), previous: t('previous'), next: t('next') }}
        footer={picker}
        slides={data.groups.map((step, stepIndex) => {
          const buttons = localized(step['rdx-buttons'], locale) ?? [];
          const paragraph = localize(step.paragraph, locale);
          return (
            <div key={stepIndex} className="fc-number-carousel__slide">
              <Image
                className="fc-number-carousel__image"
                imageId={step.image.id}
                alt={step.image.alt ?? ''}
                widths={[320, 430, 720, 1180]}
                sizes="(min-width: 1024px) 50vw, 100vw"
                width={1180}
                height={664}
              />
              <div className="fc-number-carousel__text">
                <p className="fc-number-carousel__count" aria-hidden="true">
                  {String(stepIndex + 1).padStart(2, '0')}
                </p>
                <StepTitle className="fc-number-carousel__title">{titles[stepIndex]}</StepTitle>
                {paragraph ? <p>{paragraph}</p> : null}
                {buttons.length > 0 ? (
                  <div className="fc-number-carousel__buttons">
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

export default NumberButtonCarousel;
