import type { ReactNode } from 'react';

/** Accessibility attributes a frame hands to its control. */
export interface ControlA11y {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldFrameProps {
  /** id of the control (or of the fieldset for composite fields). */
  id: string;
  label: string;
  required?: boolean;
  help?: string;
  /** Translation hint, e.g. that the other locale is still empty. */
  hint?: string;
  /** Character counter against a maximum length. */
  counter?: { length: number; max: number };
  /** Messages of the issues on this field; shown next to it and announced as its description. */
  errors: readonly string[];
  /** `fieldset` for fields made of several controls (link, image, links). Defaults to 'field'. */
  variant?: 'field' | 'fieldset';
  /** Extra content rendered beside the label (e.g. a format button). */
  actions?: ReactNode;
  children: (a11y: ControlA11y) => ReactNode;
}

/**
 * Label (its id is `${id}-label`, for controls a `<label for>` cannot name, such as a rich-text
 * editor), help, counter, translation hint and inline errors around one form control. Every text
 * below the control is tied to it with `aria-describedby`, and errors set `aria-invalid`.
 */
export function FieldFrame({
  id,
  label,
  required,
  help,
  hint,
  counter,
  errors,
  variant = 'field',
  actions,
  children,
}: FieldFrameProps) {
  const helpId = help ? `${id}-help` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId, counterId, hintId].filter(Boolean).join(' ') || undefined;
  const a11y: ControlA11y = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': errors.length > 0 ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  const over = counter ? counter.length > counter.max : false;
  // One text node: some accessible-name implementations drop spaces between inline children.
  const labelText = required ? `${label} (required)` : label;
  const below = (
    <>
      {help ? (
        <p id={helpId} className="fe-help">
          {help}
        </p>
      ) : null}
      {counter ? (
        <p id={counterId} className="fe-counter" data-state={over ? 'over' : 'ok'}>
          {counter.length} / {counter.max} characters
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="fe-hint">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul id={errorId} className="fe-errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </>
  );

  if (variant === 'fieldset') {
    return (
      <fieldset
        className="fe-field fe-fieldset"
        data-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy}
        id={id}
      >
        <legend className="fe-label">
          {labelText}
          {actions}
        </legend>
        {children({ ...a11y, id: `${id}-control` })}
        {below}
      </fieldset>
    );
  }
  return (
    <div className="fe-field" data-invalid={errors.length > 0 || undefined}>
      <div className="fe-label-row">
        <label className="fe-label" htmlFor={id} id={`${id}-label`}>
          {labelText}
        </label>
        {actions}
      </div>
      {children(a11y)}
      {below}
    </div>
  );
}
