import type { MarkdownField } from '@forecourt/blocks/templates';
import { lazy, Suspense, useState } from 'react';
import { CodeField } from '../code-field/code-field.js';
import { FieldFrame, type ControlA11y } from './field-frame.js';
import type { KindInputProps } from './types.js';

// TipTap and ProseMirror are a large download: only an editor opening a rich-text field pays it.
const RichTextEditor = lazy(() => import('./rich-text-editor.js'));

/**
 * Elements the sanitiser keeps but the visual editor has no tool for. Opening such a text in the
 * visual editor would silently drop them, so it opens as HTML source instead.
 */
const SOURCE_ONLY = /<(?:table|img|figure|figcaption|sup|sub|small|span|caption)\b/i;

/** Whether `html` can be edited visually without losing anything. */
export const fitsVisualEditor = (html: string): boolean => !SOURCE_ONLY.test(html);

/** The text area shown while the visual editor loads. */
function SourceArea({ a11y, text, onChange }: { a11y: ControlA11y; text: string; onChange: (value: unknown) => void }) {
  return (
    <textarea
      {...a11y}
      className="fe-input fe-textarea fe-code"
      data-format="html"
      rows={8}
      value={text}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    />
  );
}

/**
 * HTML rich-text field: a visual editor (loaded on demand) whose toolbar offers only what the
 * site's sanitiser keeps, with a switch to the HTML source (a code editor). While the editor loads the field is
 * a plain text area, so typing never waits for the download.
 */
export function RichTextInput({ field, value, onChange, id, errors, hint, locale }: KindInputProps<MarkdownField>) {
  const text = typeof value === 'string' ? value : '';
  const [source, setSource] = useState(() => !fitsVisualEditor(text));
  const counter = field.maxLength !== undefined ? { length: text.length, max: field.maxLength } : undefined;
  // Tables, images and the like have no tool: switching such a text to the visual editor would lose them.
  const sourceOnly = source && !fitsVisualEditor(text);
  const help = sourceOnly
    ? 'This text holds tables, images or other elements the visual editor cannot keep, so it is edited as HTML; it is sanitised when shown.'
    : (field.help ?? (source ? 'HTML source; it is sanitised when shown (scripts, styles and unknown elements are removed).' : undefined));
  return (
    <FieldFrame
      id={id}
      label={field.label}
      required={field.required}
      help={help}
      hint={hint}
      counter={counter}
      errors={errors}
      actions={
        <button
          type="button"
          className="fe-button fe-button--small"
          aria-pressed={source}
          aria-disabled={sourceOnly || undefined}
          aria-label={`Edit ${field.label} as HTML source`}
          onClick={() => {
            if (!sourceOnly) setSource((on) => !on);
          }}
        >
          HTML source
        </button>
      }
    >
      {(a11y) =>
        source ? (
          <CodeField
            id={a11y.id}
            labelId={`${id}-label`}
            language="html"
            rows={8}
            value={text}
            invalid={a11y['aria-invalid']}
            required={a11y['aria-required']}
            describedBy={a11y['aria-describedby']}
            onChange={(next) => onChange(next === '' ? undefined : next)}
          />
        ) : (
          <Suspense fallback={<SourceArea a11y={a11y} text={text} onChange={onChange} />}>
            <RichTextEditor a11y={a11y} labelId={`${id}-label`} label={field.label} value={text} onChange={onChange} locale={locale} />
          </Suspense>
        )
      }
    </FieldFrame>
  );
}
