import { type ContentClient, type FormsSetting, type FormsSettingKey, type IntegrationVerify } from '@forecourt/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { errorText, formsQueryKeys } from './shared.js';

export interface FormsSettingsScreenProps {
  client: ContentClient;
  /** Address of the forms list. Defaults to '/admin/forms'. */
  formsListHref?: string;
}

interface SettingInfo {
  key: FormsSettingKey;
  label: string;
  help: string;
  /** Write-only: the server never sends it back. */
  secret?: boolean;
  choices?: { value: string; label: string }[];
}

const GROUPS: { title: string; id: string; settings: SettingInfo[] }[] = [
  {
    title: 'CRM',
    id: 'crm',
    settings: [
      { key: 'crm.system', label: 'CRM system', help: 'Where leads of forms with “Send leads to the CRM” go.', choices: [{ value: 'webhook', label: 'Webhook (JSON POST)' }] },
      { key: 'crm.url', label: 'CRM URL', help: 'The address leads are posted to, e.g. https://crm.example.com/leads.' },
      { key: 'crm.token', label: 'CRM token', help: 'Sent as a bearer token. It cannot be read back; type a new one to replace it.', secret: true },
    ],
  },
  {
    title: 'reCAPTCHA',
    id: 'recaptcha',
    settings: [
      { key: 'recaptcha.site_key', label: 'reCAPTCHA site key', help: 'Public key the forms load reCAPTCHA with. Empty: no reCAPTCHA.' },
      { key: 'recaptcha.secret', label: 'reCAPTCHA secret', help: 'Used by the server to check answers. It cannot be read back.', secret: true },
    ],
  },
  {
    title: 'E-mail',
    id: 'mail',
    settings: [{ key: 'mail.from', label: 'Mail sender', help: 'The From of notifications and confirmations, e.g. Forecourt <no-reply@forecourt.example>.' }],
  },
];

/** /admin/forms/settings: the forms module's CRM, reCAPTCHA and mail settings, and a CRM check. */
export function FormsSettingsScreen({ client, ...props }: FormsSettingsScreenProps) {
  return (
    <EditorClientProvider client={client}>
      <FormsSettings {...props} />
    </EditorClientProvider>
  );
}

function FormsSettings({ formsListHref = '/admin/forms' }: Omit<FormsSettingsScreenProps, 'client'>) {
  const client = useEditorClient();
  const settings = useQuery({ queryKey: formsQueryKeys.settings, queryFn: () => client.forms.listSettings() });
  const active = useQuery({ queryKey: [...formsQueryKeys.settings, 'active'], queryFn: () => client.forms.getActiveSystem() });
  const [verify, setVerify] = useState<{ kind: 'busy' } | { kind: 'done'; result: IntegrationVerify } | { kind: 'error'; message: string } | null>(null);

  const runVerify = async () => {
    setVerify({ kind: 'busy' });
    try {
      setVerify({ kind: 'done', result: await client.forms.verifyIntegration() });
    } catch (error) {
      setVerify({ kind: 'error', message: errorText(error) });
    }
  };

  return (
    <div className="fe-screen">
      <p className="fe-backlink">
        <a href={formsListHref}>← All forms</a>
      </p>
      <div className="fe-screen__head">
        <h1 className="fe-screen__title" tabIndex={-1}>
          Forms settings
        </h1>
      </div>
      <section className="fe-panel" aria-labelledby="fe-forms-active">
        <h2 id="fe-forms-active" className="fe-panel__title">
          Active CRM system
        </h2>
        {active.isPending ? (
          <p className="fe-loading">Loading…</p>
        ) : active.isError ? (
          <p className="fe-errors">Could not be read: {active.error.message}</p>
        ) : active.data.system ? (
          <p>
            Leads go to the <strong>{active.data.system}</strong> at <code>{active.data.url}</code>.
          </p>
        ) : (
          <p>No CRM system is active: leads are stored and e-mailed only.</p>
        )}
        <button type="button" className="fe-button" disabled={verify?.kind === 'busy'} onClick={() => void runVerify()}>
          {verify?.kind === 'busy' ? 'Verifying…' : 'Verify CRM connection'}
        </button>
        <div role="status">
          {verify?.kind === 'done' ? (
            <p className={verify.result.ok ? 'fe-notice' : 'fe-alert fe-alert--error'} data-kind={verify.result.ok ? 'ok' : 'error'}>
              {verify.result.ok ? 'Connection OK' : 'Connection failed'}
              {verify.result.status !== null ? ` (HTTP ${verify.result.status})` : ''}: {verify.result.message}
            </p>
          ) : verify?.kind === 'error' ? (
            <p className="fe-alert fe-alert--error">The check could not run: {verify.message}</p>
          ) : null}
        </div>
      </section>
      {settings.isPending ? (
        <p role="status" className="fe-loading">
          Loading settings…
        </p>
      ) : settings.isError ? (
        <div role="alert" className="fe-alert fe-alert--error">
          <p>The settings could not be loaded: {settings.error.message}</p>
        </div>
      ) : (
        GROUPS.map((group) => (
          <section key={group.id} className="fe-panel" aria-labelledby={`fe-forms-settings-${group.id}`}>
            <h2 id={`fe-forms-settings-${group.id}`} className="fe-panel__title">
              {group.title}
            </h2>
            {group.settings.map((info) => (
              <SettingRow key={info.key} info={info} stored={settings.data.find((setting) => setting.key === info.key)} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}

function SettingRow({ info, stored }: { info: SettingInfo; stored: FormsSetting | undefined }) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const [text, setText] = useState(info.secret ? '' : (stored?.value ?? ''));
  const [feedback, setFeedback] = useState<{ kind: 'busy' | 'done' | 'error'; text: string } | null>(null);
  const id = `fe-forms-setting-${info.key.replace('.', '-')}`;
  const isSet = stored !== undefined && (stored.secret || stored.value !== '');
  const changed = info.secret ? text !== '' : text !== (stored?.value ?? '');

  const run = async (action: () => Promise<unknown>, done: string) => {
    setFeedback({ kind: 'busy', text: 'Saving…' });
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: formsQueryKeys.settings });
      if (info.secret) setText('');
      setFeedback({ kind: 'done', text: done });
    } catch (error) {
      setFeedback({ kind: 'error', text: `Not saved: ${errorText(error)}` });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) void run(() => client.forms.putSetting(info.key, text), `Saved ${info.label}.`);
  };

  return (
    <form className="fe-field" onSubmit={submit}>
      <div className="fe-label-row">
        <label id={`${id}-label`} className="fe-label" htmlFor={id}>
          {info.label}
        </label>
        {info.secret ? <span className="fe-badge" data-kind={isSet ? 'override' : 'default'}>{isSet ? 'Set' : 'Not set'}</span> : null}
      </div>
      <p id={`${id}-help`} className="fe-help">
        {info.help}
      </p>
      <div className="fe-setting__edit">
        {info.choices ? (
          <select id={id} className="fe-input fe-select" aria-describedby={`${id}-help`} value={text} onChange={(e) => setText(e.target.value)}>
            <option value="">None</option>
            {info.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            className="fe-input fe-code"
            type={info.secret ? 'password' : 'text'}
            autoComplete={info.secret ? 'new-password' : 'off'}
            placeholder={info.secret && isSet ? 'Set — type to replace' : undefined}
            aria-describedby={`${id}-help`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
        <div className="fe-setting__actions">
          <button type="submit" className="fe-button fe-button--primary fe-button--small" aria-label={`Save ${info.label}`} disabled={!changed || feedback?.kind === 'busy'}>
            Save
          </button>
          {stored ? (
            <button
              type="button"
              className="fe-button fe-button--small"
              aria-label={`Clear ${info.label}`}
              disabled={feedback?.kind === 'busy'}
              onClick={() =>
                void run(async () => {
                  await client.forms.deleteSetting(stored.id);
                  setText('');
                }, `Cleared ${info.label}.`)
              }
            >
              Clear
            </button>
          ) : null}
        </div>
      </div>
      <p className="fe-setting__feedback" data-kind={feedback?.kind} role={feedback?.kind === 'error' ? 'alert' : 'status'}>
        {feedback?.text ?? ''}
      </p>
    </form>
  );
}
