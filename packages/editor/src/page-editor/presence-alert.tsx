import type { PagePresence } from '@forecourt/api-client';
import { useEffect, useRef } from 'react';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** "14:05" today, "23 Nov, 14:05" on another day; the browser's local time. */
export function presenceTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay ? timeFormat.format(at) : `${dayFormat.format(at)}, ${timeFormat.format(at)}`;
}

/** "Anna Nowak (anna@example.com)", or whichever of the two the account has. */
export const personOf = ({ name, email }: { name: string; email: string }) => (name && email ? `${name} (${email})` : name || email);

/** One sentence per other editor tab: who, and since when. */
export function presenceSentence(other: PagePresence['others'][number]): string {
  return other.yours
    ? `You are also editing this page in another tab or window since ${presenceTime(other.since)}.`
    : `${personOf(other)} is editing this page since ${presenceTime(other.since)}.`;
}

export interface PresenceAlertProps {
  others: PagePresence['others'];
  takenOver: PagePresence['taken_over'];
  onTakeOver: () => void;
  takingOver: boolean;
  takeOverError: string | null;
  /** Loads the latest version after a take-over (asking first when there are unsaved edits). */
  onReload: () => void;
  reloading: boolean;
}

/**
 * Who else has the page open (a polite note offering "Take over editing"), or, once someone took
 * over from this tab, who and when, with "Reload to see their changes". Neither locks anything:
 * the version check still refuses a save from a stale version.
 */
export function PresenceAlert({ others, takenOver, onTakeOver, takingOver, takeOverError, onReload, reloading }: PresenceAlertProps) {
  const takenRef = useRef<HTMLDivElement>(null);
  const takenAt = takenOver?.at;
  useEffect(() => {
    if (takenAt) takenRef.current?.focus();
  }, [takenAt]);

  if (takenOver) {
    return (
      <div ref={takenRef} className="fe-alert fe-alert--error fe-presence" role="alert" tabIndex={-1}>
        <h2 className="fe-alert__title">{`${personOf(takenOver)} took over editing at ${presenceTime(takenOver.at)}`}</h2>
        <p>Autosave is off in this tab. Your unsaved changes are still here: copy anything you need before you reload.</p>
        <div className="fe-alert__actions">
          <button type="button" className="fe-button fe-button--primary" disabled={reloading} onClick={onReload}>
            Reload to see their changes
          </button>
        </div>
      </div>
    );
  }
  if (others.length === 0) return null;
  return (
    <div className="fe-alert fe-presence" role="status">
      <h2 className="fe-alert__title">{others.length === 1 && !others[0]!.yours ? 'Someone else is editing this page' : 'This page is open elsewhere too'}</h2>
      {others.map((other) => (
        <p key={`${other.email}-${other.since}`}>{presenceSentence(other)}</p>
      ))}
      <p>You can both edit: if you both save, the later save is refused and nothing is overwritten. Taking over tells the other editor to stop and reload.</p>
      {takeOverError ? <p className="fe-errors">{takeOverError}</p> : null}
      <div className="fe-alert__actions">
        <button type="button" className="fe-button" disabled={takingOver} onClick={onTakeOver}>
          Take over editing
        </button>
      </div>
    </div>
  );
}
