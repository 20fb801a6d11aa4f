import { fixture } from '../fixture.js';
import { heroCarouselTemplate } from './hero-carousel.schema.js';

export const heroCarouselFixture = fixture(heroCarouselTemplate, {}, [
  {
    image: {
      id: 'workshop-wide',
      alt: 'Technicians at work in a bright workshop',
      size: '1600x900',
    },
    mobilebg: { id: 'workshop-portrait', alt: 'Technician checking a car', size: '900x586' },
    heading: { en: 'Build your career with us', pl: 'Zbuduj z nami swoją karierę' },
    paragraph: {
      en: 'Applications for the autumn intake are open until 30 June.',
      pl: 'Rekrutacja na nabór jesienny trwa do 30 czerwca.',
    },
    'rdx-buttons': {
      en: [{ labelText: 'Apply now', href: '/apply', type: 'internal' }],
      pl: [{ labelText: 'Aplikuj teraz', href: '/pl/apply', type: 'internal' }],
    },
  },
  {
    image: { id: 'ev-bay', alt: 'An electric car on a lift', size: '1600x900' },
    heading: { en: 'Train on electric drivetrains', pl: 'Ucz się napędów elektrycznych' },
    paragraph: {
      en: 'High-voltage safety from your first month.',
      pl: 'Bezpieczeństwo wysokiego napięcia od pierwszego miesiąca.',
    },
    box_color: 'white-theme',
    box_position: 'right',
    video_bg: '/media/ev-bay-loop.mp4',
  },
  {
    image: { id: 'graduates', alt: 'Graduates with their certificates', size: '1600x900' },
    heading: { en: 'Meet our graduates', pl: 'Poznaj naszych absolwentów' },
    box_position: 'center',
    yt: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  {
    image: { id: 'open-day', alt: 'Visitors at the open day', size: '1600x900' },
    heading: { en: 'Open day on 14 May', pl: 'Dzień otwarty 14 maja' },
    box_color: 'light-theme',
  },
]);
