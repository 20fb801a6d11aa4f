import { RedirectsScreen } from '@forecourt/editor';
import { useRouteContext } from '@tanstack/react-router';
import { useDocumentTitle } from '../use-document-title.js';

/** /admin/redirects. */
export function RedirectsRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Redirects');
  return <RedirectsScreen client={client} />;
}
