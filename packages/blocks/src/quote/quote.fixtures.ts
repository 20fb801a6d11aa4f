import { fixture } from '../fixture.js';
import { quoteTemplate } from './quote.schema.js';

export const quoteFixture = fixture(quoteTemplate, {
  quote: {
    en: 'After three months I was diagnosing hybrid drivetrains on my own. The mentors never let a question go unanswered.',
    pl: 'Po trzech miesiącach samodzielnie diagnozowałam napędy hybrydowe. Mentorzy nie zostawili żadnego pytania bez odpowiedzi.',
  },
  author: { en: 'Katarzyna Nowak', pl: 'Katarzyna Nowak' },
  author_position: { en: 'Service technician, Kraków', pl: 'Technik serwisowy, Kraków' },
});
