import { SETTING_DEFINITIONS, type AdminSetting, type ContentClient } from '@forecourt/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';

export interface SettingsScreenProps {
  client: ContentClient;
}

/** Query key of the admin settings list. */
export const settingsQueryKey = ['forecourt-editor', 'settings'] as const;

interface Row extends AdminSetting {
  known: boolean;
}

/** Namespace of a dotted key: the text before the first dot. */
export function settingNamespace(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? '' : key.slice(0, dot);
}

/** Known keys (code defaults) merged with what the server holds; unknown server keys last. */
function mergeRows(server: readonly AdminSetting[]): Row[] {
  const byKey = new Map(server.map((s) => [s.key, s]));
  const known: Row[] = SETTING_DEFINITIONS.map((d) => ({
    key: d.key,
    default_value: byKey.get(d.key)?.default_value ?? d.default,
    value: byKey.get(d.key)?.value ?? null,
    description: d.description || byKey.get(d.key)?.description || '',
    known: true,
  }));
  const knownKeys = new Set(SETTING_DEFINITIONS.map((d) => d.key));
  const extra: Row[] = server.filter((s) => !knownKeys.has(s.key)).map((s) => ({ ...s, known: s.default_value !== null }));
  return [...known, ...extra];
}

/**
 * The settings screen of /admin/settings: every known key with its default beside the server
 * value (a server value replaces the default; "Reset to default" deletes it), grouped by
 * namespace, filterable, saved row by row; unknown server keys are listed too.
 */
export function SettingsScreen({ client }: SettingsScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <Settings />
    </EditorClientProvider>
  );
}

function Settings() {
  const client = useEditorClient();
  const settings = useQuery({ queryKey: settingsQueryKey, queryFn: () => client.admin.getSettings() });
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const needle = filter.trim().toLowerCase();
  const rows = mergeRows(settings.data ?? []).filter(
    (row) =>
      !needle ||
      row.key.toLowerCase().includes(needle) ||
      row.description.toLowerCase().includes(needle) ||
      (row.value ?? row.default_value ?? '').toLowerCase().includes(needle),
  );
  const known = rows.filter((row) => row.known);
  const unknown = rows.filter((row) => !row.known);
  const namespaces = [...new Set(known.map((row) => settingNamespace(row.key)))].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)));

  return (
    <div className="fe-screen">
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Settings
        </h1>
      </div>
      <p className="fe-help">
        Every setting has a default in code. A value saved here replaces the default; “Reset to default” removes the saved value.
      </p>
      <div className="fe-toolbar">
        <div className="fe-toolbar__item">
          <label htmlFor={filterId} className="fe-label">
            Filter settings
          </label>
          <input id={filterId} type="search" className="fe-input" placeholder="Key, description or value" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
      </div>
      {settings.isPending ? (
        <p role="status" className="fe-loading">
          Loading settings…
        </p>
      ) : settings.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The settings could not be loaded: {settings.error.message}</p>
        </div>
      ) : (
        <>
          <p className="fe-muted" role="status">
            {rows.length} {rows.length === 1 ? 'setting' : 'settings'}
            {needle ? ' match the filter' : ''}
          </p>
          {namespaces.map((namespace) => (
            <section key={namespace || '-'} className="fe-panel" aria-labelledby={`fe-ns-${namespace || 'top'}`}>
              <h2 id={`fe-ns-${namespace || 'top'}`} className="fe-panel__title">
                {namespace ? <code>{namespace}</code> : 'Keys without a namespace'}
              </h2>
              <ul className="fe-settings">
                {known
                  .filter((row) => settingNamespace(row.key) === namespace)
                  .map((row) => (
                    <SettingRow key={row.key} row={row} />
                  ))}
              </ul>
            </section>
          ))}
          {unknown.length > 0 ? (
            <section className="fe-panel" aria-labelledby="fe-ns-unknown">
              <h2 id="fe-ns-unknown" className="fe-panel__title">
                Other keys on the server
              </h2>
              <p className="fe-help">These keys have no default in code; the site may not read them.</p>
              <ul className="fe-settings">
                {unknown.map((row) => (
                  <SettingRow key={row.key} row={row} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

/** A setting value as text, with empty and whitespace-only values made visible. */
function ShownValue({ value }: { value: string }) {
  if (value === '') return <em>(empty)</em>;
  if (value.trim() === '') return <em>“{value}” ({value.length === 1 ? 'a space' : `${value.length} spaces`})</em>;
  return <code>{value}</code>;
}

const BOOLEAN_KEYS = new Set(['general.global_fab_secondary', 'double_price_feature']);
const NUMBER_KEYS = new Set(['double_price_rate', 'price.exchange_rate']);

/**
 * What the site needs a value to look like, checked before saving (site-shell.md §3, §5): the
 * floating menu is a JSON list, flags are true/false, rates are numbers. Null when fine.
 */
export function settingValueProblem(key: string, value: string): string | null {
  if (key === 'general.global_fab') {
    try {
      return Array.isArray(JSON.parse(value)) ? null : 'Must be a JSON list, e.g. [{"label": "Test drive", "link": "/test-drive"}]';
    } catch {
      return 'Must be valid JSON (a list of items); the site ignores anything else';
    }
  }
  if (BOOLEAN_KEYS.has(key) && value !== 'true' && value !== 'false') return 'Must be true or false';
  if (NUMBER_KEYS.has(key) && value.trim() !== '' && !Number.isFinite(Number(value))) return 'Must be a number, e.g. 4.35';
  return null;
}

type Feedback = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

function SettingRow({ row }: { row: Row }) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const [text, setText] = useState(row.value ?? row.default_value ?? '');
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'idle' });
  const id = `fe-setting-${row.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const overridden = row.value !== null;
  const changed = text !== (row.value ?? row.default_value ?? '');
  const problem = changed ? settingValueProblem(row.key, text) : null;
  // Chosen once per row: swapping input and text area while someone types would drop the caret.
  const [multiline] = useState(() => [row.value ?? '', row.default_value ?? ''].some((v) => v.includes('\n') || v.length > 60));

  const run = async (action: () => Promise<unknown>, done: string, after?: () => void) => {
    setFeedback({ kind: 'busy' });
    try {
      await action();
      after?.();
      await queryClient.invalidateQueries({ queryKey: settingsQueryKey });
      setFeedback({ kind: 'done', message: done });
    } catch (error) {
      setFeedback({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const describedBy = [problem ? `${id}-problem` : null, `${id}-description`, `${id}-state`, feedback.kind === 'error' ? `${id}-feedback` : null]
    .filter(Boolean)
    .join(' ');
  const invalid = problem !== null || feedback.kind === 'error' || undefined;
  return (
    <li className="fe-setting" data-state={overridden ? 'overridden' : 'default'}>
      <div className="fe-setting__head">
        <label htmlFor={id} className="fe-label fe-code">
          {row.key}
        </label>
        <span className="fe-badge" data-kind={overridden ? 'override' : 'default'}>
          {overridden ? 'Server value' : row.known ? 'Default' : 'Not set'}
        </span>
      </div>
      <p id={`${id}-description`} className="fe-help">
        {row.description || 'No description.'}
      </p>
      <dl id={`${id}-state`} className="fe-setting__values">
        {row.known ? (
          <div>
            <dt>Default</dt>
            <dd>
              <ShownValue value={row.default_value ?? ''} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Server value</dt>
          <dd>{row.value === null ? <em>not set{row.known ? ', the default applies' : ''}</em> : <ShownValue value={row.value} />}</dd>
        </div>
      </dl>
      <div className="fe-setting__edit">
        {multiline ? (
          <textarea id={id} className="fe-input fe-textarea fe-code" rows={4} value={text} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setText(e.target.value)} />
        ) : (
          <input id={id} className="fe-input fe-code" type="text" value={text} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setText(e.target.value)} />
        )}
        <div className="fe-setting__actions">
          <button
            type="button"
            className="fe-button fe-button--primary fe-button--small"
            aria-label={`Save: ${row.key}`}
            disabled={feedback.kind === 'busy' || !changed || problem !== null}
            onClick={() => void run(() => client.admin.putSetting(row.key, text), `Saved ${row.key}.`)}
          >
            Save
          </button>
          {overridden ? (
            <button
              type="button"
              className="fe-button fe-button--small"
              aria-label={row.known ? `Reset to default: ${row.key}` : `Delete: ${row.key}`}
              disabled={feedback.kind === 'busy'}
              onClick={() =>
                void run(
                  () => client.admin.deleteSetting(row.key),
                  row.known ? `${row.key} is back to its default.` : `Deleted ${row.key}.`,
                  () => setText(row.default_value ?? ''),
                )
              }
            >
              {row.known ? 'Reset to default' : 'Delete'}
            </button>
          ) : null}
        </div>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="fe-errors">
          {problem}
        </p>
      ) : null}
      <p id={`${id}-feedback`} className="fe-setting__feedback" data-kind={feedback.kind} role={feedback.kind === 'error' ? 'alert' : 'status'}>
        {feedback.kind === 'done' ? feedback.message : feedback.kind === 'error' ? `Not saved: ${feedback.message}` : feedback.kind === 'busy' ? 'Saving…' : ''}
      </p>
    </li>
  );
}
