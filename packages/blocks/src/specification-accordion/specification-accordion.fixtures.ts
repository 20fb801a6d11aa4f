import { fixture } from '../fixture.js';
import { specificationAccordionTemplate } from './specification-accordion.schema.js';

export const specificationAccordionFixture = fixture(
  specificationAccordionTemplate,
  {
    model_key: 'rrs-23my',
    bgImage: { id: 'workshop-wide', alt: '', size: '1600x900' },
    header: { en: 'Range Rover Sport specification', pl: 'Specyfikacja Range Rover Sport' },
    header_tag: '2',
  },
  [
    {
      accordion_title: { en: 'Dynamic Air Suspension', pl: 'Dynamiczne zawieszenie pneumatyczne' },
      accordion_content: {
        en: '<p>Adapts to the road 500 times a second for a composed ride.</p>',
        pl: '<p>Dostosowuje się do drogi 500 razy na sekundę.</p>',
      },
    },
    {
      accordion_title: { en: 'Warranty', pl: 'Gwarancja' },
      accordion_content: {
        en: '<p>Three years or 100,000 km, whichever comes first.</p>',
        pl: '<p>Trzy lata lub 100 000 km, w zależności od tego, co nastąpi wcześniej.</p>',
      },
    },
  ],
);
