import { defineTemplate, INTERIOR_IMAGE_SIZES } from '../contract/index.js';

/**
 * Interior 360 (block-catalogue.md §3): a car's interior as a panorama visitors look around in,
 * started from a poster with a "click to interact" button.
 */
export const interior360Template = defineTemplate({
  key: 'interior_360',
  name: 'Interior 360',
  description:
    'A panorama of a car’s interior that visitors look around in, started from a still picture.',
  group: 'Specials',
  list_priority: 41,
  thumbnail_url: '/cms/thumbnails/interior-360.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    {
      kind: 'image',
      key: 'panorama',
      label: 'Panorama',
      help: 'An equirectangular (2:1) photograph of the interior, 4096×2048.',
      sizes: INTERIOR_IMAGE_SIZES,
      required: true,
    },
    {
      kind: 'number',
      key: 'start_yaw',
      label: 'Starting direction (degrees)',
      help: 'Where the view opens, and where “back to the dashboard” returns: 0 is the middle of the panorama, 90 a quarter turn right.',
      min: -180,
      max: 180,
      step: 1,
      integer: true,
      default: 0,
    },
    {
      kind: 'number',
      key: 'start_pitch',
      label: 'Starting height (degrees)',
      help: '0 looks straight ahead, negative values look down (e.g. -15 towards the dashboard).',
      min: -90,
      max: 90,
      step: 1,
      integer: true,
      default: 0,
    },
    { kind: 'icon', key: 'icon', label: 'Icon on the start button' },
    {
      kind: 'string',
      key: 'clickToInteract',
      label: 'Start button (mouse)',
      help: "Defaults to 'Click to explore the interior'.",
      translatable: true,
      maxLength: 60,
    },
    {
      kind: 'string',
      key: 'touchToInteract',
      label: 'Start button (touch screens)',
      help: "Defaults to 'Touch to explore the interior'.",
      translatable: true,
      maxLength: 60,
    },
    {
      kind: 'string',
      key: 'resetToDash',
      label: 'Back to the start button',
      help: "Defaults to 'Back to the dashboard'.",
      translatable: true,
      maxLength: 60,
    },
    {
      kind: 'string',
      key: 'exit',
      label: 'Exit button',
      help: "Defaults to 'Exit 360° view'.",
      translatable: true,
      maxLength: 60,
    },
  ],
  field_groups_template: [],
});
