import { MediaLibraryScreen } from '@forecourt/editor';
import { useRouteContext } from '@tanstack/react-router';
import { useDocumentTitle } from '../use-document-title.js';

/** /admin/media. */
export function MediaRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Media library');
  return <MediaLibraryScreen client={client} />;
}
