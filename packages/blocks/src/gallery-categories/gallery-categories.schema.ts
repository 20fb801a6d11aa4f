import { defineTemplate, headerTagField, headingField, themeOptions } from '../contract/index.js';

/**
 * Gallery categories (block-catalogue.md §3): up to 4 category cards (§9) that open the Gallery
 * carousel on the same page at their category.
 */
export const galleryCategoriesTemplate = defineTemplate({
  key: 'gallery_categories',
  name: 'Gallery categories',
  description:
    "Up to four category cards (picture, name, number of pictures); each opens the page's gallery carousel at its category.",
  group: 'Content',
  list_priority: 39,
  thumbnail_url: '/cms/thumbnails/gallery-categories.svg',
  max_field_groups: 4,
  min_field_groups: 1,
  version: 1,
  fields: [
    { ...headingField, help: 'Optional title above the cards.' },
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
  ],
  field_groups_template: [
    {
      kind: 'string',
      key: 'category_name',
      label: 'Category name',
      help: "The same name as the pictures' Category in the Gallery carousel on this page (case does not matter).",
      translatable: true,
      maxLength: 60,
      required: true,
    },
    {
      kind: 'number',
      key: 'images_quantity',
      label: 'Number of pictures',
      help: 'Shown on the card.',
      min: 0,
      max: 40,
      step: 1,
      integer: true,
    },
    { kind: 'image', key: 'image', label: 'Card picture', sizes: ['720x405'] },
  ],
});
