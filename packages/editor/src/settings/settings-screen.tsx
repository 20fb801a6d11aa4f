import { CodeField, type CodeLanguage } from '../code-field/code-field.js';
import {
  SETTING_DEFINITIONS,
  SETTING_GROUPS,
  settingDefinition,
  settingValueProblem,
  type AdminSetting,
  type ContentClient,
  type SettingGroup,
  type SettingType,
} from '@forecourt/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { PriceExample, PriceFamiliesExplained } from './price-families.js';

export { settingValueProblem };

export interface SettingsScreenProps {
  client: ContentClient;
  /** The area shown first (default: general). */
  initialGroup?: SettingGroup | 'other';
}

/** Query key of the admin settings list. */
export const settingsQueryKey = ['forecourt-editor', 'settings'] as const;

export interface SettingRowData extends AdminSetting {
  known: boolean;
  label: string;
  group: SettingGroup | 'other';
  type: SettingType;
  choices?: readonly string[];
}

/** Namespace of a dotted key: the text before the first dot. */
export function settingNamespace(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? '' : key.slice(0, dot);
}

/** Known keys (code defaults) merged with what the server holds; unknown server keys last. */
function mergeRows(server: readonly AdminSetting[]): SettingRowData[] {
  const byKey = new Map(server.map((s) => [s.key, s]));
  const known: SettingRowData[] = SETTING_DEFINITIONS.map((d) => ({
    key: d.key,
    default_value: byKey.get(d.key)?.default_value ?? d.default,
    value: byKey.get(d.key)?.value ?? null,
    description: d.description || byKey.get(d.key)?.description || '',
    known: true,
    label: d.label,
    group: d.group,
    type: d.type,
    ...(d.choices ? { choices: d.choices } : {}),
  }));
  const extra: SettingRowData[] = server
    .filter((s) => !settingDefinition(s.key))
    .map((s) => ({ ...s, known: s.default_value !== null, label: s.key, group: 'other', type: 'text' }));
  return [...known, ...extra];
}

const OTHER_GROUP = { id: 'other' as const, label: 'Other keys', description: 'Keys on the server without a default in code; the site may not read them.' };

/**
 * The settings screen of /admin/settings: one area at a time (general, prices, price families,
 * consent, …) so the page stays short, a search across every area by key, label or description,
 * and typed inputs: switches for flags, selects for choices, checked JSON, URLs and numbers, and
 * price keys with a live formatted example. A saved value replaces the code default; "Reset to
 * default" deletes it.
 */
export function SettingsScreen({ client, initialGroup = 'general' }: SettingsScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <Settings initialGroup={initialGroup} />
    </EditorClientProvider>
  );
}

function Settings({ initialGroup }: { initialGroup: SettingGroup | 'other' }) {
  const client = useEditorClient();
  const settings = useQuery({ queryKey: settingsQueryKey, queryFn: () => client.admin.getSettings() });
  const [filter, setFilter] = useState('');
  const [group, setGroup] = useState<SettingGroup | 'other'>(initialGroup);
  const filterId = useId();
  const needle = filter.trim().toLowerCase();
  const allRows = useMemo(() => mergeRows(settings.data ?? []), [settings.data]);
  // What the site reads now (server value, else default): the price examples start from it.
  const resolved = useMemo(() => new Map(allRows.map((row) => [row.key, row.value ?? row.default_value ?? ''])), [allRows]);
  const groups = allRows.some((row) => row.group === 'other') ? [...SETTING_GROUPS, OTHER_GROUP] : SETTING_GROUPS;
  const matches = needle
    ? allRows.filter(
        (row) => row.key.toLowerCase().includes(needle) || row.label.toLowerCase().includes(needle) || row.description.toLowerCase().includes(needle),
      )
    : [];
  const current = groups.find((g) => g.id === group) ?? groups[0]!;

  return (
    <div className="fe-screen fe-settings-screen">
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Settings
        </h1>
      </div>
      <p className="fe-help">
        Every setting has a default in code. A value saved here replaces the default; “Reset to default” removes the saved value.
      </p>
      <div className="fe-settings-screen__bar">
        <div className="fe-toolbar">
          <div className="fe-toolbar__item">
            <label htmlFor={filterId} className="fe-label">
              Search settings
            </label>
            <input id={filterId} type="search" className="fe-input" placeholder="Key, name or description" value={filter} onChange={(e) => setFilter(e.target.value)} />
          </div>
        </div>
        {needle ? null : (
          <nav aria-label="Setting areas" className="fe-settings-screen__areas">
            <ul>
              {groups.map((g) => (
                <li key={g.id}>
                  <button type="button" className="fe-button fe-button--small" aria-current={g.id === current.id ? 'true' : undefined} onClick={() => setGroup(g.id)}>
                    {g.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {settings.isPending ? (
        <p role="status" className="fe-loading">
          Loading settings…
        </p>
      ) : settings.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The settings could not be loaded: {settings.error.message}</p>
        </div>
      ) : needle ? (
        <>
          <p className="fe-muted" role="status">
            {matches.length} {matches.length === 1 ? 'setting matches' : 'settings match'} “{filter.trim()}”
          </p>
          {groups
            .filter((g) => matches.some((row) => row.group === g.id))
            .map((g) => (
              <section key={g.id} className="fe-panel" aria-labelledby={`fe-area-${g.id}`}>
                <h2 id={`fe-area-${g.id}`} className="fe-panel__title">
                  {g.label}
                </h2>
                <ul className="fe-settings">
                  {matches
                    .filter((row) => row.group === g.id)
                    .map((row) => (
                      <SettingRow key={row.key} row={row} resolved={resolved} />
                    ))}
                </ul>
              </section>
            ))}
        </>
      ) : (
        <section className="fe-panel" aria-labelledby={`fe-area-${current.id}`}>
          <h2 id={`fe-area-${current.id}`} className="fe-panel__title">
            {current.label}
          </h2>
          <p className="fe-help">{current.description}</p>
          {current.id === 'price-families' ? <PriceFamiliesExplained settings={resolved} /> : null}
          <ul className="fe-settings">
            {allRows
              .filter((row) => row.group === current.id)
              .map((row) => (
                <SettingRow key={row.key} row={row} resolved={resolved} />
              ))}
          </ul>
        </section>
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

type Feedback = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

const MULTILINE_TYPES = new Set<SettingType>(['multiline', 'html', 'json-list', 'json-object']);
/** Settings edited as code: JSON (linted as typed) and HTML. */
const CODE_LANGUAGES: Partial<Record<SettingType, CodeLanguage>> = { 'json-list': 'json', 'json-object': 'json', html: 'html' };

function SettingRow({ row, resolved }: { row: SettingRowData; resolved: ReadonlyMap<string, string> }) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const [text, setText] = useState(row.value ?? row.default_value ?? '');
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'idle' });
  const id = `fe-setting-${row.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const overridden = row.value !== null;
  const changed = text !== (row.value ?? row.default_value ?? '');
  // A stored value the site cannot use (e.g. an old "jagaur" theme) is flagged too.
  const problem = changed || overridden ? settingValueProblem(row.key, text) : null;
  // Chosen once per row: swapping input and text area while someone types would drop the caret.
  const [multiline] = useState(
    () => MULTILINE_TYPES.has(row.type) || [row.value ?? '', row.default_value ?? ''].some((v) => v.includes('\n') || v.length > 60),
  );

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
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': invalid } as const;
  const label = (
    <label htmlFor={id} id={`${id}-label`} className="fe-label">
      {row.label === row.key ? null : (
        <>
          <span className="fe-setting__name">{row.label}</span>{' '}
        </>
      )}
      <code className="fe-code">{row.key}</code>
    </label>
  );

  let input;
  if (row.type === 'boolean') {
    input = (
      <span className="fe-switch">
        <input {...common} type="checkbox" role="switch" className="fe-switch__input" checked={text === 'true'} onChange={(e) => setText(e.target.checked ? 'true' : 'false')} />
        <span className="fe-switch__text" aria-hidden="true">
          {text === 'true' ? 'On' : 'Off'}
        </span>
      </span>
    );
  } else if (row.type === 'choice') {
    const choices = row.choices ?? [];
    input = (
      <select {...common} className="fe-input" value={text} onChange={(e) => setText(e.target.value)}>
        {choices.includes(text) ? null : <option value={text}>{text === '' ? '(empty, not allowed)' : `${text} (not allowed)`}</option>}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  } else if (CODE_LANGUAGES[row.type]) {
    input = (
      <CodeField
        id={id}
        labelId={`${id}-label`}
        language={CODE_LANGUAGES[row.type]!}
        rows={4}
        value={text}
        invalid={invalid}
        describedBy={describedBy}
        onChange={setText}
      />
    );
  } else if (multiline) {
    input = <textarea {...common} className="fe-input fe-textarea fe-code" rows={4} value={text} spellCheck={false} onChange={(e) => setText(e.target.value)} />;
  } else {
    input = (
      <input
        {...common}
        className="fe-input fe-code"
        type={row.type === 'url' ? 'url' : 'text'}
        inputMode={row.type === 'number' ? 'decimal' : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    );
  }

  return (
    <li className="fe-setting" data-state={overridden ? 'overridden' : 'default'}>
      <div className="fe-setting__head">
        {label}
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
        {input}
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
      {row.group === 'prices' || row.group === 'price-families' ? <PriceExample settingKey={row.key} draft={text} settings={resolved} /> : null}
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
