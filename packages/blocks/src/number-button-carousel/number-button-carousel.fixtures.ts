import { fixture } from '../fixture.js';
import { numberButtonCarouselTemplate } from './number-button-carousel.schema.js';

const step = (id: string, alt: string, en: string, pl: string, textEn: string, textPl: string) => ({
  image: { id, alt, size: '1180x664' },
  title: { en, pl },
  paragraph: { en: textEn, pl: textPl },
});

export const numberButtonCarouselFixture = fixture(
  numberButtonCarouselTemplate,
  { heading: { en: 'Your path in four steps', pl: 'Twoja ścieżka w czterech krokach' } },
  [
    {
      ...step(
        'step-apply',
        'A candidate filling in a form',
        'Apply',
        'Aplikuj',
        'Send the form by 30 June.',
        'Wyślij formularz do 30 czerwca.',
      ),
      'rdx-buttons': {
        en: [{ labelText: 'Apply now', href: '/apply', type: 'internal' }],
        pl: [{ labelText: 'Aplikuj teraz', href: '/pl/apply', type: 'internal' }],
      },
    },
    step(
      'step-meet',
      'An interview in a workshop',
      'Meet us',
      'Poznaj nas',
      'A day in the workshop with a mentor.',
      'Dzień w warsztacie z mentorem.',
    ),
    step(
      'step-learn',
      'Apprentices in a classroom',
      'Learn',
      'Ucz się',
      'Three years of school and workshop.',
      'Trzy lata szkoły i warsztatu.',
    ),
    step(
      'step-qualify',
      'A graduate with a certificate',
      'Qualify',
      'Zdobądź kwalifikacje',
      'A recognised master technician title.',
      'Uznany tytuł mistrza techniki.',
    ),
  ],
);
