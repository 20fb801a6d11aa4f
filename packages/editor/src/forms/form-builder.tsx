import {
  ApiError,
  CHARACTER_LIMIT_EXCEEDED,
  LOCALES,
  formFieldTypes,
  type ContentClient,
  type Form,
  type FormDefinition,
  type FormField,
  type FormFieldRules,
  type FormFieldType,
  type FormText,
  type Locale,
  type ValidationIssue,
} from '@forecourt/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { FieldFrame } from '../fields/field-frame.js';
import { ErrorSummary } from '../page-editor/error-summary.js';
import { ReorderControls } from '../ui/reorder-controls.js';
import { moveItem, useFocusAfterRender, useListKeys } from '../ui/list-keys.js';
import { FIELD_TYPE_NAMES, errorText, formatDateTime, formsQueryKeys } from './shared.js';

export interface FormBuilderScreenProps {
  client: ContentClient;
  formId: number;
  /** Told whether there are unsaved changes, so the app can guard in-app navigation. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Address of the forms list. Defaults to '/admin/forms'. */
  formsListHref?: string;
  /** Address of the form's leads. */
  leadsHref?: string;
}

const LOCALE_NAMES: Record<Locale, string> = { en: 'English', pl: 'Polish' };

/** The editable part of a form: everything the server stores but its id, version and dates. */
export function definitionOf(form: Form): FormDefinition {
  const { id: _id, version: _version, lead_count: _count, created_at: _created, updated_at: _updated, ...definition } = form;
  return structuredClone(definition);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A field id not used yet in the form, from its type: `email`, `email_2`, … */
function freshFieldId(type: FormFieldType, fields: readonly FormField[]): string {
  const taken = new Set(fields.map((field) => field.id));
  if (!taken.has(type)) return type;
  let n = 2;
  while (taken.has(`${type}_${n}`)) n++;
  return `${type}_${n}`;
}

function newField(type: FormFieldType, fields: readonly FormField[]): FormField {
  const field: FormField = { id: freshFieldId(type, fields), type, label: { en: FIELD_TYPE_NAMES[type] }, rules: {}, width: 'full' };
  if (type === 'select' || type === 'radio') field.options = [{ value: 'option_1', label: { en: 'Option 1' } }];
  if (type === 'consent') field.consent = { text: {}, version: '1' };
  if (type === 'hidden') field.default_value = '';
  return field;
}

/**
 * /admin/forms/$formId: the form builder. The whole form is saved at once with the version it
 * was loaded at; a newer version on the server (409) keeps the admin's edits on screen.
 */
export function FormBuilderScreen({ client, formId, ...props }: FormBuilderScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <FormBuilderLoader formId={formId} {...props} />
    </EditorClientProvider>
  );
}

function FormBuilderLoader({ formId, ...props }: Omit<FormBuilderScreenProps, 'client'>) {
  const client = useEditorClient();
  const form = useQuery({ queryKey: formsQueryKeys.form(formId), queryFn: () => client.forms.getForm(formId) });
  if (form.isPending) {
    return (
      <div className="fe-screen">
        <p role="status" className="fe-loading">
          Loading the form…
        </p>
      </div>
    );
  }
  if (form.isError) {
    return (
      <div className="fe-screen">
        <h1 className="fe-screen__title" tabIndex={-1}>
          {form.error instanceof ApiError && form.error.status === 404 ? 'This form could not be found' : 'The form could not be loaded'}
        </h1>
        <p>{form.error.message}</p>
        <p>
          <a href={props.formsListHref ?? '/admin/forms'}>Back to all forms</a>
        </p>
      </div>
    );
  }
  return <FormBuilder key={formId} form={form.data} {...props} />;
}

type Update = (change: (draft: FormDefinition) => void) => void;

interface BuilderContext {
  issuesAt: (path: string) => string[];
}

function FormBuilder({ form, onDirtyChange, formsListHref = '/admin/forms', leadsHref }: Omit<FormBuilderScreenProps, 'client' | 'formId'> & { form: Form }) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(form);
  const [draft, setDraft] = useState<FormDefinition>(() => definitionOf(form));
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<null | 'save' | 'reload'>(null);
  const [newType, setNewType] = useState<FormFieldType>('text');
  const fieldKeys = useListKeys(draft.fields.length);
  const focusAfterRender = useFocusAfterRender();
  const rootRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const typeId = useId();

  const dirty = useMemo(() => !same(draft, definitionOf(base)), [draft, base]);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    if (issues.length > 0) summaryRef.current?.focus();
  }, [issues]);
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const update: Update = (change) =>
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });
  const context: BuilderContext = { issuesAt: (path) => issues.filter((issue) => issue.path === path).map((issue) => issue.message) };

  const save = async () => {
    setBusy('save');
    setFailure(null);
    setNotice('');
    try {
      const saved = await client.forms.updateForm(base.id, { ...draft, version: base.version });
      queryClient.setQueryData(formsQueryKeys.form(base.id), saved);
      void queryClient.invalidateQueries({ queryKey: formsQueryKeys.list });
      setBase(saved);
      setDraft(definitionOf(saved));
      setIssues([]);
      setConflict(null);
      setNotice(`Saved (version ${saved.version}).`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
      } else if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
        setIssues(error.issues);
      } else {
        setFailure(errorText(error));
      }
    } finally {
      setBusy(null);
    }
  };

  const reload = async () => {
    if (dirty && !window.confirm('Reloading replaces your unsaved changes with the saved form. Reload?')) return;
    setBusy('reload');
    try {
      const fresh = await client.forms.getForm(base.id);
      queryClient.setQueryData(formsQueryKeys.form(base.id), fresh);
      fieldKeys.reset();
      setBase(fresh);
      setDraft(definitionOf(fresh));
      setConflict(null);
      setIssues([]);
      setNotice(`Reloaded version ${fresh.version}.`);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const emailFields = draft.fields.filter((field) => field.type === 'email');
  const fieldName = (index: number) => {
    const field = draft.fields[index];
    return field ? `field ${index + 1} (${field.label.en || field.id})` : `field ${index + 1}`;
  };
  const describeIssue = (issue: ValidationIssue) => {
    const match = /^fields\[(\d+)\]/.exec(issue.path);
    return match ? `${fieldName(Number(match[1])).replace(/^f/, 'F')}, ${issue.path.slice(match[0].length + 1) || 'field'}` : issue.path;
  };

  return (
    <div className="fe-screen fe-form-builder" ref={rootRef}>
      <p className="fe-backlink">
        <a href={formsListHref}>← All forms</a>
        {leadsHref ? (
          <>
            {' · '}
            <a href={leadsHref}>Leads ({base.lead_count})</a>
          </>
        ) : null}
      </p>
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Form: {base.name}
        </h1>
        <div className="fe-editor__actions">
          {dirty ? <span className="fe-unsaved">Unsaved changes</span> : null}
          <button type="button" className="fe-button fe-button--primary" disabled={busy !== null || !dirty} onClick={() => void save()}>
            {busy === 'save' ? 'Saving…' : 'Save form'}
          </button>
        </div>
      </div>
      <p className="fe-muted">
        Version {base.version}, last updated {formatDateTime(base.updated_at)}.
      </p>
      <p role="status" className="fe-muted">
        {notice}
      </p>
      {conflict ? (
        <div ref={conflictRef} tabIndex={-1} role="alert" className="fe-alert fe-alert--error">
          <p className="fe-alert__title">This form was changed by someone else since you opened it — reload to see their changes.</p>
          <p>Your edits are still here and were not saved. Note what you need, then reload. ({conflict})</p>
          <div className="fe-alert__actions">
            <button type="button" className="fe-button" disabled={busy !== null} onClick={() => void reload()}>
              Reload the saved form
            </button>
          </div>
        </div>
      ) : null}
      {failure ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The form could not be saved: {failure}</p>
        </div>
      ) : null}
      {issues.length > 0 ? (
        <ErrorSummary ref={summaryRef} title="The form was not saved: fix these first" issues={issues} describe={describeIssue} onSelect={(issue) => focusPath(rootRef.current, issue.path)} />
      ) : null}

      <section className="fe-panel" aria-labelledby="fe-form-general">
        <h2 id="fe-form-general" className="fe-panel__title">
          General
        </h2>
        <TextField path="name" label="Name" required help="Shown to admins only." value={draft.name} onChange={(value) => update((d) => void (d.name = value))} context={context} />
        <LocalizedField path="title" label="Title" value={draft.title} onChange={(value) => update((d) => void (d.title = value))} context={context} />
        <CheckField path="has_two_columns" label="Two columns" help="Half-width fields share a row." checked={draft.has_two_columns} onChange={(value) => update((d) => void (d.has_two_columns = value))} />
        <LocalizedField path="submit_label" label="Submit button label" value={draft.submit_label} onChange={(value) => update((d) => void (d.submit_label = value))} context={context} />
      </section>

      <section className="fe-panel" aria-labelledby="fe-form-fields">
        <h2 id="fe-form-fields" className="fe-panel__title">
          Fields <span className="fe-count">({draft.fields.length})</span>
        </h2>
        {draft.fields.length === 0 ? <p className="fe-empty">No fields yet. Add the first one below.</p> : null}
        <ol className="fe-form-fields">
          {draft.fields.map((field, index) => (
            <li key={fieldKeys.keys[index]} data-field-path={`fields[${index}]`}>
              <FieldEditor
                field={field}
                index={index}
                count={draft.fields.length}
                name={fieldName(index)}
                context={context}
                onChange={(change) => update((d) => change(d.fields[index]!))}
                onMove={(to) => {
                  const key = fieldKeys.keys[index];
                  fieldKeys.move(index, to);
                  update((d) => void (d.fields = moveItem(d.fields, index, to)));
                  // Keep the keyboard on the moved field's button (or its other one at an end).
                  focusAfterRender(`fe-form-field-${key}-${to < index ? 'up' : 'down'}`, `fe-form-field-${key}-${to < index ? 'down' : 'up'}`);
                }}
                onRemove={() => {
                  fieldKeys.remove(index);
                  update((d) => void d.fields.splice(index, 1));
                  focusAfterRender('fe-form-add-field');
                }}
                idBase={`fe-form-field-${fieldKeys.keys[index]}`}
              />
            </li>
          ))}
        </ol>
        <div className="fe-toolbar">
          <div className="fe-toolbar__item">
            <label className="fe-label" htmlFor={typeId}>
              Type of the new field
            </label>
            <select id={typeId} className="fe-input fe-select" value={newType} onChange={(e) => setNewType(e.target.value as FormFieldType)}>
              {formFieldTypes.map((type) => (
                <option key={type} value={type}>
                  {FIELD_TYPE_NAMES[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="fe-toolbar__item fe-toolbar__item--action">
            <button
              id="fe-form-add-field"
              type="button"
              className="fe-button"
              onClick={() => {
                fieldKeys.insert(draft.fields.length);
                update((d) => void d.fields.push(newField(newType, d.fields)));
                // The keyboard goes on to the new field's id, the first thing to set.
                focusAfterRender(controlId(`fields[${draft.fields.length}].id`));
                setNotice(`Added a ${FIELD_TYPE_NAMES[newType]} field.`);
              }}
            >
              Add field
            </button>
          </div>
        </div>
      </section>

      <section className="fe-panel" aria-labelledby="fe-form-thank-you">
        <h2 id="fe-form-thank-you" className="fe-panel__title">
          Thank-you
        </h2>
        <LocalizedField path="thank_you.title" label="Thank-you title" value={draft.thank_you.title} onChange={(value) => update((d) => void (d.thank_you.title = value))} context={context} />
        <LocalizedField path="thank_you.body" label="Thank-you text" multiline value={draft.thank_you.body} onChange={(value) => update((d) => void (d.thank_you.body = value))} context={context} />
        <TextField
          path="thank_you.redirect_url"
          label="Redirect URL"
          help="When set, visitors go to this address instead of seeing the thank-you text."
          value={draft.thank_you.redirect_url ?? ''}
          onChange={(value) => update((d) => void (d.thank_you.redirect_url = value.trim() === '' ? null : value))}
          context={context}
        />
      </section>

      <section className="fe-panel" aria-labelledby="fe-form-notifications">
        <h2 id="fe-form-notifications" className="fe-panel__title">
          Notifications
        </h2>
        <p className="fe-help">An e-mail to your team for each lead.</p>
        <CheckField path="notifications.enabled" label="Send notifications" checked={draft.notifications.enabled} onChange={(value) => update((d) => void (d.notifications.enabled = value))} />
        <RecipientsField value={draft.notifications.recipients} onChange={(value) => update((d) => void (d.notifications.recipients = value))} context={context} />
        <TextField path="notifications.subject" label="Notification subject" value={draft.notifications.subject} onChange={(value) => update((d) => void (d.notifications.subject = value))} context={context} />
      </section>

      <section className="fe-panel" aria-labelledby="fe-form-confirmations">
        <h2 id="fe-form-confirmations" className="fe-panel__title">
          Confirmations
        </h2>
        <p className="fe-help">An e-mail to the visitor who sent the form.</p>
        <CheckField path="confirmations.enabled" label="Send confirmations" checked={draft.confirmations.enabled} onChange={(value) => update((d) => void (d.confirmations.enabled = value))} />
        <FieldFrame
          id="fe-form-confirmations-email_field"
          label="Send to the address in"
          help={emailFields.length === 0 ? 'Add an E-mail field to the form first.' : 'One of the form’s E-mail fields.'}
          errors={context.issuesAt('confirmations.email_field')}
        >
          {(a11y) => (
            <select
              {...a11y}
              data-field-path="confirmations.email_field"
              className="fe-input fe-select"
              value={draft.confirmations.email_field ?? ''}
              onChange={(e) => update((d) => void (d.confirmations.email_field = e.target.value || null))}
            >
              <option value="">No field chosen</option>
              {emailFields.map((field) => (
                <option key={field.id} value={field.id}>
                  {field.label.en || field.id} ({field.id})
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <LocalizedField path="confirmations.subject" label="Confirmation subject" value={draft.confirmations.subject} onChange={(value) => update((d) => void (d.confirmations.subject = value))} context={context} />
        <LocalizedField path="confirmations.body" label="Confirmation text" multiline value={draft.confirmations.body} onChange={(value) => update((d) => void (d.confirmations.body = value))} context={context} />
      </section>

      <section className="fe-panel" aria-labelledby="fe-form-integrations">
        <h2 id="fe-form-integrations" className="fe-panel__title">
          CRM integration
        </h2>
        <CheckField path="integrations.crm_enabled" label="Send leads to the CRM" help="The CRM address and token are in Forms settings." checked={draft.integrations.crm_enabled} onChange={(value) => update((d) => void (d.integrations.crm_enabled = value))} />
        {draft.fields.length > 0 ? (
          <fieldset className="fe-fieldset">
            <legend className="fe-label">Field names in the CRM</legend>
            <p className="fe-help">Leave empty to send a field under its own id.</p>
            {draft.fields.map((field) => (
              <TextField
                key={field.id}
                path={`integrations.field_mapping.${field.id}`}
                label={`CRM name for ${field.id}`}
                value={draft.integrations.field_mapping[field.id] ?? ''}
                onChange={(value) =>
                  update((d) => {
                    if (value.trim() === '') delete d.integrations.field_mapping[field.id];
                    else d.integrations.field_mapping[field.id] = value;
                  })
                }
                context={context}
              />
            ))}
          </fieldset>
        ) : null}
      </section>

      <section className="fe-panel" aria-labelledby="fe-form-retention">
        <h2 id="fe-form-retention" className="fe-panel__title">
          Retention
        </h2>
        <NumberField
          path="retention_days"
          label="Delete leads after (days)"
          help="Leads older than this are deleted automatically. Empty keeps them."
          value={draft.retention_days ?? undefined}
          onChange={(value) => update((d) => void (d.retention_days = value ?? null))}
          context={context}
        />
      </section>
    </div>
  );
}

interface FieldEditorProps {
  field: FormField;
  index: number;
  count: number;
  name: string;
  idBase: string;
  context: BuilderContext;
  onChange: (change: (field: FormField) => void) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function FieldEditor({ field, index, count, name, idBase, context, onChange, onMove, onRemove }: FieldEditorProps) {
  const at = (rest: string) => `fields[${index}].${rest}`;
  const rule = (key: keyof FormFieldRules) => (value: number | undefined) =>
    onChange((f) => {
      if (value === undefined) delete f.rules[key as 'min'];
      else f.rules[key as 'min'] = value;
    });
  const hasText = field.type !== 'checkbox' && field.type !== 'consent' && field.type !== 'select' && field.type !== 'radio' && field.type !== 'retailer';
  return (
    <fieldset className="fe-fieldset fe-form-field" id={idBase}>
      <legend className="fe-label">
        Field {index + 1}: {field.label.en || field.id} <span className="fe-muted">({FIELD_TYPE_NAMES[field.type]})</span>
      </legend>
      <ReorderControls itemName={name} index={index} count={count} idBase={idBase} onMove={onMove} onRemove={onRemove} />
      <div className="fe-grid-2">
        <TextField path={at('id')} label="Field id" code help="Key of the value in leads and exports: a-z, 0-9, _." value={field.id} onChange={(value) => onChange((f) => void (f.id = value))} context={context} />
        <FieldFrame id={`${idBase}-width`} label="Width" help="In a two-column form, half-width fields share a row." errors={[]}>
          {(a11y) => (
            <select {...a11y} className="fe-input fe-select" value={field.width} onChange={(e) => onChange((f) => void (f.width = e.target.value as 'full' | 'half'))}>
              <option value="full">Full width</option>
              <option value="half">Half width</option>
            </select>
          )}
        </FieldFrame>
      </div>
      <LocalizedField path={at('label')} label="Label" value={field.label} onChange={(value) => onChange((f) => void (f.label = value))} context={context} />
      {field.type !== 'hidden' ? (
        <>
          {hasText ? <LocalizedField path={at('placeholder')} label="Placeholder" value={field.placeholder ?? {}} onChange={(value) => onChange((f) => void (f.placeholder = value))} context={context} /> : null}
          <LocalizedField path={at('help')} label="Help text" value={field.help ?? {}} onChange={(value) => onChange((f) => void (f.help = value))} context={context} />
        </>
      ) : (
        <TextField path={at('default_value')} label="Default value" help="Sent when nothing on the page sets this field." value={field.default_value ?? ''} onChange={(value) => onChange((f) => void (f.default_value = value))} context={context} />
      )}
      <fieldset className="fe-fieldset" data-field-path={at('rules')}>
        <legend className="fe-label">Rules</legend>
        <CheckField path={at('rules.required')} label="Required" checked={field.rules.required ?? false} onChange={(value) => onChange((f) => void (value ? (f.rules.required = true) : delete f.rules.required))} />
        {hasText ? (
          <div className="fe-grid-3">
            <NumberField path={at('rules.min')} label="Minimum characters" value={field.rules.min} onChange={rule('min')} context={context} />
            <NumberField path={at('rules.size')} label="Exact characters" value={field.rules.size} onChange={rule('size')} context={context} />
            <NumberField path={at('rules.max')} label="Maximum characters" help={`Message when longer: “${CHARACTER_LIMIT_EXCEEDED}”`} value={field.rules.max} onChange={rule('max')} context={context} />
          </div>
        ) : null}
      </fieldset>
      {field.type === 'retailer' ? <p className="fe-help">Visitors pick one of the Locations (Forms → Locations).</p> : null}
      {field.type === 'select' || field.type === 'radio' ? <OptionsEditor field={field} index={index} context={context} onChange={onChange} /> : null}
      {field.type === 'consent' ? (
        <>
          <LocalizedField path={at('consent.text')} label="Consent text" multiline help="Stored word for word with each lead." value={field.consent?.text ?? {}} onChange={(value) => onChange((f) => void (f.consent = { version: f.consent?.version ?? '1', text: value }))} context={context} />
          <TextField path={at('consent.version')} label="Consent version" required help="Change it whenever the text changes." value={field.consent?.version ?? ''} onChange={(value) => onChange((f) => void (f.consent = { text: f.consent?.text ?? {}, version: value }))} context={context} />
        </>
      ) : null}
      {context.issuesAt(`fields[${index}]`).length > 0 ? (
        <ul className="fe-errors">
          {context.issuesAt(`fields[${index}]`).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

function OptionsEditor({ field, index, context, onChange }: { field: FormField; index: number; context: BuilderContext; onChange: FieldEditorProps['onChange'] }) {
  const options = field.options ?? [];
  const path = `fields[${index}].options`;
  const errors = context.issuesAt(path);
  return (
    <fieldset className="fe-fieldset" data-field-path={path} aria-describedby={errors.length > 0 ? `fe-${path}-errors` : undefined}>
      <legend className="fe-label">Options</legend>
      <ol className="fe-form-options">
        {options.map((option, o) => (
          <li key={o} className="fe-form-option">
            <TextField path={`${path}[${o}].value`} label={`Option ${o + 1} value`} code value={option.value} onChange={(value) => onChange((f) => void (f.options![o]!.value = value))} context={context} />
            <LocalizedField path={`${path}[${o}].label`} label={`Option ${o + 1} label`} value={option.label} onChange={(value) => onChange((f) => void (f.options![o]!.label = value))} context={context} />
            <button type="button" className="fe-button fe-button--small fe-button--danger" onClick={() => onChange((f) => void f.options!.splice(o, 1))}>
              Remove option {o + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="fe-button fe-button--small"
        onClick={() => onChange((f) => void (f.options = [...(f.options ?? []), { value: `option_${(f.options?.length ?? 0) + 1}`, label: {} }]))}
      >
        Add option
      </button>
      {errors.length > 0 ? (
        <ul id={`fe-${path}-errors`} className="fe-errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** Focuses the control an issue path names, or the nearest enclosing part of the form that has one. */
function focusPath(root: HTMLElement | null, path: string) {
  if (!root) return;
  let candidate = path;
  while (candidate) {
    const found = root.querySelector<HTMLElement>(`[data-field-path="${CSS.escape(candidate)}"]`);
    const control = found?.matches('input, select, textarea') ? found : found?.querySelector<HTMLElement>('input, select, textarea, button');
    if (control) {
      control.scrollIntoView?.({ block: 'center' });
      control.focus();
      return;
    }
    const cut = Math.max(candidate.lastIndexOf('.'), candidate.lastIndexOf('['));
    if (cut <= 0) return;
    candidate = candidate.slice(0, cut);
  }
}

/** A DOM id for an issue path: `fields[0].rules.max` → `fe-form-fields-0-rules-max`. */
const controlId = (path: string) => `fe-form-${path.replace(/[^A-Za-z0-9_]+/g, '-').replace(/-$/, '')}`;

interface TextFieldProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  context: BuilderContext;
  help?: string;
  required?: boolean;
  code?: boolean;
}

function TextField({ path, label, value, onChange, context, help, required, code }: TextFieldProps) {
  return (
    <FieldFrame id={controlId(path)} label={label} help={help} required={required} errors={context.issuesAt(path)}>
      {(a11y) => <input {...a11y} data-field-path={path} className={code ? 'fe-input fe-code' : 'fe-input'} type="text" spellCheck={code ? false : undefined} value={value} onChange={(e) => onChange(e.target.value)} />}
    </FieldFrame>
  );
}

interface NumberFieldProps {
  path: string;
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  context: BuilderContext;
  help?: string;
}

/** A whole number or nothing; what is typed stays as typed until it is a number. */
function NumberField({ path, label, value, onChange, context, help }: NumberFieldProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  // Follow changes made elsewhere (a reload), not the admin's own typing.
  useEffect(() => {
    setText((current) => (current.trim() !== '' && Number(current) === value) || (current.trim() === '' && value === undefined) ? current : value === undefined ? '' : String(value));
  }, [value]);
  return (
    <FieldFrame id={controlId(path)} label={label} help={help} errors={context.issuesAt(path)}>
      {(a11y) => (
        <input
          {...a11y}
          data-field-path={path}
          className="fe-input fe-input--number"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const trimmed = e.target.value.trim();
            if (trimmed === '') onChange(undefined);
            else if (Number.isFinite(Number(trimmed))) onChange(Number(trimmed));
          }}
        />
      )}
    </FieldFrame>
  );
}

function CheckField({ path, label, help, checked, onChange }: { path: string; label: string; help?: string; checked: boolean; onChange: (value: boolean) => void }) {
  const id = controlId(path);
  return (
    <div className="fe-field fe-field--check">
      <input id={id} data-field-path={path} type="checkbox" className="fe-checkbox" checked={checked} aria-describedby={help ? `${id}-help` : undefined} onChange={(e) => onChange(e.target.checked)} />
      <label className="fe-label" htmlFor={id}>
        {label}
      </label>
      {help ? (
        <p id={`${id}-help`} className="fe-help">
          {help}
        </p>
      ) : null}
    </div>
  );
}

interface LocalizedFieldProps {
  path: string;
  label: string;
  value: FormText;
  onChange: (value: FormText) => void;
  context: BuilderContext;
  multiline?: boolean;
  help?: string;
}

/** One input per locale: "Label (English)", "Label (Polish)". */
function LocalizedField({ path, label, value, onChange, context, multiline, help }: LocalizedFieldProps) {
  const fields: ReactNode[] = LOCALES.map((locale) => {
    const localePath = `${path}.${locale}`;
    const set = (text: string) => {
      const next = { ...value };
      if (text === '') delete next[locale];
      else next[locale] = text;
      onChange(next);
    };
    return (
      <FieldFrame key={locale} id={controlId(localePath)} label={`${label} (${LOCALE_NAMES[locale]})`} help={locale === 'en' ? help : undefined} errors={context.issuesAt(localePath)}>
        {(a11y) =>
          multiline ? (
            <textarea {...a11y} data-field-path={localePath} className="fe-input fe-textarea" rows={3} value={value[locale] ?? ''} onChange={(e) => set(e.target.value)} />
          ) : (
            <input {...a11y} data-field-path={localePath} className="fe-input" type="text" value={value[locale] ?? ''} onChange={(e) => set(e.target.value)} />
          )
        }
      </FieldFrame>
    );
  });
  const errors = context.issuesAt(path);
  return (
    <div className="fe-grid-2" data-field-path={path}>
      {fields}
      {errors.length > 0 ? (
        <ul className="fe-errors">
          {errors.map((message) => (
            <li key={message}>
              {label}: {message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Recipients as one address a line; issues name them by index. */
function RecipientsField({ value, onChange, context }: { value: string[]; onChange: (value: string[]) => void; context: BuilderContext }) {
  const [text, setText] = useState(value.join('\n'));
  const errors = [context.issuesAt('notifications.recipients'), ...value.map((address, i) => context.issuesAt(`notifications.recipients[${i}]`).map((message) => `${address}: ${message}`))].flat();
  return (
    <FieldFrame id={controlId('notifications.recipients')} label="Recipients" help="One e-mail address a line." errors={errors}>
      {(a11y) => (
        <textarea
          {...a11y}
          data-field-path="notifications.recipients"
          className="fe-input fe-textarea"
          rows={3}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(
              e.target.value
                .split(/[\n,;]/)
                .map((line) => line.trim())
                .filter(Boolean),
            );
          }}
        />
      )}
    </FieldFrame>
  );
}
