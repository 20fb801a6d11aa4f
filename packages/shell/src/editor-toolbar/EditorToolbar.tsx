import type { Page } from '@forecourt/api-client';
import { editPageHref, type EditorSessionUser } from './access.js';

export interface EditorToolbarProps {
  /** The signed-in user (from `GET /auth/session`); only users with a role get the toolbar. */
  session: EditorSessionUser;
  /** The page the visitor is looking at (the current route's page, never another one). */
  page: Pick<Page, 'id' | 'path' | 'status'>;
  /** Link to the page in the editor. Defaults to the cms redirect helper for the page's path. */
  editHref?: string;
}

const STATUS_LABELS: Record<Page['status'], string> = {
  draft: 'Draft',
  published: 'Published',
  disabled: 'Disabled',
};

/**
 * The editor toolbar (site-shell.md §2 "Layouts"): a small fixed bar for signed-in editors on a
 * public page, with who is signed in, the page's status and links into the page editor. The site
 * loads it only in the browser, so it never appears in the server HTML.
 */
export function EditorToolbar({ session, page, editHref }: EditorToolbarProps) {
  return (
    <div className="fc-editor-toolbar" role="region" aria-label="Editor toolbar" data-page-id={page.id}>
      <span className="fc-editor-toolbar__user">
        Signed in as <strong>{session.name}</strong>
      </span>
      <span className="fc-editor-toolbar__status" data-status={page.status}>
        Status: {STATUS_LABELS[page.status]}
      </span>
      <a className="fc-editor-toolbar__link" href={editHref ?? editPageHref(page.path)}>
        Edit this page
      </a>
      <a className="fc-editor-toolbar__link" href="/cms">
        Open the CMS
      </a>
    </div>
  );
}
