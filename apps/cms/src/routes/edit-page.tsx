import { localize } from '@forecourt/api-client';
import { PageEditor, pageQueryKey } from '@forecourt/editor';
import { useQuery } from '@tanstack/react-query';
import { useBlocker, useParams, useRouteContext } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useDocumentTitle } from '../use-document-title.js';

export const LEAVE_MESSAGE = 'This page has unsaved changes. Leave and lose them?';

/** /cms/pages/$pageId: the page editor, with a guard against leaving with unsaved changes. */
export function EditPageScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  const { pageId } = useParams({ from: '/cms/pages/$pageId' });
  const id = Number(pageId);
  const valid = Number.isInteger(id) && id > 0;
  // Same query as the editor's, so this only reads what the editor loads (for the tab title).
  const page = useQuery({ queryKey: pageQueryKey(id), queryFn: () => client.admin.getPage(id), enabled: valid, staleTime: Infinity });
  useDocumentTitle(page.data ? `Edit: ${localize(page.data.title, 'en') || page.data.path}` : 'Edit page');
  const dirty = useRef(false);
  // In-app navigation asks first; closing the tab is guarded by the editor itself (beforeunload).
  useBlocker({ shouldBlockFn: () => dirty.current && !window.confirm(LEAVE_MESSAGE), enableBeforeUnload: false });
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  if (!valid) {
    return (
      <div className="fe-screen">
        <h1 className="fe-screen__title">This page could not be found</h1>
      </div>
    );
  }
  return <PageEditor key={id} client={client} pageId={id} onDirtyChange={onDirtyChange} pageListHref="/cms" />;
}
