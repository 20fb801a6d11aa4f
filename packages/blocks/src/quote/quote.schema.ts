import { defineTemplate, themeOptions, type FieldDefinition } from '../contract/index.js';

/** A quotation with its author: the Quote block's fields and each Quote slider group's. */
export const quotationFields = [
    {
      kind: 'text',
      key: 'quote',
      label: 'Quote',
      translatable: true,
      required: true,
      maxLength: 600,
    },
    { kind: 'string', key: 'author', label: 'Author', translatable: true, maxLength: 120 },
    {
      kind: 'string',
      key: 'author_position',
      label: 'Author position',
      translatable: true,
      maxLength: 120,
    },
] as const satisfies readonly FieldDefinition[];

/** Quote (block-catalogue.md §3): one quotation with its author. */
export const quoteTemplate = defineTemplate({
  key: 'quote',
  name: 'Quote',
  description: 'A single quotation with its author and the author’s position.',
  group: 'Content',
  list_priority: 30,
  thumbnail_url: '/cms/thumbnails/quote.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    ...quotationFields,
    { kind: 'select', key: 'theme', label: 'Theme', options: themeOptions, default: 'light-theme' },
  ],
  field_groups_template: [],
});
