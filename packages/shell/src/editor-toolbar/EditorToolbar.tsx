import type { Page } from '@forecourt/api-client';
import { useShellT } from '../i18n/LocaleProvider.js';
import { editPageHref, type EditorSessionUser } from './access.js';

export interface EditorToolbarProps {
  /** The signed-in user (from `GET /auth/session`); only users with a role get the toolbar. */
  session: EditorSessionUser;
  /** The page the visitor is looking at (the current route's page, never another one). */
  page: Pick<Page, 'id' | 'path' | 'status'>;
  /** Link to the page in the editor. Defaults to the cms redirect helper for the page's path. */
  editHref?: string;
}

/** The bundles' name of each page status. */
const STATUS_KEYS: Record<Page['status'], string> = {
  draft: 'editorToolbar.draft',
  published: 'editorToolbar.published',
  disabled: 'editorToolbar.disabled',
};

/**
 * The editor toolbar (site-shell.md §2 "Layouts"): a small fixed bar for signed-in editors on a
 * public page, with who is signed in, the page's status and links into the page editor. The site
 * loads it only in the browser, so it never appears in the server HTML.
 */
export function EditorToolbar({ session, page, editHref }: EditorToolbarProps) {
  const t = useShellT();
  // The user's name is shown in bold where the locale puts its {{name}} placeholder.
  const [beforeName = '', afterName = ''] = t('editorToolbar.signedInAs').split('{{name}}');
  return (
    <div
      className="fc-editor-toolbar"
      role="region"
      aria-label={t('editorToolbar.label')}
      data-page-id={page.id}
    >
      <span className="fc-editor-toolbar__user">
        {beforeName}
        <strong>{session.name}</strong>
        {afterName}
      </span>
      <span className="fc-editor-toolbar__status" data-status={page.status}>
        {t('editorToolbar.status', { status: t(STATUS_KEYS[page.status]) })}
      </span>
      <a className="fc-editor-toolbar__link" href={editHref ?? editPageHref(page.path)}>
        {t('editorToolbar.edit')}
      </a>
      <a className="fc-editor-toolbar__link" href="/cms">
        {t('editorToolbar.cms')}
      </a>
    </div>
  );
}
