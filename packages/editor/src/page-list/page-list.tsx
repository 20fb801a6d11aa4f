import { ApiError, DEFAULT_LOCALE, localize, type ContentClient, type PageSummary } from '@forecourt/api-client';
import { Modal } from '@forecourt/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { FieldFrame } from '../fields/field-frame.js';
import { pageStatus, type PageStatusKey } from '../page-editor/draft.js';
import { scheduleLabels } from '../page-editor/schedule.js';
import { StatusBadge } from '../page-editor/status-badge.js';

export interface PageListProps {
  client: ContentClient;
  /** Address of a page's editor, e.g. `(id) => '/cms/pages/' + id`. */
  editorHref: (id: number) => string;
  /** Opens a page's editor: after "New page", and for plain clicks on a page link. */
  onOpenPage: (id: number) => void;
  /** Opens the "New page" dialog at start with this path filled in (the `/cms/_` helper). */
  newPagePath?: string;
}

/** Query key of the page list. */
export const pagesQueryKey = ['forecourt-editor', 'pages'] as const;

type SortColumn = 'path' | 'title' | 'status' | 'updated';
const SORT_LABELS: Record<SortColumn, string> = { path: 'path', title: 'title', status: 'status', updated: 'last update' };
const compareBy: Record<SortColumn, (a: PageSummary, b: PageSummary) => number> = {
  path: (a, b) => a.path.localeCompare(b.path),
  title: (a, b) => localize(a.title, DEFAULT_LOCALE).localeCompare(localize(b.title, DEFAULT_LOCALE)),
  status: (a, b) => pageStatus(a).label.localeCompare(pageStatus(b).label),
  updated: (a, b) => a.updated_at.localeCompare(b.updated_at),
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** All pages in a filterable table, with a "New page" dialog. */
export function PageList({ client, ...props }: PageListProps) {
  return (
    <EditorClientProvider client={client}>
      <PageListScreen {...props} />
    </EditorClientProvider>
  );
}

function PageListScreen({ editorHref, onOpenPage, newPagePath }: Omit<PageListProps, 'client'>) {
  const client = useEditorClient();
  const pages = useQuery({ queryKey: pagesQueryKey, queryFn: () => client.admin.listPages() });
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState<'' | PageStatusKey>('');
  const [dialogOpen, setDialogOpen] = useState(newPagePath !== undefined);
  const [sort, setSort] = useState<{ column: SortColumn; direction: 'ascending' | 'descending' }>({ column: 'path', direction: 'ascending' });
  const filterId = useId();
  const statusId = useId();

  const needle = filter.trim().toLowerCase();
  const all = [...(pages.data ?? [])].sort((a, b) => {
    const order = compareBy[sort.column](a, b) || a.path.localeCompare(b.path);
    return sort.direction === 'ascending' ? order : -order;
  });
  const header = (column: SortColumn, label: string) => {
    const active = sort.column === column;
    return (
      <th scope="col" aria-sort={active ? sort.direction : undefined}>
        <button
          type="button"
          className="fe-sort"
          onClick={() =>
            setSort({ column, direction: active && sort.direction === 'ascending' ? 'descending' : column === 'updated' && !active ? 'descending' : 'ascending' })
          }
        >
          {label}
          <span className="fe-sort__icon" aria-hidden="true">
            {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };
  const shown = all.filter(
    (page) =>
      (!needle ||
        page.path.toLowerCase().includes(needle) ||
        Object.values(page.title).some((title) => title?.toLowerCase().includes(needle))) &&
      (!status || pageStatus(page).key === status),
  );

  const open = (event: MouseEvent<HTMLAnchorElement>, id: number) => {
    // Let the browser handle new-tab clicks; plain clicks navigate inside the app.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenPage(id);
  };

  return (
    <div className="fe-screen">
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Pages
        </h1>
        <button type="button" className="fe-button fe-button--primary" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
          <span aria-hidden="true">+</span> New page
        </button>
      </div>
      <div className="fe-toolbar">
        <div className="fe-toolbar__item">
          <label htmlFor={filterId} className="fe-label">
            Filter pages
          </label>
          <input id={filterId} type="search" className="fe-input" placeholder="Path or title" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
        <div className="fe-toolbar__item">
          <label htmlFor={statusId} className="fe-label">
            Status
          </label>
          <select id={statusId} className="fe-input fe-select" value={status} onChange={(e) => setStatus(e.target.value as '' | PageStatusKey)}>
            <option value="">All statuses</option>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
            <option value="unpublished-changes">Unpublished changes</option>
            <option value="disabled">Disabled</option>
          </select>
        </div>
      </div>
      {pages.isPending ? (
        <p role="status" className="fe-loading">
          Loading pages…
        </p>
      ) : pages.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The pages could not be loaded: {pages.error.message}</p>
          <button type="button" className="fe-button" onClick={() => void pages.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <p className="fe-muted" role="status">
            {shown.length === all.length ? `${all.length} ${all.length === 1 ? 'page' : 'pages'}` : `Showing ${shown.length} of ${all.length} pages`}
          </p>
          <div className="fe-table-wrap">
            <table className="fe-table">
              <caption className="fe-visually-hidden">
                All pages, sorted by {SORT_LABELS[sort.column]} ({sort.direction}). Column headers sort the table.
              </caption>
              <thead>
                <tr>
                  {header('path', 'Path')}
                  {header('title', 'Title')}
                  {header('status', 'Status')}
                  {header('updated', 'Last updated')}
                </tr>
              </thead>
              <tbody>
                {shown.map((page: PageSummary) => (
                  <tr key={page.id}>
                    <th scope="row">
                      <a href={editorHref(page.id)} onClick={(event) => open(event, page.id)} className="fe-code">
                        {page.path}
                      </a>
                      {page.type === 'url_redirection' ? <span className="fe-muted"> (redirect)</span> : null}
                    </th>
                    <td>{localize(page.title, DEFAULT_LOCALE)}</td>
                    <td>
                      <StatusBadge page={page} />
                      {scheduleLabels(page).map((label) => (
                        <span key={label} className="fe-schedule-label">
                          {label}
                        </span>
                      ))}
                    </td>
                    <td>
                      <time dateTime={page.updated_at}>{dateFormat.format(new Date(page.updated_at))}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shown.length === 0 ? <p className="fe-empty">No page matches the filter.</p> : null}
        </>
      )}
      <NewPageDialog open={dialogOpen} onOpenChange={setDialogOpen} initialPath={newPagePath} onCreated={onOpenPage} />
    </div>
  );
}

interface NewPageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialPath?: string;
  onCreated: (id: number) => void;
}

function NewPageDialog({ open, onOpenChange, initialPath, onCreated }: NewPageDialogProps) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const [path, setPath] = useState(initialPath ?? '/');
  const [title, setTitle] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useMutation({
    mutationFn: () => client.admin.createPage({ path: path.trim(), title: { [DEFAULT_LOCALE]: title.trim() } }),
    onSuccess: (page) => {
      void queryClient.invalidateQueries({ queryKey: pagesQueryKey });
      onOpenChange(false);
      onCreated(page.id);
    },
  });
  const pathError = !path.trim().startsWith('/') || path.trim() === '/' ? 'Path must start with / and name the page, e.g. /offers' : /\s/.test(path) ? 'Path must not contain spaces' : null;
  const titleError = title.trim() === '' ? 'Title is required' : null;
  const serverError = create.error instanceof ApiError ? create.error : create.error ? new ApiError(0, create.error.message) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pathError || titleError) return;
    create.mutate();
  };

  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          create.reset();
          setSubmitted(false);
        }
        onOpenChange(next);
      }}
    >
      <Modal.Content className="fe-dialog">
        <div className="fe-dialog__head">
          <Modal.Title className="fe-dialog__title">New page</Modal.Title>
        </div>
        <form onSubmit={submit} noValidate>
          {serverError ? (
            <div role="alert" className="fe-alert fe-alert--error">
              <p>{serverError.status === 409 ? `${serverError.message}. Choose another path.` : `The page could not be created: ${serverError.message}`}</p>
            </div>
          ) : null}
          <FieldFrame id="fe-new-page-path" label="Path" required help="Address of the page, e.g. /offers/summer." errors={submitted && pathError ? [pathError] : serverError?.status === 409 ? [serverError.message] : []}>
            {(a11y) => <input {...a11y} className="fe-input fe-code" type="text" spellCheck={false} value={path} onChange={(e) => setPath(e.target.value)} />}
          </FieldFrame>
          <FieldFrame id="fe-new-page-title" label="Title (English)" required errors={submitted && titleError ? [titleError] : []}>
            {(a11y) => <input {...a11y} className="fe-input" type="text" value={title} onChange={(e) => setTitle(e.target.value)} />}
          </FieldFrame>
          <div className="fe-dialog__actions">
            <Modal.Close className="fe-button fe-button--quiet">Cancel</Modal.Close>
            <button type="submit" className="fe-button fe-button--primary" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create and edit'}
            </button>
          </div>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
