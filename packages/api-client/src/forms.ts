// The wire contract of the forms API (site-shell.md §7 "Forms API", under /forms_api) and of the
// public form a page renders (/public_api/forms/{id}). The field types and rules are zod-free in
// form-rules.ts, for the visitor's browser.

import { z } from 'zod';
import {
  formFieldTypes,
  FORM_HONEYPOT_FIELD,
  RECAPTCHA_FIELD,
  type FormField,
  type FormFieldIssue,
  type FormValues,
} from './form-rules.js';
import { idSchema, lineText, multilineText, refuseUnsafeJson } from './input.js';
import { LOCALES } from './locales.js';

/** Longest text a visitor may put into one field (a textarea's `max` may only lower it). */
export const MAX_FORM_VALUE_LENGTH = 5000;
/** Fields one form may have. */
export const MAX_FORM_FIELDS = 60;
/** Options one select or radio field may have. */
export const MAX_FORM_OPTIONS = 200;
/** A field id: a lower-case identifier, the key of the value in leads and exports. */
export const FORM_FIELD_ID_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

const formText = z.partialRecord(z.enum(LOCALES), multilineText(MAX_FORM_VALUE_LENGTH));
const shortFormText = z.partialRecord(z.enum(LOCALES), lineText(500));
const ruleBound = z.number().int().min(0).max(MAX_FORM_VALUE_LENGTH);

export const formFieldSchema = z
  .object({
    id: z.string().regex(FORM_FIELD_ID_PATTERN, { error: 'must be a lower-case identifier (a-z, 0-9, _), at most 64 characters' }),
    type: z.enum(formFieldTypes),
    label: shortFormText,
    placeholder: shortFormText.optional(),
    help: shortFormText.optional(),
    options: z
      .array(z.object({ value: lineText(200).min(1), label: shortFormText }))
      .max(MAX_FORM_OPTIONS)
      .optional(),
    rules: z
      .object({ required: z.boolean().optional(), min: ruleBound.optional(), size: ruleBound.optional(), max: ruleBound.optional() })
      .default({}),
    width: z.enum(['full', 'half']).default('full'),
    consent: z.object({ text: formText, version: lineText(50).min(1) }).optional(),
    default_value: lineText(MAX_FORM_VALUE_LENGTH).optional(),
  })
  .superRefine((field, ctx) => {
    if ((field.type === 'select' || field.type === 'radio') && !field.options?.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${field.type} field needs at least one option` });
    }
    if (field.type === 'consent' && !field.consent) {
      ctx.addIssue({ code: 'custom', path: ['consent'], message: 'a consent field needs its consent text and version' });
    }
    const { min, max, size } = field.rules;
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({ code: 'custom', path: ['rules', 'min'], message: 'must not be more than max' });
    }
    if (size !== undefined && max !== undefined && size > max) {
      ctx.addIssue({ code: 'custom', path: ['rules', 'size'], message: 'must not be more than max' });
    }
  }) satisfies z.ZodType<FormField, unknown>;

/** The thank-you content shown after a submission (GET /forms/{id}/settings/thank_you). */
export const thankYouSettingsSchema = z.object({
  title: shortFormText.default({}),
  /** Plain text; line breaks are kept. */
  body: formText.default({}),
  /** When set, the visitor is sent there instead of seeing the text. */
  redirect_url: lineText(2000).nullable().default(null),
});
export type ThankYouSettings = z.infer<typeof thankYouSettingsSchema>;

const emailAddress = z.email({ error: 'must be an e-mail address' }).max(320);

/** Mail to the team when a lead arrives (GET /forms/{id}/settings/notifications). */
export const notificationSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  recipients: z.array(emailAddress).max(20).default([]),
  subject: lineText(200).default(''),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Mail to the visitor who sent the form (GET /forms/{id}/settings/confirmations). */
export const confirmationSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  /** The form's e-mail field the confirmation goes to. */
  email_field: lineText(64).nullable().default(null),
  subject: shortFormText.default({}),
  body: formText.default({}),
});
export type ConfirmationSettings = z.infer<typeof confirmationSettingsSchema>;

/** Whether leads of a form go to the active CRM system, and under which names (GET/PUT /forms/{id}/integrations). */
export const formIntegrationsSchema = z.object({
  crm_enabled: z.boolean().default(false),
  /** Form field id → the CRM's field name; unmapped fields keep their id. */
  field_mapping: z.record(z.string().regex(FORM_FIELD_ID_PATTERN), lineText(100).min(1)).superRefine(refuseUnsafeJson).default({}),
});
export type FormIntegrations = z.infer<typeof formIntegrationsSchema>;

/** What an admin writes: POST /forms, PUT /forms/{id} (with `version`), POST /forms/import. */
export const formInputSchema = z.object({
  name: lineText(200).min(1, { error: 'is required' }),
  title: shortFormText.default({}),
  has_two_columns: z.boolean().default(false),
  fields: z.array(formFieldSchema).max(MAX_FORM_FIELDS).default([]),
  submit_label: shortFormText.default({}),
  thank_you: thankYouSettingsSchema.default({ title: {}, body: {}, redirect_url: null }),
  notifications: notificationSettingsSchema.default({ enabled: false, recipients: [], subject: '' }),
  confirmations: confirmationSettingsSchema.default({ enabled: false, email_field: null, subject: {}, body: {} }),
  integrations: formIntegrationsSchema.default({ crm_enabled: false, field_mapping: {} }),
  /** Leads older than this many days are deleted by the retention job; null keeps them. */
  retention_days: z.number().int().min(1).max(3650).nullable().default(null),
});
export type FormInput = z.input<typeof formInputSchema>;
export type FormDefinition = z.output<typeof formInputSchema>;

export const formUpdateSchema = formInputSchema.extend({ version: z.number().int().min(0) });

export const formSchema = formInputSchema.extend({
  id: idSchema,
  version: z.number().int().min(0),
  lead_count: z.number().int().min(0),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Form = z.infer<typeof formSchema>;

export const formSummarySchema = formSchema.pick({ id: true, name: true, version: true, lead_count: true, created_at: true, updated_at: true });
export type FormSummary = z.infer<typeof formSummarySchema>;

/** A retailer or place a visitor can pick in a `retailer` field (/forms_api/locations). */
export const locationInputSchema = z.object({
  name: lineText(200).min(1, { error: 'is required' }),
  city: lineText(200).default(''),
  address: lineText(500).default(''),
  email: emailAddress.nullable().default(null),
  phone: lineText(50).nullable().default(null),
  /** The inventory dealer this location is, when it is one. */
  dealer_id: idSchema.nullable().default(null),
});
export const locationSchema = locationInputSchema.extend({ id: idSchema });
export type Location = z.infer<typeof locationSchema>;
export type LocationInput = z.input<typeof locationInputSchema>;

/**
 * What a page needs to render a form (GET /public_api/forms/{id}): no notification, CRM or
 * retention settings. `locations` are there when the form has a `retailer` field.
 */
export const publicFormSchema = z.object({
  id: idSchema,
  title: shortFormText,
  has_two_columns: z.boolean(),
  fields: z.array(formFieldSchema),
  submit_label: shortFormText,
  thank_you: thankYouSettingsSchema,
  locations: z.array(locationSchema.pick({ id: true, name: true, city: true, dealer_id: true })),
  /** Set when reCAPTCHA is configured: the renderer then loads it and sends a token. */
  recaptcha_site_key: z.string().nullable(),
});
export type PublicForm = z.infer<typeof publicFormSchema>;

const formValue = z.union([multilineText(MAX_FORM_VALUE_LENGTH), z.boolean()]);

/**
 * POST /forms/{id}/leads. `values` holds one entry per field id (unknown ids are refused);
 * the honeypot must stay empty; `g-recaptcha-response` is required when reCAPTCHA is configured.
 */
export const leadInputSchema = z
  .object({
    values: z.record(z.string().max(64), formValue).default({}),
    locale: z.enum(LOCALES).default('en'),
    /** The page the form was sent from. */
    page_path: lineText(2048).nullable().default(null),
    [RECAPTCHA_FIELD]: lineText(4000).optional(),
    [FORM_HONEYPOT_FIELD]: lineText(500).optional(),
  })
  .strict();
export type LeadInput = z.input<typeof leadInputSchema>;

export const deliveryKinds = ['crm', 'notification', 'confirmation'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];
export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** One outbox entry of a lead: an e-mail or a CRM call, its attempts and where it stands. */
export const leadDeliverySchema = z.object({
  id: idSchema,
  lead_id: idSchema,
  kind: z.enum(deliveryKinds),
  /** `failed` is the dead-letter state: attempts ran out; "fix" sends it again. */
  status: z.enum(deliveryStatuses),
  attempts: z.number().int().min(0),
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** A mail's recipient and subject, or the CRM's URL: where it goes, never the body. */
  target: z.string(),
  created_at: z.string(),
});
export type LeadDelivery = z.infer<typeof leadDeliverySchema>;

export const leadSchema = z.object({
  id: idSchema,
  form_id: idSchema,
  created_at: z.string(),
  locale: z.enum(LOCALES),
  page_path: z.string().nullable(),
  values: z.record(z.string(), formValue),
  /** Each consent the visitor gave: the field, the exact text shown and its version. */
  consents: z.array(z.object({ field: z.string(), text: z.string(), version: z.string() })),
  /** Worst state of its deliveries: failed > pending > delivered (delivered when it has none). */
  delivery_status: z.enum(deliveryStatuses),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /forms/{id}/leads query (site-shell.md §7). */
export const leadListQuerySchema = z.object({
  items: z.coerce.number().int().min(1).max(200).default(25),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  created_at_gteq: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  created_at_lteq: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  sort: z.enum(['created_at', '-created_at']).default('-created_at'),
});
export type LeadListQuery = {
  items?: number;
  page?: number;
  /** ISO date or date-time: leads created at or after it. */
  created_at_gteq?: string;
  /** ISO date or date-time: leads created at or before it. */
  created_at_lteq?: string;
  sort?: 'created_at' | '-created_at';
};

export const pageMetaListSchema = z.object({
  page: z.number().int(),
  items: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

export const leadListSchema = z.object({ data: z.array(leadSchema), meta: pageMetaListSchema });
export type LeadList = z.infer<typeof leadListSchema>;

/** The answer to an accepted lead (201): stored, its deliveries queued. */
export const leadReceiptSchema = z.object({ id: idSchema, created_at: z.string() });
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;

/** The answer to a lead whose values break the form's rules (422). */
export interface LeadRefusal {
  error: string;
  issues: FormFieldIssue[];
}

export const leadExportFormats = ['csv', 'xlsx'] as const;
export type LeadExportFormat = (typeof leadExportFormats)[number];
export const leadExportInputSchema = z.object({
  format: z.enum(leadExportFormats).default('csv'),
  created_at_gteq: leadListQuerySchema.shape.created_at_gteq,
  created_at_lteq: leadListQuerySchema.shape.created_at_lteq,
});
export const leadExportSchema = z.object({
  id: idSchema,
  form_id: idSchema,
  format: z.enum(leadExportFormats),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** Leads written so far, of `total`. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  file_name: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type LeadExport = z.infer<typeof leadExportSchema>;

/**
 * Settings of the forms module (GET/POST /forms_api/settings): the CRM system and its endpoint,
 * reCAPTCHA keys, the mail sender. Keys ending in `secret` or `token` are never read back.
 */
export const formsSettingKeys = [
  'crm.system',
  'crm.url',
  'crm.token',
  'recaptcha.site_key',
  'recaptcha.secret',
  'mail.from',
] as const;
export type FormsSettingKey = (typeof formsSettingKeys)[number];
export const formsSettingSchema = z.object({ id: idSchema, key: z.enum(formsSettingKeys), value: z.string(), secret: z.boolean() });
export type FormsSetting = z.infer<typeof formsSettingSchema>;
export const formsSettingInputSchema = z.object({ key: z.enum(formsSettingKeys), value: lineText(2000) });

/** GET /integrations/active_system: the CRM leads go to, if any. */
export const activeSystemSchema = z.object({ system: z.enum(['webhook']).nullable(), url: z.string().nullable() });
export type ActiveSystem = z.infer<typeof activeSystemSchema>;
/** GET /integrations/verify: whether the active system answered a test call. */
export const integrationVerifySchema = z.object({ ok: z.boolean(), status: z.number().int().nullable(), message: z.string() });
export type IntegrationVerify = z.infer<typeof integrationVerifySchema>;

/** A form as a file (GET /forms/{id}/export, POST /forms/import): its definition and a format version. */
export const formFileSchema = z.object({ forecourt_form: z.literal(1), form: formInputSchema });
export type FormFile = z.infer<typeof formFileSchema>;

export type { FormValues };

/**
 * One entry of the admin's outbox view (GET /admin_api/outbox): a delivery with its form and, for
 * an e-mail, what it says (recipients, subject, text), so mails are readable where no SMTP server
 * is configured.
 */
export const outboxEntrySchema = leadDeliverySchema.extend({
  form_id: idSchema,
  mail: z.object({ to: z.array(z.string()), subject: z.string(), text: z.string() }).nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export const outboxListSchema = z.object({ data: z.array(outboxEntrySchema), meta: pageMetaListSchema });
export type OutboxList = z.infer<typeof outboxListSchema>;
export type OutboxQuery = {
  kind?: DeliveryKind;
  status?: DeliveryStatus;
  page?: number;
  items?: number;
};
