import {
  buttonsField,
  defineTemplate,
  headerTagField,
  headingField,
  options,
  paragraphField,
  themeOptions,
} from '../contract/index.js';

/**
 * Dual frame carousel (block-catalogue.md §3 lists it without fields): two frames side by side —
 * a picture and its text — that change together, slide by slide.
 */
export const dualFrameCarouselTemplate = defineTemplate({
  key: 'dual_frame_carousel',
  name: 'Dual frame carousel',
  description:
    'Two frames side by side, a picture and its text, moving together slide by slide (swipe, arrows or dots).',
  group: 'Content',
  list_priority: 36,
  thumbnail_url: '/cms/thumbnails/dual-frame-carousel.svg',
  max_field_groups: 10,
  min_field_groups: 1,
  version: 1,
  fields: [
    { ...headingField, help: 'Optional title above the frames.' },
    headerTagField,
    {
      kind: 'select',
      key: 'image_side',
      label: 'Picture side',
      help: 'On wide screens; phones show the picture above the text.',
      options: options({ left: 'Left', right: 'Right' }),
      default: 'left',
    },
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
  ],
  field_groups_template: [
    { kind: 'image', key: 'image', label: 'Picture', sizes: ['1180x664'], required: true },
    {
      kind: 'string',
      key: 'title',
      label: 'Title',
      translatable: true,
      maxLength: 120,
      required: true,
    },
    paragraphField,
    buttonsField,
  ],
});
