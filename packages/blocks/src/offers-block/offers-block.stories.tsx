import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { WithSampleSiteData } from '../shared/site-data.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { OffersBlock } from './offers-block.js';
import { offersBlockFixture } from './offers-block.fixtures.js';
import { offersBlockTemplate } from './offers-block.schema.js';

const meta = {
  title: 'Blocks/Specials/Offers',
  component: OffersBlock,
  args: { data: offersBlockFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  // The site gives the blocks its offers, car prices and price settings.
  decorators: [(Story) => <WithSampleSiteData><Story /></WithSampleSiteData>],
} satisfies Meta<typeof OffersBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** New cars (with prices) and approved used cars, each offer with an enquiry link, then the form. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** Every category, no heading and no form, on the grey theme. */
export const AllCategoriesWithoutForm: Story = {
  args: {
    data: fixture(offersBlockTemplate, {
      new_cars: true,
      approved: true,
      owners: true,
      branded_goods: true,
      theme: 'grey-theme',
    }),
  },
};

/** The editor's preview when no offer is in the ticked categories (visitors see only the form). */
export const NoOffersInPreview: Story = {
  args: {
    mode: 'preview',
    data: fixture(offersBlockTemplate, { ...offersBlockFixture.fields, new_cars: false, approved: false }),
  },
  decorators: [(Story) => <WithSampleSiteData offers={[]}><Story /></WithSampleSiteData>],
};
