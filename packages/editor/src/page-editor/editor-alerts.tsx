import { useEffect, useId, useRef, useState } from 'react';
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
      {previewLink ? <PreviewLink href={previewLink} /> : null}
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

/**
 * The draft preview link in full (the token is what lets a colleague in), ready to copy; the site
 * shows the stored draft to whoever has it until it expires, without the page being disabled.
 */
function PreviewLink({ href }: { href: string }) {
  const id = useId();
  const absolute = typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => setCopied(null), [href]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute);
      setCopied('copied');
    } catch {
      // No clipboard permission: the field is selected, so Ctrl/Cmd+C copies it.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setCopied('failed');
    }
  };
  return (
    <div className="fe-notice fe-preview-link">
      <label htmlFor={id} className="fe-label">
        Draft preview link (anyone with it sees this draft for an hour)
      </label>
      <div className="fe-preview-link__row">
        <input id={id} className="fe-input" readOnly value={absolute} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="fe-button fe-button--small" onClick={() => void copy()}>
          Copy link
        </button>
        <a className="fe-button fe-button--small fe-button--link" href={href} target="_blank" rel="noopener" aria-label="Open the draft preview (opens in a new tab)">
          Open
        </a>
      </div>
      <p className="fe-help" role="status">
        {copied === 'copied' ? 'Link copied.' : copied === 'failed' ? 'The link could not be copied: it is selected, press Ctrl+C (⌘C) to copy it.' : ''}
      </p>
    </div>
  );
}
