import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createFormsStoryClient } from '../stories/forms-story-client.js';
import { OutboxScreen } from './outbox-screen.js';

function OutboxStory() {
  const [{ client }] = useState(() => createFormsStoryClient({ leads: 6 }));
  return <OutboxScreen client={client} leadHref={(formId, leadId) => `#/admin/forms/${formId}/leads/${leadId}`} pageSize={6} />;
}

const meta = { title: 'Admin/Forms/Outbox', component: OutboxStory } satisfies Meta<typeof OutboxStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Notification e-mails (readable) and CRM calls; one failed CRM call stands out. */
export const Mixed: Story = {};
