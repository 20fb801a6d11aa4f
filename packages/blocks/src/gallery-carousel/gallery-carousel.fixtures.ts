import { fixture } from '../fixture.js';
import { galleryCarouselTemplate } from './gallery-carousel.schema.js';

const picture = (
  id: string,
  alt: string,
  captionEn: string,
  captionPl: string,
  category: 'ext' | 'int',
) => ({
  image: { id, alt, size: '1600x900' },
  caption: { en: captionEn, pl: captionPl },
  category:
    category === 'ext' ? { en: 'Exterior', pl: 'Nadwozie' } : { en: 'Interior', pl: 'Wnętrze' },
});

export const galleryCarouselFixture = fixture(
  galleryCarouselTemplate,
  {
    gallery_name: { en: 'Training car gallery', pl: 'Galeria auta szkoleniowego' },
    can_download_wallpaper: true,
  },
  [
    picture(
      'gallery-front',
      'The car from the front',
      'Front three-quarter view',
      'Widok z przodu',
      'ext',
    ),
    picture('gallery-side', 'The car from the side', 'Side profile', 'Profil boczny', 'ext'),
    picture('gallery-dash', 'The dashboard', 'Driver’s cockpit', 'Kokpit kierowcy', 'int'),
    picture('gallery-rear', 'The car from behind', 'Rear view', 'Widok z tyłu', 'ext'),
    picture('gallery-seats', 'The back seats', 'Rear seats', 'Tylne siedzenia', 'int'),
  ],
);
