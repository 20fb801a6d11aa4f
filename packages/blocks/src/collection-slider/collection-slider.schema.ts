import {
  defineTemplate,
  headerTagField,
  headingField,
  linkField,
  themeOptions,
} from '../contract/index.js';

/** Collection slider (block-catalogue.md §3): a row of products whose picture changes on hover. */
export const collectionSliderTemplate = defineTemplate({
  key: 'collection_slider',
  name: 'Collection slider',
  description:
    'A sliding row of items (accessories, merchandise, models), each with a second picture shown on hover or focus, a name, a label and a button.',
  group: 'Content',
  list_priority: 33,
  thumbnail_url: '/cms/thumbnails/collection-slider.svg',
  max_field_groups: 30,
  min_field_groups: 1,
  version: 1,
  fields: [
    { ...headingField, help: 'Optional title above the items.' },
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
  ],
  field_groups_template: [
    { kind: 'image', key: 'image', label: 'Image', sizes: ['720x720'], required: true },
    {
      kind: 'image',
      key: 'image_hover',
      label: 'Image on hover',
      help: 'Shown instead of the image while the visitor points at or focuses the item, e.g. another angle.',
      sizes: ['720x720'],
    },
    {
      kind: 'string',
      key: 'item_name',
      label: 'Item name',
      translatable: true,
      maxLength: 120,
      required: true,
    },
    {
      kind: 'string',
      key: 'item_label',
      label: 'Item label',
      help: "A short tag over the image, e.g. 'New' or 'Limited edition'.",
      translatable: true,
      maxLength: 40,
    },
    { ...linkField, key: 'button', label: 'Button' },
  ],
});
