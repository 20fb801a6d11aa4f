import { fixture } from '../fixture.js';
import { collectionSliderTemplate } from './collection-slider.schema.js';

const item = (slug: string, en: string, pl: string, label?: [string, string]) => ({
  image: { id: `${slug}-front`, alt: en, size: '720x720' },
  image_hover: { id: `${slug}-worn`, alt: '', size: '720x720' },
  item_name: { en, pl },
  ...(label ? { item_label: { en: label[0], pl: label[1] } } : {}),
  button: {
    en: { labelText: `Buy ${en}`, href: `/shop/${slug}`, type: 'internal' as const },
    pl: { labelText: `Kup: ${pl}`, href: `/pl/shop/${slug}`, type: 'internal' as const },
  },
});

export const collectionSliderFixture = fixture(
  collectionSliderTemplate,
  { heading: { en: 'Workshop collection', pl: 'Kolekcja warsztatowa' } },
  [
    item('jacket', 'Softshell jacket', 'Kurtka softshell', ['New', 'Nowość']),
    item('cap', 'Team cap', 'Czapka zespołu'),
    item('mug', 'Enamel mug', 'Kubek emaliowany', ['Limited', 'Limitowana']),
    item('gloves', 'Mechanic gloves', 'Rękawice mechanika'),
    item('torch', 'Inspection torch', 'Latarka inspekcyjna'),
  ],
);
