import { deliveryKinds, deliveryStatuses, type ContentClient, type DeliveryKind, type DeliveryStatus, type OutboxQuery } from '@forecourt/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { DELIVERY_KIND_NAMES } from './lead-detail.js';
import { DELIVERY_STATUS_NAMES, DeliveryBadge, formatDateTime, formsQueryKeys } from './shared.js';

export interface OutboxScreenProps {
  client: ContentClient;
  /** Address of a lead's detail. */
  leadHref: (formId: number, leadId: number) => string;
  /** Entries per page. Defaults to 25. */
  pageSize?: number;
}

/**
 * /admin/outbox: every e-mail and CRM call leads caused, newest first. Without an SMTP server
 * the e-mails stay here, readable in full; failed deliveries stand out and link to their lead.
 */
export function OutboxScreen({ client, ...props }: OutboxScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <Outbox {...props} />
    </EditorClientProvider>
  );
}

function Outbox({ leadHref, pageSize = 25 }: Omit<OutboxScreenProps, 'client'>) {
  const client = useEditorClient();
  const [kind, setKind] = useState<'' | DeliveryKind>('');
  const [status, setStatus] = useState<'' | DeliveryStatus>('');
  const [page, setPage] = useState(1);
  const query: OutboxQuery = { page, items: pageSize, ...(kind && { kind }), ...(status && { status }) };
  const outbox = useQuery({ queryKey: [...formsQueryKeys.outbox, query], queryFn: () => client.forms.listOutbox(query), placeholderData: keepPreviousData });
  const meta = outbox.data?.meta;

  return (
    <div className="fe-screen">
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Outbox
        </h1>
      </div>
      <p className="fe-help">
        E-mails and CRM calls of leads, newest first. When no SMTP server is configured, e-mails are not sent and wait here: read them below.
      </p>
      <div className="fe-toolbar" role="group" aria-label="Filter the outbox">
        <FilterSelect
          label="Kind"
          allLabel="All kinds"
          value={kind}
          names={DELIVERY_KIND_NAMES}
          values={deliveryKinds}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={status}
          names={DELIVERY_STATUS_NAMES}
          values={deliveryStatuses}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      {outbox.isPending ? (
        <p role="status" className="fe-loading">
          Loading the outbox…
        </p>
      ) : outbox.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The outbox could not be loaded: {outbox.error.message}</p>
        </div>
      ) : (
        <>
          <p role="status" className="fe-muted">
            {meta!.total === 0 ? 'Nothing in the outbox matches.' : `${meta!.total} ${meta!.total === 1 ? 'entry' : 'entries'}; page ${meta!.page} of ${meta!.pages}.`}
          </p>
          <ol className="fe-form-fields">
            {outbox.data.data.map((entry) => (
              <li key={entry.id}>
                <article className="fe-panel" data-failed={entry.status === 'failed' || undefined} aria-labelledby={`fe-outbox-${entry.id}`}>
                  <div className="fe-panel__head">
                    <h2 id={`fe-outbox-${entry.id}`} className="fe-panel__title">
                      {entry.mail ? entry.mail.subject || '(no subject)' : `${DELIVERY_KIND_NAMES[entry.kind]} to ${entry.target}`}
                    </h2>
                    <DeliveryBadge status={entry.status} />
                  </div>
                  <dl className="fe-details">
                    <div>
                      <dt>Kind</dt>
                      <dd>{DELIVERY_KIND_NAMES[entry.kind]}</dd>
                    </div>
                    {entry.mail ? (
                      <div>
                        <dt>To</dt>
                        <dd>{entry.mail.to.join(', ')}</dd>
                      </div>
                    ) : (
                      <div>
                        <dt>URL</dt>
                        <dd className="fe-code">{entry.target}</dd>
                      </div>
                    )}
                    <div>
                      <dt>Created</dt>
                      <dd>{formatDateTime(entry.created_at)}</dd>
                    </div>
                    <div>
                      <dt>Attempts</dt>
                      <dd>
                        {entry.attempts}
                        {entry.status === 'pending' && entry.next_attempt_at ? `, next ${formatDateTime(entry.next_attempt_at)}` : ''}
                        {entry.delivered_at ? `, delivered ${formatDateTime(entry.delivered_at)}` : ''}
                      </dd>
                    </div>
                    {entry.last_error ? (
                      <div>
                        <dt>Last error</dt>
                        <dd>{entry.last_error}</dd>
                      </div>
                    ) : null}
                  </dl>
                  {entry.mail ? (
                    <details>
                      <summary>Read the e-mail</summary>
                      <pre className="fe-mail">{entry.mail.text}</pre>
                    </details>
                  ) : null}
                  <p>
                    <a href={leadHref(entry.form_id, entry.lead_id)}>
                      {entry.status === 'failed' ? `Open lead ${entry.lead_id} to send it again` : `Open lead ${entry.lead_id}`}
                    </a>
                  </p>
                </article>
              </li>
            ))}
          </ol>
          {meta!.pages > 1 ? (
            <nav className="fe-pager" aria-label="Pages of the outbox">
              <button type="button" className="fe-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous page
              </button>
              <button type="button" className="fe-button" disabled={page >= meta!.pages} onClick={() => setPage(page + 1)}>
                Next page
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

/** One filter of the outbox's toolbar: every value by its readable name, or all of them. */
function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  values,
  names,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: '' | T;
  values: readonly T[];
  names: Record<T, string>;
  onChange: (value: '' | T) => void;
}) {
  const id = useId();
  return (
    <div className="fe-toolbar__item">
      <label className="fe-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="fe-input fe-select" value={value} onChange={(e) => onChange(e.target.value as '' | T)}>
        <option value="">{allLabel}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
