/**
 * `@forecourt/editor`: the page editor and admin screens as React components, composed by
 * apps/cms. Styles: import `@forecourt/editor/styles.css` once.
 */
export { EditorClientProvider, useEditorClient } from './context.js';
export * from './fields/index.js';
export { PageEditor, pageQueryKey, type PageEditorProps } from './page-editor/page-editor.js';
export { BlockCatalogue, type BlockCatalogueProps } from './page-editor/block-catalogue.js';
export { GroupsEditor, type GroupsEditorProps } from './page-editor/groups-editor.js';
export { historyReducer, initialHistory, applyDraftAction, type DraftAction, type DraftHistory, type GroupChange, type HistoryAction } from './page-editor/draft-reducer.js';
export { AUTOSAVE_DELAY_MS } from './page-editor/use-page-saving.js';
export { StatusBadge } from './page-editor/status-badge.js';
export { LocaleSwitch } from './page-editor/locale-switch.js';
export { pageStatus, validateDraft, draftFromPage, draftToUpdate, type PageDraft, type PageStatusKey } from './page-editor/draft.js';
export { PageList, pagesQueryKey, type PageListProps } from './page-list/page-list.js';
export { MetaheadsScreen, metaheadsQueryKey, type MetaheadsScreenProps } from './metaheads/metaheads-screen.js';
export { RedirectsScreen, redirectsQueryKey, type RedirectsScreenProps } from './redirects/redirects-screen.js';
export { SettingsScreen, settingsQueryKey, settingNamespace, settingValueProblem, type SettingsScreenProps } from './settings/settings-screen.js';
export { UsersScreen, usersQueryKey, describeRoles, type UsersScreenProps } from './users/users-screen.js';
export { AuditLogScreen, auditLogQueryKey, auditWhat, type AuditLogFilters, type AuditLogScreenProps } from './audit-log/audit-log-screen.js';
export { FormsListScreen, type FormsListScreenProps } from './forms/forms-list.js';
export { FormBuilderScreen, definitionOf, type FormBuilderScreenProps } from './forms/form-builder.js';
export { formsQueryKeys, FIELD_TYPE_NAMES } from './forms/shared.js';
export { LeadsScreen, type LeadsScreenProps } from './forms/leads-screen.js';
export { LeadDetailScreen, type LeadDetailScreenProps } from './forms/lead-detail.js';
export { LeadExportPanel, type LeadExportPanelProps } from './forms/lead-export.js';
export { FormsSettingsScreen, type FormsSettingsScreenProps } from './forms/forms-settings-screen.js';
export { LocationsScreen, type LocationsScreenProps } from './forms/locations-screen.js';
export { OutboxScreen, type OutboxScreenProps } from './forms/outbox-screen.js';
export { MediaLibraryScreen, mediaLibraryQueryKey, uploadProblem, type MediaLibraryScreenProps } from './media/media-library.js';
export { NavigationEditorScreen, navigationQueryKey, findPlace, movesOf, entryKind, type NavigationEditorScreenProps } from './navigation/navigation-editor.js';
export { CodeField, type CodeFieldProps, type CodeLanguage } from './code-field/code-field.js';
