import { fixture } from '../fixture.js';
import { contentBlocksTemplate } from './content-blocks.schema.js';

export const contentBlocksFixture = fixture(
  contentBlocksTemplate,
  {
    heading: { en: 'Three ways into the trade', pl: 'Trzy drogi do zawodu' },
    paragraph: {
      en: 'Start where you are: straight from school, changing careers, or already in a workshop.',
      pl: 'Zacznij tam, gdzie jesteś: zaraz po szkole, zmieniając zawód lub już pracując w serwisie.',
    },
  },
  [
    {
      image: {
        id: 'apprentice-engine',
        alt: 'An apprentice checking an engine bay',
        size: '900x586',
      },
      heading: { en: 'Apprenticeship', pl: 'Praktyka zawodowa' },
      paragraph: {
        en: 'Two paid years in an authorised workshop, with classes at the training centre.',
        pl: 'Dwa płatne lata w autoryzowanym serwisie z zajęciami w centrum szkoleniowym.',
      },
      'rdx-link': {
        en: { labelText: 'About the apprenticeship', href: '/apprenticeship', type: 'internal' },
        pl: { labelText: 'O praktyce', href: '/pl/praktyka', type: 'internal' },
      },
    },
    {
      image: { id: 'career-change', alt: 'A trainee at a diagnostic screen', size: '900x586' },
      heading: { en: 'Career change', pl: 'Zmiana zawodu' },
      paragraph: {
        en: 'An intensive twelve-month route for adults who already hold a driving licence.',
        pl: 'Intensywna, dwunastomiesięczna ścieżka dla dorosłych z prawem jazdy.',
      },
      'rdx-link': {
        en: { labelText: 'About career change', href: '/career-change', type: 'internal' },
        pl: { labelText: 'O zmianie zawodu', href: '/pl/zmiana-zawodu', type: 'internal' },
      },
    },
    {
      image: {
        id: 'electric-training',
        alt: 'Technicians with an electric drive unit',
        size: '900x586',
      },
      heading: {
        en: 'High-voltage qualification for working technicians',
        pl: 'Uprawnienia wysokonapięciowe dla pracujących techników',
      },
      paragraph: {
        en: 'Evening modules on electric and hybrid drivetrains.',
        pl: 'Wieczorne moduły o napędach elektrycznych i hybrydowych.',
      },
      'rdx-link': {
        en: { labelText: 'About the qualification', href: '/high-voltage', type: 'internal' },
        pl: { labelText: 'O uprawnieniach', href: '/pl/wysokie-napiecie', type: 'internal' },
      },
    },
  ],
);
