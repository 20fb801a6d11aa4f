import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { fakeInventory, sampleVehicles, WithInventorySite } from '../shared/inventory/inventory.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { CarsInventory } from './cars-inventory.js';
import { carsInventoryEnquiryFixture, carsInventoryFixture } from './cars-inventory.fixtures.js';
import { carsInventoryTemplate } from './cars-inventory.schema.js';

const many = fakeInventory(sampleVehicles(30));

const meta = {
  title: 'Blocks/Specials/Cars inventory',
  component: CarsInventory,
  args: { data: carsInventoryFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  // The site gives the block its address (the filters live in it) and the listing API.
  decorators: [(Story) => <WithInventorySite client={many.client}><Story /></WithInventorySite>],
} satisfies Meta<typeof CarsInventory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty used cars: every filter, three pages, cards with prices, monthly instalments and “price on request”. */
export const ManyResults: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** An “Enquire” button on every card opens the test-drive form with the car and its retailer set. */
export const WithEnquiry: Story = { args: { data: carsInventoryEnquiryFixture } };

/** Before the answer arrives (and what the server HTML of this variant holds): skeleton cards. */
export const Loading: Story = {
  decorators: [(Story) => <WithInventorySite client={fakeInventory(sampleVehicles(), 'loading').client}><Story /></WithInventorySite>],
};

/** Nothing matches the filters of the address: a way back to all cars. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <WithInventorySite client={many.client} search="?filter[nameplate_brand_name_eq]=Jaguar&filter[display_price_lteq]=1000">
        <Story />
      </WithInventorySite>
    ),
  ],
};

/** The listing API failed: a calm message and a retry, never an empty block. */
export const Failed: Story = {
  decorators: [(Story) => <WithInventorySite client={fakeInventory(sampleVehicles(), 'failed').client}><Story /></WithInventorySite>],
};

/** Right to left (`direction: rtl`), a Land Rover-only list with fewer filters and the VIN shown. */
export const RightToLeftLandRoverOnly: Story = {
  args: {
    data: fixture(carsInventoryTemplate, {
      ...carsInventoryFixture.fields,
      direction: 'rtl',
      ci_api_brand: 'Land Rover',
      status: false,
      color_canonical: false,
      msrp_price: false,
      vin_attr: true,
    }),
  },
};

/** The editor's preview of a block without a listing key (visitors see nothing of it). */
export const MissingListInPreview: Story = {
  args: { mode: 'preview', data: fixture(carsInventoryTemplate, { ...carsInventoryFixture.fields, ci_key_list: '' }) },
};
