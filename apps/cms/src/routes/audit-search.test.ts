// The audit log's filters as a shared /admin/audit link carries them.
import { describe, expect, it } from 'vitest';
import { auditSearch } from './audit-search.js';

describe('given the search of an /admin/audit link', () => {
  it('should keep every filter and the page it names', () => {
    expect(auditSearch({ entity_type: 'user', entity_id: 2, actor: 'admin@forecourt.test', from: '2026-11-01', to: '2026-11-30', page: 3 })).toEqual({
      entity_type: 'user',
      entity_id: '2',
      actor: 'admin@forecourt.test',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
  });

  it('should drop an unknown type, empty values and page numbers that are not pages', () => {
    expect(auditSearch({ entity_type: 'owner', actor: '', page: 'x' })).toEqual({});
    expect(auditSearch({ page: 1 })).toEqual({});
    expect(auditSearch({ page: -2 })).toEqual({});
  });
});
