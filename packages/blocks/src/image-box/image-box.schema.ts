import {
  boxColorField,
  defineTemplate,
  dirField,
  headerFontField,
  headerTagField,
  headingField,
  linkField,
  linksField,
  options,
  paragraphField,
} from '../contract/index.js';

/**
 * Image box (block-catalogue.md §3 lists it with "fields not shown"): an image with its caption
 * beside a coloured text box. The fields are the spec's shared fields plus the image, its caption
 * and the side the image sits on.
 */
export const imageBoxTemplate = defineTemplate({
  key: 'image_box',
  name: 'Image box',
  description:
    'An image with a caption beside a coloured box holding a heading, a paragraph and an optional link.',
  group: 'Content',
  list_priority: 13,
  thumbnail_url: '/cms/thumbnails/image-box.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    {
      kind: 'image',
      key: 'image',
      label: 'Image',
      sizes: ['1600x900', '900x586', '650x277'],
      required: true,
    },
    { kind: 'string', key: 'caption', label: 'Caption', translatable: true, maxLength: 300 },
    {
      kind: 'select',
      key: 'layout',
      label: 'Layout',
      options: options({ 'image-left': 'Image on the left', 'image-right': 'Image on the right' }),
      default: 'image-left',
    },
    headingField,
    headerTagField,
    paragraphField,
    linkField,
    linksField,
    boxColorField,
    headerFontField,
    dirField,
  ],
  field_groups_template: [],
});
