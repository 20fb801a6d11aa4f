import {
  boxColorField,
  buttonsField,
  defineTemplate,
  headerTagField,
  headingField,
  options,
  paragraphField,
  ytField,
} from '../contract/index.js';

/** Hero carousel (block-catalogue.md §3): full-width slides, each an image with a text box. */
export const heroCarouselTemplate = defineTemplate({
  key: 'hero_carousel',
  name: 'Hero carousel',
  description:
    'Full-width slides, each a background image or video with a heading, text and buttons in a positioned box; rotates on a timer the visitor can pause.',
  group: 'Content',
  list_priority: 2,
  thumbnail_url: '/cms/thumbnails/hero-carousel.svg',
  max_field_groups: 10,
  min_field_groups: 1,
  version: 1,
  fields: [
    {
      kind: 'bool',
      key: 'is_main_slider',
      label: 'Main slider of the page',
      help: "On: the carousel opens the page, so the first slide's heading is the page title and its image loads first.",
      default: true,
    },
    // A hero opens the page: with the main slider, the first slide's heading is its h1.
    { ...headerTagField, default: '1' },
    { kind: 'bool', key: 'has_timer', label: 'Rotate on a timer (play/pause)', default: true },
    {
      kind: 'bool',
      key: 'has_touch_devices_slides_limit',
      label: 'Show only the first 3 slides on touch devices',
      default: false,
    },
    {
      kind: 'string',
      key: 'offer_key',
      label: 'Offer key',
      help: 'Key of the offer these slides promote, passed on to the offers system with clicks.',
      maxLength: 100,
      pattern: '[\\w.-]+',
      patternHint: 'may hold only letters, digits, dots, dashes and underscores',
    },
  ],
  field_groups_template: [
    {
      kind: 'image',
      key: 'image',
      label: 'Background image',
      sizes: ['1600x900'],
      required: true,
    },
    {
      kind: 'image',
      key: 'mobilebg',
      label: 'Mobile background image',
      sizes: ['900x586', '650x277'],
    },
    { ...headingField, required: true },
    paragraphField,
    buttonsField,
    { ...boxColorField, default: 'dark-theme' },
    {
      kind: 'select',
      key: 'box_position',
      label: 'Box position',
      options: options({ left: 'Left', center: 'Centre', right: 'Right' }),
      default: 'left',
    },
    {
      kind: 'string',
      key: 'video_bg',
      label: 'Background video',
      help: 'Link of a video file (https://… or a site path /…) played muted and looping behind the box instead of the image. The image stays as its poster.',
      maxLength: 500,
      pattern: 'https?://\\S+|/(?!/)\\S*',
      patternHint: 'must be a link starting with https://, http:// or /',
    },
    ytField,
  ],
});
