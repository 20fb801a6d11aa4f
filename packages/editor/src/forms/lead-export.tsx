import type { Form, LeadExport, LeadExportFormat } from '@forecourt/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useEditorClient } from '../context.js';
import { errorText } from './shared.js';

export interface LeadExportPanelProps {
  form: Pick<Form, 'id' | 'name'>;
  /** The leads screen's date filters; the export takes the same leads. */
  filters: { created_at_gteq?: string | undefined; created_at_lteq?: string | undefined };
}

const FORMAT_NAMES: Record<LeadExportFormat, string> = { csv: 'CSV', xlsx: 'Excel (XLSX)' };

/**
 * Starts an export of the form's leads on the server, shows how far it is (polled about every
 * second) and offers the finished file.
 */
export function LeadExportPanel({ form, filters }: LeadExportPanelProps) {
  const client = useEditorClient();
  const [format, setFormat] = useState<LeadExportFormat>('csv');
  const [started, setStarted] = useState<LeadExport | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const status = useQuery({
    queryKey: ['forecourt-editor', 'forms', 'lead-export', form.id, started?.id],
    queryFn: () => client.forms.getLeadExport(form.id, started!.id),
    enabled: started !== null,
    initialData: started ?? undefined,
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'queued' || query.state.data.status === 'running') ? 1000 : false),
  });
  const current = status.data;
  const done = current?.status === 'done';
  // A plain link: the browser streams the file to disk however many leads it holds.
  const fileUrl = done && started ? client.forms.leadExportDownloadUrl(form.id, started.id) : null;

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      setStarted(await client.forms.startLeadExport(form.id, { format, ...filters }));
    } catch (error) {
      setStartError(errorText(error));
    } finally {
      setStarting(false);
    }
  };
  const running = current !== undefined && (current.status === 'queued' || current.status === 'running');
  const range = filters.created_at_gteq || filters.created_at_lteq ? ` created ${filters.created_at_gteq ? `from ${filters.created_at_gteq} ` : ''}${filters.created_at_lteq ? `to ${filters.created_at_lteq}` : ''}`.trimEnd() : '';

  return (
    <section className="fe-panel" aria-labelledby="fe-lead-export">
      <h2 id="fe-lead-export" className="fe-panel__title">
        Export leads
      </h2>
      <p className="fe-help">The file is prepared on the server with the leads{range || ' of all dates'}. Exports are recorded in the audit log.</p>
      <fieldset className="fe-fieldset">
        <legend className="fe-label">File format</legend>
        <div className="fe-radios">
          {(['csv', 'xlsx'] as const).map((value) => (
            <label key={value} className="fe-radio">
              <input type="radio" name="fe-lead-export-format" value={value} checked={format === value} onChange={() => setFormat(value)} disabled={running} /> {FORMAT_NAMES[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="button" className="fe-button fe-button--primary" disabled={starting || running} onClick={() => void start()}>
        {running ? 'Exporting…' : 'Start export'}
      </button>
      <div role="status" aria-live="polite">
        {startError ? <p className="fe-errors">The export could not be started: {startError}</p> : null}
        {current && running ? (
          <div className="fe-progress">
            <progress id="fe-lead-export-progress" max={Math.max(current.total, 1)} value={current.done} aria-label="Export progress" />
            <span>
              {current.status === 'queued' ? 'Waiting to start: ' : ''}
              {current.done} of {current.total} leads
            </span>
          </div>
        ) : null}
        {current?.status === 'failed' ? (
          <div className="fe-alert fe-alert--error">
            <p>The export failed{current.error ? `: ${current.error}` : '.'} Start it again.</p>
          </div>
        ) : null}
        {done ? (
          <p>
            Export done: {current.total} {current.total === 1 ? 'lead' : 'leads'}.{' '}
            {fileUrl ? (
              <a className="fe-button fe-button--small" href={fileUrl} download={current.file_name}>
                Download {current.file_name}
              </a>
            ) : null}
          </p>
        ) : null}
        {status.isError ? <p className="fe-errors">The export’s progress could not be read: {status.error.message}</p> : null}
      </div>
    </section>
  );
}
