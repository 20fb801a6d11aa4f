import type { JsonField, JsonFieldForm, MarkdownField } from '@forecourt/blocks/templates';
import { useId, useState, type ReactNode } from 'react';
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
export function JsonInput(props: KindInputProps<JsonField | MarkdownField>) {
  const { field } = props;
  const [asJson, setAsJson] = useState(false);
  if (field.kind !== 'json' || !field.form) return <JsonText {...props} />;
  const toggle = (
    <button
      type="button"
      className="fe-button fe-button--small"
      aria-pressed={asJson}
      aria-label={`Edit ${field.label} as JSON`}
      onClick={() => setAsJson(!asJson)}
    >
      JSON view
    </button>
  );
  return asJson ? (
    <JsonText {...props} extraAction={toggle} />
  ) : (
    <JsonTable {...props} form={field.form} toggle={toggle} />
  );
}

type Row = Record<string, unknown>;

/** The JSON text as an object of objects, or null when it is not one (then only the JSON view edits it). */
function readObject(text: string): Record<string, Row> | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return Object.values(value).every(
      (row) => typeof row === 'object' && row !== null && !Array.isArray(row),
    )
      ? (value as Record<string, Row>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A JSON field's table form (`field.form`): one row per key, one input per property. Edits
 * rewrite the JSON; keys and properties the form does not know are kept, and so is key order.
 */
function JsonTable({
  field,
  value,
  onChange,
  id,
  errors,
  hint,
  form,
  toggle,
}: KindInputProps<JsonField | MarkdownField> & { form: JsonFieldForm; toggle: ReactNode }) {
  const text = typeof value === 'string' ? value : '';
  const object = readObject(text);
  const update = (rowKey: string, column: string, next: unknown) => {
    const copy: Record<string, Row> = { ...object };
    const row: Row = { ...copy[rowKey] };
    if (next === undefined) delete row[column];
    else row[column] = next;
    if (Object.keys(row).length === 0) delete copy[rowKey];
    else copy[rowKey] = row;
    onChange(Object.keys(copy).length === 0 ? undefined : JSON.stringify(copy, null, 2));
  };
  return (
    <FieldFrame
      id={id}
      label={field.label}
      required={field.required}
      help={field.help}
      hint={hint}
      errors={
        object ? errors : [...errors, 'This JSON does not fit the form: edit it in the JSON view.']
      }
      variant="fieldset"
      actions={toggle}
    >
      {() =>
        object ? (
          <div className="fe-table-wrap">
            <table className="fe-table">
              <thead>
                <tr>
                  <td />
                  {form.columns.map((column) => (
                    <th key={column.key} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {form.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    {form.columns.map((column) => {
                      const cell = object[row.key]?.[column.key];
                      const name = `${row.label} ${column.label.toLowerCase()}`;
                      return (
                        <td key={column.key}>
                          {column.type === 'bool' ? (
                            <input
                              type="checkbox"
                              aria-label={name}
                              checked={object[row.key] !== undefined && cell !== false}
                              onChange={(event) =>
                                update(
                                  row.key,
                                  column.key,
                                  event.target.checked ? undefined : false,
                                )
                              }
                            />
                          ) : (
                            <input
                              className="fe-input"
                              aria-label={name}
                              inputMode={column.type === 'number' ? 'decimal' : undefined}
                              value={cell === undefined ? '' : String(cell)}
                              onChange={(event) => {
                                const raw = event.target.value;
                                const number = Number(raw);
                                // A number column keeps what does not parse yet ("1.", "-") as text; the check names it.
                                update(
                                  row.key,
                                  column.key,
                                  raw === ''
                                    ? undefined
                                    : column.type === 'number' &&
                                        raw.trim() !== '' &&
                                        Number.isFinite(number) &&
                                        !raw.endsWith('.')
                                      ? number
                                      : raw,
                                );
                              }}
                            />
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null
      }
    </FieldFrame>
  );
}

function JsonText({
  field,
  value,
  onChange,
  id,
  errors,
  hint,
  extraAction,
}: KindInputProps<JsonField | MarkdownField> & { extraAction?: ReactNode }) {
  const text = typeof value === 'string' ? value : '';
  const [formatted, setFormatted] = useState(false);
  const statusId = useId();
  const problem = parseError(text);
  // The validator's "must be valid JSON" covers the same ground; show the parser's detail instead.
  const shown = problem
    ? [...errors.filter((e) => !e.endsWith('must be valid JSON')), `Not valid JSON: ${problem}`]
    : errors;
  const counter =
    field.kind === 'markdown' && field.maxLength !== undefined
      ? { length: text.length, max: field.maxLength }
      : undefined;
  return (
    <FieldFrame
      id={id}
      label={field.label}
      required={field.required}
      help={
        field.help ?? (field.kind === 'markdown' ? 'A structured document as JSON.' : 'JSON text.')
      }
      hint={hint}
      counter={counter}
      errors={shown}
      actions={
        <>
          {extraAction}
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
        </>
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
