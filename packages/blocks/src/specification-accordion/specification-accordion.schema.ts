import { MODEL_SPEC_KEYS } from '@forecourt/api-client';
import { defineTemplate, headerTagField, options } from '../contract/index.js';

const label = <K extends string>(key: K, text: string, help: string) =>
  ({ kind: 'string', key, label: text, help, translatable: true, maxLength: 80 }) as const;

/**
 * Specification accordion (block-catalogue.md §3, max 100 groups in §9): editorial panels about
 * a model, and its technical specification by engine and trim, read from the model spec API.
 */
export const specificationAccordionTemplate = defineTemplate({
  key: 'specification_accordion',
  name: 'Specification accordion',
  description:
    "A model's specification by engine and trim, chosen by the visitor, with editorial panels over a background image.",
  group: 'Specials',
  list_priority: 40,
  thumbnail_url: '/cms/thumbnails/specification-accordion.svg',
  max_field_groups: 100,
  min_field_groups: 0,
  version: 1,
  fields: [
    {
      kind: 'select',
      key: 'model_key',
      label: 'Model',
      help: 'The model or model year whose specification visitors can browse.',
      options: options(MODEL_SPEC_KEYS),
      searchable: true,
      required: true,
    },
    { kind: 'image', key: 'bgImage', label: 'Background image', sizes: ['1600x900'] },
    { kind: 'string', key: 'header', label: 'Heading', translatable: true, maxLength: 200 },
    headerTagField,
    label('select_model_label', 'Model label', "Names the model above the choices. Defaults to 'Model'."),
    label('select_engine_label', 'Engine select label', "Defaults to 'Choose an engine'."),
    label('select_specification_label', 'Specification select label', "Defaults to 'Choose a specification'."),
    label('view_specification_label', 'View specification button label', "Defaults to 'View specification'."),
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
