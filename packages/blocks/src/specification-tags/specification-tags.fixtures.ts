import type { DerivativeSpecKey } from '@forecourt/api-client';
import { fixture } from '../fixture.js';
import { specificationTagsTemplate } from './specification-tags.schema.js';

const tag = (tag_spec: DerivativeSpecKey | '', value: [string, string], label?: [string, string]) => ({
  tag_spec,
  tag_label: label ? { en: label[0], pl: label[1] } : { en: '', pl: '' },
  tag_value: { en: value[0], pl: value[1] },
});

/** The Range Rover Sport of the sample car prices (a price and a lease price) with four tags. */
export const specificationTagsFixture = fixture(
  specificationTagsTemplate,
  {
    car_key: 'range-rover-sport',
    heading: { en: 'Range Rover Sport at a glance', pl: 'Range Rover Sport w skrócie' },
    disclaimer: { en: 'Price includes VAT.', pl: 'Cena zawiera VAT.' },
  },
  [
    tag('power', ['400 hp', '400 KM']),
    tag('acceleration', ['5.9 s', '5,9 s']),
    tag('', ['Automatic', 'Automatyczna'], ['Gearbox', 'Skrzynia biegów']),
    tag('electric_range', ['113 km', '113 km']),
  ],
);
