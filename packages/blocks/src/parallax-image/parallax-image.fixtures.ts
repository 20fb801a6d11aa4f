import { fixture } from '../fixture.js';
import { parallaxImageTemplate } from './parallax-image.schema.js';

export const parallaxImageFixture = fixture(parallaxImageTemplate, {}, [
  {
    image: {
      id: 'workshop-wide',
      alt: 'Technicians at work in a bright workshop',
      size: '1600x900',
    },
    heading: { en: 'Learn in a real workshop', pl: 'Ucz się w prawdziwym serwisie' },
    paragraph: {
      en: 'From the first week you work on customer cars, next to a mentor.',
      pl: 'Od pierwszego tygodnia pracujesz przy samochodach klientów, obok mentora.',
    },
  },
  {
    image: {
      id: 'electric-training',
      alt: 'Technicians with an electric drive unit',
      size: '1600x900',
    },
    heading: { en: 'Ready for electric', pl: 'Gotowi na elektryki' },
    paragraph: {
      en: 'High-voltage safety is part of every year of the programme.',
      pl: 'Bezpieczeństwo wysokonapięciowe jest częścią każdego roku programu.',
    },
  },
]);
