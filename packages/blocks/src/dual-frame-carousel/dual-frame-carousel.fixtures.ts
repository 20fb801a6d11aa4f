import { fixture } from '../fixture.js';
import { dualFrameCarouselTemplate } from './dual-frame-carousel.schema.js';

export const dualFrameCarouselFixture = fixture(
  dualFrameCarouselTemplate,
  { heading: { en: 'Stories from the workshop', pl: 'Historie z warsztatu' } },
  [
    {
      image: { id: 'story-anna', alt: 'Anna at a diagnostic screen', size: '1180x664' },
      title: { en: 'Anna found her trade', pl: 'Anna znalazła swój zawód' },
      paragraph: {
        en: 'From apprentice to aftersales manager in six years.',
        pl: 'Od praktykantki do kierowniczki serwisu w sześć lat.',
      },
      'rdx-buttons': {
        en: [{ labelText: 'Read Anna’s story', href: '/stories/anna', type: 'internal' }],
        pl: [{ labelText: 'Przeczytaj historię Anny', href: '/pl/stories/anna', type: 'internal' }],
      },
    },
    {
      image: { id: 'story-tomasz', alt: 'Tomasz working on a battery pack', size: '1180x664' },
      title: { en: 'Tomasz works on batteries', pl: 'Tomasz pracuje przy bateriach' },
      paragraph: {
        en: 'High-voltage work in his first year.',
        pl: 'Praca pod wysokim napięciem już w pierwszym roku.',
      },
    },
    {
      image: { id: 'story-piotr', alt: 'Piotr mentoring an apprentice', size: '1180x664' },
      title: { en: 'Piotr passes it on', pl: 'Piotr przekazuje wiedzę' },
    },
  ],
);
