import type { FieldDefinition, FieldValues } from './fields.js';
import type { BlockIssue, ValidateOptions } from './validate.js';

export const templateGroups = ['Content', 'Specials', 'Advanced'] as const;
export type TemplateGroup = (typeof templateGroups)[number];

/**
 * A block template (block-catalogue.md §3 "Block template"): data, not code. The view lives
 * beside it and is loaded lazily; validation and the editor form are derived from `fields` and
 * `field_groups_template`.
 */
export interface TemplateDefinition<
  Fs extends readonly FieldDefinition[] = readonly FieldDefinition[],
  Gs extends readonly FieldDefinition[] = readonly FieldDefinition[],
> {
  key: string;
  name: string;
  description: string;
  short_description?: string;
  group: TemplateGroup;
  /** Lower comes first in the editor's catalogue. */
  list_priority: number;
  thumbnail_url: string;
  /** Hidden templates cannot be added from the catalogue. Defaults to false. */
  hidden?: boolean;
  /** Maximum number of field groups; 0 means the template has none. */
  max_field_groups: number;
  /** Minimum number of field groups. Defaults to 0. */
  min_field_groups?: number;
  fields: Fs;
  field_groups_template: Gs;
  /** Shape version of saved data; bump it and add a migration when the shape changes. */
  version: number;
  /**
   * Upgrades data saved at an older `version` to the current shape. Called on read, once per
   * version step (`from` is the saved version).
   */
  migrate?: (data: BlockData<TemplateDefinition>, from: number) => BlockData<TemplateDefinition>;
  /**
   * Rules across fields that the field definitions cannot say (e.g. a quiz whose answers must
   * all lead to a filled-in result). Runs after the fields' own checks, on data that passed them.
   */
  validate?: (data: BlockData<TemplateDefinition>, options: ValidateOptions) => BlockIssue[];
}

/** The stored data of a block made from template `T`. */
export interface BlockData<T extends TemplateDefinition = TemplateDefinition> {
  fields: FieldValues<T['fields']>;
  groups: FieldValues<T['field_groups_template']>[];
}

/** Keeps the literal types of a definition so `BlockData<typeof def>` is exact. */
export function defineTemplate<
  const Fs extends readonly FieldDefinition[],
  const Gs extends readonly FieldDefinition[],
>(definition: TemplateDefinition<Fs, Gs>): TemplateDefinition<Fs, Gs> {
  return definition;
}
