import { fixture } from '../fixture.js';
import { extendedWarrantyTemplate } from './extended-warranty.schema.js';

export const extendedWarrantyFixture = fixture(
  extendedWarrantyTemplate,
  {
    heading: { en: 'Extended warranty', pl: 'Przedłużona gwarancja' },
    caption: { en: 'Two more years of cover, from', pl: 'Dwa dodatkowe lata ochrony, od' },
  },
  [
    { model_name: 'Range Rover', price: 12500, note: { en: '2 years / unlimited km', pl: '2 lata / bez limitu km' } },
    { model_name: 'Range Rover Sport', price: 9950 },
    { model_name: 'Defender', price: 7450, note: { en: 'Includes roadside assistance', pl: 'Z assistance' } },
    { model_name: 'Discovery Sport', price: 0 },
  ],
);
