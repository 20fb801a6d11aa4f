import type { ModelSpec } from '@forecourt/api-client';
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

/** A small spec as the API answers its first element: two engines, two trims. */
export const modelSpecFixture: ModelSpec = {
  model_key: 'rrs-23my',
  name: 'Range Rover Sport, 2023 model year',
  engines: [
    {
      key: 'd300',
      name: 'D300 MHEV',
      fuel: 'mhev',
      specifications: [
        {
          key: 'dynamic-se',
          name: 'Dynamic SE',
          groups: [
            { title: 'Performance', values: [{ name: 'Power', value: '300 PS' }, { name: 'Top speed', value: '225 km/h' }] },
            { title: 'Equipment', values: [{ name: 'Wheels', value: '21" alloy wheels' }] },
          ],
        },
        {
          key: 'autobiography',
          name: 'Autobiography',
          groups: [
            { title: 'Performance', values: [{ name: 'Power', value: '300 PS' }, { name: 'Top speed', value: '225 km/h' }] },
            { title: 'Equipment', values: [{ name: 'Wheels', value: '22" forged wheels' }] },
          ],
        },
      ],
    },
    {
      key: 'p530',
      name: 'P530 V8',
      fuel: 'petrol',
      specifications: [
        {
          key: 'autobiography',
          name: 'Autobiography',
          groups: [
            { title: 'Performance', values: [{ name: 'Power', value: '530 PS' }, { name: 'Top speed', value: '250 km/h' }] },
            { title: 'Equipment', values: [{ name: 'Wheels', value: '22" forged wheels' }] },
          ],
        },
      ],
    },
  ],
  standard_equipment: [
    { title: 'Exterior', items: ['Dynamic air suspension', 'Powered gesture tailgate'] },
    { title: 'Technology', items: ['13.1" Pivi Pro touchscreen', 'Head-up display'] },
  ],
  derivatives: [
    {
      key: '5-door-d300-dynamic-se',
      name: 'Range Rover Sport Dynamic SE D300 MHEV',
      model: 'Range Rover Sport',
      bodystyle: '5-door',
      engine: 'D300 MHEV',
      specification: 'Dynamic SE',
      specs: { power: '300 PS', acceleration: '6.6 s', top_speed: '225 km/h', co2: '204 g/km' },
    },
    {
      key: '5-door-p530-autobiography',
      name: 'Range Rover Sport Autobiography P530 V8',
      model: 'Range Rover Sport',
      bodystyle: '5-door',
      engine: 'P530 V8',
      specification: 'Autobiography',
      specs: { power: '530 PS', acceleration: '4.6 s', top_speed: '250 km/h', co2: '277 g/km' },
    },
  ],
};
