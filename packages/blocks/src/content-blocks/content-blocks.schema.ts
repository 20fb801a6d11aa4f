import {
  colNumbersField,
  defineTemplate,
  dirField,
  electrifiesField,
  fontSizeField,
  headerFontField,
  headerTagField,
  headingField,
  linkField,
  paragraphField,
  themeField,
} from '../contract/index.js';

/**
 * Content blocks (block-catalogue.md §3 lists it with "fields not shown"; §9: "Content blocks |
 * 20 (up to 4 columns)"): a grid of cards, each an image, a heading, a paragraph and a link. The
 * fields are the spec's shared fields, chosen as an editor of a card grid expects them.
 */
export const contentBlocksTemplate = defineTemplate({
  key: 'content_blocks',
  name: 'Content blocks',
  description:
    'A grid of up to 20 cards in 1 to 4 columns, each with an image, a heading, a paragraph and a link.',
  group: 'Content',
  list_priority: 12,
  thumbnail_url: '/cms/thumbnails/content-blocks.svg',
  max_field_groups: 20,
  min_field_groups: 1,
  version: 1,
  fields: [
    headingField,
    headerTagField,
    { ...paragraphField, label: 'Introduction' },
    colNumbersField,
    fontSizeField,
    headerFontField,
    electrifiesField,
    dirField,
    themeField,
  ],
  field_groups_template: [
    { kind: 'image', key: 'image', label: 'Image', sizes: ['900x586', '650x277'] },
    { ...headingField, required: true },
    paragraphField,
    linkField,
  ],
});
