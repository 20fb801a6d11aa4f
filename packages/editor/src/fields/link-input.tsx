import type { LinkField, LinksCollectionField, LinkValue } from '@forecourt/blocks/templates';
import { useState } from 'react';
import { useFocusAfterRender, useListKeys, moveItem } from '../ui/list-keys.js';
import { ReorderControls } from '../ui/reorder-controls.js';
import type { Locale } from '@forecourt/api-client';
import { FieldFrame } from './field-frame.js';
import { PagePicker } from './page-picker.js';
import { issuesAt } from './paths.js';
import type { KindInputProps } from './types.js';

const LINK_TYPES: { value: LinkValue['type']; label: string }[] = [
  { value: 'internal', label: 'Internal page' },
  { value: 'external', label: 'External website' },
  { value: 'form', label: 'Form' },
  { value: 'file', label: 'File' },
];

/** A new, empty link. */
export const emptyLink = (): LinkValue => ({ labelText: '', href: '', type: 'internal', target: '_self' });

function asLink(value: unknown): LinkValue {
  return typeof value === 'object' && value !== null ? { ...emptyLink(), ...(value as Partial<LinkValue>) } : emptyLink();
}

interface LinkControlsProps {
  link: LinkValue;
  onChange: (link: LinkValue) => void;
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
  /** Names the link for the page picker, e.g. "Buttons link 2". */
  name: string;
  locale: Locale;
}

/** The four parts of a link (label, address, type, target), plus the form id for form links. */
function LinkControls({ link, onChange, id, invalid, describedBy, name, locale }: LinkControlsProps) {
  const set = (patch: Partial<LinkValue>) => onChange({ ...link, ...patch });
  const common = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (
    <div className="fe-link">
      <div className="fe-link__cell">
        <label className="fe-sublabel" htmlFor={`${id}-label`}>
          Label text
        </label>
        <input id={`${id}-label`} className="fe-input" type="text" value={link.labelText} onChange={(e) => set({ labelText: e.target.value })} {...common} />
      </div>
      <div className="fe-link__cell">
        <label className="fe-sublabel" htmlFor={`${id}-href`}>
          Address
        </label>
        <input
          id={`${id}-href`}
          className="fe-input"
          type="text"
          inputMode="url"
          spellCheck={false}
          placeholder={link.type === 'internal' ? '/models/defender' : 'https://…'}
          value={link.href}
          onChange={(e) => set({ href: e.target.value })}
          {...common}
        />
        {link.type === 'internal' ? (
          <PagePicker
            label={name}
            locale={locale}
            // An empty label takes the page's title: the usual wording of a link to a page.
            onPick={(page) => set({ href: page.path, labelText: link.labelText === '' ? page.title : link.labelText })}
          />
        ) : null}
      </div>
      <div className="fe-link__cell">
        <label className="fe-sublabel" htmlFor={`${id}-type`}>
          Type
        </label>
        <select id={`${id}-type`} className="fe-input fe-select" value={link.type} onChange={(e) => set({ type: e.target.value as LinkValue['type'] })}>
          {LINK_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <div className="fe-link__cell">
        <label className="fe-sublabel" htmlFor={`${id}-target`}>
          Opens in
        </label>
        <select
          id={`${id}-target`}
          className="fe-input fe-select"
          value={link.target ?? '_self'}
          onChange={(e) => set({ target: e.target.value as '_self' | '_blank' })}
        >
          <option value="_self">Same tab</option>
          <option value="_blank">New tab</option>
        </select>
      </div>
      {link.type === 'form' ? (
        <div className="fe-link__cell">
          <label className="fe-sublabel" htmlFor={`${id}-form`}>
            Form id
          </label>
          <input id={`${id}-form`} className="fe-input" type="text" value={link.formId ?? ''} onChange={(e) => set({ formId: e.target.value || undefined })} />
        </div>
      ) : null}
    </div>
  );
}

/** Link field: one call-to-action link. */
export function LinkInput({ field, value, onChange, id, errors, hint, locale }: KindInputProps<LinkField>) {
  const link = asLink(value);
  return (
    <FieldFrame id={id} label={field.label} required={field.required} help={field.help} hint={hint} errors={errors} variant="fieldset">
      {(a11y) => (
        <LinkControls
          link={link}
          id={a11y.id}
          invalid={errors.length > 0}
          describedBy={a11y['aria-describedby']}
          name={field.label}
          locale={locale}
          // An untouched link (no label, no address) is stored as no link at all.
          onChange={(next) => onChange(next.labelText === '' && next.href === '' && !next.formId ? undefined : next)}
        />
      )}
    </FieldFrame>
  );
}

/** LinksCollection field: an ordered list of links, up to the field's maximum. */
export function LinksInput({ field, value, onChange, id, path, issues, errors, hint, locale }: KindInputProps<LinksCollectionField>) {
  const links = Array.isArray(value) ? value.map(asLink) : [];
  const keys = useListKeys(links.length);
  const focusLater = useFocusAfterRender();
  const [announcement, setAnnouncement] = useState('');
  const atMax = field.max !== undefined && links.length >= field.max;
  // Issues of one link are shown on that link; the rest (e.g. too many links) on the field.
  const itemMessages = new Set(
    issuesAt(issues, path)
      .filter((issue) => /^\[\d+\]/.test(issue.path.slice(path.length)))
      .map((issue) => issue.message),
  );
  const ownErrors = errors.filter((message) => !itemMessages.has(message));
  const commit = (next: LinkValue[]) => onChange(next.length === 0 ? undefined : next);
  const maxId = `${id}-max`;

  return (
    <FieldFrame
      id={id}
      label={field.label}
      required={field.required}
      help={field.help ?? (field.max !== undefined ? `Up to ${field.max} links.` : undefined)}
      hint={hint}
      errors={ownErrors}
      variant="fieldset"
    >
      {(a11y) => (
        <div className="fe-links">
          {links.length === 0 ? <p className="fe-empty">No links yet.</p> : null}
          <ol className="fe-links__list">
            {links.map((link, index) => {
              const key = keys.keys[index]!;
              const itemPath = `${path}[${index}]`;
              const itemErrors = issues.filter((issue) => issue.path === itemPath).map((issue) => issue.message);
              const itemId = `${a11y.id}-${key}`;
              const itemName = `${field.label} link ${index + 1}`;
              return (
                <li key={key} className="fe-links__item">
                  <div className="fe-links__head">
                    <span className="fe-links__title">Link {index + 1}</span>
                    <ReorderControls
                      itemName={itemName}
                      index={index}
                      count={links.length}
                      idBase={itemId}
                      onMove={(to) => {
                        keys.move(index, to);
                        commit(moveItem(links, index, to));
                        focusLater(`${itemId}-${to < index ? 'up' : 'down'}`, `${itemId}-${to < index ? 'down' : 'up'}`);
                        setAnnouncement(`${itemName} moved to position ${to + 1}`);
                      }}
                      onRemove={() => {
                        keys.remove(index);
                        commit(links.filter((_, i) => i !== index));
                        const nextKey = keys.keys[index] ?? keys.keys[index - 1];
                        focusLater(...(nextKey ? [`${a11y.id}-${nextKey}-remove`] : []), `${a11y.id}-add`);
                        setAnnouncement(`${itemName} removed`);
                      }}
                    />
                  </div>
                  <LinkControls
                    link={link}
                    id={itemId}
                    invalid={itemErrors.length > 0}
                    describedBy={itemErrors.length > 0 ? `${itemId}-error` : undefined}
                    name={itemName}
                    locale={locale}
                    onChange={(next) => commit(links.map((l, i) => (i === index ? next : l)))}
                  />
                  {itemErrors.length > 0 ? (
                    <ul id={`${itemId}-error`} className="fe-errors">
                      {itemErrors.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <button
            id={`${a11y.id}-add`}
            type="button"
            className="fe-button"
            aria-label={`Add link to ${field.label}`}
            aria-disabled={atMax || undefined}
            aria-describedby={atMax ? maxId : undefined}
            onClick={() => {
              if (atMax) return;
              keys.insert(links.length);
              commit([...links, emptyLink()]);
              focusLater(`${a11y.id}-${keys.keys[links.length]}-label`);
            }}
          >
            Add link
          </button>
          {atMax ? (
            <p id={maxId} className="fe-help">
              {field.label} allows at most {field.max} links.
            </p>
          ) : null}
          <p className="fe-visually-hidden" role="status">
            {announcement}
          </p>
        </div>
      )}
    </FieldFrame>
  );
}

