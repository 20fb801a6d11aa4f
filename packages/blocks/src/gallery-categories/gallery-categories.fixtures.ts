import { fixture } from '../fixture.js';
import { galleryCategoriesTemplate } from './gallery-categories.schema.js';

/** Categories of the Gallery carousel's fixture (Exterior, Interior). */
export const galleryCategoriesFixture = fixture(
  galleryCategoriesTemplate,
  { heading: { en: 'Browse the gallery', pl: 'Przeglądaj galerię' } },
  [
    {
      category_name: { en: 'Exterior', pl: 'Nadwozie' },
      images_quantity: 3,
      image: { id: 'gallery-front', size: '720x405' },
    },
    {
      category_name: { en: 'Interior', pl: 'Wnętrze' },
      images_quantity: 2,
      image: { id: 'gallery-dash', size: '720x405' },
    },
  ],
);
