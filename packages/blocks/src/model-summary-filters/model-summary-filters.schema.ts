import { defineTemplate } from '../contract/index.js';

const label = <K extends string>(key: K, text: string, help: string) =>
  ({ kind: 'string', key, label: text, help, translatable: true, maxLength: 80 }) as const;

/**
 * Model summary filters (block-catalogue.md §3): a model and a body style select that show the
 * matching Model summary blocks of the same page and hide the others.
 */
export const modelSummaryFiltersTemplate = defineTemplate({
  key: 'model_summary_filters',
  name: 'Model summary filters',
  description:
    'Model and body style selects that show only the matching Model summary blocks of the page.',
  group: 'Specials',
  list_priority: 41,
  thumbnail_url: '/cms/thumbnails/model-summary-filters.svg',
  max_field_groups: 0,
  version: 1,
  fields: [
    label('selectModel', 'Model select label', "Defaults to 'Model'."),
    label('selectBodystyle', 'Body style select label', "Defaults to 'Body style'."),
    label('submit', 'Button label', "Defaults to 'Show'."),
  ],
  field_groups_template: [],
});
