import { PageList } from '@forecourt/editor';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useDocumentTitle } from '../use-document-title.js';

/** /cms: the page list. */
export function PagesScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  const search = useSearch({ from: '/cms' });
  const navigate = useNavigate();
  useDocumentTitle('Pages');
  return (
    <PageList
      client={client}
      editorHref={(id) => `/cms/pages/${id}`}
      onOpenPage={(id) => void navigate({ to: '/cms/pages/$pageId', params: { pageId: String(id) } })}
      newPagePath={search.new}
    />
  );
}
