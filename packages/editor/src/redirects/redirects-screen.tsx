import { ApiError, REDIRECT_CODES, type ContentClient, type Redirect, type RedirectCode } from '@forecourt/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';

export interface RedirectsScreenProps {
  client: ContentClient;
}

/** Query key of the admin redirects list. */
export const redirectsQueryKey = ['forecourt-editor', 'redirects'] as const;

const CODE_LABELS: Record<RedirectCode, string> = {
  301: '301 moved permanently',
  302: '302 found (temporary)',
  307: '307 temporary, same method',
  308: '308 permanent, same method',
};

/**
 * /admin/redirects: every redirect (from a site path to a path or URL, with its status), a form
 * to add one or change the one being edited, and delete. The content service checks the paths,
 * the status and loops; its messages are shown beside the form.
 */
export function RedirectsScreen({ client }: RedirectsScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <Redirects />
    </EditorClientProvider>
  );
}

type Feedback = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string; issues: string[] };

function Redirects() {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: redirectsQueryKey, queryFn: () => client.admin.listRedirects() });
  const [editing, setEditing] = useState<Redirect | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [code, setCode] = useState<RedirectCode>(301);
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'idle' });
  const fromRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const reset = () => {
    setEditing(null);
    setFrom('');
    setTo('');
    setCode(301);
  };
  const edit = (redirect: Redirect) => {
    setEditing(redirect);
    setFrom(redirect.from);
    setTo(redirect.to);
    setCode(redirect.code);
    setFeedback({ kind: 'idle' });
    fromRef.current?.focus();
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    setFeedback({ kind: 'busy' });
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: redirectsQueryKey });
      setFeedback({ kind: 'done', message: done });
      return true;
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues.map((issue) => `${issue.path}: ${issue.message}`) : [];
      setFeedback({ kind: 'error', message: error instanceof Error ? error.message : String(error), issues });
      return false;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { from: from.trim(), to: to.trim(), code };
    const ok = await run(
      () => (editing ? client.admin.updateRedirect(editing.id, input) : client.admin.createRedirect(input)),
      editing ? `Saved the redirect from ${input.from}.` : `Added the redirect from ${input.from}.`,
    );
    if (ok) reset();
  };

  return (
    <div className="fe-screen">
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Redirects
        </h1>
      </div>
      <p className="fe-help">
        The site sends visitors of a path elsewhere before showing any page there. Publishing a page at a new path adds a 301 from its old path
        automatically.
      </p>
      <form className="fe-panel" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`} className="fe-panel__title">
          {editing ? `Edit the redirect from ${editing.from}` : 'Add a redirect'}
        </h2>
        <div className="fe-toolbar">
          <div className="fe-toolbar__item">
            <label htmlFor={`${id}-from`} className="fe-label">
              From (site path)
            </label>
            <input ref={fromRef} id={`${id}-from`} className="fe-input fe-code" placeholder="/old-offers" value={from} required onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="fe-toolbar__item">
            <label htmlFor={`${id}-to`} className="fe-label">
              To (site path or URL)
            </label>
            <input id={`${id}-to`} className="fe-input fe-code" placeholder="/offers" value={to} required onChange={(e) => setTo(e.target.value)} />
          </div>
          <div className="fe-toolbar__item">
            <label htmlFor={`${id}-code`} className="fe-label">
              Status
            </label>
            <select id={`${id}-code`} className="fe-input" value={code} onChange={(e) => setCode(Number(e.target.value) as RedirectCode)}>
              {REDIRECT_CODES.map((value) => (
                <option key={value} value={value}>
                  {CODE_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="fe-setting__actions">
          <button type="submit" className="fe-button fe-button--primary" disabled={feedback.kind === 'busy' || !from.trim() || !to.trim()}>
            {editing ? 'Save redirect' : 'Add redirect'}
          </button>
          {editing ? (
            <button type="button" className="fe-button" onClick={reset}>
              Cancel editing
            </button>
          ) : null}
        </div>
        <div className="fe-setting__feedback" data-kind={feedback.kind} role={feedback.kind === 'error' ? 'alert' : 'status'}>
          {feedback.kind === 'done' ? feedback.message : null}
          {feedback.kind === 'error' ? (
            <>
              <p>Not saved: {feedback.message}</p>
              {feedback.issues.length > 0 ? (
                <ul>
                  {feedback.issues.map((issue) => (
                    <li key={issue}>{issue}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>
      </form>
      {list.isPending ? (
        <p role="status" className="fe-loading">
          Loading redirects…
        </p>
      ) : list.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The redirects could not be loaded: {list.error.message}</p>
        </div>
      ) : list.data.length === 0 ? (
        <p className="fe-muted">No redirects yet.</p>
      ) : (
        <div className="fe-table-wrap" tabIndex={0} role="region" aria-label="Redirects table">
          <table className="fe-table">
            <caption>{list.data.length === 1 ? '1 redirect' : `${list.data.length} redirects`}</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Status</th>
                <th scope="col">Made</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((redirect) => (
                <tr key={redirect.id}>
                  <th scope="row">
                    <code>{redirect.from}</code>
                  </th>
                  <td>
                    <code>{redirect.to}</code>
                  </td>
                  <td>{redirect.code}</td>
                  <td>{redirect.automatic ? 'When the page moved' : 'By an admin'}</td>
                  <td>
                    <div className="fe-setting__actions">
                      <button type="button" className="fe-button fe-button--small" aria-label={`Edit: ${redirect.from}`} onClick={() => edit(redirect)}>
                        Edit
                      </button>
                      <button
                        type="button"
                        className="fe-button fe-button--small"
                        aria-label={`Delete: ${redirect.from}`}
                        disabled={feedback.kind === 'busy'}
                        onClick={() => {
                          if (editing?.id === redirect.id) reset();
                          void run(() => client.admin.deleteRedirect(redirect.id), `Deleted the redirect from ${redirect.from}.`);
                        }}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
