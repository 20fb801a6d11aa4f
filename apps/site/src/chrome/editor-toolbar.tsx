// The editor toolbar (site-shell.md §2 "Layouts"): loaded only in the browser, only for the current
// page and only with authentication supplied. The session is asked for after hydration (so the
// server HTML never holds the toolbar), and the component's chunk is imported only when the
// session has a user with a role, so anonymous visitors never download it.
import type { Page } from '@forecourt/api-client';
import { canUseEditorToolbar, type EditorSessionUser } from '@forecourt/shell';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PageLoad } from '../routes/page-loader.js';

const EditorToolbar = lazy(() =>
  import('@forecourt/shell/editor-toolbar').then((module) => ({ default: module.EditorToolbar })),
);

type ToolbarPage = Pick<Page, 'id' | 'path' | 'status'>;

/** The page of the current route's loader data (not a 404, an error or another route's page). */
function useCurrentPage(): ToolbarPage | null {
  return useRouterState({
    select: (state) => {
      for (const match of state.matches) {
        const data = match.loaderData as PageLoad | undefined;
        if (data && typeof data === 'object' && 'kind' in data && data.kind === 'page') {
          const { id, path, status } = data.page;
          return { id, path, status };
        }
      }
      return null;
    },
    structuralSharing: true,
  });
}

export function EditorToolbarLoader() {
  const { content } = useRouteContext({ from: '__root__' });
  const page = useCurrentPage();
  const [user, setUser] = useState<EditorSessionUser | null>(null);

  useEffect(() => {
    let cancelled = false;
    content()
      .getSession()
      .then(
        (session) => {
          if (!cancelled && canUseEditorToolbar(session)) setUser(session.user);
        },
        // No session endpoint or no session: a visitor, so no toolbar.
        () => {},
      );
    return () => {
      cancelled = true;
    };
  }, [content]);

  if (!user || !page) return null;
  return (
    <Suspense fallback={null}>
      <EditorToolbar session={user} page={page} />
    </Suspense>
  );
}
