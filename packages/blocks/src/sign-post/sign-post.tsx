import { localize } from '@forecourt/api-client';
import { CtaLink, cx, Icon, Image } from '@forecourt/ui';
import { useRef } from 'react';
import { localized } from '../localized.js';
import { useEqualHeights } from '../shared/equal-heights.js';
import type { BlockViewProps } from '../view-props.js';
import type { signPostTemplate } from './sign-post.schema.js';
import './sign-post.css';

export type SignPostProps = BlockViewProps<typeof signPostTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Sign post: large cards, each one link. The link sits in the card's title (so its accessible
 * name is the title, not a repeated 'Explore') and its hit area is stretched over the whole card.
 */
export function SignPost({ data, locale }: SignPostProps) {
  const {
    header_tag = '2',
    'col-numbers': columns = 3,
    header_font = 'primary',
    theme = 'white-theme',
    dir = 'ltr',
  } = data.fields;
  const heading = localize(data.fields.heading, locale);
  const headingLevel = Number(header_tag) as Level;
  const titleLevel = (heading ? Math.min(headingLevel + 1, 6) : headingLevel) as Level;
  const Heading = `h${headingLevel}` as const;
  const Title = `h${titleLevel}` as const;
  const listRef = useRef<HTMLUListElement>(null);
  useEqualHeights(listRef, { items: '.fc-sign-post__card', parts: ['.fc-sign-post__title'] });

  return (
    <section
      className={cx(
        'fc-sign-post',
        'fc-surface',
        `fc-surface--${theme}`,
        `fc-sign-post--cols-${columns}`,
        `fc-sign-post--font-${header_font}`,
      )}
      dir={dir}
    >
      <div className="fc-sign-post__inner">
        {heading ? <Heading className="fc-sign-post__heading">{heading}</Heading> : null}
        <ul className="fc-sign-post__list" ref={listRef}>
          {data.groups.map((group, index) => {
            const title = localize(group.title, locale);
            const link = localized(group['rdx-link'], locale);
            return (
              <li key={index} className="fc-sign-post__card">
                {group.image ? (
                  <Image
                    className="fc-sign-post__image"
                    imageId={group.image.id}
                    alt={group.image.alt ?? ''}
                    widths={[320, 430, 720]}
                    sizes={`(min-width: 1024px) ${Math.round(100 / columns)}vw, 100vw`}
                  />
                ) : null}
                <Title className="fc-sign-post__title">
                  {link ? (
                    <CtaLink
                      {...link}
                      labelText={title}
                      appearance="text"
                      className="fc-sign-post__link"
                    />
                  ) : (
                    title
                  )}
                </Title>
                {link?.labelText ? (
                  // The same destination as the title's link: shown, not announced twice.
                  <span className="fc-sign-post__cue" aria-hidden="true">
                    {link.labelText}
                    <Icon name="arrow-right" />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export default SignPost;
