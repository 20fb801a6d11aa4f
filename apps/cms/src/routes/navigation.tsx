import { NavigationEditorScreen } from '@forecourt/editor';
import { useRouteContext } from '@tanstack/react-router';
import { useDocumentTitle } from '../use-document-title.js';

/** /admin/navigation. */
export function NavigationRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Navigation');
  return <NavigationEditorScreen client={client} />;
}
