import type { MarkdownField, StringField, TextField } from '@forecourt/blocks/templates';
import { FieldFrame } from './field-frame.js';
import type { KindInputProps } from './types.js';

/**
 * String (one line), Text and HTML Markdown (multi-line) fields, with a character counter when
 * the field has a maximum length. The counter may run past the maximum so nothing the editor
 * pasted is cut off; the validator then reports the field.
 */
export function TextInput({ field, value, onChange, id, errors, hint }: KindInputProps<StringField | TextField | MarkdownField>) {
  const text = typeof value === 'string' ? value : '';
  const multiline = field.kind !== 'string';
  const counter = field.maxLength !== undefined ? { length: text.length, max: field.maxLength } : undefined;
  const help = field.kind === 'markdown' ? (field.help ?? 'HTML is allowed; it is sanitised when shown.') : field.help;
  return (
    <FieldFrame id={id} label={field.label} required={field.required} help={help} hint={hint} counter={counter} errors={errors}>
      {(a11y) =>
        multiline ? (
          <textarea
            {...a11y}
            className="fe-input fe-textarea"
            data-format={field.kind === 'markdown' ? 'html' : undefined}
            rows={field.kind === 'markdown' ? 8 : 4}
            value={text}
            onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          />
        ) : (
          <input
            {...a11y}
            className="fe-input"
            type="text"
            value={text}
            onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          />
        )
      }
    </FieldFrame>
  );
}
