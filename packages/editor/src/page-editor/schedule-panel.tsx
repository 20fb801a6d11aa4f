import { SCHEDULE_ORDER_MESSAGE, SCHEDULE_PAST_MESSAGE, isSchedulePast, type Page } from '@forecourt/api-client';
import { useEffect, useState, type FormEvent } from 'react';
import { FieldFrame } from '../fields/field-frame.js';
import { fromLocalInput, scheduleLabels, toLocalInput } from './schedule.js';

export interface ScheduleTimes {
  publish_at: string | null;
  unpublish_at: string | null;
}

/** Why a schedule was refused: a message, and the field it is about when there is one. */
export interface ScheduleProblem {
  message: string;
  field?: keyof ScheduleTimes;
}

export interface SchedulePanelProps {
  page: Pick<Page, 'publish_at' | 'unpublish_at'>;
  /** Stores the schedule; resolves to null when stored, or to why it was refused. */
  onSave: (times: ScheduleTimes) => Promise<ScheduleProblem | null>;
  /** A request of the editor is under way: saving waits. */
  busy?: boolean;
  idPrefix: string;
  /** The clock, for tests and stories. Defaults to `Date.now`. */
  now?: () => number;
}

/**
 * When the page goes live and when it stops being visible, in the editor's local time. A
 * scheduled publish publishes the draft as it is when the schedule is saved.
 */
export function SchedulePanel({ page, onSave, busy = false, idPrefix, now = Date.now }: SchedulePanelProps) {
  const [publishAt, setPublishAt] = useState(() => toLocalInput(page.publish_at));
  const [unpublishAt, setUnpublishAt] = useState(() => toLocalInput(page.unpublish_at));
  const [problem, setProblem] = useState<ScheduleProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  // The stored schedule changed (saved here, or applied by the scheduler): show it.
  useEffect(() => {
    setPublishAt(toLocalInput(page.publish_at));
    setUnpublishAt(toLocalInput(page.unpublish_at));
  }, [page.publish_at, page.unpublish_at]);

  const id = (name: string) => `${idPrefix}-${name}`;
  const errorsFor = (field: keyof ScheduleTimes) => (problem?.field === field ? [problem.message] : []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const times: ScheduleTimes = { publish_at: fromLocalInput(publishAt), unpublish_at: fromLocalInput(unpublishAt) };
    // The service checks the same; said here before a round trip.
    for (const field of ['publish_at', 'unpublish_at'] as const) {
      const at = times[field];
      if (at && isSchedulePast(at, now())) return setProblem({ field, message: SCHEDULE_PAST_MESSAGE });
    }
    if (times.publish_at && times.unpublish_at && times.unpublish_at <= times.publish_at) {
      return setProblem({ field: 'unpublish_at', message: SCHEDULE_ORDER_MESSAGE });
    }
    setProblem(null);
    setSaving(true);
    try {
      const refused = await onSave(times);
      setProblem(refused);
      if (!refused) setNotice(times.publish_at || times.unpublish_at ? 'Schedule saved.' : 'Schedule cleared.');
    } finally {
      setSaving(false);
    }
  };

  const labels = scheduleLabels(page);
  return (
    <section className="fe-panel fe-schedule" aria-labelledby={id('heading')}>
      <h2 id={id('heading')} className="fe-panel__title">
        Schedule
      </h2>
      <p className="fe-muted">
        {labels.length > 0 ? `${labels.join(' · ')}.` : 'Nothing scheduled.'} A scheduled publish publishes the draft as it is when you save the
        schedule; times are in your time zone.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {problem && !problem.field ? (
          <div role="alert" className="fe-alert fe-alert--error">
            <p>{problem.message}</p>
          </div>
        ) : null}
        <div className="fe-grid-2">
          <ScheduleInput id={id('publish-at')} label="Publish at" value={publishAt} onChange={setPublishAt} errors={errorsFor('publish_at')} />
          <ScheduleInput id={id('unpublish-at')} label="Unpublish at" value={unpublishAt} onChange={setUnpublishAt} errors={errorsFor('unpublish_at')} />
        </div>
        <div className="fe-schedule__actions">
          <button type="submit" className="fe-button" disabled={busy || saving}>
            {saving ? 'Saving schedule…' : 'Save schedule'}
          </button>
          <span role="status" className="fe-muted">
            {notice}
          </span>
        </div>
      </form>
    </section>
  );
}

function ScheduleInput({ id, label, value, onChange, errors }: { id: string; label: string; value: string; onChange: (value: string) => void; errors: string[] }) {
  return (
    <FieldFrame id={id} label={label} help="Leave empty for no schedule." errors={errors}>
      {(a11y) => (
        <div className="fe-schedule__input">
          <input {...a11y} className="fe-input" type="datetime-local" step={1} value={value} onChange={(e) => onChange(e.target.value)} />
          <button type="button" className="fe-button fe-button--small fe-button--quiet" aria-label={`Clear ${label.toLowerCase()}`} disabled={value === ''} onClick={() => onChange('')}>
            Clear
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
