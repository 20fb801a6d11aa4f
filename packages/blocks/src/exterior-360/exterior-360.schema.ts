import {
  defineTemplate,
  EXTERIOR_IMAGE_SIZES,
  headerTagField,
  headingField,
  paragraphField,
} from '../contract/index.js';

/** Most frames one spin holds (block-catalogue.md §9 sets no limit; 72 is a frame every 5°). */
export const EXTERIOR_360_MAX_FRAMES = 72;

/** The 360 views' interaction hints: editor fields that default to the block's own texts. */
export const interactionHintFields = [
  {
    kind: 'string',
    key: 'clickToInteract',
    label: 'Hint for mouse users',
    help: "Shown over the view until it is used. Defaults to 'Click and drag to turn'.",
    translatable: true,
    maxLength: 60,
  },
  {
    kind: 'string',
    key: 'touchToInteract',
    label: 'Hint on touch screens',
    help: "Shown instead on phones and tablets. Defaults to 'Touch and drag to turn'.",
    translatable: true,
    maxLength: 60,
  },
] as const;

/**
 * Exterior 360 (block-catalogue.md §3): a car turned through 360° by dragging, by the keyboard or
 * by a slider, from a sequence of photographs (the groups, in order).
 */
export const exterior360Template = defineTemplate({
  key: 'exterior_360',
  name: 'Exterior 360',
  description:
    'A car visitors turn all the way round by dragging it or with a slider, from a sequence of photographs.',
  group: 'Specials',
  list_priority: 40,
  thumbnail_url: '/cms/thumbnails/exterior-360.svg',
  max_field_groups: EXTERIOR_360_MAX_FRAMES,
  min_field_groups: 2,
  version: 1,
  fields: [
    headingField,
    headerTagField,
    paragraphField,
    {
      kind: 'string',
      key: 'alt',
      label: 'Image description',
      help: 'What the photographs show, for visitors who cannot see them (e.g. “Range Rover Sport in Varesine Blue”).',
      translatable: true,
      maxLength: 200,
    },
    {
      kind: 'bool',
      key: 'has_sidebar',
      label: 'Heading and text beside the view',
      help: 'Off: above it.',
      default: false,
    },
    {
      kind: 'bool',
      key: 'has_autostart',
      label: 'Turn once when scrolled into view',
      default: true,
    },
    {
      kind: 'bool',
      key: 'has_slider_with_handle',
      label: 'Slider with a handle under the view',
      default: true,
    },
    ...interactionHintFields,
  ],
  field_groups_template: [
    {
      kind: 'image',
      key: 'image',
      label: 'Frame',
      help: 'One photograph of the turn; frames are shown in this order.',
      sizes: EXTERIOR_IMAGE_SIZES,
      alt: false,
      required: true,
    },
  ],
});
