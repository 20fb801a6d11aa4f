import { DERIVATIVE_SPEC_KEYS } from '@forecourt/api-client';
import { defineTemplate, headerTagField, headingField, options, themeOptions } from '../contract/index.js';

/** A car-prices key as Admin › Offers stores it: letters, digits and `- _ : .`. */
export const CAR_KEY_PATTERN = '[A-Za-z0-9][A-Za-z0-9_:.-]*';

/** Most tags one block shows (a row that still reads at a glance). */
export const MAX_SPECIFICATION_TAGS = 8;

/**
 * Specification tags (block-catalogue.md §7: "Car prices for specification tags: loaded by car
 * key"): a car's price from the site's car prices, found by its key, beside a few short
 * specification tags ("Power 300 KM", "Automatic gearbox") the editor writes.
 */
export const specificationTagsTemplate = defineTemplate({
  key: 'specification_tags',
  name: 'Specification tags',
  description:
    'A car’s price from the site’s car prices (by its key) with a few short specification tags, e.g. power, gearbox or range.',
  group: 'Specials',
  list_priority: 43,
  thumbnail_url: '/cms/thumbnails/specification-tags.svg',
  max_field_groups: MAX_SPECIFICATION_TAGS,
  min_field_groups: 0,
  version: 1,
  fields: [
    {
      kind: 'string',
      key: 'car_key',
      label: 'Car prices key',
      help: 'The model key of the site’s car prices (Admin › Offers), e.g. range-rover-sport.',
      required: true,
      maxLength: 100,
      pattern: CAR_KEY_PATTERN,
      patternHint: 'must be a car prices key (letters, digits, - _ : .)',
    },
    headingField,
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
    {
      kind: 'string',
      key: 'disclaimer',
      label: 'Price note',
      help: 'A short line under the price, e.g. “Price includes VAT”.',
      translatable: true,
      maxLength: 200,
    },
  ],
  field_groups_template: [
    {
      kind: 'select',
      key: 'tag_spec',
      label: 'Specification',
      help: 'Names the tag with the specification’s translated name; choose “Own label” to write one.',
      options: [{ label: 'Own label', value: '' }, ...options(DERIVATIVE_SPEC_KEYS)],
      default: '',
    },
    {
      kind: 'string',
      key: 'tag_label',
      label: 'Label',
      help: 'Leave empty for the specification’s own name.',
      translatable: true,
      maxLength: 60,
    },
    {
      kind: 'string',
      key: 'tag_value',
      label: 'Value',
      help: 'What the tag says, e.g. 300 KM or Automatic.',
      translatable: true,
      required: true,
      maxLength: 60,
    },
  ],
});
