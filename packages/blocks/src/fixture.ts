import {
  defaultBlockData,
  defaultGroupValues,
  type BlockData,
  type TemplateDefinition,
} from './contract/index.js';

/**
 * Story and test data: the template's own defaults, overlaid with sample content, so fixtures
 * cannot drift from the schema's defaults.
 */
export function fixture<T extends TemplateDefinition>(
  template: T,
  fields: Partial<BlockData<T>['fields']>,
  groups: Partial<BlockData<T>['groups'][number]>[] = [],
): BlockData<T> {
  return {
    fields: { ...defaultBlockData(template).fields, ...fields },
    groups: groups.map((group) => ({ ...defaultGroupValues(template), ...group })),
  } as BlockData<T>;
}
