import { localize } from '@forecourt/api-client';
import { cx, Image } from '@forecourt/ui';
import { openGallery } from '../shared/gallery/open-gallery.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { galleryCategoriesTemplate } from './gallery-categories.schema.js';
import './gallery-categories.css';

export type GalleryCategoriesProps = BlockViewProps<typeof galleryCategoriesTemplate>;
type Level = 2 | 3 | 4 | 5 | 6;

/**
 * Gallery categories: category cards; each is a button that asks the page's Gallery carousel to
 * open full screen at its category (`openGallery`), and the gallery gives focus back on close.
 */
export function GalleryCategories({ data, locale }: GalleryCategoriesProps) {
  const { header_tag = '2', theme = 'white-theme' } = data.fields;
  const t = blockT({ en, pl }, locale);
  const heading = localize(data.fields.heading, locale);
  const Heading = `h${Number(header_tag)}` as `h${Level | 1}`;
  return (
    <section
      className={cx('fc-gallery-categories', 'fc-surface', `fc-surface--${theme}`)}
      aria-label={heading || t('categories')}
    >
      {heading ? <Heading className="fc-gallery-categories__heading">{heading}</Heading> : null}
      <ul className="fc-gallery-categories__list">
        {data.groups.map((group, index) => {
          const name = localize(group.category_name, locale);
          return (
            <li key={index}>
              <button
                type="button"
                className="fc-gallery-categories__card"
                aria-haspopup="dialog"
                aria-label={t('open', { name })}
                onClick={() => openGallery({ category: name })}
              >
                {group.image ? (
                  <Image
                    className="fc-gallery-categories__image"
                    imageId={group.image.id}
                    alt=""
                    widths={[320, 430, 720]}
                    sizes="(min-width: 1024px) 25vw, (min-width: 741px) 50vw, 100vw"
                    width={720}
                    height={405}
                  />
                ) : null}
                <span className="fc-gallery-categories__name">{name}</span>
                {group.images_quantity !== undefined ? (
                  <span className="fc-gallery-categories__count">
                    {t('pictures', { count: group.images_quantity })}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default GalleryCategories;
