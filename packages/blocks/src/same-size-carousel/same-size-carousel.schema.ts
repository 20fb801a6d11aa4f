import {
  defineTemplate,
  headerTagField,
  headingField,
  linkField,
  themeOptions,
} from '../contract/index.js';

/** Same-size carousel (block-catalogue.md §3): equal cards side by side, moved by arrows or swipe. */
export const sameSizeCarouselTemplate = defineTemplate({
  key: 'same_size_carousel',
  name: 'Same-size carousel',
  description:
    'A row of equal cards (image, title, text, link) that visitors scroll with arrows or by swiping.',
  group: 'Content',
  list_priority: 32,
  thumbnail_url: '/cms/thumbnails/same-size-carousel.svg',
  max_field_groups: 12,
  min_field_groups: 1,
  version: 1,
  fields: [
    { ...headingField, help: 'Optional title above the cards.' },
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
  ],
  field_groups_template: [
    {
      kind: 'image',
      key: 'imageid',
      label: 'Image',
      sizes: ['720x405'],
      required: true,
    },
    {
      kind: 'string',
      key: 'title',
      label: 'Title',
      translatable: true,
      maxLength: 120,
      required: true,
    },
    { kind: 'text', key: 'text', label: 'Text', translatable: true, maxLength: 600 },
    { ...linkField, key: 'link', label: 'Link' },
  ],
});
