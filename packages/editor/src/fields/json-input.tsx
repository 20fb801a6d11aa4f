import type { JsonField, MarkdownField } from '@forecourt/blocks/templates';
import { useId, useState } from 'react';
import { FieldFrame } from './field-frame.js';
import type { KindInputProps } from './types.js';

function parseError(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'Invalid JSON';
  }
}

/**
 * Json fields and JSON-format Markdown fields: a monospace editor that checks the text parses as
 * you type and offers to format it.
 */
export function JsonInput({ field, value, onChange, id, errors, hint }: KindInputProps<JsonField | MarkdownField>) {
  const text = typeof value === 'string' ? value : '';
  const [formatted, setFormatted] = useState(false);
  const statusId = useId();
  const problem = parseError(text);
  // The validator's "must be valid JSON" covers the same ground; show the parser's detail instead.
  const shown = problem ? [...errors.filter((e) => !e.endsWith('must be valid JSON')), `Not valid JSON: ${problem}`] : errors;
  const counter = field.kind === 'markdown' && field.maxLength !== undefined ? { length: text.length, max: field.maxLength } : undefined;
  return (
    <FieldFrame
      id={id}
      label={field.label}
      required={field.required}
      help={field.help ?? (field.kind === 'markdown' ? 'A structured document as JSON.' : 'JSON text.')}
      hint={hint}
      counter={counter}
      errors={shown}
      actions={
        <button
          type="button"
          className="fe-button fe-button--small"
          disabled={problem !== null || text.trim() === ''}
          aria-describedby={statusId}
          aria-label={`Format JSON of ${field.label}`}
          onClick={() => {
            onChange(JSON.stringify(JSON.parse(text), null, 2));
            setFormatted(true);
          }}
        >
          Format JSON
        </button>
      }
    >
      {(a11y) => (
        <>
          <textarea
            {...a11y}
            className="fe-input fe-textarea fe-code"
            spellCheck={false}
            rows={8}
            value={text}
            onChange={(event) => {
              setFormatted(false);
              onChange(event.target.value === '' ? undefined : event.target.value);
            }}
          />
          <span id={statusId} role="status" className="fe-visually-hidden">
            {formatted ? 'Formatted' : ''}
          </span>
        </>
      )}
    </FieldFrame>
  );
}
