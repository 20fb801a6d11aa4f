import { defineTemplate, options } from '../contract/index.js';

/** A form id of Admin › Forms: its number. */
export const FORM_ID_PATTERN = '[1-9][0-9]*';

/**
 * Entry form (block-catalogue.md §3: form_id, has_two_columns, form_hidden_field_mapping (field
 * name to value), form_params_mapping (URL parameter to field id), button_position (left,
 * center, right), button_color (default, dark)): a form of Admin › Forms on the page.
 */
export const entryFormTemplate = defineTemplate({
  key: 'entry_form',
  name: 'Entry form',
  description: 'A form from Admin › Forms (test drive, brochure, contact…) that visitors fill in and send on the page.',
  group: 'Content',
  list_priority: 50,
  thumbnail_url: '/cms/thumbnails/entry-form.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    {
      kind: 'string',
      key: 'form_id',
      label: 'Form',
      help: 'The number of the form in Admin › Forms.',
      required: true,
      maxLength: 10,
      pattern: FORM_ID_PATTERN,
      patternHint: 'must be a form number (digits)',
    },
    { kind: 'bool', key: 'has_two_columns', label: 'Two columns', default: false },
    {
      kind: 'json',
      key: 'form_hidden_field_mapping',
      label: 'Hidden field values',
      help: 'A JSON object of hidden field names and the values this page sends in them, e.g. {"campaign": "spring"}.',
      default: '{}',
    },
    {
      kind: 'json',
      key: 'form_params_mapping',
      label: 'URL parameters',
      help: 'A JSON object of URL parameters and the field each one fills, e.g. {"model": "model_of_interest"}.',
      default: '{}',
    },
    {
      kind: 'select',
      key: 'button_position',
      label: 'Button position',
      options: options({ left: 'Left', center: 'Center', right: 'Right' }),
      default: 'left',
    },
    {
      kind: 'select',
      key: 'button_color',
      label: 'Button colour',
      options: options({ default: 'Default', dark: 'Dark' }),
      default: 'default',
    },
  ],
  field_groups_template: [],
});
