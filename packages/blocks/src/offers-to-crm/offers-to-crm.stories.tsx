import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { OffersToCrm } from './offers-to-crm.js';
import { offersToCrmFixture } from './offers-to-crm.fixtures.js';
import { offersToCrmTemplate } from './offers-to-crm.schema.js';

const meta = {
  title: 'Blocks/Specials/Offers to CRM',
  component: OffersToCrm,
  args: { data: offersToCrmFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  decorators: [(Story) => <WithSampleSiteData><Story /></WithSampleSiteData>],
} satisfies Meta<typeof OffersToCrm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** No anchors listed: every offer of the page's language. */
export const EveryOffer: Story = {
  args: { data: fixture(offersToCrmTemplate, { ...offersToCrmFixture.fields, offer_anchors: '' }) },
};

/** A form without the offer field, in the editor's preview. */
export const FieldMissingInPreview: Story = {
  args: { data: fixture(offersToCrmTemplate, { ...offersToCrmFixture.fields, offer_field_id: 'campaign_offer' }), mode: 'preview' },
};
