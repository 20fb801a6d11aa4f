import {
  ApiError,
  METAHEADS_ENABLED_KEY,
  metaheadLanguages,
  metaheadsEnabled,
  type AdminMetahead,
  type ContentClient,
  type Metahead,
  type MetaheadInput,
  type MetaheadVersion,
} from '@forecourt/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CodeField } from '../code-field/code-field.js';
import { EditorClientProvider, useEditorClient } from '../context.js';

export interface MetaheadsScreenProps {
  client: ContentClient;
}

/** Query keys of the metaheads screen. */
export const metaheadsQueryKey = ['forecourt-editor', 'metaheads'] as const;
const switchQueryKey = ['forecourt-editor', 'metaheads', 'enabled'] as const;
const versionsQueryKey = (id: number) => ['forecourt-editor', 'metaheads', 'versions', id] as const;
const pagesQueryKey = ['forecourt-editor', 'metaheads', 'pages'] as const;

type Language = Metahead['language'];

export const LANGUAGE_LABELS: Record<Language, string> = {
  javascript: 'JavaScript (inline)',
  'js-src': 'JavaScript file (URL)',
  css: 'CSS',
  sass: 'Sass (indented, compiled on save)',
  scss: 'SCSS (compiled on save)',
  html: 'HTML',
};

/** The fields of the form, as the API names them (its issues' paths). */
type FieldName = 'name' | 'language' | 'content' | 'sequence' | 'in_body' | 'reload_on_each_page' | 'rdx_core_page_id';

interface FormState {
  name: string;
  language: Language;
  content: string;
  sequence: string;
  in_body: boolean;
  reload_on_each_page: boolean;
  /** '' is every page. */
  page: string;
}

const EMPTY: FormState = { name: '', language: 'html', content: '', sequence: '0', in_body: false, reload_on_each_page: false, page: '' };

const formOf = (m: AdminMetahead | MetaheadVersion): FormState => ({
  name: m.name,
  language: m.language,
  content: m.source,
  sequence: String(m.sequence),
  in_body: m.in_body,
  reload_on_each_page: m.reload_on_each_page,
  page: m.rdx_core_page_id === null ? '' : String(m.rdx_core_page_id),
});

type Feedback =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string; fields: Partial<Record<FieldName, string[]>>; other: string[] };

const FIELD_NAMES = new Set<string>(['name', 'language', 'content', 'sequence', 'in_body', 'reload_on_each_page', 'rdx_core_page_id']);

/** An API refusal split into messages beside their fields and the rest. */
function feedbackOf(error: unknown): Feedback {
  const fields: Partial<Record<FieldName, string[]>> = {};
  const other: string[] = [];
  if (error instanceof ApiError) {
    for (const issue of error.issues) {
      const field = String(issue.path).split('.')[0] ?? '';
      if (FIELD_NAMES.has(field)) (fields[field as FieldName] ??= []).push(issue.message);
      else other.push(`${issue.path}: ${issue.message}`);
    }
  }
  return { kind: 'error', message: error instanceof Error ? error.message : String(error), fields, other };
}

const label = (m: Pick<Metahead, 'name' | 'id'>) => m.name || `#${m.id}`;

/**
 * /admin/metaheads (admins only): the kill switch that turns every metahead off on the site at
 * once, the global and per-page metaheads in sequence order, a form to add one or change the one
 * being edited (with the API's messages beside its fields), its saved versions (each one's code,
 * and any one loaded back into the form to restore it), and delete.
 */
export function MetaheadsScreen({ client }: MetaheadsScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <Metaheads />
    </EditorClientProvider>
  );
}

function Metaheads() {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: metaheadsQueryKey, queryFn: () => client.admin.listMetaheads() });
  const pages = useQuery({ queryKey: pagesQueryKey, queryFn: () => client.admin.listPages() });
  const [editing, setEditing] = useState<AdminMetahead | null>(null);
  const [form, setForm] = useState<FormState>(EMPTY);
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'idle' });
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const pagePath = (pageId: number | null) =>
    pageId === null ? 'Every page' : (pages.data?.find((p) => p.id === pageId)?.path ?? `Page ${pageId}`);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  // The version put into the form from the history, until the form is saved or left.
  const [loaded, setLoaded] = useState<number | null>(null);
  const reset = () => {
    setEditing(null);
    setForm(EMPTY);
    setLoaded(null);
  };
  const load = (version: MetaheadVersion) => {
    setForm(formOf(version));
    setLoaded(version.version);
    setFeedback({ kind: 'done', message: `Version ${version.version} is in the form: save the metahead to restore it.` });
    nameRef.current?.focus();
  };
  const edit = (m: AdminMetahead) => {
    setEditing(m);
    setForm(formOf(m));
    setLoaded(null);
    setFeedback({ kind: 'idle' });
    nameRef.current?.focus();
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    setFeedback({ kind: 'busy' });
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: metaheadsQueryKey });
      setFeedback({ kind: 'done', message: done });
      return true;
    } catch (error) {
      setFeedback(feedbackOf(error));
      return false;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sequence = form.sequence.trim() === '' ? Number.NaN : Number(form.sequence);
    const input: MetaheadInput = {
      name: form.name.trim(),
      language: form.language,
      content: form.content,
      // A non-number goes to the service as written, which names the problem beside the field.
      sequence: Number.isFinite(sequence) ? sequence : (form.sequence as unknown as number),
      in_body: form.in_body,
      reload_on_each_page: form.reload_on_each_page,
      rdx_core_page_id: form.page === '' ? null : Number(form.page),
    };
    const name = input.name || 'unnamed';
    const ok = await run(
      () => (editing ? client.admin.updateMetahead(editing.id, input) : client.admin.createMetahead(input)),
      editing ? `Saved the metahead “${name}”.` : `Added the metahead “${name}”.`,
    );
    if (ok) reset();
  };

  const errors = (field: FieldName) => (feedback.kind === 'error' ? (feedback.fields[field] ?? []) : []);
  const describedBy = (field: FieldName, ...more: string[]) =>
    [errors(field).length > 0 ? `${id}-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const fieldErrors = (field: FieldName) =>
    errors(field).length > 0 ? (
      <ul className="fe-errors" id={`${id}-${field}-error`}>
        {errors(field).map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ) : null;

  const globals = list.data?.filter((m) => m.rdx_core_page_id === null) ?? [];
  const perPage = list.data?.filter((m) => m.rdx_core_page_id !== null) ?? [];
  const busy = feedback.kind === 'busy';

  return (
    <div className="fe-screen">
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Metaheads
        </h1>
      </div>
      <p className="fe-help">
        Code the site writes into its pages: scripts, script files, styles and HTML, in the head or at the end of the body, on every page or on one
        page, in sequence order.
      </p>
      <KillSwitch />

      <form className="fe-panel" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`} className="fe-panel__title">
          {editing ? `Edit the metahead “${label(editing)}”` : 'Add a metahead'}
        </h2>
        <div className="fe-toolbar">
          <div className="fe-toolbar__item">
            <label htmlFor={`${id}-name`} className="fe-label">
              Name
            </label>
            <input
              ref={nameRef}
              id={`${id}-name`}
              className="fe-input"
              value={form.name}
              aria-invalid={errors('name').length > 0 || undefined}
              aria-describedby={describedBy('name')}
              onChange={(e) => set('name', e.target.value)}
            />
            {fieldErrors('name')}
          </div>
          <div className="fe-toolbar__item">
            <label htmlFor={`${id}-language`} className="fe-label">
              Type
            </label>
            <select
              id={`${id}-language`}
              className="fe-input"
              value={form.language}
              aria-invalid={errors('language').length > 0 || undefined}
              aria-describedby={describedBy('language')}
              onChange={(e) => set('language', e.target.value as Language)}
            >
              {metaheadLanguages.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_LABELS[language]}
                </option>
              ))}
            </select>
            {fieldErrors('language')}
          </div>
          <div className="fe-toolbar__item">
            <label htmlFor={`${id}-sequence`} className="fe-label">
              Sequence
            </label>
            <input
              id={`${id}-sequence`}
              className="fe-input fe-input--number"
              inputMode="numeric"
              value={form.sequence}
              aria-invalid={errors('sequence').length > 0 || undefined}
              aria-describedby={describedBy('sequence', `${id}-sequence-help`)}
              onChange={(e) => set('sequence', e.target.value)}
            />
            <p className="fe-help" id={`${id}-sequence-help`}>
              Lower numbers come first.
            </p>
            {fieldErrors('sequence')}
          </div>
          <div className="fe-toolbar__item">
            <label htmlFor={`${id}-page`} className="fe-label">
              Pages
            </label>
            <select
              id={`${id}-page`}
              className="fe-input"
              value={form.page}
              aria-invalid={errors('rdx_core_page_id').length > 0 || undefined}
              aria-describedby={describedBy('rdx_core_page_id')}
              onChange={(e) => set('page', e.target.value)}
            >
              <option value="">Every page (global)</option>
              {form.page !== '' && !pages.data?.some((p) => String(p.id) === form.page) ? <option value={form.page}>Page {form.page}</option> : null}
              {pages.data?.map((page) => (
                <option key={page.id} value={String(page.id)}>
                  Only {page.path}
                </option>
              ))}
            </select>
            {fieldErrors('rdx_core_page_id')}
          </div>
        </div>
        <div className="fe-field">
          <label htmlFor={`${id}-content`} id={`${id}-content-label`} className="fe-label">
            {form.language === 'js-src' ? 'Script URL' : 'Code'}
          </label>
          {form.language === 'js-src' ? (
            <input
              id={`${id}-content`}
              type="url"
              className="fe-input fe-code"
              spellCheck={false}
              value={form.content}
              aria-invalid={errors('content').length > 0 || undefined}
              aria-describedby={describedBy('content')}
              onChange={(e) => set('content', e.target.value)}
            />
          ) : (
            <CodeField
              id={`${id}-content`}
              labelId={`${id}-content-label`}
              language={form.language}
              value={form.content}
              invalid={errors('content').length > 0}
              describedBy={describedBy('content')}
              onChange={(content) => set('content', content)}
            />
          )}
          {fieldErrors('content')}
        </div>
        <div className="fe-field fe-field--check">
          <input
            id={`${id}-in-body`}
            type="checkbox"
            className="fe-checkbox"
            checked={form.in_body}
            aria-describedby={describedBy('in_body', `${id}-in-body-help`)}
            onChange={(e) => set('in_body', e.target.checked)}
          />
          <label htmlFor={`${id}-in-body`} className="fe-label">
            At the end of the body
          </label>
          <p className="fe-help" id={`${id}-in-body-help`}>
            Off, it goes into the head.
          </p>
          {fieldErrors('in_body')}
        </div>
        <div className="fe-field fe-field--check">
          <input
            id={`${id}-reload`}
            type="checkbox"
            className="fe-checkbox"
            checked={form.reload_on_each_page}
            aria-describedby={describedBy('reload_on_each_page', `${id}-reload-help`)}
            onChange={(e) => set('reload_on_each_page', e.target.checked)}
          />
          <label htmlFor={`${id}-reload`} className="fe-label">
            Reload on each page
          </label>
          <p className="fe-help" id={`${id}-reload-help`}>
            Runs again after every move to another page, not only when the site is first opened.
          </p>
          {fieldErrors('reload_on_each_page')}
        </div>
        <div className="fe-setting__actions">
          <button type="submit" className="fe-button fe-button--primary" disabled={busy}>
            {editing ? 'Save metahead' : 'Add metahead'}
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
              {feedback.other.length > 0 ? (
                <ul>
                  {feedback.other.map((issue) => (
                    <li key={issue}>{issue}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>
        {editing ? <History metahead={editing} current={loaded} onLoad={load} /> : null}
      </form>

      {list.isPending ? (
        <p role="status" className="fe-loading">
          Loading metaheads…
        </p>
      ) : list.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The metaheads could not be loaded: {list.error.message}</p>
        </div>
      ) : (
        <>
          <MetaheadTable title="On every page" empty="No global metaheads." rows={globals} pagePath={pagePath} busy={busy} onEdit={edit} onDelete={(m) => {
            if (editing?.id === m.id) reset();
            void run(() => client.admin.deleteMetahead(m.id), `Deleted the metahead “${label(m)}”.`);
          }} />
          <MetaheadTable title="On one page" empty="No page has its own metaheads." rows={perPage} pagePath={pagePath} busy={busy} onEdit={edit} onDelete={(m) => {
            if (editing?.id === m.id) reset();
            void run(() => client.admin.deleteMetahead(m.id), `Deleted the metahead “${label(m)}”.`);
          }} />
        </>
      )}
    </div>
  );
}

function MetaheadTable({
  title,
  empty,
  rows,
  pagePath,
  busy,
  onEdit,
  onDelete,
}: {
  title: string;
  empty: string;
  rows: AdminMetahead[];
  pagePath: (pageId: number | null) => string;
  busy: boolean;
  onEdit: (m: AdminMetahead) => void;
  onDelete: (m: AdminMetahead) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="fe-panel__title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="fe-muted">{empty}</p>
      ) : (
        <div className="fe-table-wrap" tabIndex={0} role="region" aria-label={`Metaheads ${title.toLowerCase()}`}>
          <table className="fe-table">
            <caption>{rows.length === 1 ? '1 metahead, by sequence' : `${rows.length} metaheads, by sequence`}</caption>
            <thead>
              <tr>
                <th scope="col">Sequence</th>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Where</th>
                <th scope="col">Pages</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id}>
                  <td>{m.sequence}</td>
                  <th scope="row">{label(m)}</th>
                  <td>{LANGUAGE_LABELS[m.language]}</td>
                  <td>
                    {m.in_body ? 'End of body' : 'Head'}
                    {m.reload_on_each_page ? ', reloads on each page' : ''}
                  </td>
                  <td>
                    <code>{pagePath(m.rdx_core_page_id)}</code>
                  </td>
                  <td>
                    <div className="fe-setting__actions">
                      <button type="button" className="fe-button fe-button--small" aria-label={`Edit: ${label(m)}`} onClick={() => onEdit(m)}>
                        Edit
                      </button>
                      <button type="button" className="fe-button fe-button--small" aria-label={`Delete: ${label(m)}`} disabled={busy} onClick={() => onDelete(m)}>
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
    </section>
  );
}

/**
 * The switch over every metahead (`metaheads.enabled`): saved as soon as it is flipped; the site
 * hears of it through the content service's change feed and writes no metahead code from its next
 * render on.
 */
function KillSwitch() {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const id = useId();
  const settings = useQuery({ queryKey: switchQueryKey, queryFn: () => client.admin.getSettings() });
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const setting = settings.data?.find((s) => s.key === METAHEADS_ENABLED_KEY);
  const on = metaheadsEnabled({ [METAHEADS_ENABLED_KEY]: setting?.value ?? setting?.default_value ?? 'true' });

  const flip = async (next: boolean) => {
    setBusy(true);
    setMessage(null);
    try {
      await client.admin.putSetting(METAHEADS_ENABLED_KEY, next ? 'true' : 'false');
      await queryClient.invalidateQueries({ queryKey: switchQueryKey });
      setMessage({
        kind: 'done',
        text: next ? 'Metaheads are on: the site writes them into its pages again.' : 'Metaheads are off: the site writes none of them into any page.',
      });
    } catch (error) {
      setMessage({ kind: 'error', text: `Not changed: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (settings.isPending) body = <p className="fe-loading">Loading the switch…</p>;
  else if (settings.isError) body = <p role="alert">The switch could not be loaded: {settings.error.message}</p>;
  else
    body = (
      <>
        <div className="fe-field fe-field--check">
          <span className="fe-switch">
            <input
              id={`${id}-switch`}
              type="checkbox"
              role="switch"
              className="fe-switch__input"
              checked={on}
              disabled={busy}
              aria-describedby={`${id}-help`}
              onChange={(e) => void flip(e.target.checked)}
            />
            <span className="fe-switch__text" aria-hidden="true">
              {on ? 'On' : 'Off'}
            </span>
          </span>
          <label htmlFor={`${id}-switch`} className="fe-label">
            Metaheads on the site
          </label>
        </div>
        <p className="fe-help" id={`${id}-help`}>
          Off, the site writes no metahead code at all (no scripts, script files, styles or HTML) into any page, from the next page a visitor opens.
          Use it when custom code breaks the site. The metaheads below stay saved and come back when you turn the switch on again.
        </p>
        <p role={message?.kind === 'error' ? 'alert' : 'status'} className="fe-setting__feedback" data-kind={message?.kind ?? 'idle'}>
          {message?.text}
        </p>
      </>
    );

  return (
    <section className="fe-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fe-panel__title">
        Kill switch
      </h2>
      {body}
    </section>
  );
}

/**
 * Every saved version of the metahead being edited, newest first: who saved it, when, its code,
 * and a button that puts an older version back into the form (saving it then restores it, as a
 * new version, so nothing is lost either way).
 */
function History({ metahead, current, onLoad }: { metahead: AdminMetahead; current: number | null; onLoad: (version: MetaheadVersion) => void }) {
  const client = useEditorClient();
  const id = useId();
  const versions = useQuery({
    // Refetched after each save: invalidating the metaheads also reaches this key.
    queryKey: versionsQueryKey(metahead.id),
    queryFn: () => client.admin.listMetaheadVersions(metahead.id),
  });
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="fe-panel__title">
        Versions
      </h3>
      {versions.isPending ? (
        <p className="fe-loading">Loading the versions…</p>
      ) : versions.isError ? (
        <p role="alert">The versions could not be loaded: {versions.error.message}</p>
      ) : versions.data.length === 0 ? (
        <p className="fe-muted">No saved versions.</p>
      ) : (
        <ol className="fe-list fe-metahead-versions" reversed>
          {versions.data.map((v, index) => (
            <li key={v.version}>
              <p>
                <strong>Version {v.version}</strong>
                {index === 0 ? ' (live)' : null} · <time dateTime={v.at}>{new Date(v.at).toLocaleString('en-GB')}</time>
                {v.actor ? ` · ${v.actor}` : ''}
                {current === v.version ? ' · in the form' : null}
              </p>
              <details>
                <summary>Show the code of version {v.version}</summary>
                <pre className="fe-code-preview">
                  <code>{v.source}</code>
                </pre>
              </details>
              {index > 0 ? (
                <button type="button" className="fe-button" onClick={() => onLoad(v)}>
                  Load version {v.version} into the form
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
