import type { Locale } from '@forecourt/api-client';
import type { BlockIssue, FieldDefinition } from '@forecourt/blocks/templates';

/** Props of the input of one field kind, editing one locale's value. */
export interface KindInputProps<F extends FieldDefinition = FieldDefinition> {
  field: F;
  /** The value being edited (for a translatable field, the current locale's value). */
  value: unknown;
  /** Called with the new value; `undefined` clears the field. */
  onChange: (value: unknown) => void;
  /** DOM id of the control. */
  id: string;
  /** Path of the value in the block data (for sub-field issues of composite fields). */
  path: string;
  /** Issues at or below `path`, for sub-fields. */
  issues: readonly BlockIssue[];
  /** Messages to show next to the field. */
  errors: readonly string[];
  /** Translation hint. */
  hint?: string;
  locale: Locale;
}
