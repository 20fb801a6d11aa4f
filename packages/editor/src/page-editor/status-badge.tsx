import type { Page } from '@forecourt/api-client';
import { pageStatus } from './draft.js';

/** Draft / Published / Unpublished changes / Disabled, as a coloured badge with text. */
export function StatusBadge({ page }: { page: Pick<Page, 'status' | 'published_at' | 'has_unpublished_changes'> }) {
  const status = pageStatus(page);
  return (
    <span className="fe-status" data-status={status.key}>
      <span className="fe-visually-hidden">Status: </span>
      {status.label}
    </span>
  );
}
