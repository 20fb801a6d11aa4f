import { ApiError, type ContentClient, type DeliveryKind } from '@forecourt/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { fieldLabel, valueText } from './leads-screen.js';
import { ConfirmDialog, DeliveryBadge, errorText, formatDateTime, formsQueryKeys } from './shared.js';

export interface LeadDetailScreenProps {
  client: ContentClient;
  formId: number;
  leadId: number;
  /** Address of the form's leads. */
  leadsHref: string;
  /** Called once the lead is deleted (e.g. to go back to the leads). */
  onDeleted: () => void;
}

export const DELIVERY_KIND_NAMES: Record<DeliveryKind, string> = {
  crm: 'CRM call',
  notification: 'Notification e-mail',
  confirmation: 'Confirmation e-mail',
};

const LOCALE_NAMES: Record<string, string> = { en: 'English', pl: 'Polish' };

/** /admin/forms/$formId/leads/$leadId: what the visitor sent and where it was delivered. */
export function LeadDetailScreen({ client, ...props }: LeadDetailScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <LeadDetail {...props} />
    </EditorClientProvider>
  );
}

function LeadDetail({ formId, leadId, leadsHref, onDeleted }: Omit<LeadDetailScreenProps, 'client'>) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const form = useQuery({ queryKey: formsQueryKeys.form(formId), queryFn: () => client.forms.getForm(formId) });
  const lead = useQuery({ queryKey: formsQueryKeys.lead(formId, leadId), queryFn: () => client.forms.getLead(formId, leadId) });
  const deliveries = useQuery({ queryKey: formsQueryKeys.deliveries(formId, leadId), queryFn: () => client.forms.getLeadIntegrations(formId, leadId) });
  const [fixing, setFixing] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);

  if (lead.isPending || form.isPending) {
    return (
      <div className="fe-screen">
        <p role="status" className="fe-loading">
          Loading the lead…
        </p>
      </div>
    );
  }
  if (lead.isError) {
    return (
      <div className="fe-screen">
        <h1 className="fe-screen__title" tabIndex={-1}>
          {lead.error instanceof ApiError && lead.error.status === 404 ? 'This lead could not be found' : 'The lead could not be loaded'}
        </h1>
        <p>{lead.error.message}</p>
        <p>
          <a href={leadsHref}>Back to the leads</a>
        </p>
      </div>
    );
  }

  const fields = form.data?.fields ?? [];
  const known = new Set(fields.map((field) => field.id));
  const values = [
    ...fields.filter((field) => field.type !== 'consent').map((field) => ({ id: field.id, label: fieldLabel(field), text: valueText(field, lead.data.values[field.id]) })),
    // Values of fields removed from the form since.
    ...Object.keys(lead.data.values)
      .filter((id) => !known.has(id))
      .map((id) => ({ id, label: id, text: valueText(undefined, lead.data.values[id]) })),
  ];
  const failed = deliveries.data?.some((delivery) => delivery.status === 'failed') ?? false;

  const fix = async () => {
    setFixing(true);
    setNotice(null);
    try {
      await client.forms.fixLeadIntegrations(formId, leadId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: formsQueryKeys.deliveries(formId, leadId) }),
        queryClient.invalidateQueries({ queryKey: formsQueryKeys.lead(formId, leadId) }),
        queryClient.invalidateQueries({ queryKey: formsQueryKeys.leads(formId) }),
      ]);
      setNotice({ kind: 'done', text: 'The failed deliveries are queued to be sent again.' });
    } catch (error) {
      setNotice({ kind: 'error', text: `Could not send again: ${errorText(error)}` });
    } finally {
      setFixing(false);
    }
  };

  return (
    <div className="fe-screen">
      <p className="fe-backlink">
        <a href={leadsHref}>← Leads{form.data ? ` of ${form.data.name}` : ''}</a>
      </p>
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Lead {lead.data.id} of {formatDateTime(lead.data.created_at)}
        </h1>
        <button type="button" className="fe-button fe-button--danger" aria-haspopup="dialog" onClick={() => setDeleting(true)}>
          Delete lead
        </button>
      </div>
      <section className="fe-panel" aria-labelledby="fe-lead-values">
        <h2 id="fe-lead-values" className="fe-panel__title">
          Values
        </h2>
        <dl className="fe-details">
          {values.map((value) => (
            <div key={value.id}>
              <dt>{value.label}</dt>
              <dd>{value.text}</dd>
            </div>
          ))}
          <div>
            <dt>Sent from</dt>
            <dd>{lead.data.page_path ?? '—'}</dd>
          </div>
          <div>
            <dt>Language</dt>
            <dd>{LOCALE_NAMES[lead.data.locale] ?? lead.data.locale}</dd>
          </div>
        </dl>
      </section>
      <section className="fe-panel" aria-labelledby="fe-lead-consents">
        <h2 id="fe-lead-consents" className="fe-panel__title">
          Consents
        </h2>
        {lead.data.consents.length === 0 ? (
          <p className="fe-empty">No consents were given with this lead.</p>
        ) : (
          <ul>
            {lead.data.consents.map((consent) => (
              <li key={consent.field}>
                <strong>{fields.find((field) => field.id === consent.field) ? fieldLabel(fields.find((field) => field.id === consent.field)!) : consent.field}</strong> (version {consent.version}): “{consent.text}”
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="fe-panel" aria-labelledby="fe-lead-deliveries">
        <div className="fe-panel__head">
          <h2 id="fe-lead-deliveries" className="fe-panel__title">
            Deliveries
          </h2>
          {failed ? (
            <button type="button" className="fe-button fe-button--primary" disabled={fixing} onClick={() => void fix()}>
              {fixing ? 'Sending again…' : 'Send again (fix)'}
            </button>
          ) : null}
        </div>
        <div role={notice?.kind === 'error' ? 'alert' : 'status'}>{notice ? <p className={notice.kind === 'error' ? 'fe-errors' : 'fe-muted'}>{notice.text}</p> : null}</div>
        {deliveries.isPending ? (
          <p className="fe-loading">Loading deliveries…</p>
        ) : deliveries.isError ? (
          <p className="fe-errors">The deliveries could not be loaded: {deliveries.error.message}</p>
        ) : deliveries.data.length === 0 ? (
          <p className="fe-empty">Nothing to deliver for this lead.</p>
        ) : (
          <div className="fe-table-wrap">
            <table className="fe-table">
              <caption className="fe-visually-hidden">E-mails and CRM calls of this lead</caption>
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">To</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error</th>
                  <th scope="col">Next attempt</th>
                </tr>
              </thead>
              <tbody>
                {deliveries.data.map((delivery) => (
                  <tr key={delivery.id} data-failed={delivery.status === 'failed' || undefined}>
                    <th scope="row">{DELIVERY_KIND_NAMES[delivery.kind]}</th>
                    <td className="fe-code">{delivery.target}</td>
                    <td>
                      <DeliveryBadge status={delivery.status} />
                      {delivery.delivered_at ? <span className="fe-muted"> {formatDateTime(delivery.delivered_at)}</span> : null}
                    </td>
                    <td>{delivery.attempts}</td>
                    <td>{delivery.last_error ?? '—'}</td>
                    <td>{delivery.status === 'pending' ? formatDateTime(delivery.next_attempt_at) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete lead ${lead.data.id}?`}
        confirmLabel="Delete lead"
        onConfirm={async () => {
          await client.forms.deleteLead(formId, leadId);
          queryClient.removeQueries({ queryKey: formsQueryKeys.lead(formId, leadId) });
          await queryClient.invalidateQueries({ queryKey: formsQueryKeys.leads(formId) });
          void queryClient.invalidateQueries({ queryKey: formsQueryKeys.list });
          onDeleted();
        }}
      >
        The lead of {formatDateTime(lead.data.created_at)}, its consents and its deliveries will be deleted. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
