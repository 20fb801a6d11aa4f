import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createFormsStoryClient, storyForm } from '../stories/forms-story-client.js';
import { FormsListScreen } from './forms-list.js';

function FormsListStory({ empty }: { empty?: boolean }) {
  const [{ client }] = useState(() => createFormsStoryClient({ forms: empty ? [] : [storyForm(1), storyForm(2, 'Brochure request')] }));
  return (
    <FormsListScreen
      client={client}
      formHref={(id) => `#/admin/forms/${id}`}
      leadsHref={(id) => `#/admin/forms/${id}/leads`}
      onOpenForm={() => undefined}
      links={[
        { label: 'Forms settings', href: '#/admin/forms/settings' },
        { label: 'Locations', href: '#/admin/forms/locations' },
        { label: 'Outbox', href: '#/admin/outbox' },
      ]}
    />
  );
}

const meta = { title: 'Admin/Forms/Forms list', component: FormsListStory } satisfies Meta<typeof FormsListStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithForms: Story = {};
export const Empty: Story = { args: { empty: true } };
