import type { Session } from '@forecourt/api-client';

// The toolbar's decisions, in the main bundle; the component itself is a separate entry
// (`@forecourt/shell/editor-toolbar`) so visitors who are not signed in never download it.

/** The signed-in user of a session. */
export type EditorSessionUser = NonNullable<Session['user']>;

/** The cms redirect helper `/cms/_?path=…` opens the page with that path in the page editor. */
export function editPageHref(path: string): string {
  // '/' is legal in a query value and keeps the link readable.
  return `/cms/_?path=${encodeURIComponent(path).replaceAll('%2F', '/')}`;
}

/** Only users with a role (editor or admin) may edit, so only they get the toolbar. */
export function canUseEditorToolbar(session: Session | null | undefined): session is Session & { user: EditorSessionUser } {
  return Boolean(session?.user && session.user.roles.length > 0);
}
