import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useDocumentTitle } from '../use-document-title.js';

/** Normalises a site path for comparison: leading slash, no trailing slash, lower case. */
const normalise = (path: string) => `/${path.trim().replace(/^\/+|\/+$/g, '')}`.toLowerCase();

/**
 * /cms/_?path=/x: opens the editor of the page at /x (paths match case-insensitively), or the page
 * list with "New page" prefilled with /x when there is none. Used by "edit this page" links.
 */
export function RedirectHelperScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  const { path } = useSearch({ from: '/cms/_' });
  const navigate = useNavigate();
  useDocumentTitle('Opening page');
  const pages = useQuery({ queryKey: ['forecourt-editor', 'pages'], queryFn: () => client.admin.listPages(), enabled: Boolean(path) });

  useEffect(() => {
    if (!path) {
      void navigate({ to: '/cms', replace: true });
      return;
    }
    if (!pages.data) return;
    const page = pages.data.find((p) => normalise(p.path) === normalise(path));
    if (page) void navigate({ to: '/cms/pages/$pageId', params: { pageId: String(page.id) }, replace: true });
    else void navigate({ to: '/cms', search: { new: path.startsWith('/') ? path : `/${path}` }, replace: true });
  }, [path, pages.data, navigate]);

  return (
    <div className="fe-screen">
      <h1 className="fe-screen__title" tabIndex={-1}>
        Opening {path ?? 'page'}
      </h1>
      {pages.isError ? (
        <p role="alert" className="fe-alert fe-alert--error">
          The pages could not be loaded: {pages.error.message}
        </p>
      ) : (
        <p role="status" className="fe-loading">
          Finding the page…
        </p>
      )}
    </div>
  );
}
