import { defineTemplate, linkField, themeOptions } from '../contract/index.js';

/**
 * Color picker slider (block-catalogue.md §3): a model in each of its colours; the colour
 * thumbnails (90x90, §9) pick the picture.
 */
export const colorPickerSliderTemplate = defineTemplate({
  key: 'color_picker_slider',
  name: 'Color picker slider',
  description:
    'A model shown in each of its colours: a large picture per colour, picked with colour thumbnails, under a tagline and a paragraph.',
  group: 'Content',
  list_priority: 34,
  thumbnail_url: '/cms/thumbnails/color-picker-slider.svg',
  max_field_groups: 20,
  min_field_groups: 1,
  version: 1,
  fields: [
    {
      kind: 'string',
      key: 'global_tagline',
      label: 'Tagline',
      help: 'The title above the pictures (an h2).',
      translatable: true,
      maxLength: 200,
    },
    {
      kind: 'text',
      key: 'global_paragraph',
      label: 'Paragraph',
      translatable: true,
      maxLength: 2000,
    },
    {
      ...linkField,
      key: 'link_url',
      label: 'Link',
      help: 'A button under the colours, e.g. to the configurator.',
    },
    {
      kind: 'string',
      key: 'colour_translation',
      label: "Word for 'Colour'",
      help: "Shown before the chosen colour's name ('Colour: Fuji White'). Defaults to 'Colour' in the page language.",
      translatable: true,
      maxLength: 40,
    },
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
  ],
  field_groups_template: [
    {
      kind: 'image',
      key: 'image',
      label: 'Main image',
      sizes: ['1600x900'],
      required: true,
    },
    {
      kind: 'image',
      key: 'thumbnail',
      label: 'Colour thumbnail',
      help: 'A 90×90 swatch of the paint.',
      sizes: ['90x90'],
      alt: false,
      required: true,
    },
    {
      kind: 'string',
      key: 'link_label',
      label: 'Colour name',
      help: 'Names the thumbnail button and the picture, e.g. Fuji White.',
      translatable: true,
      maxLength: 60,
      required: true,
    },
  ],
});
