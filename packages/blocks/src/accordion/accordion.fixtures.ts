import { fixture } from '../fixture.js';
import { accordionTemplate } from './accordion.schema.js';

export const accordionFixture = fixture(
  accordionTemplate,
  {
    heading: { en: 'Frequently asked questions', pl: 'Najczęściej zadawane pytania' },
    header_tag: '2',
    open_all_label: { en: 'Open all', pl: 'Rozwiń wszystkie' },
    close_all_label: { en: 'Close all', pl: 'Zwiń wszystkie' },
  },
  [
    {
      accordion_title: { en: 'Who can apply?', pl: 'Kto może aplikować?' },
      accordion_content: {
        en: '<p>Anyone over 18 with a secondary-school certificate and a driving licence (category B).</p>',
        pl: '<p>Każda osoba pełnoletnia ze świadectwem ukończenia szkoły średniej i prawem jazdy kategorii B.</p>',
      },
    },
    {
      accordion_title: { en: 'How long does the training take?', pl: 'Ile trwa szkolenie?' },
      accordion_content: {
        en: '<p>Two years: 60% in a workshop, 40% at the training centre.</p>',
        pl: '<p>Dwa lata: 60% w serwisie, 40% w centrum szkoleniowym.</p>',
      },
    },
    {
      accordion_title: { en: 'Is the apprenticeship paid?', pl: 'Czy praktyka jest płatna?' },
      accordion_content: {
        en: '<p>Yes. Apprentices receive a monthly salary from the hosting retailer.</p>',
        pl: '<p>Tak. Praktykanci otrzymują miesięczne wynagrodzenie od dealera.</p>',
      },
    },
  ],
);
