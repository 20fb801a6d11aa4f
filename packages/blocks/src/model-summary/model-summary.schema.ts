import { DERIVATIVE_SPEC_KEYS, MODEL_SPEC_KEYS } from '@forecourt/api-client';
import { defineTemplate, headerTagField, options } from '../contract/index.js';

const specKeyOptions = options(DERIVATIVE_SPEC_KEYS);

const specKey = <K extends string>(key: K, label: string, value: keyof typeof DERIVATIVE_SPEC_KEYS) =>
  ({ kind: 'select', key, label, options: specKeyOptions, default: value }) as const;

const specLabel = <K extends string>(key: K, label: string) =>
  ({
    kind: 'string',
    key,
    label,
    help: 'Leave empty for the value’s own translated name.',
    translatable: true,
    maxLength: 60,
  }) as const;

/**
 * Model summary (block-catalogue.md §3 "Model summary (derivatives)"): a model's derivatives
 * with three headline values each and its standard equipment, read from the model spec API;
 * shown or hidden by the Model summary filters of the same page.
 */
export const modelSummaryTemplate = defineTemplate({
  key: 'model_summary',
  name: 'Model summary (derivatives)',
  description:
    "A model's derivatives with three headline values each, and its standard equipment; the Model summary filters show one model and body style at a time.",
  group: 'Specials',
  list_priority: 42,
  thumbnail_url: '/cms/thumbnails/model-summary.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    {
      kind: 'select',
      key: 'car_key',
      label: 'Model specification',
      help: 'The model or model year whose derivatives and equipment are listed.',
      options: options(MODEL_SPEC_KEYS),
      searchable: true,
      required: true,
    },
    {
      kind: 'string',
      key: 'model',
      label: 'Model',
      help: 'The model name the filters offer and match, e.g. Defender. Also the heading.',
      required: true,
      maxLength: 80,
    },
    {
      kind: 'string',
      key: 'bodystyle',
      label: 'Body style',
      help: 'The body style the filters offer and match, e.g. 110. Lists only the derivatives of this body style when the spec has it.',
      maxLength: 40,
    },
    {
      kind: 'string',
      key: 'tab_id',
      label: 'Anchor id',
      help: 'Links to #id scroll to this summary.',
      maxLength: 60,
      pattern: '[A-Za-z][A-Za-z0-9_-]*',
      patternHint: 'must start with a letter and hold only letters, digits, - and _',
    },
    headerTagField,
    { kind: 'string', key: 'specs_heading', label: 'Derivatives heading', translatable: true, maxLength: 120 },
    specKey('spec_key_1', 'First value', 'power'),
    specLabel('spec_label_1', 'First value label'),
    specKey('spec_key_2', 'Second value', 'acceleration'),
    specLabel('spec_label_2', 'Second value label'),
    specKey('spec_key_3', 'Third value', 'top_speed'),
    specLabel('spec_label_3', 'Third value label'),
    {
      kind: 'bool',
      key: 'has_columns',
      label: 'Derivatives in columns',
      help: 'On: a card per derivative, side by side. Off: a table, a row per derivative.',
      default: true,
    },
    { kind: 'string', key: 'features_heading', label: 'Standard equipment heading', translatable: true, maxLength: 120 },
    {
      kind: 'string',
      key: 'standard_equipment_label',
      label: 'More equipment label',
      help: 'The button that reveals the content below.',
      translatable: true,
      maxLength: 80,
    },
    {
      kind: 'markdown',
      format: 'html',
      key: 'standard_equipment_content',
      label: 'More equipment content',
      translatable: true,
      maxLength: 10000,
    },
  ],
  field_groups_template: [],
});
