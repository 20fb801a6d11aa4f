import { localize } from '@forecourt/api-client';
import { CtaLink, cx, Image } from '@forecourt/ui';
import { localized } from '../localized.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { iconsTimelineTemplate } from './icons-timeline.schema.js';
import './icons-timeline.css';

export type IconsTimelineProps = BlockViewProps<typeof iconsTimelineTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Icons timeline: an ordered list of entries. The column headings are drawn once above the list
 * for sighted visitors; each entry names its year and model itself, for screen readers.
 */
export function IconsTimeline({ data, locale }: IconsTimelineProps) {
  const {
    header_tag = '2',
    theme = 'white-theme',
    header_font = 'primary',
    dir = 'ltr',
  } = data.fields;
  const t = blockT({ en, pl }, locale);
  const title = localize(data.fields.title, locale);
  const yearHeadline = localize(data.fields.yearHeadline, locale) || t('year');
  const modelHeadline = localize(data.fields.modelHeadline, locale) || t('model');
  const headingLevel = Number(header_tag) as Level;
  const itemLevel = (title ? Math.min(headingLevel + 1, 6) : headingLevel) as Level;
  const Title = `h${headingLevel}` as const;
  const ItemHeading = `h${itemLevel}` as const;

  return (
    <section
      className={cx(
        'fc-icons-timeline',
        'fc-surface',
        `fc-surface--${theme}`,
        `fc-icons-timeline--font-${header_font}`,
      )}
      dir={dir}
    >
      <div className="fc-icons-timeline__inner">
        {title ? <Title className="fc-icons-timeline__title">{title}</Title> : null}
        <div className="fc-icons-timeline__columns" aria-hidden="true">
          <span>{yearHeadline}</span>
          <span>{modelHeadline}</span>
        </div>
        <ol className="fc-icons-timeline__list">
          {data.groups.map((group, index) => {
            const heading = localize(group.heading, locale);
            const button = localized(group.button, locale);
            return (
              <li key={index} className="fc-icons-timeline__item">
                <dl className="fc-icons-timeline__facts">
                  <div className="fc-icons-timeline__year">
                    <dt className="fc-visually-hidden">{yearHeadline}</dt>
                    <dd>{group.year}</dd>
                  </div>
                  <div className="fc-icons-timeline__model">
                    <dt className="fc-visually-hidden">{modelHeadline}</dt>
                    <dd>{group.model}</dd>
                  </div>
                </dl>
                {group.icon ? (
                  <Image
                    className="fc-icons-timeline__icon"
                    imageId={group.icon.id}
                    alt={group.icon.alt ?? ''}
                    widths={[180, 320]}
                    sizes="180px"
                  />
                ) : null}
                <div className="fc-icons-timeline__body">
                  {heading ? (
                    <ItemHeading className="fc-icons-timeline__heading">{heading}</ItemHeading>
                  ) : null}
                  {button ? <CtaLink {...button} appearance="text" icon="arrow-right" /> : null}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

export default IconsTimeline;
