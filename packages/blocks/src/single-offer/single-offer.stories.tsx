import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { SingleOffer } from './single-offer.js';
import { singleOfferFixture } from './single-offer.fixtures.js';
import { singleOfferTemplate } from './single-offer.schema.js';

const meta = {
  title: 'Blocks/Specials/Single offer',
  component: SingleOffer,
  args: { data: singleOfferFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  // The site gives the blocks its offers, car prices and price settings.
  decorators: [(Story) => <WithSampleSiteData><Story /></WithSampleSiteData>],
} satisfies Meta<typeof SingleOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, price with its lease price, sub-offers, both descriptions and a form button. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** An offer whose car has no price: no price line. On the dark theme. */
export const WithoutPriceOnDark: Story = {
  args: {
    data: fixture(singleOfferTemplate, { ...singleOfferFixture.fields, hash: 'service-plan', theme: 'dark-theme' }),
  },
};

/** The editor's preview of an anchor no offer has (visitors see nothing of the block). */
export const MissingOfferInPreview: Story = {
  args: {
    mode: 'preview',
    data: fixture(singleOfferTemplate, { ...singleOfferFixture.fields, hash: 'old-spring-offer' }),
  },
};
