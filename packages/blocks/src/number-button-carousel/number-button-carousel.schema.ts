import {
  buttonsField,
  defineTemplate,
  headerTagField,
  headingField,
  paragraphField,
  themeOptions,
} from '../contract/index.js';

/**
 * Number button carousel (block-catalogue.md §3 lists it without fields): numbered steps, one
 * slide each, picked with numbered buttons — e.g. the stages of the programme.
 */
export const numberButtonCarouselTemplate = defineTemplate({
  key: 'number_button_carousel',
  name: 'Number button carousel',
  description:
    'Numbered steps shown one at a time (picture, title, text, buttons), picked with numbered buttons.',
  group: 'Content',
  list_priority: 35,
  thumbnail_url: '/cms/thumbnails/number-button-carousel.svg',
  max_field_groups: 10,
  min_field_groups: 1,
  version: 1,
  fields: [
    { ...headingField, help: 'Optional title above the steps.' },
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'light-theme' },
  ],
  field_groups_template: [
    { kind: 'image', key: 'image', label: 'Image', sizes: ['1180x664'], required: true },
    {
      kind: 'string',
      key: 'title',
      label: 'Step title',
      help: 'Also shown beside the step number in the picker.',
      translatable: true,
      maxLength: 80,
      required: true,
    },
    paragraphField,
    buttonsField,
  ],
});
