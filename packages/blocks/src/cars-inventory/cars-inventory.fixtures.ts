import { fixture } from '../fixture.js';
import { carsInventoryTemplate } from './cars-inventory.schema.js';

/** The used-car list as the seed sets it up: every filter on, units and a disclaimer. */
export const carsInventoryFixture = fixture(carsInventoryTemplate, {
  ci_key_list: 'pl-used',
  capacity_unit: 'cm³',
  mileage_unit: 'km',
  power_unit: 'KM',
  disclaimers: true,
  disclaimers_content: {
    en: '<p>Prices include VAT. The retailer confirms the availability of each car.</p>',
    pl: '<p>Ceny zawierają VAT. Dostępność każdego samochodu potwierdza dealer.</p>',
  },
});

/** The same with an “Enquire” button per car: the test-drive form, the car’s retailer pre-set. */
export const carsInventoryEnquiryFixture = fixture(carsInventoryTemplate, {
  ...carsInventoryFixture.fields,
  is_form_enabled: true,
  form_id: '7',
  form_field_id_text: 'vehicle',
  form_field_retailer_uuid: 'retailer',
});
