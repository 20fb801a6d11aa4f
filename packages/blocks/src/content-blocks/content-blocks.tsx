import { localize } from '@forecourt/api-client';
import { CtaLink, cx, Image } from '@forecourt/ui';
import { useRef } from 'react';
import { localized } from '../localized.js';
import { useEqualHeights } from '../shared/equal-heights.js';
import type { BlockViewProps } from '../view-props.js';
import type { contentBlocksTemplate } from './content-blocks.schema.js';
import './content-blocks.css';

export type ContentBlocksProps = BlockViewProps<typeof contentBlocksTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** The image's share of the viewport at each layout: one column on phones, two on tablets. */
export function cardImageSizes(columns: number): string {
  const desktop = Math.round(100 / columns);
  return `(min-width: 1024px) ${desktop}vw, (min-width: 741px) ${columns > 1 ? 50 : 100}vw, 100vw`;
}

/**
 * Content blocks: a grid of cards. Card headings and paragraphs line up along each row (their
 * heights are equalised on resize and image load), so the links under them sit on one line.
 */
export function ContentBlocks({ data, locale }: ContentBlocksProps) {
  const {
    header_tag = '2',
    'col-numbers': columns = 3,
    font_size = 'big',
    header_font = 'primary',
    electrifies = false,
    dir = 'ltr',
    theme = 'white-theme',
  } = data.fields;
  const heading = localize(data.fields.heading, locale);
  const intro = localize(data.fields.paragraph, locale);
  const headingLevel = Number(header_tag) as Level;
  // Card headings sit one level below the block heading, or at its level when there is none.
  const cardLevel = (heading ? Math.min(headingLevel + 1, 6) : headingLevel) as Level;
  const Heading = `h${headingLevel}` as const;
  const CardHeading = `h${cardLevel}` as const;
  const gridRef = useRef<HTMLUListElement>(null);
  useEqualHeights(gridRef, {
    items: '.fc-content-blocks__card',
    parts: ['.fc-content-blocks__card-heading', '.fc-content-blocks__card-text'],
  });

  return (
    <section
      className={cx(
        'fc-content-blocks',
        'fc-surface',
        `fc-surface--${theme}`,
        `fc-content-blocks--cols-${columns}`,
        `fc-content-blocks--${font_size}`,
        `fc-content-blocks--font-${header_font}`,
        electrifies && 'fc-content-blocks--electrifies',
      )}
      dir={dir}
    >
      <div className="fc-content-blocks__inner">
        {heading ? <Heading className="fc-content-blocks__heading">{heading}</Heading> : null}
        {intro ? <p className="fc-content-blocks__intro">{intro}</p> : null}
        <ul className="fc-content-blocks__grid" ref={gridRef}>
          {data.groups.map((group, index) => {
            const link = localized(group['rdx-link'], locale);
            const text = localize(group.paragraph, locale);
            return (
              <li key={index} className="fc-content-blocks__card">
                {group.image ? (
                  <Image
                    className="fc-content-blocks__image"
                    imageId={group.image.id}
                    alt={group.image.alt ?? ''}
                    widths={[320, 430, 720]}
                    sizes={cardImageSizes(columns)}
                  />
                ) : null}
                <div className="fc-content-blocks__body">
                  <CardHeading className="fc-content-blocks__card-heading">
                    {localize(group.heading, locale)}
                  </CardHeading>
                  {text ? <p className="fc-content-blocks__card-text">{text}</p> : null}
                  {link ? (
                    <CtaLink
                      {...link}
                      appearance="text"
                      icon="arrow-right"
                      electrifies={electrifies}
                      className="fc-content-blocks__link"
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export default ContentBlocks;
