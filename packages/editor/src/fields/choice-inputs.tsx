import { choiceLabel, type BoolField, type IconField, type NumberField, type SelectField } from '@forecourt/blocks/templates';
import { ICON_NAMES, Icon, isIconName } from '@forecourt/ui';
import { useEffect, useState } from 'react';
import { FieldFrame } from './field-frame.js';
import type { KindInputProps } from './types.js';

/** Bool field: a checkbox with its label beside it. */
export function BoolInput({ field, value, onChange, id, errors }: KindInputProps<BoolField>) {
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const helpId = field.help ? `${id}-help` : undefined;
  return (
    <div className="fe-field fe-field--check" data-invalid={errors.length > 0 || undefined}>
      <input
        id={id}
        type="checkbox"
        className="fe-checkbox"
        checked={value === true}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={[errorId, helpId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="fe-label">
        {field.label}
      </label>
      {field.help ? (
        <p id={helpId} className="fe-help">
          {field.help}
        </p>
      ) : null}
      {errorId ? (
        <ul id={errorId} className="fe-errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Number field with the template's min, max and step; an empty box clears the value. */
export function NumberInput({ field, value, onChange, id, errors }: KindInputProps<NumberField>) {
  // Local text so half-typed numbers ("-", "1.") are not thrown away on every keystroke.
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  useEffect(() => {
    setText((current) => (Number(current) === value && current !== '' ? current : typeof value === 'number' ? String(value) : ''));
  }, [value]);
  const bounds = [
    field.min !== undefined ? `from ${field.min}` : null,
    field.max !== undefined ? `to ${field.max}` : null,
    field.step !== undefined ? `in steps of ${field.step}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const help = [field.help, bounds ? `Allowed: ${bounds}.` : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame id={id} label={field.label} required={field.required} help={help} errors={errors}>
      {(a11y) => (
        <input
          {...a11y}
          className="fe-input fe-input--number"
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          min={field.min}
          max={field.max}
          step={field.step ?? (field.integer ? 1 : 'any')}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            if (next.trim() === '') onChange(undefined);
            else if (Number.isFinite(Number(next))) onChange(Number(next));
          }}
        />
      )}
    </FieldFrame>
  );
}

/**
 * Select field as a native select (keyboard and screen-reader behaviour for free). A `searchable`
 * field adds a filter box that narrows the options; the chosen option always stays listed.
 */
export function SelectInput({ field, value, onChange, id, errors }: KindInputProps<SelectField>) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const options = needle
    ? field.options.filter(
        (option) =>
          option.value === value ||
          choiceLabel(option).toLowerCase().includes(needle) ||
          option.value.toLowerCase().includes(needle),
      )
    : field.options;
  const current = typeof value === 'string' ? value : '';
  const filterId = `${id}-filter`;
  return (
    <FieldFrame id={id} label={field.label} required={field.required} help={field.help} errors={errors}>
      {(a11y) => (
        <div className={field.searchable ? 'fe-select-search' : undefined}>
          {field.searchable ? (
            <>
              <label className="fe-visually-hidden" htmlFor={filterId}>
                Filter {field.label} options
              </label>
              <input
                id={filterId}
                className="fe-input fe-input--filter"
                type="search"
                placeholder="Filter options…"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            </>
          ) : null}
          <select
            {...a11y}
            className="fe-input fe-select"
            value={current}
            onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          >
            {current === '' || !field.required ? <option value="">— None —</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {choiceLabel(option)}
              </option>
            ))}
          </select>
          {field.searchable && needle ? (
            <p className="fe-help" role="status">
              {options.length} of {field.options.length} options match
            </p>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}

/**
 * Icon field: one of the icons every theme provides (`ICON_NAMES` of @forecourt/ui), chosen from
 * a list with a preview in the current theme. A saved name the set does not know stays listed.
 */
export function IconInput({ field, value, onChange, id, errors }: KindInputProps<IconField>) {
  const current = typeof value === 'string' ? value : '';
  const known = current === '' || isIconName(current);
  return (
    <FieldFrame
      id={id}
      label={field.label}
      required={field.required}
      help={field.help ?? (known ? undefined : `“${current}” is not an icon of the theme’s set, so nothing is shown.`)}
      errors={errors}
    >
      {(a11y) => (
        <div className="fe-icon-pick">
          <select
            {...a11y}
            className="fe-input fe-select"
            value={current}
            onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          >
            <option value="">— No icon —</option>
            {!known ? <option value={current}>{current} (unknown)</option> : null}
            {ICON_NAMES.map((name) => (
              <option key={name} value={name}>
                {choiceLabel(name)}
              </option>
            ))}
          </select>
          <span className="fe-icon-pick__preview" aria-hidden="true">
            <Icon name={current} />
          </span>
        </div>
      )}
    </FieldFrame>
  );
}
