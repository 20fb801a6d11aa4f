import {
  buttonsField,
  defineTemplate,
  headerTagField,
  headingField,
  themeOptions,
} from '../contract/index.js';

/**
 * Models carousel manual (block-catalogue.md §3 lists it without fields): a row of car models the
 * editor picks and words by hand (no inventory or price lookup).
 */
export const modelsCarouselManualTemplate = defineTemplate({
  key: 'models_carousel_manual',
  name: 'Models carousel manual',
  description:
    'A sliding row of car models entered by hand: picture, name, a short line (e.g. a price) and buttons.',
  group: 'Content',
  list_priority: 37,
  thumbnail_url: '/cms/thumbnails/models-carousel-manual.svg',
  max_field_groups: 20,
  min_field_groups: 1,
  version: 1,
  fields: [
    { ...headingField, help: 'Optional title above the models.' },
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'light-theme' },
  ],
  field_groups_template: [
    {
      kind: 'image',
      key: 'image',
      label: 'Model picture',
      help: 'The car from the side or three-quarter front, on a plain or transparent background.',
      sizes: ['720x405'],
      required: true,
    },
    {
      kind: 'string',
      key: 'model_name',
      label: 'Model name',
      translatable: true,
      maxLength: 80,
      required: true,
    },
    {
      kind: 'string',
      key: 'model_line',
      label: 'Short line',
      help: "Under the name, e.g. 'From €45,000' or 'Plug-in hybrid'. Typed as shown.",
      translatable: true,
      maxLength: 80,
    },
    { ...buttonsField, max: 2, help: 'Up to two, e.g. Explore and Build.' },
  ],
});
