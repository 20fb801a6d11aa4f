import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { EntryForm } from './entry-form.js';
import { entryFormFixture } from './entry-form.fixtures.js';
import { entryFormTemplate } from './entry-form.schema.js';

const meta = {
  title: 'Blocks/Content/Entry form',
  component: EntryForm,
  args: { data: entryFormFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  decorators: [(Story) => <WithSampleSiteData><Story /></WithSampleSiteData>],
} satisfies Meta<typeof EntryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** A one-column contact form with a dark button on the right. */
export const OneColumnDarkButton: Story = {
  args: {
    data: fixture(entryFormTemplate, { form_id: '8', has_two_columns: false, button_position: 'right', button_color: 'dark' }),
  },
};

/** After a plain POST was stored: the thank-you in place of the form. */
export const Sent: Story = {
  decorators: [(Story) => <WithSampleSiteData formSubmission={{ formId: 7, status: 'sent' }}><Story /></WithSampleSiteData>],
};

/** A form the page does not have (deleted, or the editor's preview, which loads no forms). */
export const MissingFormInPreview: Story = {
  args: { data: fixture(entryFormTemplate, { form_id: '99' }), mode: 'preview' },
};
