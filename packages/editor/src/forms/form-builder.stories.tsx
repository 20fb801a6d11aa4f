import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createFormsStoryClient } from '../stories/forms-story-client.js';
import { FormBuilderScreen } from './form-builder.js';

function FormBuilderStory() {
  const [{ client }] = useState(() => createFormsStoryClient());
  return <FormBuilderScreen client={client} formId={1} formsListHref="#/admin/forms" leadsHref="#/admin/forms/1/leads" />;
}

const meta = { title: 'Admin/Forms/Form builder', component: FormBuilderStory } satisfies Meta<typeof FormBuilderStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A test-drive form: required name, e-mail, a select, a message with a max rule, a consent. */
export const TestDriveForm: Story = {};
