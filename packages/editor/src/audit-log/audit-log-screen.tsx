import {
  auditEntityTypes,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type AuditLogPage as AuditLogPageData,
  type AuditLogQuery,
  type ContentClient,
} from '@forecourt/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';

/** What the screen shows: its filters and page, kept in the URL by the app when it passes them. */
export type AuditLogFilters = Omit<AuditLogQuery, 'per_page'>;

export interface AuditLogScreenProps {
  client: ContentClient;
  /** Entries per page. Defaults to 50. */
  pageSize?: number;
  /** The filters and page to show (e.g. from the URL); the screen keeps its own when absent. */
  filters?: AuditLogFilters;
  /** Called with the new filters and page (e.g. to put them in the URL, for back/forward and sharing). */
  onFiltersChange?: (filters: AuditLogFilters) => void;
}

/** Query key of the audit log's actors (the "Changed by" choices). */
export const auditActorsQueryKey = ['forecourt-editor', 'audit', 'actors'] as const;

/** Query key of one page of the audit log. */
export const auditLogQueryKey = (query: AuditLogQuery) =>
  ['forecourt-editor', 'audit', query] as const;

/** The type filter's options, plural. */
const TYPE_OPTIONS: Record<AuditEntityType, string> = {
  page: 'Pages',
  setting: 'Settings',
  metahead: 'Metaheads',
  nav_entry: 'Navigation',
  media: 'Media',
  form: 'Forms',
  lead: 'Leads',
  location: 'Locations',
  forms_setting: 'Forms settings',
  redirect: 'Redirects',
  user: 'Users',
};

const ENTITY_NAMES: Record<AuditEntityType, string> = {
  page: 'Page',
  setting: 'Setting',
  metahead: 'Metahead',
  nav_entry: 'Navigation entry',
  media: 'Image',
  form: 'Form',
  lead: 'Lead',
  location: 'Location',
  forms_setting: 'Forms setting',
  redirect: 'Redirect',
  user: 'User',
};

const ACTION_NAMES: Record<AuditAction, string> = {
  create: 'created',
  update: 'changed',
  publish: 'published',
  status: 'status changed',
  delete: 'deleted',
  restore: 'restored',
  read: 'read',
  export: 'exported',
  fix: 'sent again',
  take_over: 'editing taken over',
  schedule: 'scheduled',
};

/** What an entry is about, as a sentence fragment: "Setting currency_symbol changed". */
export function auditWhat(entry: Pick<AuditEntry, 'entity_type' | 'entity_id' | 'action'>): string {
  return `${ENTITY_NAMES[entry.entity_type]} ${entry.entity_id} ${ACTION_NAMES[entry.action]}`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * The audit log screen of /admin/audit: who changed what and when, newest first, a page at a
 * time, filterable by type of thing changed and by who changed it.
 */
export function AuditLogScreen({ client, pageSize, filters, onFiltersChange }: AuditLogScreenProps) {
  const [own, setOwn] = useState<AuditLogFilters>({});
  const shown = filters ?? own;
  const change = (next: AuditLogFilters) => {
    // Only what is set: an empty filter is no filter (and no `?actor=` in the URL).
    const clean = Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1)));
    if (!filters) setOwn(clean);
    onFiltersChange?.(clean);
  };
  return (
    <EditorClientProvider client={client}>
      <AuditLog pageSize={pageSize ?? 50} filters={shown} onChange={change} />
    </EditorClientProvider>
  );
}

function AuditLog({ pageSize, filters, onChange }: { pageSize: number; filters: AuditLogFilters; onChange: (next: AuditLogFilters) => void }) {
  const client = useEditorClient();
  const type = filters.entity_type ?? '';
  const page = filters.page ?? 1;
  // The text fields are drafts until applied; they follow the URL when it changes (back/forward).
  const [actorText, setActorText] = useState(filters.actor ?? '');
  const [entityText, setEntityText] = useState(filters.entity_id ?? '');
  const [fromText, setFromText] = useState(filters.from ?? '');
  const [toText, setToText] = useState(filters.to ?? '');
  useEffect(() => {
    setActorText(filters.actor ?? '');
    setEntityText(filters.entity_id ?? '');
    setFromText(filters.from ?? '');
    setToText(filters.to ?? '');
  }, [filters.actor, filters.entity_id, filters.from, filters.to]);
  const typeId = useId();
  const actorId = useId();
  const entityId = useId();
  const fromId = useId();
  const toId = useId();
  const query: AuditLogQuery = { ...filters, page, per_page: pageSize };
  const setPage = (next: number) => onChange({ ...filters, page: next });
  // The previous answer stays on screen while the next one loads, so paging does not flash; it
  // carries the query it answers, so what the screen says about it stays true meanwhile.
  const log = useQuery({
    queryKey: auditLogQueryKey(query),
    queryFn: async () => ({ query, answer: await client.admin.listAudit(query) }),
    placeholderData: keepPreviousData,
  });

  // Who can be picked: everyone in the log. Until they are known (or if they cannot be), the
  // filter is a text box for an email address, applied with the other text filters.
  const actors = useQuery({ queryKey: auditActorsQueryKey, queryFn: () => client.admin.listAuditActors() });
  const actorChoices = actors.data?.map((a) => a.actor) ?? [];
  // An actor from the URL who is not among the listed ones (older than the newest 500) stays choosable.
  if (filters.actor && actors.data && !actorChoices.includes(filters.actor)) actorChoices.push(filters.actor);

  const applyActor = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      ...filters,
      actor: actors.data ? filters.actor : actorText.trim() || undefined,
      entity_id: entityText.trim() || undefined,
      from: fromText || undefined,
      to: toText || undefined,
      page: 1,
    });
  };

  return (
    <div className="fe-screen">
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Audit log
        </h1>
      </div>
      <p className="fe-help">
        Every change to pages, settings, metaheads, navigation and media: who made it, when, and
        what changed. Values are not shown.
      </p>
      <form
        className="fe-toolbar"
        role="search"
        aria-label="Filter the audit log"
        onSubmit={applyActor}
      >
        <div className="fe-toolbar__item">
          <label htmlFor={typeId} className="fe-label">
            Type of change
          </label>
          <select
            id={typeId}
            className="fe-input fe-select"
            value={type}
            onChange={(event) => onChange({ ...filters, entity_type: (event.target.value || undefined) as AuditEntityType | undefined, page: 1 })}
          >
            <option value="">All types</option>
            {auditEntityTypes.map((value) => (
              <option key={value} value={value}>
                {TYPE_OPTIONS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="fe-toolbar__item">
          <label htmlFor={actorId} className="fe-label">
            Changed by
          </label>
          {actors.data ? (
            <select
              id={actorId}
              className="fe-input fe-select"
              value={filters.actor ?? ''}
              onChange={(event) => onChange({ ...filters, actor: event.target.value || undefined, page: 1 })}
            >
              <option value="">Anyone</option>
              {actorChoices.map((actor) => (
                <option key={actor} value={actor}>
                  {actor}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={actorId}
              type="search"
              className="fe-input"
              placeholder="Email address"
              value={actorText}
              onChange={(event) => setActorText(event.target.value)}
            />
          )}
        </div>
        <div className="fe-toolbar__item">
          <label htmlFor={entityId} className="fe-label">
            Item id
          </label>
          <input
            id={entityId}
            type="search"
            className="fe-input"
            placeholder="Page, user or setting id"
            value={entityText}
            onChange={(event) => setEntityText(event.target.value)}
          />
        </div>
        <div className="fe-toolbar__item">
          <label htmlFor={fromId} className="fe-label">
            From
          </label>
          <input id={fromId} type="date" className="fe-input" value={fromText} onChange={(event) => setFromText(event.target.value)} />
        </div>
        <div className="fe-toolbar__item">
          <label htmlFor={toId} className="fe-label">
            To
          </label>
          <input id={toId} type="date" className="fe-input" value={toText} onChange={(event) => setToText(event.target.value)} />
        </div>
        <div className="fe-toolbar__item fe-toolbar__item--action">
          <button type="submit" className="fe-button">
            Apply
          </button>
        </div>
      </form>
      {log.isPending ? (
        <p role="status" className="fe-loading">
          Loading the audit log…
        </p>
      ) : log.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The audit log could not be loaded: {log.error.message}</p>
          <button type="button" className="fe-button" onClick={() => void log.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <AuditLogPage shown={log.data} loading={log.isPlaceholderData} onPage={setPage} />
      )}
    </div>
  );
}

/** One page of the log as answered, with the pager. */
function AuditLogPage({
  shown: { query, answer },
  loading,
  onPage,
}: {
  shown: { query: AuditLogQuery; answer: AuditLogPageData };
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const { items, page } = answer;
  const filters = describeFilters(query);
  return (
    <>
      <p className="fe-muted" role="status">
        {page.total} {page.total === 1 ? 'change' : 'changes'}
        {filters ? ` (${filters})` : ''}, page {page.number} of {page.pages}
      </p>
      {items.length > 0 ? (
        // Focusable: on a narrow screen the table scrolls sideways, by keyboard too.
        <div className="fe-table-wrap" aria-busy={loading || undefined} tabIndex={0} role="region" aria-label="Audit log table">
          <table className="fe-table">
            <caption className="fe-table__caption">
              Changes{filters ? ` (${filters})` : ''}, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Summary</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">
                    <time dateTime={entry.at}>{dateFormat.format(new Date(entry.at))}</time>
                  </th>
                  <td>{entry.actor}</td>
                  <td>{auditWhat(entry)}</td>
                  <td>{entry.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="fe-empty">No change matches the filters.</p>
      )}
      <nav className="fe-pager" aria-label="Audit log pages">
        <button
          type="button"
          className="fe-button"
          disabled={loading || page.number <= 1}
          onClick={() => onPage(page.number - 1)}
        >
          Newer changes
        </button>
        <ul className="fe-pager__pages">
          {pageNumbers(page.number, page.pages).map((number) => (
            <li key={number}>
              <button
                type="button"
                className="fe-button"
                aria-current={number === page.number ? 'page' : undefined}
                aria-label={`Page ${number}`}
                disabled={loading}
                onClick={() => onPage(number)}
              >
                {number}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="fe-button"
          disabled={loading || page.number >= page.pages}
          onClick={() => onPage(page.number + 1)}
        >
          Older changes
        </button>
      </nav>
    </>
  );
}

/** Up to seven page numbers around the current one, always with the first and the last. */
function pageNumbers(current: number, pages: number): number[] {
  const start = Math.max(1, Math.min(current - 3, pages - 6));
  const around = Array.from({ length: Math.min(7, pages) }, (_, index) => start + index);
  return [...new Set([1, ...around, pages])].sort((a, b) => a - b);
}

/** The filters of a query in words: "settings, by ada@forecourt.test". */
function describeFilters(query: AuditLogQuery): string {
  return [
    query.entity_type ? TYPE_OPTIONS[query.entity_type].toLowerCase() : '',
    query.entity_id ? `item ${query.entity_id}` : '',
    query.actor ? `by ${query.actor}` : '',
    query.from ? `from ${query.from}` : '',
    query.to ? `to ${query.to}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}
