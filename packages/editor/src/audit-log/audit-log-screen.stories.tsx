import type { AuditEntry } from '@forecourt/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createStoryClient } from '../stories/story-client.js';
import { AuditLogScreen } from './audit-log-screen.js';

const entry = (
  id: number,
  minutesAgo: number,
  fields: Omit<AuditEntry, 'id' | 'at'>,
): AuditEntry => ({
  id,
  at: new Date(Date.parse('2026-11-22T09:00:00Z') - minutesAgo * 60_000).toISOString(),
  ...fields,
});

const storyAudit: AuditEntry[] = [
  entry(1, 300, {
    actor: 'ada@forecourt.test',
    entity_type: 'setting',
    entity_id: 'currency_symbol',
    action: 'update',
    summary: 'Set currency_symbol',
  }),
  entry(2, 240, {
    actor: 'eddie@forecourt.test',
    entity_type: 'page',
    entity_id: '12',
    action: 'create',
    summary: 'Created /summer-sale',
  }),
  entry(3, 230, {
    actor: 'eddie@forecourt.test',
    entity_type: 'page',
    entity_id: '12',
    action: 'publish',
    summary: 'Published /summer-sale (version 3)',
  }),
  entry(4, 120, {
    actor: 'ada@forecourt.test',
    entity_type: 'metahead',
    entity_id: '4',
    action: 'create',
    summary: 'Created metahead "Tracking" (javascript, every page)',
  }),
  entry(5, 90, {
    actor: 'ada@forecourt.test',
    entity_type: 'nav_entry',
    entity_id: '31',
    action: 'update',
    summary: 'Changed label of navigation entry "Offers" (en, /offers)',
  }),
  entry(6, 60, {
    actor: 'eddie@forecourt.test',
    entity_type: 'media',
    entity_id: 'defender-hero',
    action: 'create',
    summary: 'Uploaded defender-hero.jpg (1600×900)',
  }),
  entry(7, 30, {
    actor: 'ada@forecourt.test',
    entity_type: 'page',
    entity_id: '12',
    action: 'status',
    summary: 'Disabled /summer-sale',
  }),
  entry(8, 5, {
    actor: 'ada@forecourt.test',
    entity_type: 'page',
    entity_id: '12',
    action: 'delete',
    summary: 'Deleted /summer-sale',
  }),
];

function AuditLogStory({ pageSize }: { pageSize?: number }) {
  const [{ client }] = useState(() => createStoryClient({ audit: storyAudit }));
  return <AuditLogScreen client={client} pageSize={pageSize} />;
}

const meta = { title: 'Editor/AuditLogScreen', component: AuditLogStory } satisfies Meta<
  typeof AuditLogStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RecentChanges: Story = {};

/** Three changes a page, to show the pager. */
export const Paged: Story = { args: { pageSize: 3 } };
