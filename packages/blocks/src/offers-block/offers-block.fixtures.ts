import { fixture } from '../fixture.js';
import { offersBlockTemplate } from './offers-block.schema.js';

/** New cars and approved used cars, with an enquiry form. */
export const offersBlockFixture = fixture(offersBlockTemplate, {
  heading: { en: 'Current offers', pl: 'Aktualne oferty' },
  new_cars: true,
  approved: true,
  form_title: { en: 'Not sure which offer suits you?', pl: 'Nie wiesz, która oferta jest dla Ciebie?' },
  form_subtile: {
    en: 'Leave your details and a sales adviser will call you back within one working day.',
    pl: 'Zostaw dane, a doradca oddzwoni w ciągu jednego dnia roboczego.',
  },
  form_id: 'offer-enquiry',
});
