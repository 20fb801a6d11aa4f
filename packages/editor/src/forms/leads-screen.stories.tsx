import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createFormsStoryClient } from '../stories/forms-story-client.js';
import { LeadDetailScreen } from './lead-detail.js';
import { LeadsScreen } from './leads-screen.js';

function LeadsStory({ leads }: { leads: number }) {
  const [{ client }] = useState(() => createFormsStoryClient({ leads }));
  return <LeadsScreen client={client} formId={1} leadHref={(id) => `#/admin/forms/1/leads/${id}`} formHref="#/admin/forms/1" formsListHref="#/admin/forms" />;
}

function LeadDetailStory({ leadId }: { leadId: number }) {
  const [{ client }] = useState(() => createFormsStoryClient());
  return <LeadDetailScreen client={client} formId={1} leadId={leadId} leadsHref="#/admin/forms/1/leads" onDeleted={() => undefined} />;
}

const meta = { title: 'Admin/Forms/Leads', component: LeadsStory, args: { leads: 40 } } satisfies Meta<typeof LeadsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Forty leads over a few days; one failed delivery, one pending. Exports move on with each poll. */
export const List: Story = {};
export const NoLeads: Story = { args: { leads: 0 } };
/** A lead whose CRM call failed: "Send again (fix)" is offered. */
export const DetailWithFailedDelivery: Story = { render: () => <LeadDetailStory leadId={2} /> };
export const DetailDelivered: Story = { render: () => <LeadDetailStory leadId={3} /> };
