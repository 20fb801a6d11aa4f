import { SettingsScreen } from '@forecourt/editor';
import { useRouteContext } from '@tanstack/react-router';
import { useDocumentTitle } from '../use-document-title.js';

/** /admin/settings. */
export function SettingsRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Settings');
  return <SettingsScreen client={client} />;
}
