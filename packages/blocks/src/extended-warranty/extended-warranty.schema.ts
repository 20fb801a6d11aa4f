import { defineTemplate, headerTagField, headingField, themeOptions } from '../contract/index.js';

/**
 * Extended warranty (block-catalogue.md §3: "a starting-price table by model in AED"; no fields
 * listed there): a table of models and the price the extended warranty starts from.
 */
export const extendedWarrantyTemplate = defineTemplate({
  key: 'extended_warranty',
  name: 'Extended warranty',
  description: 'A table of models and the price, in AED, their extended warranty starts from.',
  group: 'Specials',
  list_priority: 45,
  thumbnail_url: '/cms/thumbnails/extended-warranty.svg',
  max_field_groups: 30,
  min_field_groups: 1,
  version: 1,
  fields: [
    headingField,
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
    {
      kind: 'string',
      key: 'caption',
      label: 'Table caption',
      help: "Names the table for everyone, screen readers included. Defaults to 'Extended warranty: starting prices by model'.",
      translatable: true,
      maxLength: 200,
    },
  ],
  field_groups_template: [
    { kind: 'string', key: 'model_name', label: 'Model', required: true, maxLength: 120 },
    {
      kind: 'number',
      key: 'price',
      label: 'Starting price (AED)',
      help: 'Whole dirhams. 0 shows "Price on request".',
      min: 0,
      max: 10_000_000,
      step: 1,
      integer: true,
      default: 0,
    },
    {
      kind: 'string',
      key: 'note',
      label: 'Note',
      help: 'Optional, e.g. "5 years / 150,000 km".',
      translatable: true,
      maxLength: 200,
    },
  ],
});
