import type { PageRevision } from '@forecourt/api-client';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useMemo, useState } from 'react';
import { useEditorClient } from '../context.js';
import { draftFromRevision, type PageDraft } from './draft.js';
import { RevisionChanges } from './revision-changes.js';

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
  /** The editor's working copy: what a revision is compared with. */
  draft: PageDraft;
  /** Puts a revision's content into the editor (unsaved). */
  onLoad: (revision: PageRevision) => void;
}

/**
 * The page's saved versions, newest first. Choosing one shows what restoring it would change in
 * the draft; restoring puts its content in the editor as unsaved changes, so it is an ordinary
 * save and nothing is overwritten by a click.
 */
export function HistoryPanel({ pageId, currentVersion, draft, onLoad }: HistoryPanelProps) {
  const client = useEditorClient();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const revisions = useQuery({
    queryKey: ['forecourt-editor', 'revisions', pageId, currentVersion],
    queryFn: () => client.admin.listRevisions(pageId),
    enabled: open,
  });
  const [chosen, setChosen] = useState<PageRevision | null>(null);
  // The comparison (and microdiff) is loaded on first use only.
  const differ = useQuery({
    queryKey: ['forecourt-editor', 'revision-diff-module'],
    queryFn: () => import('./revision-diff.js'),
    enabled: chosen !== null,
    staleTime: Infinity,
  });
  /** Closes the comparison, giving focus back to the button that opened it. */
  const closeDiff = (revision: PageRevision) => {
    document.getElementById(`${listId}-compare-${revision.id}`)?.focus();
    setChosen(null);
  };
  const diff = useMemo(
    () => (chosen && differ.data ? differ.data.diffDrafts(draft, draftFromRevision(chosen.content)) : null),
    [chosen, differ.data, draft],
  );
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
              <Fragment key={revision.id}>
              <li className="fe-history__item">
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
                  aria-label={`Show what restoring version ${revision.version} would change`}
                  id={`${listId}-compare-${revision.id}`}
                  aria-expanded={chosen?.id === revision.id}
                  onClick={() => setChosen((current) => (current?.id === revision.id ? null : revision))}
                >
                  Compare
                </button>
              </li>
              {chosen?.id === revision.id ? (
                <li className="fe-history__diff">
                  <RevisionChanges
                    version={revision.version}
                    diff={diff}
                    error={differ.isError ? differ.error.message : null}
                    onRestore={() => {
                      closeDiff(revision);
                      onLoad(revision);
                    }}
                    onClose={() => closeDiff(revision)}
                  />
                </li>
              ) : null}
              </Fragment>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
