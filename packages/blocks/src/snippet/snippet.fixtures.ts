import { fixture } from '../fixture.js';
import { snippetTemplate } from './snippet.schema.js';

export const snippetFixture = fixture(snippetTemplate, {
  section_title: {
    en: 'Training that starts in the workshop',
    pl: 'Szkolenie, które zaczyna się w warsztacie',
  },
  section_paragraph: {
    en: '<p>Our <strong>mechanic apprenticeship</strong> combines two years in an authorised workshop with classes at the training centre in Warsaw.</p>',
    pl: '<p>Nasz <strong>program praktyk mechanika</strong> łączy dwa lata w autoryzowanym serwisie z zajęciami w centrum szkoleniowym w Warszawie.</p>',
  },
  link: {
    en: { labelText: 'See the programme', href: '/programme', type: 'internal' },
    pl: { labelText: 'Zobacz program', href: '/pl/program', type: 'internal' },
  },
});
