import { describe, expect, it } from 'vitest';
import { bodyLimitFor } from './body-limits.js';

describe('bodyLimitFor', () => {
  it('should give media uploads 15 MB, the rest of the admin API 1 MB and everything else 64 KB', () => {
    expect(bodyLimitFor('POST', '/admin_api/media').label).toBe('15 MB');
    expect(bodyLimitFor('PUT', '/admin_api/pages/4').label).toBe('1 MB');
    expect(bodyLimitFor('PUT', '/admin_api/media').label).toBe('1 MB');
    expect(bodyLimitFor('PUT', '/admin_api/media/seed-defender/file').label).toBe('15 MB');
    expect(bodyLimitFor('PATCH', '/admin_api/media/seed-defender').label).toBe('1 MB');
    for (const path of ['/auth/logout', '/oidc/token', '/api/settings', '/some-page', '/admin_apix', '/forms_apix']) {
      expect(bodyLimitFor('POST', path), path).toEqual({ bytes: 64 * 1024, label: '64 KB' });
    }
  });

  it("should give the forms API's admin writes 1 MB and a visitor's lead post 64 KB", () => {
    expect(bodyLimitFor('POST', '/forms_api/forms').label).toBe('1 MB');
    expect(bodyLimitFor('PUT', '/forms_api/forms/3').label).toBe('1 MB');
    expect(bodyLimitFor('POST', '/forms_api/forms/import').label).toBe('1 MB');
    expect(bodyLimitFor('POST', '/forms_api/forms/3/leads').label).toBe('64 KB');
    expect(bodyLimitFor('POST', '/forms_api/forms/3/leads/').label).toBe('64 KB');
  });
});
