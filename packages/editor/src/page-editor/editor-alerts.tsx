import { useEffect, useRef } from 'react';
import type { Busy, RequestFailure } from './use-page-saving.js';

export interface EditorAlertsProps {
  /** What the last action did, read out by screen readers. */
  notice: string;
  /** Name of the block just removed: the notice offers Undo. */
  removed: string | null;
  onUndoRemove: () => void;
  previewLink: string | null;
  /** The service's 409 message while the conflict is shown. */
  conflict: string | null;
  onReloadLatest: () => void;
  onKeepEditing: () => void;
  failure: RequestFailure | null;
  busy: Busy;
  pageListHref: string;
}

/** The notices and alerts under the editor's bar: what just happened, a conflict, a failure. */
export function EditorAlerts({ notice, removed, onUndoRemove, previewLink, conflict, onReloadLatest, onKeepEditing, failure, busy, pageListHref }: EditorAlertsProps) {
  const conflictRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);
  return (
    <>
      <p className="fe-visually-hidden" role="status">
        {notice}
      </p>
      {notice ? (
        <div className="fe-notice">
          <span className="fe-notice__text" aria-hidden="true">
            {notice}
          </span>
          {removed ? (
            <button type="button" className="fe-button fe-button--small fe-notice__action" aria-label={`Undo: restore the ${removed} block`} onClick={onUndoRemove}>
              Undo
            </button>
          ) : null}
        </div>
      ) : null}
      {previewLink ? (
        <p className="fe-notice">
          Preview link (valid for a short time):{' '}
          <a href={previewLink} target="_blank" rel="noopener">
            {previewLink.split('?')[0]}
          </a>
        </p>
      ) : null}
      {conflict ? (
        <div ref={conflictRef} className="fe-alert fe-alert--error" role="alert" tabIndex={-1}>
          <h2 className="fe-alert__title">Not saved: someone else changed this page</h2>
          <p>{conflict}</p>
          <p>Your changes are still here. Copy anything you need, then reload to continue from the latest version (Undo brings your changes back).</p>
          <div className="fe-alert__actions">
            <button type="button" className="fe-button fe-button--primary" disabled={busy !== null} onClick={onReloadLatest}>
              Reload latest
            </button>
            <button type="button" className="fe-button fe-button--quiet" onClick={onKeepEditing}>
              Keep editing
            </button>
          </div>
        </div>
      ) : null}
      {failure ? (
        <div className="fe-alert fe-alert--error" role="alert">
          <p>{failure.message}</p>
          {failure.signIn ? (
            <p>
              <a href={`/auth/login?return_to=${encodeURIComponent(pageListHref)}`} target="_blank" rel="noopener">
                Sign in again (opens a new tab)
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
