import {
  FORM_HONEYPOT_FIELD,
  RECAPTCHA_FIELD,
  formRuleNames,
  type FormFieldIssue,
  type FormRuleName,
  type FormValues,
  type PublicForm,
} from '@forecourt/api-client';
import type { Translate } from '@forecourt/ui';

export { FORM_ID_FIELD, FORM_NONCE_FIELD, FORM_SENT_PARAM } from './names.js';

/** What became of a form's last plain POST, for the page rendered after it. */
export interface FormSubmissionState {
  formId: number;
  /** `sent`: show the thank-you; `invalid`: the values with their issues; `failed`: a calm retry note. */
  status: 'sent' | 'invalid' | 'failed' | 'busy';
  values?: FormValues;
  issues?: readonly FormFieldIssue[];
}

/** The rule messages in the visitor's locale, with `{limit}` left for `checkFormField` to fill. */
export function ruleMessages(t: Translate): Record<FormRuleName, string> {
  return Object.fromEntries(formRuleNames.map((rule) => [rule, t(`rules.${rule}`, { limit: '{limit}' })])) as Record<
    FormRuleName,
    string
  >;
}

const CHECKED = new Set(['on', 'true', '1', 'yes']);

/**
 * The values a form starts with: a hidden field's value from `hiddenFields` (by field id, as a
 * block's mapping or a form link names it) or its default, a visible field's preset from
 * `hiddenFields` too (a vehicle enquiry's retailer); any field's from `params` (URL
 * parameters mapped to field ids); names that are not fields of the form are left out, as the
 * content service refuses unknown fields.
 */
export function initialFormValues(
  form: Pick<PublicForm, 'fields'>,
  hiddenFields: Readonly<Record<string, string>> = {},
  params: Readonly<Record<string, string>> = {},
): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    const param = params[field.id];
    if (field.type === 'checkbox' || field.type === 'consent') {
      values[field.id] = param !== undefined && CHECKED.has(param.toLowerCase());
    } else if (field.type === 'hidden') {
      values[field.id] = hiddenFields[field.id] ?? param ?? field.default_value ?? '';
    } else {
      // A preset for a visible field (a vehicle enquiry's retailer or model) fills it in; the
      // visitor may still change it. A URL parameter the editor mapped wins.
      values[field.id] = param ?? hiddenFields[field.id] ?? '';
    }
  }
  return values;
}

/**
 * The lead values of a plain form POST (`application/x-www-form-urlencoded`): one per field of
 * the form, a ticked checkbox ('on') as true, anything not sent as empty; other names ignored.
 */
export function formValuesFromPost(form: Pick<PublicForm, 'fields'>, body: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    const sent = body.get(field.id);
    values[field.id] =
      field.type === 'checkbox' || field.type === 'consent' ? sent !== null && CHECKED.has(sent.toLowerCase()) : (sent ?? '');
  }
  return values;
}

/** The honeypot and reCAPTCHA entries of a lead input, read from a form's posted data. */
export function antiAbuseFields(body: { get(name: string): unknown }) {
  const honeypot = body.get(FORM_HONEYPOT_FIELD);
  const token = body.get(RECAPTCHA_FIELD);
  return {
    ...(typeof honeypot === 'string' && honeypot ? { [FORM_HONEYPOT_FIELD]: honeypot } : {}),
    ...(typeof token === 'string' && token ? { [RECAPTCHA_FIELD]: token } : {}),
  };
}

/**
 * A JSON object of names and values as an editor types it in a block (`{"campaign": "spring"}`):
 * numbers and booleans as text, anything else left out; `null` when the text is not an object.
 */
export function parseStringMap(json: string | undefined): Record<string, string> | null {
  if (!json?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const map: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean') map[name] = String(entry);
  }
  return map;
}

/** Field id → value of the URL parameters a `form_params_mapping` (parameter → field id) names. */
export function paramsFromQuery(search: string, mapping: Readonly<Record<string, string>>): Record<string, string> {
  const query = new URLSearchParams(search);
  const params: Record<string, string> = {};
  for (const [parameter, fieldId] of Object.entries(mapping)) {
    const value = query.get(parameter);
    if (value !== null && fieldId) params[fieldId] = value;
  }
  return params;
}
