import type { Locale, Page } from '@forecourt/api-client';
import { memo } from 'react';
import { LocaleSwitch } from './locale-switch.js';
import { scheduleLabels } from './schedule.js';
import { StatusBadge } from './status-badge.js';
import { savedAt, type Busy, type SaveStatus } from './use-page-saving.js';

export interface EditorHeaderProps {
  title: string;
  base: Page;
  dirty: boolean;
  busy: Busy;
  status: SaveStatus;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** What Undo / Redo would do, or null when there is nothing to undo / redo. */
  undoLabel: string | null;
  redoLabel: string | null;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onPublish: () => void;
  onToggleDisabled: () => void;
  onOpenDisabledPreview: () => void;
  /** Makes a signed, expiring link to the draft on the site, to share. */
  onShareDraftPreview: () => void;
  pageListHref: string;
}

/** The autosave line: "Saving…", "Saved 14:05", or why not (calmly: it retries by itself). */
function SaveStatusText({ status }: { status: SaveStatus }) {
  const text = status.state === 'saving' ? 'Saving…' : status.state === 'saved' ? savedAt(status.at) : status.state === 'failed' ? status.message : '';
  return (
    <span className="fe-save-status" data-state={status.state} role="status">
      {text}
    </span>
  );
}

/** The sticky bar: page title, status, undo/redo, language and the page actions. */
export const EditorHeader = memo(function EditorHeader(props: EditorHeaderProps) {
  const { title, base, dirty, busy, status, locale, onLocaleChange, undoLabel, redoLabel, pageListHref } = props;
  const published = base.published_at !== null || base.status === 'published';
  return (
    <header className="fe-editor__bar">
      <div className="fe-editor__heading">
        <a className="fe-backlink" href={pageListHref}>
          ← All pages
        </a>
        <h1 className="fe-editor__title" tabIndex={-1}>
          Edit page: {title}
        </h1>
        <p className="fe-editor__meta">
          <code>{base.path}</code> <StatusBadge page={base} /> <span className="fe-muted">Version {base.version}</span>
          {scheduleLabels(base).map((label) => (
            <span key={label} className="fe-schedule-label">
              {label}
            </span>
          ))}
          {dirty ? <span className="fe-unsaved">Unsaved changes</span> : null} <SaveStatusText status={status} />
        </p>
      </div>
      <div className="fe-editor__history" role="group" aria-label="Undo history">
        <button
          type="button"
          className="fe-button fe-button--small fe-button--quiet"
          aria-keyshortcuts="Control+Z Meta+Z"
          title={undoLabel ? `Undo: ${undoLabel}` : 'Nothing to undo'}
          disabled={undoLabel === null}
          onClick={props.onUndo}
        >
          <span aria-hidden="true">↶</span> Undo
        </button>
        <button
          type="button"
          className="fe-button fe-button--small fe-button--quiet"
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          title={redoLabel ? `Redo: ${redoLabel}` : 'Nothing to redo'}
          disabled={redoLabel === null}
          onClick={props.onRedo}
        >
          <span aria-hidden="true">↷</span> Redo
        </button>
      </div>
      <LocaleSwitch locale={locale} onChange={onLocaleChange} />
      <div className="fe-editor__actions" role="group" aria-label="Page actions">
        <button type="button" className="fe-button fe-button--primary" aria-keyshortcuts="Control+S" disabled={busy !== null} onClick={props.onSave}>
          {busy === 'save' ? 'Saving…' : 'Save draft'}
        </button>
        <button
          type="button"
          className="fe-button fe-button--accent"
          disabled={busy !== null || (!dirty && !base.has_unpublished_changes && base.status === 'published')}
          onClick={props.onPublish}
        >
          {busy === 'publish' ? 'Publishing…' : dirty ? 'Save and publish' : 'Publish'}
        </button>
        <button type="button" className="fe-button" disabled={busy !== null} onClick={props.onToggleDisabled}>
          {base.status === 'disabled' ? 'Enable' : 'Disable'}
        </button>
        {base.status === 'disabled' ? (
          <button type="button" className="fe-button" disabled={busy !== null} onClick={props.onOpenDisabledPreview}>
            Preview disabled page
          </button>
        ) : null}
        <button type="button" className="fe-button" disabled={busy !== null} onClick={props.onShareDraftPreview}>
          Share draft preview
        </button>
        {published && base.status !== 'disabled' ? (
          <a className="fe-button fe-button--link" href={base.path} target="_blank" rel="noopener" aria-label="View live page (opens in a new tab)">
            View live page
          </a>
        ) : null}
      </div>
    </header>
  );
});
