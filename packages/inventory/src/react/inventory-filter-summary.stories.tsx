import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { dealersAtom, setFilterAtom, unitsAtom } from '../state/index.js';
import { InventoryFilterSummary } from './inventory-filter-summary.js';

/** A store as the inventory block holds it after a listing answer and a few choices. */
function demoStore() {
  const store = createStore();
  store.set(dealersAtom, [
    { id: 1, city: 'Warszawa', name: 'Jaguar Land Rover Warszawa Puławska' },
    { id: 4, city: 'Poznań', name: 'Jaguar Land Rover Poznań' },
  ]);
  store.set(unitsAtom, { currency: 'PLN', power: 'KM', mileage: 'km', capacity: 'cm3' });
  store.set(setFilterAtom, 'nameplate_brand_name', 'Land Rover');
  store.set(setFilterAtom, 'engine_type', ['mhev', 'phev']);
  store.set(setFilterAtom, 'display_price', { from: 200000, to: 450000 });
  store.set(setFilterAtom, 'location', [1, 4]);
  return store;
}

const meta = {
  title: 'Inventory/InventoryFilterSummary',
  component: InventoryFilterSummary,
} satisfies Meta<typeof InventoryFilterSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Press a filter to remove it, or "Clear all filters": the summary follows the store. */
export const FromTheStore: Story = {
  render: (args) => (
    <Provider store={demoStore()}>
      <InventoryFilterSummary {...args} />
    </Provider>
  ),
};
