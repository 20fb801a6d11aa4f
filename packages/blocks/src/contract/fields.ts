/**
 * Field kinds of block-catalogue.md §3. A field definition is plain data: the editor builds its
 * form from it, the validator derives its rules from it, the view's props are typed from it.
 */
interface FieldBase<K extends string> {
  kind: K;
  /** Key under which the value is stored in the block's data. */
  key: string;
  /** Label shown in the editor form. */
  label: string;
  /** Help text shown under the field in the editor. */
  help?: string;
  /** A required field must hold a non-empty value. Defaults to false. */
  required?: boolean;
}

interface Translatable {
  /** A translatable field holds one value per locale (`{ en, pl }`). Defaults to false. */
  translatable?: boolean;
}

export interface StringField extends FieldBase<'string'>, Translatable {
  minLength?: number;
  maxLength?: number;
  /** A regular expression (source, no flags) the whole value must match. */
  pattern?: string;
  /** Says what `pattern` allows, for the validation message ("may hold only …"). */
  patternHint?: string;
  default?: string;
}
export interface TextField extends FieldBase<'text'>, Translatable {
  maxLength?: number;
  default?: string;
}
/** Rich text; `format: 'html'` is sanitised on render, `json` holds a structured document. */
export interface MarkdownField extends FieldBase<'markdown'>, Translatable {
  format: 'html' | 'json';
  maxLength?: number;
  default?: string;
}
export interface BoolField extends FieldBase<'bool'> {
  default?: boolean;
}
export interface NumberField extends FieldBase<'number'> {
  min?: number;
  max?: number;
  /** Values must be whole multiples of `step` from `min` (or 0). */
  step?: number;
  integer?: boolean;
  default?: number;
}
export interface SelectOption {
  /** What editors read ("Land Rover"); without it, the value in words (see `choiceLabel`). */
  label?: string;
  value: string;
}

/**
 * The label an editor reads for a choice: the one the template declares, else the value in
 * title-cased words (`land_rover` → "Land Rover", `top-left` → "Top Left", `leftAligned` →
 * "Left Aligned"), never the raw value.
 */
export function choiceLabel(option: SelectOption | string): string {
  if (typeof option !== 'string' && option.label) return option.label;
  const value = typeof option === 'string' ? option : option.value;
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words.length > 0 ? words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') : value;
}
export interface SelectField extends FieldBase<'select'> {
  options: readonly SelectOption[];
  /** Show a search box over the options in the editor. Defaults to false. */
  searchable?: boolean;
  default?: string;
}
export interface IconField extends FieldBase<'icon'> {
  default?: string;
}
/** An image from the media library, rendered at one of `sizes` (e.g. `1600x900`). */
export interface ImageField extends FieldBase<'image'> {
  sizes: readonly string[];
  /** Whether the editor asks for alternative text. Defaults to true. */
  alt?: boolean;
}
export type LinkField = FieldBase<'link'> & Translatable;
export interface LinksCollectionField extends FieldBase<'links'>, Translatable {
  max?: number;
}
export interface JsonField extends FieldBase<'json'> {
  default?: string;
  /**
   * Checks the parsed value beyond "is JSON" (e.g. a finance configuration's min ≤ default ≤
   * max): returns the problem to show, or undefined. Runs wherever the data is validated.
   */
  validate?: (value: unknown) => string | undefined;
  /**
   * Lets the editor offer a form over the JSON (with the JSON still one click away): an object
   * whose keys are `rows`, each an object with the properties `columns`.
   */
  form?: JsonFieldForm;
}

/** A table form over a JSON object of objects: one row per key, one input per property. */
export interface JsonFieldForm {
  rows: readonly { key: string; label: string }[];
  columns: readonly { key: string; label: string; type: 'text' | 'number' | 'bool' }[];
}
/** A visual divider in the editor form; holds no value. */
export type SeparatorField = Omit<FieldBase<'separator'>, 'required'>;

export type FieldDefinition =
  | StringField
  | TextField
  | MarkdownField
  | BoolField
  | NumberField
  | SelectField
  | IconField
  | ImageField
  | LinkField
  | LinksCollectionField
  | JsonField
  | SeparatorField;

export type FieldKind = FieldDefinition['kind'];

/** Call-to-action link (site-shell.md §2 "Call-to-action link"). */
export interface LinkValue {
  labelText: string;
  href: string;
  type: 'internal' | 'external' | 'form' | 'file';
  /** Defaults to '_self'. */
  target?: '_self' | '_blank';
  formId?: string;
  hiddenFields?: Record<string, string>;
  form_layout?: 'single' | 'double';
}

export interface ImageValue {
  id: string;
  alt?: string;
  size: string;
}

type Localized<T> = Partial<Record<string, T>>;
type MaybeLocalized<F, T> = F extends { translatable: true } ? Localized<T> : T;

/** The stored value type of one field definition. */
export type FieldValue<F extends FieldDefinition> = F extends
  StringField | TextField | MarkdownField
  ? MaybeLocalized<F, string>
  : F extends BoolField
    ? boolean
    : F extends NumberField
      ? number
      : F extends SelectField
        ? F['options'][number]['value']
        : F extends IconField
          ? string
          : F extends ImageField
            ? ImageValue
            : F extends LinkField
              ? MaybeLocalized<F, LinkValue>
              : F extends LinksCollectionField
                ? MaybeLocalized<F, LinkValue[]>
                : F extends JsonField
                  ? string
                  : never;

/** Object type of a list of field definitions; required fields are non-optional. */
export type FieldValues<Fs extends readonly FieldDefinition[]> = {
  [
    F in Exclude<Fs[number], SeparatorField> as F extends { required: true } ? F['key'] : never
  ]: FieldValue<F>;
} & {
  [
    F in Exclude<Fs[number], SeparatorField> as F extends { required: true } ? never : F['key']
  ]?: FieldValue<F>;
};
