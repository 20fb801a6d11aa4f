import { AuditLogScreen } from '@forecourt/editor';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useDocumentTitle } from '../use-document-title.js';

/** /admin/audit: the filters and page live in the URL, so a filtered view can be shared and back/forward walk through them. */
export function AuditRouteScreen() {
  const { client } = useRouteContext({ from: '__root__' });
  const filters = useSearch({ from: '/admin/audit' });
  const navigate = useNavigate({ from: '/admin/audit' });
  useDocumentTitle('Audit log');
  return <AuditLogScreen client={client} filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}
