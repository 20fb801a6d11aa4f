import { fixture } from '../fixture.js';
import { tabbedComponentTemplate } from './tabbed-component.schema.js';

/** Three body styles as hero slides. */
export const tabbedComponentFixture = fixture(
  tabbedComponentTemplate,
  { heading: { en: 'Choose your Defender', pl: 'Wybierz swojego Defendera' }, box_position: 'left' },
  [
    {
      tab_label: { en: '90', pl: '90' },
      image: { id: 'defender-90', alt: 'The Defender 90 on a gravel track', size: '1600x900' },
      heading: { en: 'Defender 90', pl: 'Defender 90' },
      paragraph: { en: 'Three doors, up to six seats.', pl: 'Troje drzwi, do sześciu miejsc.' },
    },
    {
      tab_label: { en: '110', pl: '110' },
      image: { id: 'defender-110', alt: 'The Defender 110 crossing a river', size: '1600x900' },
      heading: { en: 'Defender 110', pl: 'Defender 110' },
      paragraph: { en: 'Five doors, up to seven seats.', pl: 'Pięcioro drzwi, do siedmiu miejsc.' },
    },
    {
      tab_label: { en: '130', pl: '130' },
      image: { id: 'defender-130', alt: 'The Defender 130 with eight seats', size: '1600x900' },
      heading: { en: 'Defender 130', pl: 'Defender 130' },
      paragraph: { en: 'Eight full-size seats.', pl: 'Osiem pełnowymiarowych miejsc.' },
    },
  ],
);

/** Two colours as exterior spins. */
export const tabbedExteriorFixture = fixture(
  tabbedComponentTemplate,
  { heading: { en: 'Pick a colour', pl: 'Wybierz kolor' }, component_type: 'exterior-360' },
  [
    { tab_label: { en: 'Fuji White', pl: 'Fuji White' }, image: { id: 'white-00', size: '1600x900' }, frames: 'white-45, white-90, white-135' },
    { tab_label: { en: 'Santorini Black', pl: 'Santorini Black' }, image: { id: 'black-00', size: '1600x900' }, frames: 'black-45, black-90, black-135' },
  ],
);
