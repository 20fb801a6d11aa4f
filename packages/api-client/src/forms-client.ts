// Typed fetchers of the forms API (site-shell.md §7, under /forms_api) for the admin, and the two
// calls a visitor's form makes: its public definition and the lead post.

import { IDEMPOTENCY_HEADER } from './form-rules.js';
import type {
  ActiveSystem,
  ConfirmationSettings,
  Form,
  FormFile,
  FormInput,
  FormIntegrations,
  FormSummary,
  FormsSetting,
  FormsSettingKey,
  IntegrationVerify,
  Lead,
  LeadDelivery,
  LeadExport,
  LeadExportFormat,
  LeadInput,
  LeadList,
  LeadListQuery,
  LeadReceipt,
  Location,
  LocationInput,
  NotificationSettings,
  OutboxList,
  OutboxQuery,
  PublicForm,
  ThankYouSettings,
} from './forms.js';
import { createRequester, queryString, type ContentClientOptions } from './requester.js';

const FORMS_API = '/forms_api';

/** The admin's calls of the forms API (the admin role; a CSRF token on writes). */
export function createFormsClient(options: ContentClientOptions = {}) {
  const { data, json, none, send } = createRequester(options);
  const form = (id: number) => `${FORMS_API}/forms/${id}`;
  return {
    listForms: () => data<FormSummary[]>('GET', `${FORMS_API}/forms`),
    getForm: (id: number) => data<Form>('GET', form(id)),
    createForm: (input: FormInput) => data<Form>('POST', `${FORMS_API}/forms`, input),
    /** Saves the whole definition; 409 when `version` is not the form's current version. */
    updateForm: (id: number, input: FormInput & { version: number }) => data<Form>('PUT', form(id), input),
    /** Deletes the form with its leads. */
    deleteForm: (id: number) => none('DELETE', form(id)),
    duplicateForm: (id: number, name: string) =>
      data<Form>('POST', `${form(id)}/duplicate${queryString({ name })}`),
    /** The form as a file an admin can keep or import elsewhere. */
    exportForm: (id: number) => json<FormFile>('GET', `${form(id)}/export`),
    importForm: (file: FormFile) => data<Form>('POST', `${FORMS_API}/forms/import`, file),
    getThankYou: (id: number) => data<ThankYouSettings>('GET', `${form(id)}/settings/thank_you`),
    getNotifications: (id: number) => data<NotificationSettings>('GET', `${form(id)}/settings/notifications`),
    getConfirmations: (id: number) => data<ConfirmationSettings>('GET', `${form(id)}/settings/confirmations`),
    getIntegrations: (id: number) => data<FormIntegrations>('GET', `${form(id)}/integrations`),
    putIntegrations: (id: number, integrations: FormIntegrations) =>
      data<FormIntegrations>('PUT', `${form(id)}/integrations`, integrations),

    listLocations: () => data<Location[]>('GET', `${FORMS_API}/locations`),
    getLocation: (id: number) => data<Location>('GET', `${FORMS_API}/locations/${id}`),
    createLocation: (input: LocationInput) => data<Location>('POST', `${FORMS_API}/locations`, input),
    updateLocation: (id: number, input: LocationInput) => data<Location>('PUT', `${FORMS_API}/locations/${id}`, input),
    deleteLocation: (id: number) => none('DELETE', `${FORMS_API}/locations/${id}`),

    /** A page of a form's leads (`data` and `meta`); reading them is recorded in the audit log. */
    listLeads: (id: number, query: LeadListQuery = {}) =>
      json<LeadList>('GET', `${form(id)}/leads${queryString(query)}`),
    getLead: (id: number, leadId: number) => data<Lead>('GET', `${form(id)}/leads/${leadId}`),
    deleteLead: (id: number, leadId: number) => none('DELETE', `${form(id)}/leads/${leadId}`),
    /** The lead's e-mails and CRM calls with their attempts. */
    getLeadIntegrations: (id: number, leadId: number) =>
      data<LeadDelivery[]>('GET', `${form(id)}/leads/${leadId}/integrations`),
    /** Sends the lead's failed deliveries again. */
    fixLeadIntegrations: (id: number, leadId: number) =>
      data<LeadDelivery[]>('POST', `${form(id)}/leads/${leadId}/integrations/fix`),

    startLeadExport: (id: number, input: { format: LeadExportFormat; created_at_gteq?: string; created_at_lteq?: string }) =>
      data<LeadExport>('POST', `${form(id)}/lead_exports`, input),
    getLeadExport: (id: number, exportId: number) => data<LeadExport>('GET', `${form(id)}/lead_exports/${exportId}`),
    /**
     * Where the finished export's file is: a link to it lets the browser stream it to disk (same
     * origin, the session cookie), without holding it in the page's memory.
     */
    leadExportDownloadUrl: (id: number, exportId: number) =>
      `${options.baseUrl ?? ''}${form(id)}/lead_exports/${exportId}/download`,
    /** The finished export's file. */
    downloadLeadExport: async (id: number, exportId: number) =>
      (await send('GET', `${form(id)}/lead_exports/${exportId}/download`)).blob(),

    listSettings: () => data<FormsSetting[]>('GET', `${FORMS_API}/settings`),
    putSetting: (key: FormsSettingKey, value: string) => data<FormsSetting>('POST', `${FORMS_API}/settings`, { key, value }),
    deleteSetting: (id: number) => none('DELETE', `${FORMS_API}/settings/${id}`),
    getActiveSystem: () => data<ActiveSystem>('GET', `${FORMS_API}/integrations/active_system`),
    verifyIntegration: () => data<IntegrationVerify>('GET', `${FORMS_API}/integrations/verify`),
    /** Every e-mail and CRM call leads caused, newest first, with the mails' text (admins). */
    listOutbox: (query: OutboxQuery = {}) => json<OutboxList>('GET', `/admin_api/outbox${queryString(query)}`),
  };
}
export type FormsClient = ReturnType<typeof createFormsClient>;

/** What a page's form renderer calls. */
export function createLeadClient(options: ContentClientOptions = {}) {
  const { data } = createRequester(options);
  return {
    /** The form as a page renders it (fields, labels, thank-you, reCAPTCHA site key). */
    getPublicForm: (id: number) => data<PublicForm>('GET', `/public_api/forms/${id}`),
    /**
     * Sends a lead. `idempotencyKey` is one per submission (a retry sends the same key and gets
     * the first answer). 422 carries one issue per refused field.
     */
    submitLead: (id: number, input: LeadInput, idempotencyKey: string) =>
      data<LeadReceipt>('POST', `${FORMS_API}/forms/${id}/leads`, input, { [IDEMPOTENCY_HEADER]: idempotencyKey }),
  };
}
