import { fixture } from '../fixture.js';
import { exterior360Template } from './exterior-360.schema.js';

/** Frame ids `car-spin-01` … for `count` frames. */
export const spinFrames = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    image: { id: `car-spin-${String(index + 1).padStart(2, '0')}`, size: '1600x900' },
  }));

/** Eight photographs a turn (one every 45°), with a heading and text above. */
export const exterior360Fixture = fixture(
  exterior360Template,
  {
    heading: { en: 'See it from every side', pl: 'Zobacz go z każdej strony' },
    paragraph: {
      en: 'Drag the car, or use the slider, to walk around it.',
      pl: 'Przeciągnij samochód albo użyj suwaka, aby go obejść.',
    },
    alt: { en: 'The estate in Carpathian Grey', pl: 'Kombi w kolorze Carpathian Grey' },
  },
  spinFrames(8),
);
