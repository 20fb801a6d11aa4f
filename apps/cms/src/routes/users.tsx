import { UsersScreen } from '@forecourt/editor';
import { useRouteContext } from '@tanstack/react-router';
import { useDocumentTitle } from '../use-document-title.js';

/** /admin/users. */
export function UsersRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Users and roles');
  return <UsersScreen client={client} />;
}
