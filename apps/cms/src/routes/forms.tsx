import { FormBuilderScreen, FormsListScreen, FormsSettingsScreen, LeadDetailScreen, LeadsScreen, LocationsScreen, OutboxScreen } from '@forecourt/editor';
import { useBlocker, useNavigate, useParams, useRouteContext } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useDocumentTitle } from '../use-document-title.js';

/** Links from the forms list to the module's other screens. */
export const FORMS_LINKS = [
  { label: 'Forms settings', href: '/admin/forms/settings' },
  { label: 'Locations', href: '/admin/forms/locations' },
  { label: 'Outbox', href: '/admin/outbox' },
];

const formHref = (id: number) => `/admin/forms/${id}`;
const leadsHref = (id: number) => `/admin/forms/${id}/leads`;

/** /admin/forms. */
export function FormsRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  useDocumentTitle('Forms');
  return (
    <FormsListScreen
      client={client}
      formHref={formHref}
      leadsHref={leadsHref}
      onOpenForm={(id) => void navigate({ to: '/admin/forms/$formId', params: { formId: String(id) } })}
      links={FORMS_LINKS}
    />
  );
}

export const LEAVE_FORM_MESSAGE = 'This form has unsaved changes. Leave and lose them?';

/** The route's id as a number, or null when it is not one. */
function useFormId(): number | null {
  const { formId } = useParams({ strict: false }) as { formId?: string };
  const id = Number(formId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function NotFound() {
  return (
    <div className="fe-screen">
      <h1 className="fe-screen__title">This form could not be found</h1>
      <p>
        <a href="/admin/forms">Back to all forms</a>
      </p>
    </div>
  );
}

/** /admin/forms/$formId: the builder, with a guard against leaving with unsaved changes. */
export function FormBuilderRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  const id = useFormId();
  useDocumentTitle('Edit form');
  const dirty = useRef(false);
  // In-app navigation asks first; closing the tab is guarded by the builder itself (beforeunload).
  useBlocker({ shouldBlockFn: () => dirty.current && !window.confirm(LEAVE_FORM_MESSAGE), enableBeforeUnload: false });
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  if (id === null) return <NotFound />;
  return <FormBuilderScreen key={id} client={client} formId={id} onDirtyChange={onDirtyChange} formsListHref="/admin/forms" leadsHref={leadsHref(id)} />;
}

/** /admin/forms/$formId/leads. */
export function LeadsRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  const id = useFormId();
  useDocumentTitle('Leads');
  if (id === null) return <NotFound />;
  return <LeadsScreen key={id} client={client} formId={id} leadHref={(leadId) => `${leadsHref(id)}/${leadId}`} formHref={formHref(id)} formsListHref="/admin/forms" />;
}

/** /admin/forms/$formId/leads/$leadId. */
export function LeadDetailRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const id = useFormId();
  const { leadId } = useParams({ strict: false }) as { leadId?: string };
  const lead = Number(leadId);
  useDocumentTitle('Lead');
  if (id === null || !Number.isInteger(lead) || lead <= 0) return <NotFound />;
  return (
    <LeadDetailScreen
      key={`${id}-${lead}`}
      client={client}
      formId={id}
      leadId={lead}
      leadsHref={leadsHref(id)}
      onDeleted={() => void navigate({ to: '/admin/forms/$formId/leads', params: { formId: String(id) } })}
    />
  );
}

/** /admin/forms/settings. */
export function FormsSettingsRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Forms settings');
  return <FormsSettingsScreen client={client} formsListHref="/admin/forms" />;
}

/** /admin/forms/locations. */
export function LocationsRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Locations');
  return <LocationsScreen client={client} formsListHref="/admin/forms" />;
}

/** /admin/outbox. */
export function OutboxRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Outbox');
  return <OutboxScreen client={client} leadHref={(formId, leadId) => `${leadsHref(formId)}/${leadId}`} />;
}
