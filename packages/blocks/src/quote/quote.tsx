import { localize } from '@forecourt/api-client';
import { cx } from '@forecourt/ui';
import { Quotation } from '../shared/quotation.js';
import type { BlockViewProps } from '../view-props.js';
import type { quoteTemplate } from './quote.schema.js';
import './quote.css';

export type QuoteProps = BlockViewProps<typeof quoteTemplate>;

/** Quote: one quotation with its author and the author's position. */
export function Quote({ data, locale }: QuoteProps) {
  const { theme = 'light-theme' } = data.fields;
  return (
    <section className={cx('fc-quote', 'fc-surface', `fc-surface--${theme}`)}>
      <Quotation
        quote={localize(data.fields.quote, locale)}
        author={localize(data.fields.author, locale)}
        position={localize(data.fields.author_position, locale)}
      />
    </section>
  );
}

export default Quote;
