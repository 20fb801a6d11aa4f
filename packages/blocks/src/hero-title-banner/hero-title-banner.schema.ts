import {
  buttonsField,
  defineTemplate,
  headerTagField,
  headingField,
  paragraphField,
  themeOptions,
  ytField,
} from '../contract/index.js';

/** Hero title banner (block-catalogue.md §3): a full-width image with a title box. */
export const heroTitleBannerTemplate = defineTemplate({
  key: 'hero_title_banner',
  name: 'Hero title banner',
  description:
    'A full-width background image with a heading, text, buttons and an optional video in a positioned box.',
  group: 'Content',
  list_priority: 1,
  thumbnail_url: '/cms/thumbnails/hero-title-banner.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    { ...headingField, required: true },
    // The banner opens a page: its title is the page's h1.
    { ...headerTagField, default: '1' },
    paragraphField,
    buttonsField,
    ytField,
    {
      kind: 'string',
      key: 'yt_label',
      label: 'Play button label',
      help: "Shown with a video. Defaults to 'Play video'.",
      translatable: true,
      maxLength: 60,
    },
    {
      kind: 'image',
      key: 'image',
      label: 'Background image',
      sizes: ['1600x900', '900x586', '650x277'],
      required: true,
    },
    {
      kind: 'image',
      key: 'mobilebg',
      label: 'Mobile background image',
      sizes: ['900x586', '650x277'],
    },
    {
      kind: 'select',
      key: 'height',
      label: 'Height',
      options: [
        { label: 'Tall', value: 'tall' },
        { label: 'Short', value: 'short' },
      ],
      default: 'tall',
    },
    {
      kind: 'select',
      key: 'position',
      label: 'Image focus',
      options: [
        { label: 'Top', value: 'top' },
        { label: 'Centre', value: 'center' },
        { label: 'Bottom', value: 'bottom' },
      ],
      default: 'center',
    },
    {
      kind: 'select',
      key: 'boxposition',
      label: 'Box position',
      options: [
        { label: 'Left', value: 'left' },
        { label: 'Centre', value: 'center' },
        { label: 'Right', value: 'right' },
      ],
      default: 'left',
    },
    {
      kind: 'select',
      key: 'box_color',
      label: 'Box colour',
      options: themeOptions,
      default: 'dark-theme',
    },
  ],
  field_groups_template: [],
});
