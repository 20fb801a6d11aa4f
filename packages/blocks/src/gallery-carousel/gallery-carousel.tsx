import { localize } from '@forecourt/api-client';
import { Icon, Image, imageUrl, Modal } from '@forecourt/ui';
import { useEffect, useId, useState } from 'react';
import { Carousel } from '../shared/carousel/carousel.js';
import {
  OPEN_GALLERY_EVENT,
  sameCategory,
  type GalleryRequest,
} from '../shared/gallery/open-gallery.js';
import { blockT } from '../translate.js';
import type { BlockViewProps } from '../view-props.js';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import type { galleryCarouselTemplate } from './gallery-carousel.schema.js';
import './gallery-carousel.css';

export type GalleryCarouselProps = BlockViewProps<typeof galleryCarouselTemplate>;

/** Share addresses of `page` on Facebook and Twitter. */
export function shareUrls(page: string): { facebook: string; twitter: string } {
  const url = encodeURIComponent(page);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    twitter: `https://twitter.com/intent/tweet?url=${url}`,
  };
}

/**
 * Gallery carousel: a grid of thumbnails; each opens the gallery full screen (the shared modal)
 * on the shared carousel at that picture. The dialog offers the categories, the wallpaper
 * download, share links and a close button; closing gives focus back to the thumbnail. A Gallery
 * categories block on the same page opens it at a category (`openGallery`).
 */
export function GalleryCarousel({ data, locale }: GalleryCarouselProps) {
  const { can_download_wallpaper = false, fb_link = true, tw_link = true } = data.fields;
  const t = blockT({ en, pl }, locale);
  const name = localize(data.fields.gallery_name, locale);
  const title = name || t('gallery');
  const pictures = data.groups.map((group, index) => ({
    index,
    image: group.image,
    caption: localize(group.caption, locale),
    category: localize(group.category, locale).trim(),
  }));
  // One entry per category, however its name was capitalised or spaced in each picture.
  const categories = pictures.reduce<string[]>(
    (names, { category: name }) =>
      name && !names.some((known) => sameCategory(known, name)) ? [...names, name] : names,
    [],
  );
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<string | null>(null);
  const [current, setCurrent] = useState(0);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [page, setPage] = useState('');
  const categoriesId = useId();
  const nameId = useId();
  const shown = category
    ? pictures.filter((picture) => sameCategory(picture.category, category))
    : pictures;
  const picture = shown[current] ?? shown[0];

  const show = (nextCategory: string | null, index: number) => {
    setCategory(nextCategory);
    setCurrent(index);
    setCategoriesOpen(false);
    setOpen(true);
  };

  useEffect(() => {
    if (open) setPage(window.location.href);
  }, [open]);

  useEffect(() => {
    const onRequest = (event: Event) => {
      const { detail } = event as CustomEvent<GalleryRequest>;
      const match = categories.find((name) => sameCategory(name, detail.category));
      if (event.defaultPrevented || !match) return;
      event.preventDefault();
      show(match, 0);
    };
    document.addEventListener(OPEN_GALLERY_EVENT, onRequest);
    return () => document.removeEventListener(OPEN_GALLERY_EVENT, onRequest);
  });

  const share = shareUrls(page);
  const newWindow = <span className="fc-visually-hidden"> {t('newWindow')}</span>;

  return (
    <section
      className="fc-gallery"
      aria-labelledby={name ? nameId : undefined}
      aria-label={name ? undefined : title}
    >
      {name ? (
        <h2 id={nameId} className="fc-gallery__name">
          {name}
        </h2>
      ) : null}
      <ul className="fc-gallery__grid">
        {pictures.map((item) => {
          const label = item.caption || item.image.alt;
          return (
            <li key={item.index}>
              <button
                type="button"
                className="fc-gallery__thumbnail"
                aria-haspopup="dialog"
                aria-label={
                  label ? t('open', { name: label }) : t('openNumbered', { n: item.index + 1 })
                }
                onClick={() => show(null, item.index)}
              >
                <Image
                  imageId={item.image.id}
                  alt=""
                  widths={[320, 430]}
                  sizes="(min-width: 1024px) 25vw, (min-width: 741px) 33vw, 50vw"
                  width={430}
                  height={242}
                />
              </button>
            </li>
          );
        })}
      </ul>
      <Modal.Root open={open} onOpenChange={setOpen}>
        <Modal.Content className="fc-gallery__dialog">
          <Modal.Title className="fc-gallery__title">{title}</Modal.Title>
          <div className="fc-gallery__toolbar">
            {categories.length > 0 ? (
              <button
                type="button"
                className="fc-gallery__tool"
                aria-expanded={categoriesOpen}
                aria-controls={categoriesId}
                onClick={() => setCategoriesOpen(!categoriesOpen)}
              >
                {localize(data.fields.categories_button, locale) || t('categories')}
              </button>
            ) : null}
            {can_download_wallpaper && picture ? (
              <a className="fc-gallery__tool" href={imageUrl(picture.image.id, 1600)} download>
                <Icon name="download" /> {t('download')}
              </a>
            ) : null}
            {fb_link && page ? (
              <a
                className="fc-gallery__tool"
                href={share.facebook}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('facebook')}
                {newWindow}
              </a>
            ) : null}
            {tw_link && page ? (
              <a
                className="fc-gallery__tool"
                href={share.twitter}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('twitter')}
                {newWindow}
              </a>
            ) : null}
          </div>
          <ul id={categoriesId} className="fc-gallery__categories" hidden={!categoriesOpen}>
            {[null, ...categories].map((option) => (
              <li key={option ?? ''}>
                <button
                  type="button"
                  className="fc-gallery__category"
                  aria-pressed={option === category}
                  onClick={() => show(option, 0)}
                >
                  {t('count', {
                    name: option ?? t('all'),
                    count: option
                      ? pictures.filter((item) => sameCategory(item.category, option)).length
                      : pictures.length,
                  })}
                </button>
              </li>
            ))}
          </ul>
          <Carousel
            // A new set of pictures is a new carousel, starting at its own first slide.
            key={category ?? ''}
            locale={locale}
            picker={false}
            index={Math.min(current, shown.length - 1)}
            onIndexChange={setCurrent}
            texts={{ label: category ?? title, previous: t('previous'), next: t('next') }}
            className="fc-gallery__carousel"
            slides={shown.map((item) => (
              <figure key={item.index} className="fc-gallery__figure">
                <Image
                  className="fc-gallery__image"
                  imageId={item.image.id}
                  alt={item.image.alt ?? ''}
                  widths={[430, 720, 1180, 1600]}
                  sizes="100vw"
                  width={1600}
                  height={900}
                />
                {item.caption ? (
                  <figcaption className="fc-gallery__caption">{item.caption}</figcaption>
                ) : null}
              </figure>
            ))}
          />
          <Modal.Close
            className="fc-gallery__close"
            label={localize(data.fields.close_button, locale) || t('close')}
          />
        </Modal.Content>
      </Modal.Root>
    </section>
  );
}

export default GalleryCarousel;
