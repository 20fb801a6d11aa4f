import { fixture } from '../fixture.js';
import { quoteSliderTemplate } from './quote-slider.schema.js';

export const quoteSliderFixture = fixture(quoteSliderTemplate, {}, [
  {
    quote: {
      en: 'The programme gave me a trade and a team. I still call my mentor when a fault code surprises me.',
      pl: 'Program dał mi zawód i zespół. Wciąż dzwonię do mentora, gdy kod błędu mnie zaskoczy.',
    },
    author: { en: 'Piotr Wiśniewski', pl: 'Piotr Wiśniewski' },
    author_position: { en: 'Master technician, Gdańsk', pl: 'Mistrz techniki, Gdańsk' },
  },
  {
    quote: {
      en: 'Apprentices from the programme arrive knowing our diagnostic tools. That saves us weeks.',
      pl: 'Praktykanci z programu znają nasze narzędzia diagnostyczne. To oszczędza nam tygodnie.',
    },
    author: { en: 'Anna Zielińska', pl: 'Anna Zielińska' },
    author_position: { en: 'Aftersales manager, Poznań', pl: 'Kierownik serwisu, Poznań' },
  },
  {
    quote: {
      en: 'Working on electric drivetrains in my first year was something I never expected.',
      pl: 'Praca przy napędach elektrycznych już w pierwszym roku była czymś, czego się nie spodziewałem.',
    },
    author: { en: 'Tomasz Lewandowski', pl: 'Tomasz Lewandowski' },
    author_position: { en: 'Apprentice, Wrocław', pl: 'Praktykant, Wrocław' },
  },
]);
