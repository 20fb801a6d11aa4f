import { localize } from '@forecourt/api-client';
import { CtaLink, cx, Image } from '@forecourt/ui';
import { localized } from '../localized.js';
import { Carousel } from '../shared/carousel/carousel.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { modelsCarouselManualTemplate } from './models-carousel-manual.schema.js';
import './models-carousel-manual.css';

export type ModelsCarouselManualProps = BlockViewProps<typeof modelsCarouselManualTemplate>;
type Level = 2 | 3 | 4 | 5 | 6;

/** Models carousel manual: hand-picked models side by side on the shared carousel. */
export function ModelsCarouselManual({ data, locale }: ModelsCarouselManualProps) {
  const { header_tag = '2', theme = 'light-theme' } = data.fields;
  const t = blockT({ en, pl }, locale);
  const heading = localize(data.fields.heading, locale);
  const Heading = `h${Number(header_tag)}` as `h${Level | 1}`;
  const Name = `h${Math.min(Number(header_tag) + (heading ? 1 : 0), 6)}` as `h${Level}`;
  return (
    <div className={cx('fc-models', 'fc-surface', `fc-surface--${theme}`)}>
      {heading ? <Heading className="fc-models__heading">{heading}</Heading> : null}
      <Carousel
        locale={locale}
        view="multiple"
        loop={false}
        picker={false}
        texts={{ label: heading || t('models'), previous: t('previous'), next: t('next') }}
        slides={data.groups.map((model, index) => {
          const line = localize(model.model_line, locale);
          const buttons = localized(model['rdx-buttons'], locale) ?? [];
          return (
            <article key={index} className="fc-models__model">
              <Image
                className="fc-models__image"
                imageId={model.image.id}
                alt={model.image.alt ?? ''}
                widths={[320, 430, 720]}
                sizes="(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 80vw"
                width={720}
                height={405}
              />
              <Name className="fc-models__name">{localize(model.model_name, locale)}</Name>
              {line ? <p className="fc-models__line">{line}</p> : null}
              {buttons.length > 0 ? (
                <div className="fc-models__buttons">
                  {buttons.map((button, buttonIndex) => (
                    <CtaLink key={buttonIndex} {...button} theme={theme} />
                  ))}
                </div>
              ) : null}
            </article>
          );
        })}
      />
    </div>
  );
}

export default ModelsCarouselManual;
