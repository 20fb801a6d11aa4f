import {
  FORM_HONEYPOT_FIELD,
  RECAPTCHA_FIELD,
  checkFormField,
  checkFormValues,
  localize,
  type FormField,
  type FormFieldIssue,
  type FormValue,
  type FormValues,
  type Locale,
  type PublicForm,
} from '@forecourt/api-client';
import { Button, cx, type Translate } from '@forecourt/ui';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { blockT } from '../../translate.js';
import '../form.css';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import { loadRecaptcha, resetRecaptcha } from './recaptcha.js';
import { postLead } from './submit.js';
import {
  FORM_ID_FIELD,
  FORM_NONCE_FIELD,
  antiAbuseFields,
  initialFormValues,
  ruleMessages,
  type FormSubmissionState,
} from './values.js';

export interface FormRendererProps {
  form: PublicForm;
  locale: Locale;
  /** Where a plain (no-JavaScript) POST goes: the current page's path (without it: the page's URL). */
  action?: string | undefined;
  /** 1 or 2 columns; defaults to the form's `has_two_columns`. */
  columns?: 1 | 2 | undefined;
  /** Hidden field id → value (a block's `form_hidden_field_mapping`, a form link's `hiddenFields`). */
  hiddenFields?: Readonly<Record<string, string>> | undefined;
  /** Field id → value taken from URL parameters (`form_params_mapping`). */
  params?: Readonly<Record<string, string>> | undefined;
  /** What the page's last plain POST of this form came to (the site renders it after the POST). */
  submission?: FormSubmissionState | undefined;
  /** Origin of the forms API; '' (the default) posts to the page's own origin. */
  apiBase?: string | undefined;
  /** Where the submit button sits. */
  buttonPosition?: 'left' | 'center' | 'right' | undefined;
  buttonColor?: 'default' | 'dark' | undefined;
  /**
   * Turns the form's hidden field `fieldId` into a required choice the visitor makes (radio
   * buttons), e.g. the offer a lead is about: the chosen value travels as that field's value.
   */
  pick?: FormPick | undefined;
  /** Called once the lead is stored (the modal may, for instance, keep its thank-you open). */
  onSent?: (() => void) | undefined;
}

export interface FormPick {
  fieldId: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** The form's fields, with the picked hidden field shown as a required radio group. */
function fieldsWithPick(form: PublicForm, pick: FormPick | undefined): FormField[] {
  if (!pick || pick.options.length === 0) return form.fields;
  return form.fields.map((field) =>
    field.id === pick.fieldId && field.type === 'hidden'
      ? {
          id: field.id,
          type: 'radio',
          label: { en: pick.legend },
          options: pick.options.map((option) => ({ value: option.value, label: { en: option.label } })),
          rules: { required: true },
          width: 'full',
        }
      : field,
  );
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'busy' }
  | { kind: 'failed' }
  | { kind: 'robot' };

function initialStatus(submission: FormSubmissionState | undefined): Status {
  switch (submission?.status) {
    case 'sent':
      return { kind: 'sent' };
    case 'busy':
      return { kind: 'busy' };
    case 'failed':
      return { kind: 'failed' };
    default:
      return { kind: 'idle' };
  }
}

const issuesById = (issues: readonly FormFieldIssue[]) => new Map(issues.map((issue) => [issue.path, issue]));

/**
 * A form of the forms API (site-shell.md §5 rules: required, min, size, max), rendered as a real
 * `<form method="post">` to the page, so it works without JavaScript; with it, fields are checked
 * as the visitor types (once a field has been left) and the lead is posted with fetch.
 */
export function FormRenderer({
  form,
  locale,
  action,
  columns,
  hiddenFields,
  params,
  submission,
  apiBase = '',
  buttonPosition = 'left',
  buttonColor = 'default',
  pick,
  onSent,
}: FormRendererProps) {
  const t = blockT({ en, pl }, locale);
  const messages = useMemo(() => ruleMessages(t), [t]);
  const id = useId();
  const own = submission?.formId === form.id ? submission : undefined;
  const fields = useMemo(() => fieldsWithPick(form, pick), [form, pick]);
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialFormValues({ fields }, hiddenFields, params),
    ...own?.values,
  }));
  // Issues of fields the visitor has left (or of a refused submit); others wait until then.
  const [issues, setIssues] = useState<Map<string, FormFieldIssue>>(() =>
    issuesById(localizeIssues(own?.issues ?? [], fields, messages)),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(own?.issues?.map((issue) => issue.path)));
  const [summary, setSummary] = useState<FormFieldIssue[]>(() =>
    own?.status === 'invalid' ? localizeIssues(own.issues ?? [], fields, messages) : [],
  );
  const [status, setStatus] = useState<Status>(() => initialStatus(own));
  // One key per submission: kept for a retry after no answer came, renewed once one did.
  const idempotencyKey = useRef<string | null>(null);
  // A fresh value per render of the page; the site derives a plain POST's key from it.
  const [nonce] = useState(() => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : ''));
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const recaptchaAsked = useRef(false);
  // Where focus goes once React has shown it: the error summary or the thank-you (never on load).
  const [focusNext, setFocusNext] = useState<{ to: 'summary' | 'thanks' } | null>(null);
  useEffect(() => {
    if (focusNext) (focusNext.to === 'summary' ? summaryRef : thanksRef).current?.focus();
  }, [focusNext]);

  // The page hydrates later blocks once it is idle: a visitor may have typed or ticked before this
  // form's code arrived. What the DOM holds then is kept, not replaced by the empty state.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    const element = formRef.current;
    if (element) {
      const typed = valuesInDom(element, fields);
      if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    }
    setInteractive(true);
    // Once, when the form's code has arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const twoColumns = (columns ?? (form.has_two_columns ? 2 : 1)) === 2;
  const fieldId = (field: FormField) => `${id}-${field.id}`;
  const visible = fields.filter((field) => field.type !== 'hidden');

  const check = (field: FormField, value: FormValue | undefined) => {
    setIssues((current) => {
      const next = new Map(current);
      const found = checkFormField(field, value, messages);
      if (found) next.set(field.id, found);
      else next.delete(field.id);
      return next;
    });
  };

  const change = (field: FormField, value: FormValue) => {
    setValues((current) => ({ ...current, [field.id]: value }));
    if (touched.has(field.id)) check(field, value);
  };

  const leave = (field: FormField) => {
    if (!touched.has(field.id)) setTouched((current) => new Set(current).add(field.id));
    check(field, values[field.id]);
  };

  const submit = async () => {
    const found = checkFormValues(fields, values, messages);
    if (found.length > 0) {
      setIssues(issuesById(found));
      setTouched(new Set(fields.map((field) => field.id)));
      setSummary(found);
      setStatus({ kind: 'idle' });
      // The summary names each problem and links to its field.
      setFocusNext({ to: 'summary' });
      return;
    }
    const data = formRef.current ? new FormData(formRef.current) : null;
    const extra = data ? antiAbuseFields(data) : {};
    if (form.recaptcha_site_key && !(RECAPTCHA_FIELD in extra)) {
      setStatus({ kind: 'robot' });
      return;
    }
    setSummary([]);
    setStatus({ kind: 'sending' });
    idempotencyKey.current ??= crypto.randomUUID();
    const result = await postLead(
      apiBase,
      form.id,
      {
        values,
        locale,
        page_path: action || (typeof window === 'undefined' ? null : window.location.pathname),
        ...extra,
      },
      idempotencyKey.current,
    );
    if (result.kind !== 'failed' || result.answered) {
      idempotencyKey.current = null;
      if (result.kind !== 'sent' && form.recaptcha_site_key) resetRecaptcha();
    }
    switch (result.kind) {
      case 'sent': {
        onSent?.();
        const redirect = form.thank_you.redirect_url;
        if (redirect) {
          window.location.assign(redirect);
          return;
        }
        setStatus({ kind: 'sent' });
        setFocusNext({ to: 'thanks' });
        return;
      }
      case 'invalid': {
        const refused = localizeIssues(result.issues, fields, messages);
        setIssues(issuesById(refused));
        setTouched(new Set(fields.map((field) => field.id)));
        setSummary(refused);
        setStatus({ kind: 'idle' });
        setFocusNext({ to: 'summary' });
        return;
      }
      case 'refused':
        // A person refused as a robot is most often one whose reCAPTCHA tick expired.
        setStatus({ kind: form.recaptcha_site_key ? 'robot' : 'failed' });
        return;
      default:
        setStatus({ kind: result.kind });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind !== 'sending') void submit();
  };

  if (status.kind === 'sent') {
    const title = localize(form.thank_you.title, locale) || t('thanks');
    const body = localize(form.thank_you.body, locale) || t('thanksText');
    return (
      <div ref={thanksRef} className="fc-form__thanks" role="status" tabIndex={-1} aria-labelledby={`${id}-thanks`}>
        <p id={`${id}-thanks`} className="fc-form__thanks-title">
          {title}
        </p>
        <p className="fc-form__thanks-body">{body}</p>
      </div>
    );
  }

  const hasBlockingNote = status.kind === 'busy' || status.kind === 'failed' || status.kind === 'robot';

  return (
    <form
      ref={formRef}
      className={cx('fc-form', twoColumns && 'fc-form--two-columns')}
      method="post"
      action={action || undefined}
      // Set once the form checks and sends on its own (before that a submit is a plain POST).
      data-interactive={interactive ? 'true' : undefined}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={() => {
        if (form.recaptcha_site_key && !recaptchaAsked.current) {
          recaptchaAsked.current = true;
          loadRecaptcha();
        }
      }}
    >
      <input type="hidden" name={FORM_ID_FIELD} value={String(form.id)} />
      <input type="hidden" name={FORM_NONCE_FIELD} value={nonce} suppressHydrationWarning />
      {summary.length > 0 ? (
        <div ref={summaryRef} className="fc-form__summary" role="alert" tabIndex={-1} aria-labelledby={`${id}-summary`}>
          <p id={`${id}-summary`} className="fc-form__summary-title">
            {t('summary')}
          </p>
          <ul>
            {summary.map((issue) => {
              const field = fields.find((candidate) => candidate.id === issue.path);
              const target = field ? `${id}-${field.id}` : undefined;
              return (
                <li key={issue.path}>
                  <a
                    href={target ? `#${target}` : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      if (target) document.getElementById(target)?.focus();
                    }}
                  >
                    {field ? `${localize(field.label, locale) || field.id}: ` : ''}
                    {issue.message}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div className="fc-form__fields">
        {fields.map((field) =>
          field.type === 'hidden' ? (
            <input key={field.id} type="hidden" name={field.id} value={String(values[field.id] ?? '')} />
          ) : (
            <FieldRow
              key={field.id}
              field={field}
              form={form}
              inputId={fieldId(field)}
              value={values[field.id]}
              issue={touched.has(field.id) ? issues.get(field.id) : undefined}
              locale={locale}
              t={t}
              wide={!twoColumns || field.width === 'full' || visible.length === 1}
              onChange={(value) => change(field, value)}
              onLeave={() => leave(field)}
            />
          ),
        )}
      </div>
      {/* People never see or reach it; robots fill it in. */}
      <div className="fc-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-${FORM_HONEYPOT_FIELD}`}>{t('honeypot')}</label>
        <input id={`${id}-${FORM_HONEYPOT_FIELD}`} type="text" name={FORM_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {form.recaptcha_site_key ? <div className="g-recaptcha fc-form__recaptcha" data-sitekey={form.recaptcha_site_key} /> : null}
      {hasBlockingNote ? (
        <div className="fc-form__note" role="alert">
          <p>{status.kind === 'busy' ? t('busy') : status.kind === 'robot' ? t('robot') : t('failed')}</p>
          {status.kind === 'robot' ? null : (
            <Button type="submit" labelText={t('retry')} size="small" customClass="fc-form__retry" />
          )}
        </div>
      ) : null}
      <div className={cx('fc-form__actions', `fc-form__actions--${buttonPosition}`)}>
        <Button
          type="submit"
          labelText={localize(form.submit_label, locale) || t('submit')}
          disabled={status.kind === 'sending'}
          theme={buttonColor === 'dark' ? 'white-theme' : 'light-theme'}
          customClass={cx('fc-form__submit', buttonColor === 'dark' && 'fc-form__submit--dark')}
        />
        <p className="fc-form__status" role="status">
          {status.kind === 'sending' ? t('sending') : ''}
        </p>
      </div>
    </form>
  );
}

/** The content service answers in English; the visitor reads the rule's message in their locale. */
function localizeIssues(
  issues: readonly FormFieldIssue[],
  fields: readonly FormField[],
  messages: Record<FormFieldIssue['rule'], string>,
): FormFieldIssue[] {
  const order = new Map(fields.map((field, index) => [field.id, index]));
  return [...issues]
    .sort((a, b) => (order.get(a.path) ?? Infinity) - (order.get(b.path) ?? Infinity))
    .map((issue) => ({
      ...issue,
      message: messages[issue.rule]?.replace('{limit}', String(issue.limit ?? '')) ?? issue.message,
    }));
}

interface FieldRowProps {
  field: FormField;
  form: PublicForm;
  inputId: string;
  value: FormValue | undefined;
  issue: FormFieldIssue | undefined;
  locale: Locale;
  t: Translate;
  wide: boolean;
  onChange: (value: FormValue) => void;
  onLeave: () => void;
}

const AUTOCOMPLETE: Partial<Record<FormField['type'], string>> = { email: 'email', phone: 'tel' };
const INPUT_TYPE: Partial<Record<FormField['type'], string>> = { text: 'text', email: 'email', phone: 'tel', date: 'date' };

/** One field: its label (required marked), control, help and the message of its issue. */
function FieldRow({ field, form, inputId, value, issue, locale, t, wide, onChange, onLeave }: FieldRowProps) {
  const label = localize(field.label, locale) || field.id;
  const help = localize(field.help, locale);
  const placeholder = localize(field.placeholder, locale) || undefined;
  const required = field.rules.required === true;
  const helpId = help ? `${inputId}-help` : undefined;
  const errorId = issue ? `${inputId}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const text = typeof value === 'string' ? value : '';
  const common = {
    id: inputId,
    name: field.id,
    'aria-invalid': issue ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: onLeave,
  } as const;
  const mark = required ? (
    <span className="fc-form__required">
      {' '}
      <span aria-hidden="true">*</span>
      <span className="fc-visually-hidden">({t('required')})</span>
    </span>
  ) : null;
  const message: ReactNode = issue ? (
    <p id={errorId} className="fc-form__error">
      {issue.message}
    </p>
  ) : null;
  const helpText = help ? (
    <p id={helpId} className="fc-form__help">
      {help}
    </p>
  ) : null;
  const rowClass = cx('fc-form__field', `fc-form__field--${field.type}`, wide && 'fc-form__field--wide', issue && 'fc-form__field--invalid');

  if (field.type === 'radio') {
    return (
      <fieldset className={rowClass} aria-describedby={describedBy}>
        <legend className="fc-form__label">
          {label}
          {mark}
        </legend>
        {(field.options ?? []).map((option, index) => (
          <label key={option.value} className="fc-form__choice">
            <input
              type="radio"
              id={index === 0 ? inputId : `${inputId}-${index}`}
              name={field.id}
              value={option.value}
              required={required}
              aria-invalid={issue ? true : undefined}
              checked={text === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onLeave}
            />
            <span>{localize(option.label, locale) || option.value}</span>
          </label>
        ))}
        {helpText}
        {message}
      </fieldset>
    );
  }

  if (field.type === 'checkbox' || field.type === 'consent') {
    const consent = field.type === 'consent' ? localize(field.consent?.text, locale) : '';
    return (
      <div className={rowClass}>
        <label className="fc-form__choice" htmlFor={inputId}>
          <input
            {...common}
            type="checkbox"
            required={required}
            checked={value === true}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
          <span>
            {consent || label}
            {mark}
          </span>
        </label>
        {helpText}
        {message}
      </div>
    );
  }

  let control: ReactNode;
  if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        className="fc-form__input"
        rows={5}
        required={required}
        placeholder={placeholder}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  } else if (field.type === 'select' || field.type === 'retailer') {
    const options =
      field.type === 'retailer'
        ? form.locations.map((location) => ({ value: String(location.id), label: `${location.name}, ${location.city}` }))
        : (field.options ?? []).map((option) => ({ value: option.value, label: localize(option.label, locale) || option.value }));
    control = (
      <select
        {...common}
        className="fc-form__input"
        required={required}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{placeholder ?? t('choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...common}
        className="fc-form__input"
        type={INPUT_TYPE[field.type] ?? 'text'}
        autoComplete={AUTOCOMPLETE[field.type]}
        required={required}
        placeholder={placeholder}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <div className={rowClass}>
      <label className="fc-form__label" htmlFor={inputId}>
        {label}
        {mark}
      </label>
      {control}
      {helpText}
      {message}
    </div>
  );
}

export default FormRenderer;

/** The values the DOM's controls hold for `fields` that differ from empty (typed before hydration). */
function valuesInDom(element: HTMLFormElement, fields: readonly FormField[]): FormValues {
  const typed: FormValues = {};
  for (const field of fields) {
    if (field.type === 'hidden') continue;
    const control = element.elements.namedItem(field.id);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked) typed[field.id] = true;
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) {
      if (control.value !== '') typed[field.id] = control.value;
    } else if (control instanceof RadioNodeList && control.value !== '') {
      typed[field.id] = control.value;
    }
  }
  return typed;
}
