import { localize } from '@forecourt/api-client';
import { CtaLink, cx } from '@forecourt/ui';
import { localized } from '../localized.js';
import { sanitizeRichText } from '../sanitize.js';
import type { BlockViewProps } from '../view-props.js';
import type { snippetTemplate } from './snippet.schema.js';
import './snippet.css';

export type SnippetProps = BlockViewProps<typeof snippetTemplate>;

/** Snippet: a section title, a sanitised rich-text paragraph and an optional link. */
export function Snippet({ data, locale }: SnippetProps) {
  const { alignment = 'wide-left', block_height = 'normal', theme = 'white-theme' } = data.fields;
  // alignment is "<width>-<side>": wide|narrow|disclaimer, left|center.
  const [width, side] = alignment.split('-') as [string, string];
  const title = localize(data.fields.section_title, locale);
  const paragraph = sanitizeRichText(localize(data.fields.section_paragraph, locale));
  const link = localized(data.fields.link, locale);
  const anchor = data.fields.anchor;

  return (
    <section
      id={anchor ? `rdx-${anchor}` : undefined}
      className={cx(
        'fc-snippet',
        'fc-surface',
        `fc-surface--${theme}`,
        `fc-snippet--${width}`,
        `fc-snippet--align-${side}`,
        `fc-snippet--height-${block_height}`,
      )}
    >
      <div className="fc-snippet__inner">
        {title ? <h2 className="fc-snippet__title">{title}</h2> : null}
        {paragraph ? (
          <div className="fc-snippet__paragraph" dangerouslySetInnerHTML={{ __html: paragraph }} />
        ) : null}
        {link ? (
          <p className="fc-snippet__link">
            <CtaLink {...link} appearance="text" icon="arrow-right" />
          </p>
        ) : null}
      </div>
    </section>
  );
}

export default Snippet;
