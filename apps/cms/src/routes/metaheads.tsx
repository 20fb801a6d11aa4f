import { MetaheadsScreen } from '@forecourt/editor';
import { useRouteContext } from '@tanstack/react-router';
import { useDocumentTitle } from '../use-document-title.js';

/** /admin/metaheads. */
export function MetaheadsRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Metaheads');
  return <MetaheadsScreen client={client} />;
}
