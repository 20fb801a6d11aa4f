// The forms' wire types and the field rules of site-shell.md §5 ("Form rules registered: required,
// min, size, max. The max message is 'Character limit exceeded'."), zod-free: the visitor's form
// renderer checks as the visitor types with the very function the content service runs before it
// stores a lead. The zod schemas of the same shapes are in forms.ts.

import type { Locale } from './locales.js';

export const formFieldTypes = [
  'text',
  'email',
  'phone',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'consent',
  'hidden',
  'date',
  'retailer',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** Text per locale; the default locale (en) is the fallback. */
export type FormText = Partial<Record<Locale, string>>;

/**
 * The registered rules. `min` and `max` bound the number of characters, `size` asks for exactly
 * that many (a postcode, a VIN); `required` means non-empty (checked, for a checkbox or consent).
 */
export interface FormFieldRules {
  required?: boolean;
  min?: number;
  size?: number;
  max?: number;
}
export const formRuleNames = ['required', 'min', 'size', 'max', 'email', 'phone', 'option', 'date'] as const;
export type FormRuleName = (typeof formRuleNames)[number];

export interface FormFieldOption {
  value: string;
  label: FormText;
}

export interface FormField {
  /** Stable key of the value in a lead, e.g. `first_name`. */
  id: string;
  type: FormFieldType;
  label: FormText;
  placeholder?: FormText;
  help?: FormText;
  /** `select` and `radio`. */
  options?: FormFieldOption[];
  rules: FormFieldRules;
  /** In a two-column form: `half` shares a row, `full` takes it. */
  width: 'full' | 'half';
  /** `consent`: the exact text the visitor agrees to, and its version, stored with each lead. */
  consent?: { text: FormText; version: string };
  /** `hidden`: the value sent when nothing (a block's mapping, a CTA) sets one. */
  default_value?: string;
}

/** The value of a field in a submission: text, or a checkbox's true/false. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

/**
 * One refused value: the field id (`path`, as every validation issue of the API names it), the
 * rule it broke, and what to tell the visitor.
 */
export interface FormFieldIssue {
  path: string;
  rule: FormRuleName;
  /** The rule's bound for min, size and max. */
  limit?: number;
  message: string;
}

/** The max message is the spec's exact text. */
export const CHARACTER_LIMIT_EXCEEDED = 'Character limit exceeded';

/** English messages, for the API's answers; the form renderer shows its locale's. */
export const FORM_RULE_MESSAGES: Record<FormRuleName, string> = {
  required: 'This field is required',
  min: 'Enter at least {limit} characters',
  size: 'Enter exactly {limit} characters',
  max: CHARACTER_LIMIT_EXCEEDED,
  email: 'Enter a valid e-mail address',
  phone: 'Enter a valid phone number',
  option: 'Choose one of the options',
  date: 'Enter a valid date',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators and an optional leading +, 6 to 20 digits. */
const PHONE = /^\+?[0-9 ()./-]{6,30}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isEmpty = (value: FormValue | undefined) => value === undefined || value === false || value === '';

/**
 * What is wrong with one field's value, or null. Text is measured in characters as the visitor
 * sees them (code points), so an emoji counts once.
 */
export function checkFormField(
  field: FormField,
  value: FormValue | undefined,
  messages: Record<FormRuleName, string> = FORM_RULE_MESSAGES,
): FormFieldIssue | null {
  const issue = (rule: FormRuleName, limit?: number): FormFieldIssue => ({
    path: field.id,
    rule,
    ...(limit === undefined ? {} : { limit }),
    message: messages[rule].replace('{limit}', String(limit ?? '')),
  });
  const { rules } = field;
  if (isEmpty(value)) return rules.required ? issue('required') : null;
  if (typeof value === 'boolean') return null;
  const length = [...value].length;
  if (rules.max !== undefined && length > rules.max) return issue('max', rules.max);
  if (rules.size !== undefined && length !== rules.size) return issue('size', rules.size);
  if (rules.min !== undefined && length < rules.min) return issue('min', rules.min);
  if (field.type === 'email' && !EMAIL.test(value)) return issue('email');
  if (field.type === 'phone' && (!PHONE.test(value) || value.replace(/\D/g, '').length < 6)) return issue('phone');
  if (field.type === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) return issue('date');
  if ((field.type === 'select' || field.type === 'radio') && !(field.options ?? []).some((option) => option.value === value)) {
    return issue('option');
  }
  return null;
}

/** Every refused value of a submission, in field order. */
export function checkFormValues(
  fields: readonly FormField[],
  values: FormValues,
  messages?: Record<FormRuleName, string>,
): FormFieldIssue[] {
  const issues: FormFieldIssue[] = [];
  for (const field of fields) {
    const found = checkFormField(field, values[field.id], messages);
    if (found) issues.push(found);
  }
  return issues;
}

/** The name of the honeypot input: people never see it, so a value means a robot filled the form. */
export const FORM_HONEYPOT_FIELD = 'fc_website';
/** The reCAPTCHA token's field in a lead submission (site-shell.md §7). */
export const RECAPTCHA_FIELD = 'g-recaptcha-response';
/** Header a client sets once per submission, so a retried POST is answered, not stored twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
