import { localize } from '@forecourt/api-client';
import { cx } from '@forecourt/ui';
import { blockT } from '../translate.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import { Carousel } from '../shared/carousel/carousel.js';
import { Quotation } from '../shared/quotation.js';
import type { BlockViewProps } from '../view-props.js';
import type { quoteSliderTemplate } from './quote-slider.schema.js';
import './quote-slider.css';

export type QuoteSliderProps = BlockViewProps<typeof quoteSliderTemplate>;

/**
 * Quote slider: one quotation at a time on the shared carousel. With `has_timer` it moves on
 * every `interval_seconds` until the visitor pauses it; it also holds still while hovered or
 * focused, and never starts by itself when reduced motion is requested.
 */
export function QuoteSlider({ data, locale }: QuoteSliderProps) {
  const { has_timer = true, interval_seconds = 6, theme = 'light-theme' } = data.fields;
  const t = blockT({ en, pl }, locale);
  return (
    <Carousel
      locale={locale}
      className={cx('fc-quote-slider', 'fc-surface', `fc-surface--${theme}`)}
      texts={{
        label: t('quotes'),
        previous: t('previous'),
        next: t('next'),
        play: t('play'),
        pause: t('pause'),
      }}
      autoplay={has_timer ? { intervalMs: interval_seconds * 1000 } : false}
      slides={data.groups.map((group, index) => (
        <Quotation
          key={index}
          quote={localize(group.quote, locale)}
          author={localize(group.author, locale)}
          position={localize(group.author_position, locale)}
        />
      ))}
    />
  );
}

export default QuoteSlider;
