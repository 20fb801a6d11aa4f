import { defineTemplate, headerTagField, headingField } from '../contract/index.js';

/**
 * Dual frame map (block-catalogue.md §3: is_tabs_slider; per tab tabIcon, tabTitle,
 * location_latitude, location_longitude (numbers), location_content; §9: at most 5 tabs): tabs of
 * places, each showing its text beside a map centred on it.
 */
export const dualFrameMapTemplate = defineTemplate({
  key: 'dual_frame_map',
  name: 'Dual frame map',
  description: 'Tabs of places (showrooms, service points): each tab’s text beside a map centred on it.',
  group: 'Content',
  list_priority: 37,
  thumbnail_url: '/cms/thumbnails/dual-frame-map.svg',
  max_field_groups: 5,
  min_field_groups: 1,
  version: 1,
  fields: [
    { ...headingField, help: 'Optional title above the tabs.' },
    headerTagField,
    {
      kind: 'bool',
      key: 'is_tabs_slider',
      label: 'Tabs as a slider',
      help: 'On phones the tabs scroll sideways in one row instead of wrapping.',
      default: false,
    },
  ],
  field_groups_template: [
    { kind: 'icon', key: 'tabIcon', label: 'Tab icon' },
    { kind: 'string', key: 'tabTitle', label: 'Tab title', translatable: true, maxLength: 80, required: true },
    { kind: 'number', key: 'location_latitude', label: 'Latitude', min: -90, max: 90, required: true },
    { kind: 'number', key: 'location_longitude', label: 'Longitude', min: -180, max: 180, required: true },
    { kind: 'markdown', format: 'html', key: 'location_content', label: 'Text beside the map', translatable: true, maxLength: 5000 },
  ],
});
