import {
  colNumbersField,
  defineTemplate,
  dirField,
  headerFontField,
  headerTagField,
  headingField,
  linkField,
  themeField,
} from '../contract/index.js';

/**
 * Sign post (block-catalogue.md §3 lists it with "fields not shown"): large link cards that send
 * visitors on to other sections of the site. The fields are the spec's shared fields; each card
 * is an image, a title and a link.
 */
export const signPostTemplate = defineTemplate({
  key: 'sign_post',
  name: 'Sign post',
  description: 'Large image cards, each a link to another section of the site.',
  group: 'Content',
  list_priority: 15,
  thumbnail_url: '/cms/thumbnails/sign-post.svg',
  max_field_groups: 8,
  min_field_groups: 1,
  version: 1,
  fields: [headingField, headerTagField, colNumbersField, headerFontField, themeField, dirField],
  field_groups_template: [
    { kind: 'image', key: 'image', label: 'Image', sizes: ['900x586', '650x277'] },
    { ...headingField, key: 'title', label: 'Title', required: true, maxLength: 120 },
    {
      ...linkField,
      required: true,
      help: "The card's destination; its label is shown under the title (e.g. 'Explore').",
    },
  ],
});
