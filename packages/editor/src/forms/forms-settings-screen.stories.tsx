import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createFormsStoryClient } from '../stories/forms-story-client.js';
import { FormsSettingsScreen } from './forms-settings-screen.js';
import { LocationsScreen } from './locations-screen.js';

function FormsSettingsStory({ crm }: { crm: boolean }) {
  const [{ client }] = useState(() =>
    createFormsStoryClient({ settings: crm ? { 'crm.system': 'webhook', 'crm.url': 'https://crm.example.com/leads', 'crm.token': 't0ken', 'mail.from': 'Forecourt <no-reply@forecourt.test>' } : {} }),
  );
  return <FormsSettingsScreen client={client} formsListHref="#/admin/forms" />;
}

function LocationsStory() {
  const [{ client }] = useState(() => createFormsStoryClient());
  return <LocationsScreen client={client} formsListHref="#/admin/forms" />;
}

const meta = { title: 'Admin/Forms/Settings', component: FormsSettingsStory, args: { crm: true } } satisfies Meta<typeof FormsSettingsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A webhook CRM with its token set (shown as “Set”, never read back). */
export const WithCrm: Story = {};
export const NothingSet: Story = { args: { crm: false } };
export const Locations: Story = { render: () => <LocationsStory /> };
