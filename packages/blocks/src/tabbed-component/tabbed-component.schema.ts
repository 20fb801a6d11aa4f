import {
  buttonsField,
  defineTemplate,
  headerTagField,
  headingField,
  options,
  paragraphField,
} from '../contract/index.js';

const translatableLabel = <const K extends string>(key: K, label: string) =>
  ({ kind: 'string', key, label, translatable: true, maxLength: 80 }) as const;

/**
 * Tabbed component (block-catalogue.md §3): one kind of component (hero slider, exterior 360 or
 * interior 360) in several variants, one per tab — e.g. a model's body styles or trims.
 */
export const tabbedComponentTemplate = defineTemplate({
  key: 'tabbed_component',
  name: 'Tabbed component',
  description:
    'Tabs that switch between variants of one component: hero slides, exterior 360 spins or interior 360 panoramas.',
  group: 'Specials',
  list_priority: 45,
  thumbnail_url: '/cms/thumbnails/tabbed-component.svg',
  max_field_groups: 6,
  min_field_groups: 2,
  version: 1,
  fields: [
    {
      kind: 'select',
      key: 'component_type',
      label: 'Component',
      options: options({ 'hero-slider': 'Hero slider', 'exterior-360': 'Exterior 360', 'interior-360': 'Interior 360' }),
      default: 'hero-slider',
    },
    headingField,
    headerTagField,
    { kind: 'icon', key: 'header_icon', label: 'Heading icon' },
    {
      kind: 'select',
      key: 'box_position',
      label: 'Text box position (hero slider)',
      options: options({ right: 'Right', left: 'Left', center: 'Centre' }),
      default: 'left',
    },
    {
      kind: 'string',
      key: 'video_bg',
      label: 'Background video (hero slider)',
      help: 'A video file (https://… or /…), muted and looping behind every slide; still for visitors who ask for reduced motion.',
      maxLength: 500,
      pattern: 'https?://\\S+|/(?!/)\\S*',
      patternHint: 'must be a link starting with https://, http:// or /',
    },
    translatableLabel('clickToInteract', 'Click to interact (360)'),
    translatableLabel('touchToInteract', 'Touch to interact (360)'),
    translatableLabel('resetToDash', 'Back to the dashboard (interior 360)'),
    translatableLabel('exit', 'Exit (interior 360)'),
  ],
  field_groups_template: [
    { kind: 'string', key: 'tab_label', label: 'Tab label', translatable: true, required: true, maxLength: 40 },
    { kind: 'icon', key: 'tab_icon', label: 'Tab icon' },
    {
      kind: 'image',
      key: 'image',
      label: 'Image (slide background, first exterior frame or interior panorama)',
      sizes: ['1600x900', '4096x2048'],
      required: true,
    },
    {
      kind: 'text',
      key: 'frames',
      label: 'Further exterior frames',
      help: 'Exterior 360 only: the ids of the other frames of the spin, in order, separated by commas.',
      maxLength: 2000,
    },
    { ...headingField, label: 'Slide heading (hero slider)' },
    { ...paragraphField, label: 'Slide text (hero slider)' },
    buttonsField,
  ],
});
