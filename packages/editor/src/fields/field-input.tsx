import { DEFAULT_LOCALE, LOCALES, type Locale } from '@forecourt/api-client';
import type { BlockIssue, FieldDefinition } from '@forecourt/blocks/templates';
import { BlockTargetInput } from './block-target-input.js';
import { BoolInput, IconInput, NumberInput, SelectInput } from './choice-inputs.js';
import { ImageInput } from './image-input.js';
import { JsonInput } from './json-input.js';
import { LinkInput, LinksInput } from './link-input.js';
import { LOCALE_NAMES, domId, issueMessage, issuesAt } from './paths.js';
import { RichTextInput } from './rich-text-input.js';
import { TextInput } from './text-input.js';
import type { KindInputProps } from './types.js';

export interface FieldInputProps {
  field: FieldDefinition;
  /** The stored value; for a translatable field the whole `{ en, pl }` record. */
  value: unknown;
  /** Called with the new stored value; `undefined` clears the field. */
  onChange: (value: unknown) => void;
  /** Path of the field in the block data, e.g. `fields.heading` or `groups[2].quote`. */
  path: string;
  /** Makes DOM ids unique when several blocks are on screen. */
  idPrefix: string;
  /** Locale being edited; translatable fields edit this locale's value. */
  locale: Locale;
  /** Issues of the whole block (or form); the field picks out those at its path. */
  issues: readonly BlockIssue[];
  /**
   * Whether to show "is required" issues. The editor hides them until the first save attempt so
   * a fresh block is not covered in red. Defaults to true.
   */
  showRequired?: boolean;
}

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.values(value).every(isBlank));

const truncate = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Tells a translator what the other locale holds, or that it is still empty. */
function translationHint(record: Record<string, unknown>, locale: Locale): string | undefined {
  const other = LOCALES.find((l) => l !== locale) ?? DEFAULT_LOCALE;
  const mine = record[locale];
  const theirs = record[other];
  if (!isBlank(mine) && isBlank(theirs)) {
    return other === DEFAULT_LOCALE
      ? `${LOCALE_NAMES[other]} is empty. ${LOCALE_NAMES[other]} is the fallback for every language.`
      : `${LOCALE_NAMES[other]} is empty: ${LOCALE_NAMES[other]} visitors see the ${LOCALE_NAMES[DEFAULT_LOCALE]} text.`;
  }
  if (isBlank(mine) && typeof theirs === 'string' && theirs !== '') {
    return `${LOCALE_NAMES[other]}: “${truncate(theirs, 80)}”`;
  }
  return undefined;
}

/** The input for one field of a block template, by field kind. */
export function FieldInput({ field, value, onChange, path, idPrefix, locale, issues, showRequired = true }: FieldInputProps) {
  if (field.kind === 'separator') {
    return (
      <div className="fe-separator">
        <hr aria-hidden="true" />
        <p className="fe-separator__label">{field.label}</p>
      </div>
    );
  }
  const fieldIssues = issuesAt(issues, path).filter((issue) => showRequired || issue.rule !== 'required');
  const errors = fieldIssues.map((issue) => issueMessage(issue, path, locale));
  const translatable = 'translatable' in field && field.translatable === true;
  const record = translatable && typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

  const props: KindInputProps = {
    field,
    value: translatable ? record[locale] : value,
    onChange: translatable
      ? (next) => {
          const copy = { ...record };
          if (isBlank(next)) delete copy[locale];
          else copy[locale] = next;
          onChange(Object.keys(copy).length === 0 ? undefined : copy);
        }
      : onChange,
    id: domId(idPrefix, path),
    path: translatable ? `${path}.${locale}` : path,
    issues: fieldIssues,
    errors,
    hint: translatable ? translationHint(record, locale) : undefined,
    locale,
  };
  // The label says which language is being edited, so the two locales are never confused.
  if (translatable) props.field = { ...field, label: `${field.label} (${LOCALE_NAMES[locale]})` } as FieldDefinition;

  switch (field.kind) {
    case 'string':
      // The in-page navigation's target: a block of the page, picked by its stable id.
      if (field.key === 'blockId') return <BlockTargetInput {...(props as KindInputProps<typeof field>)} />;
      return <TextInput {...(props as KindInputProps<typeof field>)} />;
    case 'text':
      return <TextInput {...(props as KindInputProps<typeof field>)} />;
    case 'markdown':
      return field.format === 'json' ? (
        <JsonInput {...(props as KindInputProps<typeof field>)} />
      ) : (
        <RichTextInput {...(props as KindInputProps<typeof field>)} />
      );
    case 'bool':
      return <BoolInput {...(props as KindInputProps<typeof field>)} />;
    case 'number':
      return <NumberInput {...(props as KindInputProps<typeof field>)} />;
    case 'select':
      return <SelectInput {...(props as KindInputProps<typeof field>)} />;
    case 'icon':
      return <IconInput {...(props as KindInputProps<typeof field>)} />;
    case 'image':
      return <ImageInput {...(props as KindInputProps<typeof field>)} />;
    case 'link':
      return <LinkInput {...(props as KindInputProps<typeof field>)} />;
    case 'links':
      return <LinksInput {...(props as KindInputProps<typeof field>)} />;
    case 'json':
      return <JsonInput {...(props as KindInputProps<typeof field>)} />;
  }
}

export interface FieldListProps extends Omit<FieldInputProps, 'field' | 'value' | 'onChange' | 'path'> {
  fields: readonly FieldDefinition[];
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
  /** Path of the values object, e.g. `fields` or `groups[2]`. */
  path: string;
}

/** The inputs of a list of fields editing one values object (a block's fields or one group). */
export function FieldList({ fields, values, onChange, path, ...rest }: FieldListProps) {
  return (
    <div className="fe-field-list">
      {fields.map((field, index) => (
        // data-field-path lets an error summary find the field of an issue path.
        <div key={field.kind === 'separator' ? `separator-${index}` : field.key} data-field-path={`${path}.${field.key}`}>
        <FieldInput
          {...rest}
          field={field}
          path={`${path}.${field.key}`}
          value={values[field.key]}
          onChange={(next) => {
            const copy = { ...values };
            if (next === undefined) delete copy[field.key];
            else copy[field.key] = next;
            onChange(copy);
          }}
        />
        </div>
      ))}
    </div>
  );
}
