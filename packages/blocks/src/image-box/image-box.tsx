import { localize } from '@forecourt/api-client';
import { CtaLink, cx, Image } from '@forecourt/ui';
import { localized } from '../localized.js';
import type { BlockViewProps } from '../view-props.js';
import type { imageBoxTemplate } from './image-box.schema.js';
import './image-box.css';

export type ImageBoxProps = BlockViewProps<typeof imageBoxTemplate>;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** Image box: a captioned image and, beside it (below it on phones), a coloured text box. */
export function ImageBox({ data, locale }: ImageBoxProps) {
  const {
    image,
    layout = 'image-left',
    header_tag = '2',
    box_color = 'light-theme',
    header_font = 'primary',
    dir = 'ltr',
  } = data.fields;
  const caption = localize(data.fields.caption, locale);
  const heading = localize(data.fields.heading, locale);
  const paragraph = localize(data.fields.paragraph, locale);
  const link = localized(data.fields['rdx-link'], locale);
  // Further destinations as plain text links under the button (`rdx-links`).
  const links = localized(data.fields['rdx-links'], locale) ?? [];
  const Heading = `h${Number(header_tag) as Level}` as const;

  return (
    <section
      className={cx('fc-image-box', `fc-image-box--${layout}`, `fc-image-box--font-${header_font}`)}
      dir={dir}
    >
      <figure className="fc-image-box__figure">
        <Image
          className="fc-image-box__image"
          imageId={image.id}
          alt={image.alt ?? ''}
          widths={[320, 430, 720, 1180]}
          sizes="(min-width: 741px) 50vw, 100vw"
        />
        {caption ? <figcaption className="fc-image-box__caption">{caption}</figcaption> : null}
      </figure>
      {heading || paragraph || link || links.length > 0 ? (
        <div className={cx('fc-image-box__box', 'fc-surface', `fc-surface--${box_color}`)}>
          {heading ? <Heading className="fc-image-box__heading">{heading}</Heading> : null}
          {paragraph ? <p className="fc-image-box__paragraph">{paragraph}</p> : null}
          {link ? <CtaLink {...link} theme={box_color} /> : null}
          {links.length > 0 ? (
            <ul className="fc-image-box__links">
              {links.map((item, index) => (
                <li key={index}>
                  <CtaLink {...item} appearance="text" theme={box_color} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export default ImageBox;
