import { defineTemplate, themeOptions } from '../contract/index.js';
import { quotationFields } from '../quote/quote.schema.js';

/** Quote slider (block-catalogue.md §3): quotes that rotate, with an optional play/pause timer. */
export const quoteSliderTemplate = defineTemplate({
  key: 'quote_slider',
  name: 'Quote slider',
  description: 'Several quotations shown one at a time, rotating on a timer the visitor can pause.',
  group: 'Content',
  list_priority: 31,
  thumbnail_url: '/cms/thumbnails/quote-slider.svg',
  max_field_groups: 10,
  min_field_groups: 1,
  version: 1,
  fields: [
    { kind: 'bool', key: 'has_timer', label: 'Rotate on a timer (play/pause)', default: true },
    {
      kind: 'number',
      key: 'interval_seconds',
      label: 'Seconds per quote',
      min: 3,
      max: 30,
      step: 1,
      integer: true,
      default: 6,
    },
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'light-theme' },
  ],
  field_groups_template: quotationFields,
});
