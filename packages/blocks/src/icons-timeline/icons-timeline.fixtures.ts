import { fixture } from '../fixture.js';
import { iconsTimelineTemplate } from './icons-timeline.schema.js';

export const iconsTimelineFixture = fixture(
  iconsTimelineTemplate,
  {
    title: { en: 'Seventy years on four wheels', pl: 'Siedemdziesiąt lat na czterech kołach' },
    modelHeadline: { en: 'Model', pl: 'Model' },
    yearHeadline: { en: 'Year', pl: 'Rok' },
  },
  [
    {
      year: '1948',
      model: 'Series I',
      icon: { id: 'icon-series-one', alt: '', size: '320x180' },
      heading: { en: 'Where it all began', pl: 'Tu wszystko się zaczęło' },
      button: {
        en: { labelText: 'The first model', href: '/heritage/series-one', type: 'internal' },
        pl: { labelText: 'Pierwszy model', href: '/pl/historia/seria-pierwsza', type: 'internal' },
      },
    },
    {
      year: '1970',
      model: 'Classic',
      icon: { id: 'icon-classic', alt: '', size: '320x180' },
      heading: { en: 'Comfort meets capability', pl: 'Komfort i możliwości' },
    },
    {
      year: '2024',
      model: 'Electric',
      icon: { id: 'icon-electric', alt: '', size: '320x180' },
      heading: { en: 'The first battery electric model', pl: 'Pierwszy model w pełni elektryczny' },
      button: {
        en: { labelText: 'Meet it', href: '/models/electric', type: 'internal' },
        pl: { labelText: 'Poznaj go', href: '/pl/modele/elektryczny', type: 'internal' },
      },
    },
  ],
);
