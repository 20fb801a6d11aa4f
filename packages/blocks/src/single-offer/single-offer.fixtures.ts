import { fixture } from '../fixture.js';
import { singleOfferTemplate } from './single-offer.schema.js';

/** The Range Rover Sport offer of the sample site data, with a form call to action. */
export const singleOfferFixture = fixture(singleOfferTemplate, {
  hash: 'range-rover-sport',
  description_first: {
    en: '<p>Drive the new Range Rover Sport in a 103% lease with no down payment.</p>',
    pl: '<p>Nowy Range Rover Sport w leasingu 103% bez wpłaty własnej.</p>',
  },
  description_second: {
    en: '<p>Offer for business customers until 30 June. The price includes VAT.</p>',
    pl: '<p>Oferta dla klientów biznesowych do 30 czerwca. Cena zawiera VAT.</p>',
  },
  'rdx-link': {
    en: { labelText: 'Ask for this offer', href: '', type: 'form', formId: 'offer-enquiry' },
    pl: { labelText: 'Zapytaj o ofertę', href: '', type: 'form', formId: 'offer-enquiry' },
  },
  hidden_fields: '{"campaign": "spring-offers", "source": "offers-page"}',
});
