import { fixture } from '../fixture.js';
import { retailerLocatorFixture } from '../retailer-locator/retailer-locator.fixtures.js';
import { retailerLocatorMapTemplate } from './retailer-locator-map.schema.js';

/** The seeded page's locator with map. */
export const retailerLocatorMapFixture = fixture(retailerLocatorMapTemplate, {
  ...retailerLocatorFixture.fields,
  heading: { en: 'Retailers near you', pl: 'Dealerzy w Twojej okolicy' },
});
