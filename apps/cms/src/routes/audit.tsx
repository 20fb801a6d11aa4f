import { AuditLogScreen } from '@forecourt/editor';
import { useRouteContext } from '@tanstack/react-router';
import { useDocumentTitle } from '../use-document-title.js';

/** /admin/audit. */
export function AuditRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  useDocumentTitle('Audit log');
  return <AuditLogScreen client={client} />;
}
