import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeInventory, sampleVehicles, serverInventory, WithInventorySite } from '../shared/inventory/inventory.fixtures.js';
import { viewArgTypes } from '../story-args.js';
import { CarsInventoryServer } from './cars-inventory-server.js';
import { carsInventoryServerFixture } from './cars-inventory-server.fixtures.js';

const vehicles = sampleVehicles(30);
// No client answers: what is shown is the server's first page (as the page loader gives it).
const offline = fakeInventory(vehicles, 'loading').client;

const meta = {
  title: 'Blocks/Specials/Cars inventory (server-rendered)',
  component: CarsInventoryServer,
  args: { data: carsInventoryServerFixture, locale: 'en', mode: 'public', blockId: 'used-cars-inventory' },
  argTypes: viewArgTypes,
  decorators: [
    (Story) => (
      <WithInventorySite client={offline} inventory={{ 'used-cars-inventory': serverInventory('pl-used', '', vehicles) }}>
        <Story />
      </WithInventorySite>
    ),
  ],
} satisfies Meta<typeof CarsInventoryServer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page as it is in the server HTML: filters as a GET form, pages as links. */
export const FirstPageFromTheServer: Story = {};

/** A shared address (Land Rover, page 2, dearest first): the server lists exactly that page. */
export const SharedAddress: Story = {
  decorators: [
    (Story) => {
      const search = '?filter[nameplate_brand_name_eq]=Land Rover&sort=-display_price';
      return (
        <WithInventorySite client={offline} search={search} inventory={{ 'used-cars-inventory': serverInventory('pl-used', search, vehicles) }}>
          <Story />
        </WithInventorySite>
      );
    },
  ],
};

/** The server could not load the vehicles: the calm message, with a retry link that works without JavaScript. */
export const Failed: Story = {
  decorators: [
    (Story) => (
      <WithInventorySite client={offline} inventory={{ 'used-cars-inventory': serverInventory('pl-used', '', null) }}>
        <Story />
      </WithInventorySite>
    ),
  ],
};

/** Nothing in stock: the empty state. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <WithInventorySite client={offline} inventory={{ 'used-cars-inventory': serverInventory('pl-used', '', []) }}>
        <Story />
      </WithInventorySite>
    ),
  ],
};
