import { DEFAULT_LOCALE, type ContentClient, type Form, type FormField, type FormValue, type LeadListQuery } from '@forecourt/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { LeadExportPanel } from './lead-export.js';
import { DeliveryBadge, formatDateTime, formsQueryKeys } from './shared.js';

export interface LeadsScreenProps {
  client: ContentClient;
  formId: number;
  /** Address of a lead's detail. */
  leadHref: (leadId: number) => string;
  /** Address of the form's builder. */
  formHref?: string;
  /** Address of the forms list. Defaults to '/admin/forms'. */
  formsListHref?: string;
}

const PAGE_SIZES = [10, 25, 50, 100] as const;
/** Columns of values shown in the table; the detail has them all. */
const VALUE_COLUMNS = 3;

/** A field's English label, or its id. */
export const fieldLabel = (field: Pick<FormField, 'id' | 'label'>) => field.label[DEFAULT_LOCALE] || field.label.pl || field.id;

/** A lead's value as text: checkboxes as Yes/No, options by their label. */
export function valueText(field: FormField | undefined, value: FormValue | undefined): string {
  if (value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const option = field?.options?.find((candidate) => candidate.value === value);
  return option ? `${option.label[DEFAULT_LOCALE] || option.value} (${value})` : value;
}

/** /admin/forms/$formId/leads: the form's leads, filtered by date, a page at a time, and exports. */
export function LeadsScreen({ client, ...props }: LeadsScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <Leads {...props} />
    </EditorClientProvider>
  );
}

function Leads({ formId, leadHref, formHref, formsListHref = '/admin/forms' }: Omit<LeadsScreenProps, 'client'>) {
  const client = useEditorClient();
  const form = useQuery({ queryKey: formsQueryKeys.form(formId), queryFn: () => client.forms.getForm(formId) });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<'-created_at' | 'created_at'>('-created_at');
  const [items, setItems] = useState<number>(25);
  const [page, setPage] = useState(1);
  const ids = { from: useId(), to: useId(), sort: useId(), items: useId() };
  const query: LeadListQuery = { page, items, sort, ...(from && { created_at_gteq: from }), ...(to && { created_at_lteq: to }) };
  const leads = useQuery({
    queryKey: [...formsQueryKeys.leads(formId), query],
    queryFn: () => client.forms.listLeads(formId, query),
    placeholderData: keepPreviousData,
  });
  // Filters start again at the first page.
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  const columns = (form.data?.fields ?? []).filter((field) => field.type !== 'hidden' && field.type !== 'consent').slice(0, VALUE_COLUMNS);
  const meta = leads.data?.meta;

  return (
    <div className="fe-screen">
      <p className="fe-backlink">
        <a href={formsListHref}>← All forms</a>
        {formHref ? (
          <>
            {' · '}
            <a href={formHref}>Edit the form</a>
          </>
        ) : null}
      </p>
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Leads{form.data ? `: ${form.data.name}` : ''}
        </h1>
      </div>
      <div className="fe-toolbar" role="group" aria-label="Filter and sort leads">
        <div className="fe-toolbar__item">
          <label className="fe-label" htmlFor={ids.from}>
            Created from
          </label>
          <input id={ids.from} className="fe-input" type="date" value={from} max={to || undefined} onChange={(e) => filter(setFrom)(e.target.value)} />
        </div>
        <div className="fe-toolbar__item">
          <label className="fe-label" htmlFor={ids.to}>
            Created to
          </label>
          <input id={ids.to} className="fe-input" type="date" value={to} min={from || undefined} onChange={(e) => filter(setTo)(e.target.value)} />
        </div>
        <div className="fe-toolbar__item">
          <label className="fe-label" htmlFor={ids.sort}>
            Sort
          </label>
          <select id={ids.sort} className="fe-input fe-select" value={sort} onChange={(e) => filter(setSort)(e.target.value as typeof sort)}>
            <option value="-created_at">Newest first</option>
            <option value="created_at">Oldest first</option>
          </select>
        </div>
        <div className="fe-toolbar__item">
          <label className="fe-label" htmlFor={ids.items}>
            Leads per page
          </label>
          <select id={ids.items} className="fe-input fe-select" value={items} onChange={(e) => filter(setItems)(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {from || to ? (
          <div className="fe-toolbar__item fe-toolbar__item--action">
            <button
              type="button"
              className="fe-button fe-button--quiet"
              onClick={() => {
                setFrom('');
                setTo('');
                setPage(1);
              }}
            >
              Clear dates
            </button>
          </div>
        ) : null}
      </div>
      {leads.isPending ? (
        <p role="status" className="fe-loading">
          Loading leads…
        </p>
      ) : leads.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The leads could not be loaded: {leads.error.message}</p>
          <button type="button" className="fe-button" onClick={() => void leads.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <p className="fe-muted" role="status">
            {meta!.total === 0
              ? from || to
                ? 'No leads in these dates.'
                : 'No leads yet.'
              : `${meta!.total} ${meta!.total === 1 ? 'lead' : 'leads'}${from || to ? ' in these dates' : ''}; page ${meta!.page} of ${meta!.pages}.`}
          </p>
          {leads.data.data.length > 0 ? (
            <div className="fe-table-wrap">
              <table className="fe-table">
                <caption className="fe-visually-hidden">Leads, {sort === '-created_at' ? 'newest' : 'oldest'} first</caption>
                <thead>
                  <tr>
                    <th scope="col">Created</th>
                    {columns.map((field) => (
                      <th scope="col" key={field.id}>
                        {fieldLabel(field)}
                      </th>
                    ))}
                    <th scope="col">Deliveries</th>
                  </tr>
                </thead>
                <tbody>
                  {leads.data.data.map((lead) => (
                    <tr key={lead.id} data-failed={lead.delivery_status === 'failed' || undefined}>
                      <th scope="row">
                        <a href={leadHref(lead.id)} aria-label={`Lead ${lead.id} of ${formatDateTime(lead.created_at)}`}>
                          <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
                        </a>
                      </th>
                      {columns.map((field) => (
                        <td key={field.id}>{valueText(field, lead.values[field.id])}</td>
                      ))}
                      <td>
                        <DeliveryBadge status={lead.delivery_status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {meta!.pages > 1 ? (
            <nav className="fe-pager" aria-label="Pages of leads">
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
      {form.data ? <LeadExportPanel form={form.data as Form} filters={{ created_at_gteq: from || undefined, created_at_lteq: to || undefined }} /> : null}
    </div>
  );
}
