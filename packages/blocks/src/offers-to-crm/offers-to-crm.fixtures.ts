import { fixture } from '../fixture.js';
import { offersToCrmTemplate } from './offers-to-crm.schema.js';

/** Two of the sample offers, sent with the sample contact form (id 8, hidden field `offer`). */
export const offersToCrmFixture = fixture(offersToCrmTemplate, {
  heading: { en: 'Ask about an offer', pl: 'Zapytaj o ofertę' },
  header_tag: '2',
  theme: 'light-theme',
  text: {
    en: 'Choose the offer you are interested in: a retailer gets back to you.',
    pl: 'Wybierz ofertę, która Cię interesuje: dealer odezwie się do Ciebie.',
  },
  form_id: '8',
  offer_field_id: 'offer',
  choice_label: { en: 'Which offer?', pl: 'Która oferta?' },
  offer_anchors: 'range-rover-sport, #rdx-discovery',
});
