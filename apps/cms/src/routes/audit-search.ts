import { auditEntityTypes, type AuditEntityType } from '@forecourt/api-client';
import type { AuditLogFilters } from '@forecourt/editor';

/**
 * The audit log's filters and page as kept in the URL of /admin/audit (shareable, back/forward):
 * only well-formed values are kept; the service validates the rest and says what is wrong.
 */
export function auditSearch(search: Record<string, unknown>): AuditLogFilters {
  const text = (key: string) => (typeof search[key] === 'string' && search[key] !== '' ? (search[key] as string) : undefined);
  const page = Number(search.page);
  const type = text('entity_type');
  const filters: AuditLogFilters = {
    entity_type: auditEntityTypes.includes(type as AuditEntityType) ? (type as AuditEntityType) : undefined,
    actor: text('actor'),
    // A numeric id comes back from the URL as a number.
    entity_id: typeof search.entity_id === 'number' ? String(search.entity_id) : text('entity_id'),
    from: text('from'),
    to: text('to'),
    page: Number.isSafeInteger(page) && page > 1 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}
