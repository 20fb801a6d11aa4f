import type { PageRevision } from '@forecourt/api-client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useEditorClient } from '../context.js';

const ACTIONS: Record<PageRevision['action'], string> = {
  create: 'Created',
  update: 'Draft saved',
  publish: 'Published',
  status: 'Status changed',
  delete: 'Deleted',
  restore: 'Restored',
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export interface HistoryPanelProps {
  pageId: number;
  /** The page's current version; the list reloads when it changes. */
  currentVersion: number;
  /** Puts a revision's content into the editor (unsaved). */
  onLoad: (revision: PageRevision) => void;
}

/**
 * The page's saved versions, newest first. Loading one puts its content in the editor as unsaved
 * changes, so restoring is an ordinary save and nothing is overwritten by a click.
 */
export function HistoryPanel({ pageId, currentVersion, onLoad }: HistoryPanelProps) {
  const client = useEditorClient();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const revisions = useQuery({
    queryKey: ['forecourt-editor', 'revisions', pageId, currentVersion],
    queryFn: () => client.admin.listRevisions(pageId),
    enabled: open,
  });
  return (
    <section className="fe-panel" aria-labelledby={`${listId}-title`}>
      <div className="fe-panel__head">
        <h2 id={`${listId}-title`} className="fe-panel__title">
          History
        </h2>
        <button type="button" className="fe-button fe-button--small fe-button--quiet" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide versions' : 'Show versions'}
        </button>
      </div>
      <div id={listId} hidden={!open}>
        {open && revisions.isPending ? (
          <p role="status" className="fe-loading">
            Loading versions…
          </p>
        ) : null}
        {revisions.isError ? (
          <p role="alert" className="fe-errors">
            The versions could not be loaded: {revisions.error.message}
          </p>
        ) : null}
        {revisions.data ? (
          <ol className="fe-history">
            {revisions.data.map((revision) => (
              <li key={revision.id} className="fe-history__item">
                <div>
                  <span className="fe-history__version">Version {revision.version}</span> {ACTIONS[revision.action]}
                  {revision.action === 'status' ? ` (${revision.status})` : ''}
                  {revision.version === currentVersion ? <span className="fe-badge">Current</span> : null}
                  <div className="fe-muted">
                    <time dateTime={revision.created_at}>{dateFormat.format(new Date(revision.created_at))}</time>
                    {revision.created_by ? ` · ${revision.created_by}` : ''}
                  </div>
                </div>
                <button
                  type="button"
                  className="fe-button fe-button--small"
                  aria-label={`Load version ${revision.version} into the editor`}
                  onClick={() => onLoad(revision)}
                >
                  Load
                </button>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
