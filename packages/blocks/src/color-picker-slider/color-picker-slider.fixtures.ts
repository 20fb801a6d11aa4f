import { fixture } from '../fixture.js';
import { colorPickerSliderTemplate } from './color-picker-slider.schema.js';

const colour = (slug: string, en: string, pl: string) => ({
  image: { id: `suv-${slug}`, alt: `The training SUV in ${en}`, size: '1600x900' },
  thumbnail: { id: `swatch-${slug}`, size: '90x90' },
  link_label: { en, pl },
});

export const colorPickerSliderFixture = fixture(
  colorPickerSliderTemplate,
  {
    global_tagline: { en: 'Pick your colour', pl: 'Wybierz kolor' },
    global_paragraph: {
      en: 'Every colour our apprentices learn to refinish, on the car they train on.',
      pl: 'Każdy kolor, którego lakierowania uczą się nasi praktykanci, na aucie, na którym się szkolą.',
    },
    link_url: {
      en: { labelText: 'Build yours', href: '/configurator', type: 'internal' },
      pl: { labelText: 'Skonfiguruj swój', href: '/pl/configurator', type: 'internal' },
    },
  },
  [
    colour('white', 'Fuji White', 'Biel Fuji'),
    colour('grey', 'Eiger Grey', 'Szarość Eiger'),
    colour('green', 'Pangea Green', 'Zieleń Pangea'),
  ],
);
