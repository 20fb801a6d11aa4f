import { defineTemplate, headingField, headerTagField, themeOptions } from '../contract/index.js';

/** Accordion (block-catalogue.md §3, max 30 groups in §9): titled panels that open and close. */
export const accordionTemplate = defineTemplate({
  key: 'accordion',
  name: 'Accordion',
  description:
    'Expandable panels, each with a title and content, with open-all and close-all controls.',
  group: 'Content',
  list_priority: 20,
  thumbnail_url: '/cms/thumbnails/accordion.svg',
  max_field_groups: 30,
  min_field_groups: 0,
  version: 1,
  fields: [
    headingField,
    headerTagField,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'white-theme' },
    {
      kind: 'string',
      key: 'open_all_label',
      label: 'Open all label',
      translatable: true,
      maxLength: 60,
    },
    {
      kind: 'string',
      key: 'close_all_label',
      label: 'Close all label',
      translatable: true,
      maxLength: 60,
    },
  ],
  field_groups_template: [
    {
      kind: 'string',
      key: 'accordion_title',
      label: 'Title',
      translatable: true,
      required: true,
      maxLength: 200,
    },
    {
      kind: 'markdown',
      format: 'html',
      key: 'accordion_content',
      label: 'Content',
      translatable: true,
      maxLength: 10000,
    },
  ],
});
