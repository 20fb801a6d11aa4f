/** The forms API's wire schemas under the names the OpenAPI document lists them by (see components.ts). */
import {
  activeSystemSchema,
  confirmationSettingsSchema,
  formFileSchema,
  formInputSchema,
  formIntegrationsSchema,
  formSchema,
  formsSettingInputSchema,
  formsSettingSchema,
  formSummarySchema,
  formUpdateSchema,
  integrationVerifySchema,
  leadInputSchema,
  leadListQuerySchema,
  leadListSchema,
  leadReceiptSchema,
  leadSchema,
  locationInputSchema,
  locationSchema,
  notificationSettingsSchema,
  publicFormSchema,
  thankYouSettingsSchema,
} from '@forecourt/api-client';
import { withOpenApi } from './declare.js';

export const Form = withOpenApi(formSchema, 'Form');
export const FormInput = withOpenApi(formInputSchema, 'FormInput');
export const FormUpdate = withOpenApi(formUpdateSchema, 'FormUpdate');
export const FormSummary = withOpenApi(formSummarySchema, 'FormSummary');
export const FormFile = withOpenApi(formFileSchema, 'FormFile');
export const FormIntegrations = withOpenApi(formIntegrationsSchema, 'FormIntegrations');
export const ThankYouSettings = withOpenApi(thankYouSettingsSchema, 'ThankYouSettings');
export const NotificationSettings = withOpenApi(notificationSettingsSchema, 'NotificationSettings');
export const ConfirmationSettings = withOpenApi(confirmationSettingsSchema, 'ConfirmationSettings');
export const PublicForm = withOpenApi(publicFormSchema, 'PublicForm');
export const Location = withOpenApi(locationSchema, 'Location');
export const LocationInput = withOpenApi(locationInputSchema, 'LocationInput');
export const FormsSetting = withOpenApi(formsSettingSchema, 'FormsSetting');
export const FormsSettingInput = withOpenApi(formsSettingInputSchema, 'FormsSettingInput');
export const ActiveSystem = withOpenApi(activeSystemSchema, 'ActiveSystem');
export const IntegrationVerify = withOpenApi(integrationVerifySchema, 'IntegrationVerify');
export const Lead = withOpenApi(leadSchema, 'Lead');
export const LeadInput = withOpenApi(leadInputSchema, 'LeadInput');
export const LeadList = withOpenApi(leadListSchema, 'LeadList');
export const LeadListQuery = withOpenApi(leadListQuerySchema, 'LeadListQuery');
export const LeadReceipt = withOpenApi(leadReceiptSchema, 'LeadReceipt');
