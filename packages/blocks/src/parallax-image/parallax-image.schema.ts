import {
  boxColorField,
  defineTemplate,
  dirField,
  headerFontField,
  headerTagField,
  headingField,
  paragraphField,
} from '../contract/index.js';

/**
 * Parallax image (block-catalogue.md §3 lists it with "fields not shown"; §9: "Parallax image |
 * 40"): full-width images that move a little slower than the page, each with a heading and a
 * text in a box over it. The fields are the spec's shared fields.
 */
export const parallaxImageTemplate = defineTemplate({
  key: 'parallax_image',
  name: 'Parallax image',
  description:
    'Full-width images that scroll slower than the page, each with a heading and a text over it.',
  group: 'Content',
  list_priority: 14,
  thumbnail_url: '/cms/thumbnails/parallax-image.svg',
  max_field_groups: 40,
  min_field_groups: 1,
  version: 1,
  fields: [headerTagField, headerFontField, boxColorField, dirField],
  field_groups_template: [
    { kind: 'image', key: 'image', label: 'Image', sizes: ['1600x900'], required: true },
    headingField,
    paragraphField,
  ],
});
